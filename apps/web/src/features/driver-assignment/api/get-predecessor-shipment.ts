import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import { getPredecessorShipmentQueryKey } from '../query-keys';

// D1-7.17, D2-7.11 predecessorShipmentId: the driver's shipment that delivers before this one picks
// up. When there is one the driver starts from its delivery; when there is none they must say where
// they start (D2-4.21).
export const predecessorShipmentIdDocument = graphql(`
  query predecessorShipmentId($shipmentId: ID!, $driverId: ID!, $assignSource: String!) {
    predecessorShipmentId(shipmentId: $shipmentId, driverId: $driverId, assignSource: $assignSource)
  }
`);

/** BOOKING: the owner-operator right after booking; MY_LOADS: the List of Drivers. */
export type AssignSource = 'BOOKING' | 'MY_LOADS';

export type PredecessorRequest = { shipmentId: string; driverId: string; assignSource: AssignSource };

/** Disabled without a driver (no one chosen in the List of Drivers yet). */
export function usePredecessorShipment(request: PredecessorRequest) {
  const client = useApiClient();
  return useQuery({
    queryKey: getPredecessorShipmentQueryKey(request),
    enabled: request.driverId !== '',
    // The driver's loads change with every assignment: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(predecessorShipmentIdDocument, request, {
        signal,
      });
      return data.predecessorShipmentId;
    },
  });
}
