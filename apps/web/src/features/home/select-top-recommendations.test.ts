import { describe, expect, it } from 'vitest';
import { makePosting } from '../../test/load-postings.fixtures';
import { selectTopRecommendations } from './select-top-recommendations';

const load = (loadId: string, rank: number | null, recommendationStatus: string | null = 'new') =>
  makePosting({ loadId, rank, recommendationStatus });

describe('selectTopRecommendations', () => {
  it('[D1-4.14] keeps the new loads, by rank, the first 2', () => {
    const top = selectTopRecommendations(
      [load('A', 4), load('B', 1, 'seen'), load('C', 3), load('D', 2), load('E', null)],
      2,
    );
    expect(top.map((posting) => posting.loadId)).toEqual(['D', 'C']);
  });

  it('[D1-4.14] [D1-9.02] shows as many as configured, and none when none is new', () => {
    expect(
      selectTopRecommendations([load('A', 2), load('B', 1), load('C', 3)], 1).map((p) => p.loadId),
    ).toEqual(['B']);
    expect(selectTopRecommendations([load('A', 1, 'seen')], 2)).toEqual([]);
  });
});
