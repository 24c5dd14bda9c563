import { distanceMeters, type LatLng } from './distance';
import type { GeofenceSettings } from './geofence-settings';

// The geofences of a running trip (D2-4.50..D2-4.54) as a pure reducer: the app feeds it every fix
// it takes and every stop update it learns of, and acts on the effects (play the cue, send updateStop
// with the arrival or departure, end tracking). No clock: time is the fixes' own, so a replayed track
// gives the same effects as the road did. Choices where the spec is silent are in decision 034.

/** A position as the Geolocation API gives it: degrees, accuracy radius in metres, time in epoch ms. */
export type Fix = LatLng & { accuracy: number; at: number };

/** A stop of the trip, in sequence order; its arrival and departure times in epoch ms, if known. */
export type FenceStop = LatLng & { stopId: string; arrivedAt: number | null; departedAt: number | null };

export const fences = ['preArrival', 'arrival'] as const;
export type Fence = (typeof fences)[number];

/** The audio cues and their labels' catalogue keys (`messages:tracking.cues`), one per fence event. */
export const fenceCues = [
  'preArrivalEntered',
  'arrivalEntered',
  'arrivalExited',
  'preArrivalExited',
] as const;
export type FenceCue = (typeof fenceCues)[number];

export const trackingEndReasons = ['finalDeparture', 'stopped'] as const;
export type TrackingEndReason = (typeof trackingEndReasons)[number];

/** Why a fix changed nothing: tracking is over, not a position, too inaccurate, older than the last one. */
export type IgnoredFixReason = 'ended' | 'invalid' | 'inaccurate' | 'outOfOrder';

export type GeofenceEvent =
  | ({ type: 'position' } & Fix)
  /** The driver's (or a source system's) update of a stop: its times, which the machine respects. */
  | { type: 'stopUpdated'; stopId: string; arrivedAt: number | null; departedAt: number | null }
  /** Tracking stopped otherwise (End tracking, geo tracking status lost, 401): fences are removed. */
  | { type: 'trackingStopped'; at: number };

export type GeofenceEffect =
  | { type: 'fenceEntered'; fence: Fence; cue: FenceCue; stopId: string; at: number }
  | { type: 'fenceExited'; fence: Fence; cue: FenceCue; stopId: string; at: number }
  | { type: 'arrivalRecorded'; stopId: string; at: number }
  | { type: 'departureRecorded'; stopId: string; at: number }
  | { type: 'trackingEnded'; reason: TrackingEndReason; at: number };

/** The arrival check under way: when the stay in the arrival fence began, the last check, how many. */
type Dwell = { enteredAt: number; lastCheck: Fix; checks: number };

export type GeofenceState = {
  settings: GeofenceSettings;
  stops: readonly FenceStop[];
  /** The time of the last fix taken into account: older ones are ignored. */
  lastFixAt: number | null;
  /** Whether the device is inside each fence of the current stop. */
  inside: Readonly<Record<Fence, boolean>>;
  dwell: Dwell | null;
  ended: boolean;
};

export type GeofenceStep = { state: GeofenceState; effects: GeofenceEffect[]; ignored?: IgnoredFixReason };

const outside: Record<Fence, boolean> = { preArrival: false, arrival: false };

/** A stop is complete once departed (D2-4.31); the fences are those of the first incomplete one (D2-4.32). */
export function currentStopOf(state: GeofenceState): FenceStop | null {
  if (state.ended) return null;
  return state.stops.find((stop) => stop.departedAt === null) ?? null;
}

export function createGeofenceState(stops: readonly FenceStop[], settings: GeofenceSettings): GeofenceState {
  const state = { settings, stops, lastFixAt: null, inside: outside, dwell: null, ended: false };
  return { ...state, ended: currentStopOf(state) === null };
}

