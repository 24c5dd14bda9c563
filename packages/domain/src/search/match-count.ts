// How many matches a search counts (decision 054): every match up to the configured cap, and always
// the next page, so that 'Show N More' and the end of the list stay exact (D1-4.10) past the cap too.

export type MatchCount = {
  /** The matches counted: all of them, or the limit when there are more. */
  totalRecords: number;
  /** True when more loads match than `totalRecords` ("1,000+ Matches"). */
  totalRecordsCapped: boolean;
};

/** The most matches counted for a page: the cap, or the end of the page after this one when deeper. */
export function matchCountLimit(page: number, size: number, cap: number): number {
  return Math.max(cap, (page + 2) * size);
}

/** The answer for `counted` matches read with at most `limit + 1` rows. */
export function cappedMatchCount(counted: number, limit: number): MatchCount {
  return counted > limit
    ? { totalRecords: limit, totalRecordsCapped: true }
    : { totalRecords: counted, totalRecordsCapped: false };
}
