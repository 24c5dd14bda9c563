import { describe, expect, it } from 'vitest';
import { makePosting, makePostings } from '../../../test/load-postings.fixtures';
import { countLoaded, flattenPages, getNextPageParam, type LoadPostingPage } from './paged-load-postings';

const page = (totalRecords: number, count: number, from = 0): LoadPostingPage => ({
  totalRecords,
  loadPostings: makePostings(count, from),
});

describe('paged lists of loads', () => {
  it('[D1-4.10] the next page is asked for while records remain', () => {
    const first = page(60, 25);
    const second = page(60, 25, 25);
    expect(countLoaded([first, second])).toBe(50);
    expect(countLoaded(undefined)).toBe(0);
    expect(getNextPageParam(first, [first])).toBe(1);
    expect(getNextPageParam(second, [first, second])).toBe(2);
    const last = page(60, 10, 50);
    expect(getNextPageParam(last, [first, second, last])).toBeUndefined();
  });

  it('[D1-4.10] an empty page stops the paging even when the count says more remain', () => {
    const first = page(60, 25);
    const empty = page(60, 0);
    expect(getNextPageParam(empty, [first, empty])).toBeUndefined();
  });

  it('[D1-4.10] a load shifted onto the next page by a booking is shown once', () => {
    const first: LoadPostingPage = {
      totalRecords: 4,
      loadPostings: [makePosting({ loadId: 'L1' }), makePosting({ loadId: 'L2' })],
    };
    const second: LoadPostingPage = {
      totalRecords: 3,
      loadPostings: [makePosting({ loadId: 'L2' }), makePosting({ loadId: 'L3' })],
    };
    expect(flattenPages([first, second]).map((posting) => posting.loadId)).toEqual(['L1', 'L2', 'L3']);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
