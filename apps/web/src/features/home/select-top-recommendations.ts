import type { LoadCardPosting } from '../loads/api/load-posting';

/**
 * Top Recommendations (D1-4.14): the loads whose status is still 'new', by rank (1 first), the first
 * `count`. The server is asked for exactly these; the rule is applied again here so that an answer
 * holding more, or others, never shows more or other tiles.
 */
export function selectTopRecommendations(
  postings: readonly LoadCardPosting[],
  count: number,
): LoadCardPosting[] {
  return postings
    .filter((posting) => posting.recommendationStatus === 'new')
    .sort((a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY))
    .slice(0, count);
}
