import { localDateOf } from '@freight/domain/zoned-dates';

// The recommendation engine's scoring (decision 012): how well one open posting fits one carrier,
// from the carrier's signals ("anchors"). Pure: no database, no clock; the same inputs always give
// the same score. Every constant below is part of the documented formula.

export type Point = { latitude: number; longitude: number };

/** Where a signal comes from, strongest first: what the carrier posted beats what it once looked at. */
export const anchorKinds = ['capacity', 'favouriteSearch', 'recentSearch', 'booked', 'watched'] as const;
export type AnchorKind = (typeof anchorKinds)[number];

/** How much a perfect fit to each kind of anchor is worth, as a share of the anchor part. */
export const anchorKindWeights: Record<AnchorKind, number> = {
  capacity: 1,
  favouriteSearch: 0.85,
  recentSearch: 0.7,
  booked: 0.55,
  watched: 0.5,
};

/** How the five signals of one anchor add up (they sum to 1). */
export const signalWeights = {
  pickUp: 0.35,
  dates: 0.2,
  trailer: 0.2,
  destination: 0.15,
  ratePerMile: 0.1,
} as const;
export type Signal = keyof typeof signalWeights;

/** Points of the 100 that come from the best anchor; the rest is the capacity-type preference bonus. */
export const anchorPoints = 95;
export const preferenceBonusPoints = 5;

/** An anchor's radius is kept inside these bounds, so a 250-mile search does not pull in half a country. */
export const minAnchorRadiusMiles = 25;
export const maxAnchorRadiusMiles = 150;
/** Dates outside an availability or a searched range lose their marks linearly over this many days. */
export const dateDecayDays = 3;
/** Rate per mile (USD) earning no marks, and full marks; linear in between. */
export const lowRatePerMileUsd = 1.5;
export const fullRatePerMileUsd = 3.5;
/** A fixed conversion, good enough to compare rates: CAD rates are not better because the number is bigger. */
export const usdPerCurrencyUnit: Record<string, number> = { USD: 1, CAD: 0.74 };
/** What a signal scores when it cannot tell postings apart (no dates on a watched load, no rate). */
export const neutralMark = 0.5;

export type AnchorDates =
  /** A posted truck: the posting's pick-up window overlaps the availability (null bounds are open). */
  | { type: 'availability'; from: Date | null; to: Date | null }
  /** A search: the posting's pick-up starts inside the searched range. */
  | { type: 'pickUpRange'; from: Date | null; to: Date | null }
  /** A lane: the posting picks up on one of these days of the week (in its origin's zone); none means any. */
  | { type: 'weekdays'; days: readonly string[] }
  /** A watched or booked load says nothing about the dates the carrier wants now. */
  | { type: 'none' };

export type AnchorDestination =
  | { type: 'anywhere' }
  | { type: 'circle'; point: Point; radiusMiles: number }
  | { type: 'states'; country: string; states: readonly string[] };

export type Anchor = {
  kind: AnchorKind;
  origin: Point;
  radiusMiles: number;
  /** The trailer the carrier runs or looked for; null when unknown. */
  trailerType: string | null;
  dates: AnchorDates;
  destination: AnchorDestination;
};

/** What the engine needs to know about one open posting. */
export type CandidatePosting = {
  id: string;
  loadId: string;
  transportMode: string;
  loadType: string;
  origin: Point;
  originTimeZone: string;
  pickupStart: Date;
  pickupEnd: Date;
  destination: Point;
  destinationCountry: string;
  destinationState: string;
  totalChargeCents: number | null;
  totalDistance: number;
  currency: string;
};

export type SignalParts = Record<Signal, number>;

export type LoadScore = {
  /** 0 to 100; 0 when no anchor is near enough. */
  score: number;
  /** The anchor that gave the best part, with its per-signal marks (each 0 to 1); null when none fits. */
  best: { anchor: Anchor; parts: SignalParts; originMiles: number; destinationMiles: number | null } | null;
  /** Whether the posting matches a capacity type the carrier's members prefer. */
  isPreferred: boolean;
};

const radians = Math.PI / 180;
const earthRadiusMiles = 6_378_168 / 1_609.344; // the sphere of earthdistance, as the search uses it
const dayMs = 86_400_000;

/** Great-circle miles by the haversine formula. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = (b.latitude - a.latitude) * radians;
  const dLng = (b.longitude - a.longitude) * radians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusMiles * Math.asin(Math.sqrt(Math.min(1, h)));
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function anchorRadiusMiles(radiusMiles: number): number {
  return Math.min(maxAnchorRadiusMiles, Math.max(minAnchorRadiusMiles, radiusMiles));
}

/** Full marks inside the radius, falling linearly to none at twice the radius. */
export function proximityMark(miles: number, radiusMiles: number): number {
  const radius = anchorRadiusMiles(radiusMiles);
  return miles <= radius ? 1 : clamp01((2 * radius - miles) / radius);
}

/** Days between an interval and a range (0 when they overlap); null bounds are open. */
function gapDays(start: Date, end: Date, from: Date | null, to: Date | null): number {
  if (to && start.getTime() > to.getTime()) return (start.getTime() - to.getTime()) / dayMs;
  if (from && end.getTime() < from.getTime()) return (from.getTime() - end.getTime()) / dayMs;
  return 0;
}

