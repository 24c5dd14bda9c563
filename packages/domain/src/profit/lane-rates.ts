// Lane rate history (issue 20): what the platform's booked loads paid on a lane, as aggregates only.
// A lane is an origin state or province to a destination one, for one trailer type.

/** The two windows every lane figure is given for, in days before now. */
export const laneWindows = [30, 90] as const;
export type LaneWindow = (typeof laneWindows)[number];

/**
 * A figure is shown only when at least 5 loads of at least 3 carriers stand behind it, so that no one
 * carrier's rate can be read back from it.
 */
export const laneFigureMinLoads = 5;
export const laneFigureMinCarriers = 3;

export function isLaneFigureShown(loads: number, carriers: number): boolean {
  return loads >= laneFigureMinLoads && carriers >= laneFigureMinCarriers;
}

export type Lane = {
  originCountry: string;
  originState: string;
  destinationCountry: string;
  destinationState: string;
  trailerType: string;
};

/** One key per lane, for maps and caches: the same five parts always give the same text. */
export function laneKeyOf(lane: Lane): string {
  return [
    lane.originCountry,
    lane.originState,
    lane.destinationCountry,
    lane.destinationState,
    lane.trailerType,
  ]
    .map((part) => part.trim().toUpperCase())
    .join('|');
}

/** A trend is a move of the 30-day median against the 90-day one of more than 2%. */
export const laneTrendThreshold = 0.02;
export type LaneTrend = 'up' | 'down' | 'flat';

export function laneTrendOf(median30: number | null, median90: number | null): LaneTrend | null {
  if (median30 === null || median90 === null || median90 <= 0) return null;
  const change = (median30 - median90) / median90;
  if (change > laneTrendThreshold) return 'up';
  if (change < -laneTrendThreshold) return 'down';
  return 'flat';
}

/**
 * How a posted rate stands against the lane's median, as a whole percentage: 12 is 12% above, -8 is
 * 8% below. Null without a rate, a distance or a median.
 */
export function percentAgainstMedian(
  totalChargeCents: number | null,
  loadedMiles: number,
  medianCentsPerMile: number | null,
): number | null {
  if (totalChargeCents === null || loadedMiles <= 0 || medianCentsPerMile === null || medianCentsPerMile <= 0)
    return null;
  return Math.round(((totalChargeCents / loadedMiles - medianCentsPerMile) / medianCentsPerMile) * 100);
}
