import { describe, expect, it } from 'vitest';
import { costPerMileOf, costProfileSchema, defaultCostProfile, type CostProfile } from './cost-profile';

const issuesOf = (profile: CostProfile) => {
  const result = costProfileSchema.safeParse(profile);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the cost profile', () => {
  it('the defaults break no rule and cost ATRI 2023 average per mile', () => {
    expect(issuesOf(defaultCostProfile)).toEqual({});
    expect(costPerMileOf(defaultCostProfile)).toBe(2.27);
  });

  it.each([
    ['costPerMile', -0.01],
    ['costPerMile', 20.01],
    ['milesPerGallon', 0],
    ['averageSpeedMph', 9],
    ['drivingHoursPerDay', 12],
    ['fixedCostPerDay', Number.NaN],
  ] as const)('%s of %s is out of range', (field, value) => {
    expect(issuesOf({ ...defaultCostProfile, [field]: value })).toEqual({ [field]: 'outOfRange' });
  });

  it('the floor may equal the target but not exceed it', () => {
    expect(issuesOf({ ...defaultCostProfile, floorRatePerMile: 2.75, targetRatePerMile: 2.75 })).toEqual({});
    expect(issuesOf({ ...defaultCostProfile, floorRatePerMile: 3, targetRatePerMile: 2.75 })).toEqual({
      floorRatePerMile: 'floorAboveTarget',
    });
  });

  it('an unknown cost mode is refused', () => {
    expect(issuesOf({ ...defaultCostProfile, costMode: 'guess' as never })).toEqual({ costMode: 'costMode' });
  });
});
