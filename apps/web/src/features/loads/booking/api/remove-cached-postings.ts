import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BookResultPresentation } from '@freight/domain/booking';
import { recommendedLoadsQueryKey } from '../../query-keys';
import { watchedLoadsQueryKey } from '../../query-keys';
import { similarLoadsQueryKey } from '../../query-keys';

// A booked load leaves every list it is shown in (D1-4.26), a withdrawn one the recommended and watched
// lists (D1-4.29), without waiting for each list to be fetched again. The load can be in several
// cached answers at once (search results, loads by state, Home's lists, similar loads), as for a watch
// (patch-cached-postings.ts).

export type BookingList = BookResultPresentation['removesLoadFrom'][number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPostingOf(value: unknown, loadId: string): boolean {
  return isRecord(value) && value.loadId === loadId && 'isWatched' in value;
}

/** A page of a list (LoadPostingPage) with the load left out and counted one fewer. */
function removeFromPage(page: unknown, loadId: string): unknown {
  if (!isRecord(page) || !Array.isArray(page.loadPostings)) return page;
  const loadPostings = page.loadPostings.filter((posting: unknown) => !isPostingOf(posting, loadId));
  return {
    ...page,
    loadPostings,
    ...(typeof page.totalRecords === 'number' && { totalRecords: Math.max(0, page.totalRecords - 1) }),
  };
}

function holdsPosting(value: unknown, loadId: string): boolean {
  if (Array.isArray(value)) return value.some((item) => holdsPosting(item, loadId));
  if (!isRecord(value)) return false;
  if (isPostingOf(value, loadId)) return true;
  return Object.values(value).some((child) => holdsPosting(child, loadId));
}

/** `value` without the postings of `loadId` in its lists; the same object when it holds none. */
export function removePostings(value: unknown, loadId: string): unknown {
  if (!holdsPosting(value, loadId)) return value;
  if (Array.isArray(value)) {
    return value
      .filter((item: unknown) => !isPostingOf(item, loadId))
      .map((item: unknown) => removePostings(item, loadId));
  }
  if (!isRecord(value)) return value;
  // Pages of a paged list: the count shown is the last page's, and every page counted the load.
  if (Array.isArray(value.pages)) {
    return { ...value, pages: value.pages.map((page: unknown) => removeFromPage(page, loadId)) };
  }
  if (Array.isArray(value.loadPostings)) return removeFromPage(value, loadId);
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, removePostings(child, loadId)]),
  );
}

const recommendedRoots: readonly unknown[] = [recommendedLoadsQueryKey[0], similarLoadsQueryKey('')[0]];

/** Which list a cached query belongs to: recommended (and similar), watched, or search (any other). */
function listOf(queryKey: QueryKey): BookingList {
  if (recommendedRoots.includes(queryKey[0])) return 'recommended';
  if (queryKey[0] === watchedLoadsQueryKey[0]) return 'watched';
  return 'search';
}

/** Takes the load out of every cached query of the given lists; other queries are not touched. */
export function removeCachedPostings(
  queryClient: QueryClient,
  loadId: string,
  lists: readonly BookingList[],
): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (!lists.includes(listOf(query.queryKey))) continue;
    const data: unknown = query.state.data;
    const next = removePostings(data, loadId);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}
