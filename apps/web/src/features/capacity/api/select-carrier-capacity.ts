import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { capacityDetailsQueryKey } from '../query-keys';

// selectCarrierCapacity (D3-7.17's select-capacity): one capacity of the carrier, for its View
// (D3-2.63) and Edit screens and See results' header. Another carrier's answers NOT_FOUND.
export const selectCarrierCapacityDocument = graphql(`
  query selectCarrierCapacity($capacityId: ID!) {
    selectCarrierCapacity(capacityId: $capacityId) {
      ...CapacityFields
    }
  }
`);

export function useCarrierCapacity(capacityId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: capacityDetailsQueryKey(capacityId),
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(selectCarrierCapacityDocument, { capacityId }, { signal });
      return data.selectCarrierCapacity;
    },
  });
}
