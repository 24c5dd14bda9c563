import { describe, expect, it } from 'vitest';
import { deadheadMilesFrom, lastPositionMaxAgeMs } from './truck-position';

// Beyond the spec (issue 20): the deadhead from the truck's last trip position, in a straight line as
// the search counts it from a searched origin.

describe('the deadhead from the truck’s last position', () => {
  it.each([
    {
      from: 'Chicago',
      truck: { lat: 41.8781, lng: -87.6298 },
      to: 'Gary',
      pickup: { lat: 41.5934, lng: -87.3464 },
      miles: 24.5,
    },
    {
      from: 'a degree and a half south',
      truck: { lat: 39.5527, lng: -88 },
      to: 'Kankakee',
      pickup: { lat: 41, lng: -88 },
      miles: 100,
    },
    {
      from: 'the pick-up itself',
      truck: { lat: 41, lng: -88 },
      to: 'the same place',
      pickup: { lat: 41, lng: -88 },
      miles: 0,
    },
  ])('from $from to $to: $miles mi', ({ truck, pickup, miles }) => {
    expect(deadheadMilesFrom(truck, pickup)).toBeCloseTo(miles, 1);
  });

  it('takes a position for the truck’s for a day', () => {
    expect(lastPositionMaxAgeMs).toBe(86_400_000);
  });
});
