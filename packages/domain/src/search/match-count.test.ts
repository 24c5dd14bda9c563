import { describe, expect, it } from 'vitest';
import { hasMorePages, showMoreCount } from './paging';
import { cappedMatchCount, matchCountLimit } from './match-count';

describe('match count', () => {
  it('counts up to the cap, or the page after the one asked when it lies past the cap', () => {
    expect(matchCountLimit(0, 25, 1000)).toBe(1000);
    expect(matchCountLimit(38, 25, 1000)).toBe(1000);
    expect(matchCountLimit(39, 25, 1000)).toBe(1025);
    expect(matchCountLimit(60, 25, 1000)).toBe(1550);
  });

  it('is exact up to the limit and capped past it', () => {
    expect(cappedMatchCount(0, 1000)).toEqual({ totalRecords: 0, totalRecordsCapped: false });
    expect(cappedMatchCount(1000, 1000)).toEqual({ totalRecords: 1000, totalRecordsCapped: false });
    expect(cappedMatchCount(1001, 1000)).toEqual({ totalRecords: 1000, totalRecordsCapped: true });
  });

  it('[D1-4.10] keeps Show N More exact past the cap: a full next page while more match, then what remains', () => {
    const size = 25;
    const cap = 100;
    const matches = 160;
    const answers = Array.from({ length: 7 }, (_, page) => {
      const limit = matchCountLimit(page, size, cap);
      return cappedMatchCount(Math.min(matches, limit + 1), limit);
    });
    // Page 4 ends at 125: 160 matches still count as more than the 150 of its limit.
    expect(answers[4]).toEqual({ totalRecords: 150, totalRecordsCapped: true });
    expect(showMoreCount(answers[4]!.totalRecords, 125, size)).toBe(25);
    // Page 5 ends at 150: its limit of 175 counts all 160 exactly; 10 remain, then none.
    expect(answers[5]).toEqual({ totalRecords: 160, totalRecordsCapped: false });
    expect(showMoreCount(answers[5]!.totalRecords, 150, size)).toBe(10);
    expect(hasMorePages(answers[6]!.totalRecords, 160)).toBe(false);
  });
});
