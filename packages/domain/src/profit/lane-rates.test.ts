import { describe, expect, it } from 'vitest';
import { isLaneFigureShown, laneKeyOf, laneTrendOf, percentAgainstMedian } from './lane-rates';

describe('lane rate figures', () => {
  it.each([
    [4, 3, false],
    [5, 2, false],
    [5, 3, true],
    [100, 1, false],
  ])('%i loads of %i carriers shown: %s', (loads, carriers, shown) => {
    expect(isLaneFigureShown(loads, carriers)).toBe(shown);
  });

  it('the posted rate against the median, as a whole percentage', () => {
    // $2,240 over 800 miles is $2.80 a mile, 12% above a $2.50 median.
    expect(percentAgainstMedian(224_000, 800, 250)).toBe(12);
    expect(percentAgainstMedian(184_000, 800, 250)).toBe(-8);
    expect(percentAgainstMedian(null, 800, 250)).toBeNull();
    expect(percentAgainstMedian(184_000, 0, 250)).toBeNull();
    expect(percentAgainstMedian(184_000, 800, null)).toBeNull();
  });

  it('the trend moves with the 30-day median against the 90-day one beyond 2%', () => {
    expect(laneTrendOf(260, 250)).toBe('up');
    expect(laneTrendOf(240, 250)).toBe('down');
    expect(laneTrendOf(255, 250)).toBe('flat');
    expect(laneTrendOf(null, 250)).toBeNull();
  });

  it('a lane key ignores case and spaces around its parts', () => {
    expect(
      laneKeyOf({
        originCountry: 'USA',
        originState: 'il ',
        destinationCountry: 'USA',
        destinationState: 'TX',
        trailerType: 'Dry Van',
      }),
    ).toBe('USA|IL|USA|TX|DRY VAN');
  });
});
