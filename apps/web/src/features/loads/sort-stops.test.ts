import { describe, expect, it } from 'vitest';
import { makeStop } from '../../test/load-postings.fixtures';
import { sortStops } from './sort-stops';

describe('the stops of a load', () => {
  it('[D1-3.01] are in sequence order, whatever order they come in, and the input is left as it was', () => {
    const stops = [
      makeStop({ stopId: 'D', stopSequence: 3 }),
      makeStop({ stopId: 'P', stopSequence: 1 }),
      makeStop({ stopId: 'M', stopSequence: 2 }),
    ];
    expect(sortStops(stops).map((stop) => stop.stopId)).toEqual(['P', 'M', 'D']);
    expect(stops.map((stop) => stop.stopId)).toEqual(['D', 'P', 'M']);
  });
});
