import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-provider';
import { watchedLoadsQueryKey } from '../query-keys';
import { patchCachedPostings } from './patch-cached-postings';
import { graphql } from '../../../graphql/gql';
import type { NewUserWatchedLoadsMutation } from '../../../graphql/graphql';

// D1-7.15 newUserWatchedLoads: watch a load (D1-4.11). The server takes the caller as the watcher and
// dates the watch; the card sends the load and its origin as it shows them. The load shows as watched
// at once in every list, and goes back if the server refuses.
export const newUserWatchedLoadsDocument = graphql(`
  mutation newUserWatchedLoads($input: WatchedLoadInput!) {
    newUserWatchedLoads(input: $input) {
      id
      error
      message
    }
  }
`);

export type WatchTarget = {
  loadId: string;
  /** The load's origin as the card shows it: 'Chicago, IL'. */
  origin: string | null;
};

export type WatchedLoadResult = NewUserWatchedLoadsMutation['newUserWatchedLoads'];

/** An answer with its error flag set is a failure like any other. */
export function readWatchedLoadResult(result: WatchedLoadResult): WatchedLoadResult {
  if (result.error) throw new ApiError('INTERNAL', result.message ?? 'The watched load was not changed');
  return result;
}

export function useWatchLoad() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ loadId, origin }: WatchTarget) => {
      const data = await client.request(newUserWatchedLoadsDocument, {
        input: { loadId, origin },
      });
      return readWatchedLoadResult(data.newUserWatchedLoads);
    },
    onMutate: ({ loadId }) => patchCachedPostings(queryClient, loadId, { isWatched: true }),
    onError: (_error, { loadId }) => patchCachedPostings(queryClient, loadId, { isWatched: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchedLoadsQueryKey }),
  });
}
