import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutCapacity } from '@freight/domain/capacity/capacity-list';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { patchCapacityLists, refreshAfterCapacityChange } from './capacity-list-cache';

// D3-7.17 deleteCarrierCapacity: the capacity leaves the lists at once; the answer names its type for
// the "{type} removed" toast, whose Undo restores it (restore-carrier-capacity.ts, D3-4.44).
export const deleteCarrierCapacityDocument = graphql(`
  mutation deleteCarrierCapacity($capacityId: ID!) {
    deleteCarrierCapacity(capacityId: $capacityId) {
      capacityId
      capacityType
    }
  }
`);

export function useDeleteCarrierCapacity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (capacityId: string) => {
      const data = await client.request(deleteCarrierCapacityDocument, { capacityId });
      return data.deleteCarrierCapacity;
    },
    onSuccess: ({ capacityId }) => {
      patchCapacityLists(queryClient, (items) => withoutCapacity(items, capacityId));
      refreshAfterCapacityChange(queryClient);
    },
  });
}
