import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isInSegment, withEditedCapacity, withoutCapacity } from '@freight/domain/capacity/capacity-list';
import { graphql } from '../../../graphql/gql';
import type { CapacityInput } from '../../../graphql/graphql';
import { useApiClient } from '../../../lib/api-provider';
import { capacityDetailsQueryKey } from '../query-keys';
import { patchCapacityLists, refreshAfterCapacityChange } from './capacity-list-cache';

// D3-7.17 updateCarrierCapacity: the Edit capacity form's payload with its capacityId; the edited
// capacity replaces its old self where it was in the lists (D3-4.45).
export const updateCarrierCapacityDocument = graphql(`
  mutation updateCarrierCapacity($input: CapacityInput!) {
    updateCarrierCapacity(input: $input) {
      capacityID
      lastUpdatedByUserName
      capacity {
        ...CapacityFields
      }
    }
  }
`);

export function useUpdateCarrierCapacity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CapacityInput) => {
      const data = await client.request(updateCarrierCapacityDocument, { input });
      return data.updateCarrierCapacity;
    },
    onSuccess: ({ capacity }) => {
      queryClient.setQueryData(capacityDetailsQueryKey(capacity.capacityId), capacity);
      // A Truck made a Lane leaves the Trucks segment.
      patchCapacityLists(queryClient, (items, segment) =>
        isInSegment(capacity, segment)
          ? withEditedCapacity(items, capacity)
          : withoutCapacity(items, capacity.capacityId),
      );
      refreshAfterCapacityChange(queryClient);
    },
  });
}
