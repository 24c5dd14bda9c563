import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { patchCachedPostings } from './patch-cached-postings';
import { readWatchedLoadResult, type WatchTarget } from './watch-load';
import { graphql } from '../../../graphql/gql';

// D1-7.15 deleteUserWatchedLoads: stop watching a load (D1-4.11, D1-4.12). The load shows as not
// watched at once in every list and goes back if the server refuses. The watched list is not refetched
// here: the card stays in it while its toast offers Undo, and the toggle refreshes it when the toast
// closes.
export const deleteUserWatchedLoadsDocument = graphql(`
  mutation deleteUserWatchedLoads($input: WatchedLoadInput!) {
    deleteUserWatchedLoads(input: $input) {
      id
      error
      message
    }
  }
`);

export function useUnwatchLoad() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ loadId, origin }: WatchTarget) => {
      const data = await client.request(deleteUserWatchedLoadsDocument, {
        input: { loadId, origin },
      });
      return readWatchedLoadResult(data.deleteUserWatchedLoads);
    },
    onMutate: ({ loadId }) => patchCachedPostings(queryClient, loadId, { isWatched: false }),
    onError: (_error, { loadId }) => patchCachedPostings(queryClient, loadId, { isWatched: true }),
  });
}
