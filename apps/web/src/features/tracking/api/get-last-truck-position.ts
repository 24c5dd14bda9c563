import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/gql';
import { useApiClient } from '../../../lib/api-provider';
import { lastTruckPositionQueryKey } from '../query-keys';

// lastTruckPosition (decision 038): where the truck of a trip was last seen, for the trip screen's map;
// null when none was sent or the trip is not the caller's to see. Read again every few minutes while
// the screen is open, as a truck sends one position per interval at most.
export const lastTruckPositionDocument = graphql(`
  query lastTruckPosition($shipmentId: ID!) {
    lastTruckPosition(shipmentId: $shipmentId) {
      recordedAt
      latitude
      longitude
    }
  }
`);

const rereadEveryMs = 120_000;

export function useLastTruckPosition(shipmentId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: lastTruckPositionQueryKey(shipmentId),
    enabled,
    retry: false,
    refetchInterval: rereadEveryMs,
    queryFn: async ({ signal }) =>
      (await client.request(lastTruckPositionDocument, { shipmentId }, { signal })).lastTruckPosition,
  });
}
