import { keepPreviousData } from '@tanstack/react-query';
import { hasMorePages } from '@freight/domain/search/paging';
import type { LoadCardPosting } from './load-posting';

// Every paged list of loads (search results, loads by state, recommended, watched) pages the same way
// (D1-4.10): how its pages are fetched, counted and shown.

/** One page of a paged load list (search, loads by state, recommended, watched), as the API answers it. */
export type LoadPostingPage = {
  totalRecords: number;
  /** More loads match than totalRecords: a search's count stops at a cap (search and See results only). */
  totalRecordsCapped?: boolean;
  loadPostings: LoadCardPosting[];
  /** The recent search the search was recorded as (searchLoadPostingV2 only). */
  searchHistoryId?: string | null;
  /** Whether that recent search is one of the user's favourites (searchLoadPostingV2 only). */
  searchHistoryFavorite?: boolean;
};

/** How many records the pages hold, as the server counts them for its next offset. */
export function countLoaded(pages: readonly LoadPostingPage[] | undefined): number {
  return (pages ?? []).reduce((sum, page) => sum + page.loadPostings.length, 0);
}

/** The next page number of a paged list, or undefined when every record is loaded (D1-4.10). */
export function getNextPageParam(lastPage: LoadPostingPage, pages: LoadPostingPage[]): number | undefined {
  // An empty page means the list shrank under us: stop rather than ask for empty pages forever.
  if (lastPage.loadPostings.length === 0 || !hasMorePages(lastPage.totalRecords, countLoaded(pages))) {
    return undefined;
  }
  return pages.length;
}

/** How every paged list of loads is fetched (search results, loads by state, recommended, watched). */
export const pagedLoadsQueryOptions = {
  initialPageParam: 0,
  getNextPageParam,
  // A new sort keeps the current cards on screen until its first page arrives.
  placeholderData: keepPreviousData,
  // Results reordering under the reader's eyes would be worse than slightly old ones.
  refetchOnWindowFocus: false,
  retry: false,
} as const;

/**
 * The postings of every loaded page, once each: a load booked by someone else between two pages
 * shifts the rest, so the next page may repeat one already shown.
 */
export function flattenPages(pages: readonly LoadPostingPage[] | undefined): LoadCardPosting[] {
  const seen = new Set<string>();
  const postings: LoadCardPosting[] = [];
  for (const page of pages ?? []) {
    for (const posting of page.loadPostings) {
      if (seen.has(posting.loadId)) continue;
      seen.add(posting.loadId);
      postings.push(posting);
    }
  }
  return postings;
}
