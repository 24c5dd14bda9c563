import { useCallback, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api-provider';
import type { LoadCardPosting } from '../../api/load-posting';
import { graphql } from '../../../../graphql/gql';

// markRecommendedLoadsSeen: the member opened a recommended load, so it is no longer 'new' and leaves
// Top Recommendations (D1-4.14) at their next refresh. Nothing is refetched now: the tile or card the
// member just opened must not vanish under their eyes.
export const markRecommendedLoadsSeenDocument = graphql(`
  mutation markRecommendedLoadsSeen($loadIds: [ID!]!) {
    markRecommendedLoadsSeen(loadIds: $loadIds)
  }
`);

export function useMarkRecommendedLoadsSeen() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (loadIds: string[]) => {
      const data = await client.request(markRecommendedLoadsSeenDocument, { loadIds });
      return data.markRecommendedLoadsSeen;
    },
  });
}

/**
 * For a recommended card's `onOpen`: marks a 'new' load seen, once per list; a failure is left alone,
 * since the load is simply offered as new again.
 */
export function useMarkSeenOnOpen(): (posting: LoadCardPosting) => void {
  const { mutate } = useMarkRecommendedLoadsSeen();
  const marked = useRef(new Set<string>());
  return useCallback(
    (posting: LoadCardPosting) => {
      if (posting.recommendationStatus !== 'new' || marked.current.has(posting.loadId)) return;
      marked.current.add(posting.loadId);
      mutate([posting.loadId]);
    },
    [mutate],
  );
}
