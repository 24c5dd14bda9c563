import { describe, expect, it } from 'vitest';
import {
  hasResults,
  isInSegment,
  uniqueCapacities,
  withAddedCapacity,
  withEditedCapacity,
  withoutCapacity,
  type ListedCapacity,
} from './capacity-list';

const item = (
  capacityId: string,
  capacityType: 'TRUCK' | 'LANE' = 'TRUCK',
  loadCount = 0,
): ListedCapacity => ({
  capacityId,
  capacityType,
  loadCount,
});

describe('the capacity list', () => {
  it('[D3-2.52] ALL shows trucks and lanes, TRUCK and LANE only their own', () => {
    expect(isInSegment(item('a', 'TRUCK'), 'ALL')).toBe(true);
    expect(isInSegment(item('a', 'LANE'), 'ALL')).toBe(true);
    expect(isInSegment(item('a', 'TRUCK'), 'LANE')).toBe(false);
    expect(isInSegment(item('a', 'LANE'), 'LANE')).toBe(true);
  });

  it('[D3-4.45] an added capacity goes first, an edited one replaces its old self, each id once', () => {
    const list = [item('a'), item('b')];
    expect(withAddedCapacity(list, item('c')).map((x) => x.capacityId)).toEqual(['c', 'a', 'b']);
    expect(withAddedCapacity(list, item('b')).map((x) => x.capacityId)).toEqual(['b', 'a']);
    const edited = withEditedCapacity(list, item('b', 'LANE'));
    expect(edited).toEqual([item('a'), item('b', 'LANE')]);
    expect(uniqueCapacities([item('a'), item('b'), item('a', 'LANE')])).toEqual([item('a'), item('b')]);
    expect(withoutCapacity(list, 'a')).toEqual([item('b')]);
  });

  it('[D3-2.52] "Show only capacities with results" keeps those with matching loads', () => {
    expect(hasResults(item('a', 'TRUCK', 3))).toBe(true);
    expect(hasResults(item('a', 'TRUCK', 0))).toBe(false);
    expect(hasResults({ loadCount: null })).toBe(false);
  });
});
