import * as z from 'zod/mini';

// A carrier's cost profile (issue 20): what a mile and a day cost its trucks, how fast they go, and
// the rates it aims for. Load profit (load-profit.ts) reads it; the form and the server check it with
// the schema below, whose issue messages are rule codes (decision 026).

export const costModes = ['perMile', 'fuel'] as const;
/** perMile: one operating cost per mile; fuel: fuel price over miles per gallon, plus other per-mile costs. */
export type CostMode = (typeof costModes)[number];

export type CostProfile = {
  costMode: CostMode;
  /** Dollars per mile, every cost that grows with miles (perMile mode). */
  costPerMile: number;
  /** Dollars per gallon of diesel (fuel mode). */
  fuelPricePerGallon: number;
  milesPerGallon: number;
  /** Dollars per mile besides fuel: repairs, tires, tolls, driver pay by the mile (fuel mode). */
  otherCostPerMile: number;
  /** Dollars per day a load ties the truck up, whatever it drives: payments, insurance, permits. */
  fixedCostPerDay: number;
  averageSpeedMph: number;
  drivingHoursPerDay: number;
  /** Hours spent at the first pick-up and at the last drop each (loading, unloading, waiting). */
  dwellHoursPerStop: number;
  /** All-in dollars per mile (deadhead included) the carrier aims for, and the least it accepts. */
  targetRatePerMile: number;
  floorRatePerMile: number;
};

/**
 * The public figures the defaults come from, which the form states beside them. ATRI's average
 * marginal cost of operating a truck in 2023 (An Analysis of the Operational Costs of Trucking, 2024
 * update) counts fuel, truck payments, repairs, insurance, permits, tires, tolls, and driver wages and
 * benefits, all per mile: so no fixed cost per day is added by default. FMCSA's hours of service let a
 * property-carrying driver drive 11 hours a day.
 */
export const costProfileSources = {
  costPerMile: { source: 'ATRI', year: 2024, dataYear: 2023 },
  drivingHoursPerDay: { source: 'FMCSA', year: 2020 },
} as const;

export const defaultCostProfile: CostProfile = {
  costMode: 'perMile',
  costPerMile: 2.27,
  // Used only when the carrier switches to fuel mode: U.S. on-highway diesel and a typical tractor.
  fuelPricePerGallon: 3.75,
  milesPerGallon: 6.5,
  otherCostPerMile: 1.6,
  fixedCostPerDay: 0,
  averageSpeedMph: 50,
  drivingHoursPerDay: 11,
  dwellHoursPerStop: 2,
  targetRatePerMile: 2.75,
  floorRatePerMile: 2.27,
};

/** The limits of each figure: wide enough for any real truck, narrow enough to catch a typo. */
export const costProfileLimits = {
  costPerMile: { min: 0, max: 20 },
  fuelPricePerGallon: { min: 0.5, max: 20 },
  milesPerGallon: { min: 1, max: 30 },
  otherCostPerMile: { min: 0, max: 20 },
  fixedCostPerDay: { min: 0, max: 10_000 },
  averageSpeedMph: { min: 10, max: 75 },
  drivingHoursPerDay: { min: 1, max: 11 },
  dwellHoursPerStop: { min: 0, max: 24 },
  targetRatePerMile: { min: 0, max: 20 },
  floorRatePerMile: { min: 0, max: 20 },
} as const;

export type CostProfileNumberField = keyof typeof costProfileLimits;
export const costProfileNumberFields = Object.keys(costProfileLimits) as CostProfileNumberField[];

/** The rule codes a field may break: a number out of its limits, or a floor above the target. */
export type CostProfileIssue = 'outOfRange' | 'floorAboveTarget' | 'costMode';

function boundedNumber(field: CostProfileNumberField) {
  const { min, max } = costProfileLimits[field];
  return z.number('outOfRange').check(z.gte(min, 'outOfRange'), z.lte(max, 'outOfRange'));
}

const numberShape = Object.fromEntries(
  costProfileNumberFields.map((field) => [field, boundedNumber(field)]),
) as Record<CostProfileNumberField, ReturnType<typeof boundedNumber>>;

/** The cost profile's rules: every figure within its limits, the floor not above the target. */
export const costProfileSchema = z.object({ costMode: z.enum(costModes, 'costMode'), ...numberShape }).check(
  z.refine((profile) => profile.floorRatePerMile <= profile.targetRatePerMile, {
    message: 'floorAboveTarget',
    path: ['floorRatePerMile'],
  }),
);

/** Dollars per mile the truck costs to move, in the profile's mode. */
export function costPerMileOf(profile: CostProfile): number {
  if (profile.costMode === 'perMile') return profile.costPerMile;
  return profile.fuelPricePerGallon / profile.milesPerGallon + profile.otherCostPerMile;
}
