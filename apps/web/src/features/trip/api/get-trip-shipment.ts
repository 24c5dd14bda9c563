import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { tripShipmentQueryKey } from '../query-keys';

// getShipmentDetails (decision 037) asked for what the trip screen shows; null when the caller may not
// see the shipment. Refresh fetches it again.
export const getTripShipmentDocument = graphql(`
  query getTripShipment($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      ...TripShipmentFields
    }
  }
`);

export function useTripShipment(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: tripShipmentQueryKey(shipmentId),
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getTripShipmentDocument, { shipmentId }, { signal });
      return data.getShipmentDetails;
    },
  });
}
