import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makePosting } from '../../../../test/load-postings.fixtures';
import { removeCachedPostings, removePostings } from './remove-cached-postings';

const booked = makePosting({ loadId: 'L1' });
const other = makePosting({ loadId: 'L2' });
const pagesOf = (...loads: (typeof booked)[][]) => ({
  pages: loads.map((loadPostings) => ({ totalRecords: 3, loadPostings })),
  pageParams: loads.map((_, index) => index),
});

describe('removePostings', () => {
  it('[D1-4.26] leaves the load out of every page and counts each page one fewer', () => {
    const data = pagesOf([booked, other], [other]);

    expect(removePostings(data, 'L1')).toEqual({
      pages: [
        { totalRecords: 2, loadPostings: [other] },
        { totalRecords: 2, loadPostings: [other] },
      ],
      pageParams: [0, 1],
    });
  });

  it('[D1-4.26] leaves out the load of a plain list, and keeps an answer without it as it is', () => {
    const similar = [other, booked];
    const withoutBooked = pagesOf([other]);

    expect(removePostings(similar, 'L1')).toEqual([other]);
    expect(removePostings(withoutBooked, 'L1')).toBe(withoutBooked);
    expect(removePostings(null, 'L1')).toBeNull();
  });
});

describe('removeCachedPostings', () => {
  function cacheWithEveryList() {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['searchLoadPostingV2', { origin: 'Chicago' }], pagesOf([booked, other]));
    queryClient.setQueryData(['getStateBasedLoad', 'IL'], pagesOf([booked]));
    queryClient.setQueryData(['recommendedLoads', 'top', 2], pagesOf([booked, other]));
    queryClient.setQueryData(['recommendedSimilarLoadsByLoadIds', 'L9'], [booked]);
    queryClient.setQueryData(['getUserWatchedLoads', 25], pagesOf([other, booked]));
    return queryClient;
  }
  const loadIdsOf = (queryClient: QueryClient, key: unknown[]) =>
    JSON.stringify(queryClient.getQueryData(key)).match(/"loadId":"L\d"/g);

  it('[D1-4.26] a booked load leaves search, loads by state, recommended, similar and watched lists', () => {
    const queryClient = cacheWithEveryList();

    removeCachedPostings(queryClient, 'L1', ['search', 'recommended', 'watched']);

    for (const query of queryClient.getQueryCache().getAll()) {
      expect(JSON.stringify(query.state.data)).not.toContain('"loadId":"L1"');
    }
  });

  it('[D1-4.29] a withdrawn load leaves the recommended and watched lists only', () => {
    const queryClient = cacheWithEveryList();

    removeCachedPostings(queryClient, 'L1', ['recommended', 'watched']);

    expect(loadIdsOf(queryClient, ['searchLoadPostingV2', { origin: 'Chicago' }])).toContain('"loadId":"L1"');
    expect(loadIdsOf(queryClient, ['getStateBasedLoad', 'IL'])).toContain('"loadId":"L1"');
    expect(loadIdsOf(queryClient, ['recommendedLoads', 'top', 2])).not.toContain('"loadId":"L1"');
    expect(loadIdsOf(queryClient, ['recommendedSimilarLoadsByLoadIds', 'L9'])).toBeNull();
    expect(loadIdsOf(queryClient, ['getUserWatchedLoads', 25])).not.toContain('"loadId":"L1"');
  });
});
