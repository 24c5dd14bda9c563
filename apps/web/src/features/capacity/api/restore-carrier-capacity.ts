import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { refreshAfterCapacityChange } from './capacity-list-cache';

// The Undo of a removal (D3-4.44): the same capacity back, with its id and its place in the lists,
// which are fetched again to show it there.
export const restoreCarrierCapacityDocument = graphql(`
  mutation restoreCarrierCapacity($capacityId: ID!) {
    restoreCarrierCapacity(capacityId: $capacityId) {
      ...CapacityFields
    }
  }
`);

export function useRestoreCarrierCapacity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (capacityId: string) => {
      const data = await client.request(restoreCarrierCapacityDocument, { capacityId });
      return data.restoreCarrierCapacity;
    },
    onSuccess: () => refreshAfterCapacityChange(queryClient),
  });
}
