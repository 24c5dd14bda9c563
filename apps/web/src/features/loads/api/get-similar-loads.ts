import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import { similarLoadsQueryKey } from '../query-keys';

// D1-7.12 recommendedSimilarLoadsByLoadIds: the loads on the same lane as a recommended load, without
// it. Fetched the first time the expander opens and kept: closing and opening again shows the same
// loads without asking again (D1-4.13).
export const similarLoadsDocument = graphql(`
  query recommendedSimilarLoadsByLoadIds($loadIds: [ID!]!) {
    recommendedSimilarLoadsByLoadIds(loadIds: $loadIds) {
      primaryLoadId
      totalRecords
      loadPostings {
        ...LoadCardFields
      }
    }
  }
`);

export function useSimilarLoads(loadId: string, { enabled }: { enabled: boolean }) {
  const client = useApiClient();
  return useQuery({
    queryKey: similarLoadsQueryKey(loadId),
    enabled,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(similarLoadsDocument, { loadIds: [loadId] }, { signal });
      const result = data.recommendedSimilarLoadsByLoadIds.find((item) => item.primaryLoadId === loadId);
      return result?.loadPostings ?? [];
    },
  });
}
