import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { invalidateShipmentMove } from '../../../lib/query-keys';
import { graphql } from '../../../graphql/gql';
import type { UnassignDriverFromShipmentMutation, UnassignDriverInput } from '../../../graphql/graphql';

// D2-7.10 unassignDriverFromShipment: a dispatcher takes the driver off a load in Driver Assigned. The
// answer is OK, PENDING while the assignment is not confirmed yet (D2-4.20, nothing changed) or
// REJECTED with the reason in message. A transport failure rejects the mutation.
export const unassignDriverFromShipmentDocument = graphql(`
  mutation unassignDriverFromShipment($input: UnassignDriverInput!) {
    unassignDriverFromShipment(input: $input) {
      status
      message
      shipment {
        shipmentId
        shipmentState
      }
    }
  }
`);

/** `driverId`: the driver the card shows; the server refuses when another one holds the load by now. */
export type UnassignDriverResult = UnassignDriverFromShipmentMutation['unassignDriverFromShipment'];

export function useUnassignDriver() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UnassignDriverInput) => {
      const data = await client.request(unassignDriverFromShipmentDocument, {
        input,
      });
      return data.unassignDriverFromShipment;
    },
    // Whatever the answer, the card was out of date or is now: every answer refreshes the lists.
    onSuccess: (_result, { shipmentId }) => invalidateShipmentMove(queryClient, shipmentId),
  });
}
