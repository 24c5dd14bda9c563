import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { graphql } from '../../../graphql/gql';
import { myLoadsCountsQueryKey } from '../../../lib/query-keys';

// getMyLoadsCounts: how many shipments each My Loads list the caller may open holds (D1-2.06), for the
// Home tiles; fetched again with the shipment lists' interval, since the same shipments move between them.
export const countMyLoadsDocument = graphql(`
  query getMyLoadsCounts {
    getMyLoadsCounts {
      bucket
      count
    }
  }
`);

/** The counts by list; a list the server did not count is absent. */
export function useMyLoadsCounts({ enabled }: { enabled: boolean }) {
  const client = useApiClient();
  const { refreshIntervalsMinutes } = useConfig();
  return useQuery({
    queryKey: myLoadsCountsQueryKey,
    enabled,
    // A failure leaves the tiles as links without counts; the next interval asks again.
    retry: false,
    refetchInterval: refreshIntervalsMinutes.shipment * 60_000,
    queryFn: async ({ signal }) => {
      const data = await client.request(countMyLoadsDocument, undefined, { signal });
      return new Map(data.getMyLoadsCounts.map(({ bucket, count }) => [bucket, count]));
    },
  });
}
