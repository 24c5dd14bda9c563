import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { isCapacitySegment, type CapacitySegment } from '@freight/domain/capacity/capacity-form';
import { recommendedLoadsQueryKey } from '../../loads/query-keys';
import { capacityListsQueryKey, capacityQueryKey } from '../query-keys';
import type { CapacityItem } from './capacity-fields';
import type { CapacityPage } from './get-carrier-capacity-with-load-count';

// What a save or a removal does to the lists already on screen (D3-4.45): each cached list of a segment
// gets the change at once (an added capacity first, an edited one in its place, a removed one gone),
// then every capacity answer is fetched again, counts included (D3-4.42: the list refreshes), and so
// are the recommendations, which capacity feeds (decision 012).

type Lists = InfiniteData<CapacityPage, number>;

export function patchCapacityLists(
  queryClient: QueryClient,
  change: (items: CapacityItem[], segment: CapacitySegment, isFirstPage: boolean) => CapacityItem[],
): void {
  for (const [queryKey, data] of queryClient.getQueriesData<Lists>({ queryKey: capacityListsQueryKey })) {
    const segment = queryKey[2];
    if (!data || !isCapacitySegment(segment)) continue;
    queryClient.setQueryData<Lists>(queryKey, {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        capacity: change(page.capacity, segment, index === 0),
      })),
    });
  }
}

/** Every capacity answer and every recommendation fetched again (not awaited). */
export function refreshAfterCapacityChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: capacityQueryKey });
  void queryClient.invalidateQueries({ queryKey: recommendedLoadsQueryKey });
}
