import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isInSegment, withAddedCapacity } from '@freight/domain/capacity/capacity-list';
import { graphql } from '../../../graphql/gql';
import type { CapacityInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { patchCapacityLists, refreshAfterCapacityChange } from './capacity-list-cache';

// D3-7.17 addCarrierCapacity: the Add capacity form's payload (D3-3.12); the server checks the rules
// again and answers the capacity as saved, which goes to the front of the lists (D3-4.45).
export const addCarrierCapacityDocument = graphql(`
  mutation addCarrierCapacity($input: CapacityInput!) {
    addCarrierCapacity(input: $input) {
      capacityID
      lastUpdatedByUserName
      capacity {
        ...CapacityFields
      }
    }
  }
`);

export function useAddCarrierCapacity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CapacityInput) => {
      const data = await client.request(addCarrierCapacityDocument, { input });
      return data.addCarrierCapacity;
    },
    onSuccess: ({ capacity }) => {
      patchCapacityLists(queryClient, (items, segment, isFirstPage) =>
        isFirstPage && isInSegment(capacity, segment) ? withAddedCapacity(items, capacity) : items,
      );
      refreshAfterCapacityChange(queryClient);
    },
  });
}
