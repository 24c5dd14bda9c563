import type { CapacitySegment } from '@freight/domain/capacity/capacity-form';
import type { SortColumn, SortDirection } from '@freight/domain/search/sorting';

// The capacity feature's query keys, each defined once. Every capacity query sits under one root, so
// that a save or a removal makes all of them stale at once.

const root = 'capacity';

/** Every cached capacity answer: the lists, one capacity, its results. */
export const capacityQueryKey = [root] as const;

/** The counted list of one segment, page by page (getCarrierCapacityWithLoadCount). */
export function capacityListQueryKey(segment: CapacitySegment, pageSize: number) {
  return [root, 'list', segment, pageSize] as const;
}

/** Every counted list, of every segment. */
export const capacityListsQueryKey = [root, 'list'] as const;

/** One capacity (selectCarrierCapacity). */
export function capacityDetailsQueryKey(capacityId: string) {
  return [root, 'one', capacityId] as const;
}

/** The loads a capacity matches in one order (getCapacityLoad). */
export function capacityLoadsQueryKey(
  capacityId: string,
  sort?: { sortColumn: SortColumn; sortDirection: SortDirection },
) {
  return sort
    ? ([root, 'loads', capacityId, sort.sortColumn, sort.sortDirection] as const)
    : ([root, 'loads', capacityId] as const);
}
