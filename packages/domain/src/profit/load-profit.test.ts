import { describe, expect, it } from 'vitest';
import { defaultCostProfile, type CostProfile } from './cost-profile';
import {
  appointmentDaysOf,
  loadProfitOf,
  profitBadgeOf,
  profitTermsOf,
  type LoadForProfit,
} from './load-profit';

const profile: CostProfile = {
  ...defaultCostProfile,
  costMode: 'perMile',
  costPerMile: 2,
  fixedCostPerDay: 150,
  averageSpeedMph: 50,
  drivingHoursPerDay: 10,
  dwellHoursPerStop: 3,
  targetRatePerMile: 2.5,
  floorRatePerMile: 2,
};

const load = (overrides: Partial<LoadForProfit> = {}): LoadForProfit => ({
  totalChargeCents: 300_000,
  totalDistance: 1000,
  deadheadMiles: 100,
  pickupStart: '2026-12-01T08:00:00-06:00',
  dropStart: '2026-12-02T08:00:00-06:00',
  ...overrides,
});

describe('what a load really pays', () => {
  // Worked examples: 500 miles a day (50 mph, 10 hours), 0.25 day of dwell (2 stops x 3 hours).
  it.each([
    {
      name: 'driving longer than the appointments: 100 deadhead + 1,000 loaded miles',
      load: load(),
      // 100/500 + max(1000/500, 1) + 0.25 = 2.45 days; cost 1,100 x $2 + 2.45 x $150 = $2,567.50
      expected: { totalMiles: 1100, days: 2.45, allInCentsPerMile: 300_000 / 1100, netProfitCents: 43_250 },
    },
    {
      name: 'appointments longer than the driving: a 3-day window for 500 miles',
      load: load({ totalDistance: 500, deadheadMiles: 0, dropStart: '2026-12-04T08:00:00-06:00' }),
      // 0 + max(1, 3) + 0.25 = 3.25 days; cost 500 x $2 + 3.25 x $150 = $1,487.50
      expected: { totalMiles: 500, days: 3.25, allInCentsPerMile: 600, netProfitCents: 151_250 },
    },
    {
      name: 'a short local load takes at least its dwell',
      load: load({ totalDistance: 25, deadheadMiles: 0, dropStart: '2026-12-01T08:00:00-06:00' }),
      // 0 + max(0.05, 0) + 0.25 = 0.30 days
      expected: {
        totalMiles: 25,
        days: 0.3,
        allInCentsPerMile: 12_000,
        netProfitCents: 300_000 - 5_000 - 4_500,
      },
    },
    {
      name: 'a load paying less than it costs loses money',
      load: load({ totalChargeCents: 150_000 }),
      expected: { totalMiles: 1100, days: 2.45, allInCentsPerMile: 150_000 / 1100, netProfitCents: -106_750 },
    },
  ])('$name', ({ load: input, expected }) => {
    const profit = loadProfitOf(input, profile);
    expect(profit.totalMiles).toBeCloseTo(expected.totalMiles, 6);
    expect(profit.days).toBeCloseTo(expected.days, 6);
    expect(profit.allInCentsPerMile).toBeCloseTo(expected.allInCentsPerMile, 6);
    expect(profit.netProfitCents).toBeCloseTo(expected.netProfitCents, 6);
    expect(profit.netCentsPerDay).toBeCloseTo(expected.netProfitCents / expected.days, 6);
  });

  it('a load without a rate has miles and days but no money figures nor badge', () => {
    const profit = loadProfitOf(load({ totalChargeCents: null }), profile);
    expect(profit.totalMiles).toBe(1100);
    expect(profit.days).toBeCloseTo(2.45, 6);
    expect(profit).toMatchObject({
      allInCentsPerMile: null,
      netProfitCents: null,
      netCentsPerDay: null,
      badge: null,
    });
  });

  it('an unknown deadhead counts no miles and is reported as unknown', () => {
    const profit = loadProfitOf(load({ deadheadMiles: null }), profile);
    expect(profit.deadheadMiles).toBeNull();
    expect(profit.totalMiles).toBe(1000);
  });

  it('fuel mode costs the fuel price over the miles per gallon plus the other costs per mile', () => {
    const fuel: CostProfile = {
      ...profile,
      costMode: 'fuel',
      fuelPricePerGallon: 4,
      milesPerGallon: 8,
      otherCostPerMile: 1.25,
    };
    expect(profitTermsOf(fuel).costCentsPerMile).toBeCloseTo(175, 6);
    expect(profitTermsOf(profile).costCentsPerMile).toBe(200);
  });

  it.each([
    [251, 'aboveTarget'],
    [250, 'aboveTarget'],
    [249.9, 'betweenFloorAndTarget'],
    [200, 'betweenFloorAndTarget'],
    [199.9, 'belowFloor'],
    [null, null],
  ] as const)(
    'an all-in rate of %s cents a mile against a $2.50 target and $2.00 floor: %s',
    (rate, badge) => {
      expect(profitBadgeOf(rate, profile)).toBe(badge);
    },
  );

  it('a drop before the pick-up or an unreadable date counts no appointment days', () => {
    expect(appointmentDaysOf('2026-12-02T00:00:00Z', '2026-12-01T00:00:00Z')).toBe(0);
    expect(appointmentDaysOf('not a date', '2026-12-01T00:00:00Z')).toBe(0);
    expect(appointmentDaysOf('2026-12-01T00:00:00Z', '2026-12-01T12:00:00Z')).toBe(0.5);
  });
});
