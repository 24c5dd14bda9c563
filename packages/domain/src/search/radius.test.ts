import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withSearch } from './search.fixtures';
import {
  canDecreaseRadius,
  canIncreaseRadius,
  isRadiusEnabled,
  isValidRadius,
  radiusOptions,
  stepRadius,
} from './radius';

describe('radius', () => {
  it('[D1-4.02] [D1-9.04] the slider offers 25 to 250 miles in steps of 25', () => {
    expect(radiusOptions()).toEqual([25, 50, 75, 100, 125, 150, 175, 200, 225, 250]);
    expect(isValidRadius(100)).toBe(true);
    expect(isValidRadius(110)).toBe(false);
    expect(isValidRadius(0)).toBe(false);
    expect(isValidRadius(275)).toBe(false);
    expect(
      radiusOptions(withSearch({ radiusMinMiles: 50, radiusMaxMiles: 150, radiusStepMiles: 50 })),
    ).toEqual([50, 100, 150]);
  });

  it('[D1-4.02] the radius is enabled only for a specific city', () => {
    expect(isRadiusEnabled('city')).toBe(true);
    expect(isRadiusEnabled('anywhere')).toBe(false);
    expect(isRadiusEnabled('states')).toBe(false);
  });

  it('[D1-5.08] plus is disabled at 250 and minus at 25', () => {
    expect(canIncreaseRadius(225)).toBe(true);
    expect(canIncreaseRadius(250)).toBe(false);
    expect(canDecreaseRadius(50)).toBe(true);
    expect(canDecreaseRadius(25)).toBe(false);
  });

  it('[D1-5.08] the buttons move one step and never leave the bounds', () => {
    expect(stepRadius(100, 1)).toBe(125);
    expect(stepRadius(100, -1)).toBe(75);
    expect(stepRadius(250, 1)).toBe(250);
    expect(stepRadius(25, -1)).toBe(25);
    fc.assert(
      fc.property(
        fc.constantFrom(...radiusOptions()),
        fc.constantFrom(1 as const, -1 as const),
        (miles, step) => {
          expect(isValidRadius(stepRadius(miles, step))).toBe(true);
        },
      ),
    );
  });
});
