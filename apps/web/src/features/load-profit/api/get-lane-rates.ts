import { useQuery } from '@tanstack/react-query';
import type { Lane } from '@freight/domain/profit/lane-rates';
import { graphql } from '../../../graphql/gql';
import type { GetLaneRatesQuery } from '../../../graphql/graphql';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-provider';
import { createLaneLoader, type LaneLoader } from '../lane-rates-loader';
import { laneRatesQueryKey } from '../query-keys';

// getLaneRates (decision 058): a lane's platform rates over 30 and 90 days (null below the privacy
// threshold), its trend and weekly medians, and the carrier's own pay there. The cards of a page ask
// together (lane-rates-loader.ts).
export const getLaneRatesDocument = graphql(`
  query getLaneRates($lanes: [LaneInput!]!) {
    getLaneRates(lanes: $lanes) {
      last30Days {
        medianCentsPerMile
        lowerQuartileCentsPerMile
        upperQuartileCentsPerMile
        loads
      }
      last90Days {
        medianCentsPerMile
        lowerQuartileCentsPerMile
        upperQuartileCentsPerMile
        loads
      }
      trend
      weeks {
        weekStart
        medianCentsPerMile
      }
      ownPay {
        loads
        medianCentsPerMile
        lastSettledAt
      }
    }
  }
`);

export type LaneRates = GetLaneRatesQuery['getLaneRates'][number];

const loaders = new WeakMap<ApiClient, LaneLoader<LaneRates>>();

function loaderOf(client: ApiClient): LaneLoader<LaneRates> {
  let loader = loaders.get(client);
  if (!loader) {
    loader = createLaneLoader(
      async (lanes) => (await client.request(getLaneRatesDocument, { lanes })).getLaneRates,
    );
    loaders.set(client, loader);
  }
  return loader;
}

/** One lane's rates; nothing is asked while `lane` is null (no rate figures to show, or not allowed). */
export function useLaneRates(lane: Lane | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: lane ? laneRatesQueryKey(lane) : ['laneRates', 'none'],
    enabled: lane !== null,
    staleTime: 10 * 60_000,
    retry: false,
    queryFn: () => loaderOf(client).load(lane!),
  });
}