const dayKey = (day: string) => day.trim().slice(0, 3).toLowerCase();
const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The posting's pick-up day of the week where it picks up ('mon'...). */
export function pickUpWeekday(posting: Pick<CandidatePosting, 'pickupStart' | 'originTimeZone'>): string {
  const date = localDateOf(posting.pickupStart.getTime(), posting.originTimeZone);
  return weekdayKeys[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

export function datesMark(dates: AnchorDates, posting: CandidatePosting): number {
  switch (dates.type) {
    case 'availability':
      return clamp01(
        1 - gapDays(posting.pickupStart, posting.pickupEnd, dates.from, dates.to) / dateDecayDays,
      );
    case 'pickUpRange':
      return clamp01(
        1 - gapDays(posting.pickupStart, posting.pickupStart, dates.from, dates.to) / dateDecayDays,
      );
    case 'weekdays':
      if (dates.days.length === 0) return 1;
      return dates.days.map(dayKey).includes(pickUpWeekday(posting)) ? 1 : 0;
    case 'none':
      return neutralMark;
  }
}

export function trailerMark(trailerType: string | null, transportMode: string): number {
  if (trailerType === null) return neutralMark;
  return trailerType.trim().toLowerCase() === transportMode.trim().toLowerCase() ? 1 : 0;
}

/** Toward the anchor's destination: near its city, or in its states; Anywhere accepts every drop. */
export function destinationMark(
  destination: AnchorDestination,
  posting: CandidatePosting,
): { mark: number; miles: number | null } {
  switch (destination.type) {
    case 'anywhere':
      return { mark: 1, miles: null };
    case 'circle': {
      const miles = milesBetween(destination.point, posting.destination);
      return { mark: proximityMark(miles, destination.radiusMiles), miles };
    }
    case 'states': {
      const isInside =
        destination.country === posting.destinationCountry &&
        destination.states.includes(posting.destinationState);
      return { mark: isInside ? 1 : 0, miles: null };
    }
  }
}

/** Total charge per mile in USD, or null when the load has no rate (Contact to Book) or no distance. */
export function ratePerMileUsd(
  posting: Pick<CandidatePosting, 'totalChargeCents' | 'totalDistance' | 'currency'>,
): number | null {
  const factor = usdPerCurrencyUnit[posting.currency];
  if (posting.totalChargeCents === null || posting.totalDistance <= 0 || factor === undefined) return null;
  return ((posting.totalChargeCents / 100) * factor) / posting.totalDistance;
}

export function rateMark(posting: CandidatePosting): number {
  const rate = ratePerMileUsd(posting);
  if (rate === null) return neutralMark;
  return clamp01((rate - lowRatePerMileUsd) / (fullRatePerMileUsd - lowRatePerMileUsd));
}

/**
 * The preference values of D3-3 (`preferredcapacitytype`) and the postings they describe: a trailer
 * type, or for dray and power-only work the load type as well.
 */
export function matchesCapacityType(
  capacityType: string,
  posting: Pick<CandidatePosting, 'transportMode' | 'loadType'>,
): boolean {
  switch (capacityType) {
    case 'Power Only':
      return posting.transportMode === 'Power Only' || posting.loadType === 'Power Only';
    case 'Dry Van':
    case 'Refrigerated':
      return posting.transportMode === capacityType;
    case 'Dray':
      return posting.loadType === 'PO Dray' || posting.loadType === 'Port Dray';
    case 'Specialized':
      return posting.transportMode === 'Flatbed' || posting.transportMode === 'Specialty';
    default:
      return false;
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The part of one anchor (0 to 1 before the kind's weight), or null when the pick-up is too far. */
function fitOf(anchor: Anchor, posting: CandidatePosting) {
  const originMiles = milesBetween(anchor.origin, posting.origin);
  const pickUp = proximityMark(originMiles, anchor.radiusMiles);
  // A load that picks up far from every anchor is not a recommendation, however well it pays.
  if (pickUp === 0) return null;
  const destination = destinationMark(anchor.destination, posting);
  const parts: SignalParts = {
    pickUp,
    dates: datesMark(anchor.dates, posting),
    trailer: trailerMark(anchor.trailerType, posting.transportMode),
    destination: destination.mark,
    ratePerMile: rateMark(posting),
  };
  const fit = (Object.keys(signalWeights) as Signal[]).reduce(
    (sum, signal) => sum + signalWeights[signal] * parts[signal],
    0,
  );
  return {
    value: fit * anchorKindWeights[anchor.kind],
    parts,
    originMiles,
    destinationMiles: destination.miles,
  };
}

/**
 * How well a posting fits the carrier: the best anchor's weighted part (anchorPoints at most) plus
 * the preference bonus when the posting matches a capacity type the carrier's members prefer.
 * Anchors are compared in the order given; an equal later one does not replace an earlier one.
 */
export function scoreLoad(
  posting: CandidatePosting,
  anchors: readonly Anchor[],
  preferredCapacityTypes: readonly string[],
): LoadScore {
  let best: (NonNullable<ReturnType<typeof fitOf>> & { anchor: Anchor }) | null = null;
  for (const anchor of anchors) {
    const fit = fitOf(anchor, posting);
    if (fit && (!best || fit.value > best.value)) best = { ...fit, anchor };
  }
  const isPreferred = preferredCapacityTypes.some((type) => matchesCapacityType(type, posting));
  if (!best) return { score: 0, best: null, isPreferred };
  return {
    score: round2(anchorPoints * best.value + (isPreferred ? preferenceBonusPoints : 0)),
    best: {
      anchor: best.anchor,
      parts: best.parts,
      originMiles: best.originMiles,
      destinationMiles: best.destinationMiles,
    },
    isPreferred,
  };
}
