import { costPerMileOf, type CostProfile } from './cost-profile';

// What a load really pays (issue 20): total miles (deadhead to the pick-up plus loaded), all-in dollars
// per mile, the days it ties the truck up, net profit and net per day. The arithmetic is written once,
// over any `Arithmetic`: numbers here for the cards, SQL expressions on the server for the search's
// sorts and filters, so that a card and the order of the list can never disagree.

export type Arithmetic<T> = {
  num: (value: number) => T;
  add: (a: T, b: T) => T;
  sub: (a: T, b: T) => T;
  mul: (a: T, b: T) => T;
  /** Division; by zero gives "no figure" (null in SQL, null here). */
  div: (a: T, b: T) => T;
  max: (a: T, b: T) => T;
};

export const numberArithmetic: Arithmetic<number | null> = {
  num: (value) => value,
  add: (a, b) => (a === null || b === null ? null : a + b),
  sub: (a, b) => (a === null || b === null ? null : a - b),
  mul: (a, b) => (a === null || b === null ? null : a * b),
  div: (a, b) => (a === null || b === null || b === 0 ? null : a / b),
  max: (a, b) => (a === null || b === null ? null : Math.max(a, b)),
};

/** The least time any load takes: a quarter of a day, so that a figure per day stays finite. */
export const minimumLoadDays = 0.25;
/** Dwell is counted at the first pick-up and the last drop; stops between lie inside the appointments. */
export const dwellStops = 2;

/** The profile's figures the arithmetic reads, with money in cents. */
export type ProfitTerms = {
  costCentsPerMile: number;
  fixedCentsPerDay: number;
  /** Miles a truck covers in a day of driving: average speed times driving hours. */
  milesPerDay: number;
  dwellDays: number;
};

export function profitTermsOf(profile: CostProfile): ProfitTerms {
  return {
    costCentsPerMile: costPerMileOf(profile) * 100,
    fixedCentsPerDay: profile.fixedCostPerDay * 100,
    milesPerDay: profile.averageSpeedMph * profile.drivingHoursPerDay,
    dwellDays: (dwellStops * profile.dwellHoursPerStop) / 24,
  };
}

/** What a load brings to the arithmetic; null revenue (Contact to Book) gives no money figures. */
export type ProfitInputs<T> = {
  revenueCents: T;
  deadheadMiles: T;
  loadedMiles: T;
  /** Days from the first pick-up's appointment to the last drop's. */
  appointmentDays: T;
};

export type ProfitFigures<T> = {
  totalMiles: T;
  allInCentsPerMile: T;
  days: T;
  costCents: T;
  netProfitCents: T;
  netCentsPerDay: T;
};

/**
 * The figures of one load. Days: the deadhead driven at the profile's miles per day, then the loaded
 * leg, which takes as long as the appointments say if the driving is quicker, then the dwell at the
 * first pick-up and the last drop; never under a quarter of a day. Cost: every mile (deadhead
 * included) at the profile's cost per mile, every day at its fixed cost.
 */
export function profitFiguresOf<T>(
  ops: Arithmetic<T>,
  inputs: ProfitInputs<T>,
  terms: ProfitTerms,
): ProfitFigures<T> {
  const { num, add, sub, mul, div, max } = ops;
  const totalMiles = add(inputs.deadheadMiles, inputs.loadedMiles);
  const milesPerDay = num(terms.milesPerDay);
  const days = max(
    num(minimumLoadDays),
    add(
      add(
        div(inputs.deadheadMiles, milesPerDay),
        max(div(inputs.loadedMiles, milesPerDay), inputs.appointmentDays),
      ),
      num(terms.dwellDays),
    ),
  );
  const costCents = add(mul(totalMiles, num(terms.costCentsPerMile)), mul(days, num(terms.fixedCentsPerDay)));
  const netProfitCents = sub(inputs.revenueCents, costCents);
  return {
    totalMiles,
    allInCentsPerMile: div(inputs.revenueCents, totalMiles),
    days,
    costCents,
    netProfitCents,
    netCentsPerDay: div(netProfitCents, days),
  };
}

/** Where a load's all-in rate stands against the carrier's target and floor. */
export type ProfitBadge = 'aboveTarget' | 'betweenFloorAndTarget' | 'belowFloor';

export function profitBadgeOf(allInCentsPerMile: number | null, profile: CostProfile): ProfitBadge | null {
  if (allInCentsPerMile === null) return null;
  if (allInCentsPerMile >= profile.targetRatePerMile * 100) return 'aboveTarget';
  if (allInCentsPerMile >= profile.floorRatePerMile * 100) return 'betweenFloorAndTarget';
  return 'belowFloor';
}

export type LoadForProfit = {
  totalChargeCents: number | null;
  totalDistance: number;
  /** Miles from the truck to the first pick-up; null when the truck's position is not known. */
  deadheadMiles: number | null;
  pickupStart: string | Date;
  dropStart: string | Date;
};

export type LoadProfit = {
  deadheadMiles: number | null;
  loadedMiles: number;
  totalMiles: number;
  days: number;
  allInCentsPerMile: number | null;
  netProfitCents: number | null;
  netCentsPerDay: number | null;
  badge: ProfitBadge | null;
};

const millisecondsPerDay = 86_400_000;

export function appointmentDaysOf(pickupStart: string | Date, dropStart: string | Date): number {
  const days = (new Date(dropStart).getTime() - new Date(pickupStart).getTime()) / millisecondsPerDay;
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

/** A load's figures for a card, from its posting and the carrier's profile; unknown deadhead counts 0 miles. */
export function loadProfitOf(load: LoadForProfit, profile: CostProfile): LoadProfit {
  const figures = profitFiguresOf(
    numberArithmetic,
    {
      revenueCents: load.totalChargeCents,
      deadheadMiles: load.deadheadMiles ?? 0,
      loadedMiles: load.totalDistance,
      appointmentDays: appointmentDaysOf(load.pickupStart, load.dropStart),
    },
    profitTermsOf(profile),
  );
  return {
    deadheadMiles: load.deadheadMiles,
    loadedMiles: load.totalDistance,
    totalMiles: figures.totalMiles ?? load.totalDistance,
    days: figures.days ?? minimumLoadDays,
    allInCentsPerMile: figures.allInCentsPerMile,
    netProfitCents: figures.netProfitCents,
    netCentsPerDay: figures.netCentsPerDay,
    badge: profitBadgeOf(figures.allInCentsPerMile, profile),
  };
}
