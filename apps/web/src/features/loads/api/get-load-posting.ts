import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import { getLoadPostingQueryKey } from '../query-keys';

// getLoadPosting(loadId): the whole posting (addresses, services, rate lines) for the details of one
// load; the lists carry only what a card shows.
export const getLoadPostingDocument = graphql(`
  query getLoadPosting($loadId: ID!) {
    getLoadPosting(loadId: $loadId) {
      ...LoadPostingFields
    }
  }
`);

export function useLoadPosting(loadId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: getLoadPostingQueryKey(loadId),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const data = await client.request(getLoadPostingDocument, { loadId }, { signal });
      return data.getLoadPosting;
    },
  });
}
