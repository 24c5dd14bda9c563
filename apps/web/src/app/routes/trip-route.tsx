import { useParams } from 'react-router';
import { UnassignedDriverAlert } from '../../features/my-loads/components/unassigned-driver-alert';
import { TripPage } from '../../features/trip/components/trip-page';

// /app/myLoad/Execution/{shipmentId} (D2-2.07): the trip screen, with what other features add to it
// composed here (the unassigned-driver alert of My Loads; GPS tracking's indicator and the truck's
// last position plug into TripPage's trackingIndicator and truckPosition).
export function TripRoute() {
  const { shipmentId = '' } = useParams();
  return (
    <TripPage shipmentId={shipmentId}>
      <UnassignedDriverAlert shipmentId={shipmentId} />
    </TripPage>
  );
}
