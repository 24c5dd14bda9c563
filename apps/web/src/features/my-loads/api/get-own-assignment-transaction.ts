import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import { ownAssignmentTransactionQueryKey } from '../query-keys';

// getOwnAssignmentTransaction (D2-4.16): the latest assignment transaction naming the caller as the
// driver of a shipment. A driver no longer sees a load unassigned from them, so this is how the app
// learns why it went. Asked afresh each time: it is read just before the driver acts (D2-4.17).
export const getOwnAssignmentTransactionDocument = graphql(`
  query getOwnAssignmentTransaction($shipmentId: ID!) {
    getOwnAssignmentTransaction(shipmentId: $shipmentId) {
      transactionId
      transactionType
      driverId
      driverName
      status
    }
  }
`);

export function useOwnAssignmentTransaction(shipmentId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ownAssignmentTransactionQueryKey(shipmentId),
    enabled: shipmentId !== '',
    staleTime: 0,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getOwnAssignmentTransactionDocument, { shipmentId }, { signal });
      return data.getOwnAssignmentTransaction;
    },
  });
}
