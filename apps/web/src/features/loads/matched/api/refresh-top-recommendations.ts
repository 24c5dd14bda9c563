import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConfig } from '../../../../lib/config-provider';
import { recommendedLoadsQueryKey } from '../../query-keys';

/**
 * For the booking flow: Top Recommendations are fetched again `recommendations.topRefreshDelayMs`
 * (3 s, D1-4.14, D1-9.09) after a booking, once the engine has dropped the booked load. The whole
 * recommended list is refreshed with them, since the booked load leaves it too.
 */
export function useRefreshTopRecommendationsAfterBooking(): () => void {
  const queryClient = useQueryClient();
  const { topRefreshDelayMs } = useConfig().recommendations;
  return useCallback(() => {
    // Not cancelled on unmount: a booking usually navigates away, and the refresh is still due.
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: recommendedLoadsQueryKey });
    }, topRefreshDelayMs);
  }, [queryClient, topRefreshDelayMs]);
}
