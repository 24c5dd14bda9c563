import type { SearchCriteria } from '@freight/domain/search-criteria';

// What the search screens hand each other through React Router's navigation state (D1-2.07,
// D1-2.08). Written once so the form, the saved-search lists and the results agree.

/** The segments of /app/search; navigation state may preset one (D1-2.07). */
export const searchSegments = [
  'newSearch',
  'recentSearch',
  'favoriteSearch',
  'watchedLoads',
  'recommendedLoads',
] as const;
export type SearchSegment = (typeof searchSegments)[number];

/** State of a navigation to /app/search. */
export type SearchPageState = { segment?: SearchSegment };

/** State of a navigation to /app/search/results. */
export type SearchResultsState = {
  criteria: SearchCriteria;
  /** The segment the search was started from: decides the breadcrumb (D1-2.21). */
  from: 'newSearch' | 'recentSearch' | 'favoriteSearch';
  /** The saved search being re-run, if any (its card shows as the summary card). */
  savedSearchId?: string | null;
  favorite?: boolean;
  /** A saved search re-run is not recorded again. */
  skipUserSearchHistory?: boolean;
};

export function isSearchSegment(value: unknown): value is SearchSegment {
  return typeof value === 'string' && (searchSegments as readonly string[]).includes(value);
}