/** The two fences of the current stop (D2-4.50), for the map; none once tracking has ended. */
export function activeFencesOf(
  state: GeofenceState,
): { fence: Fence; center: LatLng; radiusMeters: number }[] {
  const stop = currentStopOf(state);
  if (!stop) return [];
  const center = { lat: stop.lat, lng: stop.lng };
  const { preArrivalRadiusMeters, arrivalRadiusMeters } = state.settings;
  return [
    { fence: 'preArrival', center, radiusMeters: preArrivalRadiusMeters },
    { fence: 'arrival', center, radiusMeters: arrivalRadiusMeters },
  ];
}

/** When the app must take its next fix for the arrival check (D2-4.52); null when none is under way. */
export function nextDwellCheckAt(state: GeofenceState): number | null {
  return state.dwell ? state.dwell.lastCheck.at + state.settings.checkIntervalMs : null;
}

export function reduceGeofences(state: GeofenceState, event: GeofenceEvent): GeofenceStep {
  switch (event.type) {
    case 'position':
      return followFix(state, event);
    case 'stopUpdated':
      return updateStop(state, event);
    case 'trackingStopped':
      if (state.ended) return { state, effects: [] };
      return {
        state: { ...state, inside: outside, dwell: null, ended: true },
        effects: [{ type: 'trackingEnded', reason: 'stopped', at: event.at }],
      };
  }
}

function whyIgnored(state: GeofenceState, fix: Fix): IgnoredFixReason | null {
  if (state.ended) return 'ended';
  const finite = [fix.lat, fix.lng, fix.accuracy, fix.at].every(Number.isFinite);
  if (!finite || Math.abs(fix.lat) > 90 || Math.abs(fix.lng) > 180 || fix.accuracy < 0) return 'invalid';
  if (fix.accuracy > state.settings.maxFixAccuracyMeters) return 'inaccurate';
  if (state.lastFixAt !== null && fix.at <= state.lastFixAt) return 'outOfOrder';
  return null;
}

function followFix(state: GeofenceState, event: Fix): GeofenceStep {
  const fix = { lat: event.lat, lng: event.lng, accuracy: event.accuracy, at: event.at };
  const ignored = whyIgnored(state, fix);
  if (ignored) return { state, effects: [], ignored };
  const effects: GeofenceEffect[] = [];
  return { state: crossFences({ ...state, lastFixAt: fix.at }, fix, effects), effects };
}

/**
 * Whether the device is inside a fence after a fix. Only a fix whose whole accuracy circle is on the
 * other side of the edge changes it, so jitter along an edge neither flaps the cue nor ends a stay.
 */
function isInside(wasInside: boolean, distance: number, accuracy: number, radius: number): boolean {
  if (wasInside) return distance - accuracy <= radius;
  return distance + accuracy <= radius;
}

function crossFences(state: GeofenceState, fix: Fix, effects: GeofenceEffect[]): GeofenceState {
  const stop = currentStopOf(state);
  if (!stop) return state;
  const { settings } = state;
  const distance = distanceMeters(stop, fix);
  const was = state.inside;
  const now: Record<Fence, boolean> = {
    preArrival: isInside(was.preArrival, distance, fix.accuracy, settings.preArrivalRadiusMeters),
    arrival: isInside(was.arrival, distance, fix.accuracy, settings.arrivalRadiusMeters),
  };
  // Outer fence first on the way in, inner first on the way out (D2-4.51).
  for (const fence of fences)
    if (!was[fence] && now[fence])
      effects.push({ type: 'fenceEntered', fence, cue: `${fence}Entered`, stopId: stop.stopId, at: fix.at });
  for (const fence of [...fences].reverse())
    if (was[fence] && !now[fence])
      effects.push({ type: 'fenceExited', fence, cue: `${fence}Exited`, stopId: stop.stopId, at: fix.at });

  const next = checkArrival({ ...state, inside: now }, stop, fix, effects);
  // D2-4.53: leaving pre-arrival after the arrival marks the departure; then the next stop's fences.
  if (was.preArrival && !now.preArrival && arrivedAt(next, stop.stopId) !== null) {
    return crossFences(depart(next, stop.stopId, fix.at, effects), fix, effects);
  }
  return next;
}

