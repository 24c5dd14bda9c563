import * as z from 'zod/mini';

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
export const searchPageStateSchema = z.object({ segment: z.optional(z.enum(searchSegments)) });
export type SearchPageState = z.output<typeof searchPageStateSchema>;

// Shared with My Loads' Reload, so it lives in lib.
export type { SearchResultsState } from '../../lib/navigation-state';

export function isSearchSegment(value: unknown): value is SearchSegment {
  return typeof value === 'string' && (searchSegments as readonly string[]).includes(value);
}
