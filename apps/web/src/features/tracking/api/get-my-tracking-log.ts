import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { graphql } from '../../../graphql/gql';
import type { MyTrackingLogQuery } from '../../../graphql/graphql';
import { trackingLogQueryKey } from '../query-keys';

// myTrackingLog (issue 14 part 6): the positions the driver's device sent for a trip, newest first,
// a page at a time; the next page is the one before the oldest position of the last.
export const myTrackingLogDocument = graphql(`
  query myTrackingLog($shipmentId: ID!, $before: String, $first: Int) {
    myTrackingLog(shipmentId: $shipmentId, before: $before, first: $first) {
      shipmentId
      hasMore
      positions {
        recordedAt
        receivedAt
        latitude
        longitude
        accuracy
        place {
          name
          state
        }
      }
    }
  }
`);

export type TrackingLogPosition = MyTrackingLogQuery['myTrackingLog']['positions'][number];

export function useMyTrackingLog(shipmentId: string, pageSize: number) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: trackingLogQueryKey(shipmentId),
    queryFn: async ({ pageParam, signal }) =>
      (
        await client.request(
          myTrackingLogDocument,
          { shipmentId, first: pageSize, ...(pageParam ? { before: pageParam } : {}) },
          { signal },
        )
      ).myTrackingLog,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? (page.positions.at(-1)?.recordedAt ?? null) : null),
  });
}
