import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { fetchRecommendedLoads } from '../../loads/matched/api/get-recommended-loads';
import { topRecommendationsQueryKey } from '../query-keys';
import { selectTopRecommendations } from '../select-top-recommendations';

// Top Recommendations (D1-4.14, D1-9.02): recommendedLoads asked for the loads still 'new', with the
// configured request size (2), fetched again with the recommended list's interval and 3 s after a
// booking (useRefreshTopRecommendationsAfterBooking invalidates the same key).
export function useTopRecommendations({ enabled }: { enabled: boolean }) {
  const client = useApiClient();
  const { recommendations, refreshIntervalsMinutes } = useConfig();
  return useQuery({
    queryKey: topRecommendationsQueryKey(recommendations.requestSize),
    enabled,
    retry: false,
    refetchInterval: refreshIntervalsMinutes.recommended * 60_000,
    queryFn: ({ signal }) =>
      fetchRecommendedLoads(client, { page: 0, size: recommendations.requestSize, status: 'new' }, signal),
    select: (page) => selectTopRecommendations(page.loadPostings, recommendations.topCount),
  });
}