const arrivedAt = (state: GeofenceState, stopId: string) =>
  state.stops.find((stop) => stop.stopId === stopId)?.arrivedAt ?? null;

/**
 * D2-4.52: entering the arrival fence starts a check every 120 s (a fix at least that long after the
 * last check; fixes in between are not checks). At a check numbered more than 2 where the device moved
 * under 200 m since the prior check, the arrival is recorded, at the time the stay in the fence began.
 * A stop that already has its arrival (by hand, or recorded) gets no check and no second arrival.
 */
function checkArrival(
  state: GeofenceState,
  stop: FenceStop,
  fix: Fix,
  effects: GeofenceEffect[],
): GeofenceState {
  if (!state.inside.arrival || stop.arrivedAt !== null) return { ...state, dwell: null };
  const { dwell, settings } = state;
  if (!dwell) return { ...state, dwell: { enteredAt: fix.at, lastCheck: fix, checks: 0 } };
  if (fix.at - dwell.lastCheck.at < settings.checkIntervalMs) return state;
  const checks = dwell.checks + 1;
  const still = distanceMeters(dwell.lastCheck, fix) < settings.confirmDistanceMeters;
  if (checks > settings.checksBeforeConfirm && still) {
    effects.push({ type: 'arrivalRecorded', stopId: stop.stopId, at: dwell.enteredAt });
    return { ...withStop(state, stop.stopId, { arrivedAt: dwell.enteredAt }), dwell: null };
  }
  return { ...state, dwell: { ...dwell, lastCheck: fix, checks } };
}

function withStop(state: GeofenceState, stopId: string, times: Partial<FenceStop>): GeofenceState {
  return {
    ...state,
    stops: state.stops.map((stop) => (stop.stopId === stopId ? { ...stop, ...times } : stop)),
  };
}

/** The stop is left: its fences go, and after the final stop tracking ends (D2-4.54). */
function depart(state: GeofenceState, stopId: string, at: number, effects: GeofenceEffect[]): GeofenceState {
  effects.push({ type: 'departureRecorded', stopId, at });
  return leaveStop(withStop(state, stopId, { departedAt: at }), at, effects);
}

/** After the current stop changed: fresh fences, or the end of tracking when no stop is left. */
function leaveStop(state: GeofenceState, at: number, effects: GeofenceEffect[]): GeofenceState {
  const next = { ...state, inside: outside, dwell: null };
  if (currentStopOf(next)) return next;
  effects.push({ type: 'trackingEnded', reason: 'finalDeparture', at });
  return { ...next, ended: true };
}

/** A stop update by hand wins over the fences: its times are kept and never recorded again. */
function updateStop(
  state: GeofenceState,
  event: Extract<GeofenceEvent, { type: 'stopUpdated' }>,
): GeofenceStep {
  const stop = state.stops.find((candidate) => candidate.stopId === event.stopId);
  if (state.ended || !stop) return { state, effects: [] };
  const isCurrent = currentStopOf(state)?.stopId === stop.stopId;
  const updated = withStop(state, stop.stopId, {
    arrivedAt: event.arrivedAt ?? stop.arrivedAt,
    departedAt: event.departedAt ?? stop.departedAt,
  });
  const effects: GeofenceEffect[] = [];
  // The current stop departed by hand: its fences go, the next stop's come (or tracking ends).
  if (isCurrent && event.departedAt !== null) {
    return { state: leaveStop(updated, event.departedAt, effects), effects };
  }
  // An arrival by hand ends the check under way; the stay's fences remain for the departure.
  const arrived = isCurrent && event.arrivedAt !== null;
  return { state: arrived ? { ...updated, dwell: null } : updated, effects };
}
