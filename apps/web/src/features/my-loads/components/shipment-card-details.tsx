import { useShipmentDetails } from '../../loads/details/api/get-shipment-details';
import { toShipmentDetailsView } from '../../loads/details/load-details-view';
import { LoadCardDetailsBody } from '../../loads/components/load-card-details-body';

// What an expanded My Loads card shows (D2-2.27): the details panel of the shipment in the module of
// its list, fetched when the card opens, as the shipment's own page shows it.

export function ShipmentCardDetails({ shipmentId }: { shipmentId: string }) {
  const query = useShipmentDetails(shipmentId);
  return <LoadCardDetailsBody query={query} toView={toShipmentDetailsView} />;
}
