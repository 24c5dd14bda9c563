import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import {
  activeFencesOf,
  createGeofenceState,
  currentStopOf,
  nextDwellCheckAt,
  reduceGeofences,
  type FenceStop,
  type GeofenceEffect,
  type GeofenceEvent,
  type GeofenceState,
  type IgnoredFixReason,
} from './geofence-machine';
import { geofenceSettingsOf } from './geofence-settings';
import { approachDwellLeave } from './tracks/approach-dwell-leave';
import { deviceOffAtStop } from './tracks/device-off-at-stop';
import { driveBy } from './tracks/drive-by';
import { jitterInsideFence } from './tracks/jitter-inside-fence';
import type { ReplayTrack } from './tracks/replay-track';
import { twoStopTrip } from './tracks/two-stop-trip';

const settings = geofenceSettingsOf(defaultConfig);
/** Tracks count seconds from their start; the machine takes epoch milliseconds. */
const start = Date.parse('2026-11-24T14:00:00Z');
const at = (seconds: number) => start + seconds * 1_000;
const secondsOf = (time: number) => (time - start) / 1_000;

const stopsOf = (track: ReplayTrack): FenceStop[] =>
  track.stops.map((stop) => ({ ...stop, arrivedAt: null, departedAt: null }));

/** An effect as the tests read it: its kind, stop or cue, and its time in seconds from the start. */
function describeEffect(effect: GeofenceEffect): string {
  const when = secondsOf(effect.at);
  switch (effect.type) {
    case 'fenceEntered':
    case 'fenceExited':
      return `${effect.stopId} ${effect.cue} @${when}`;
    case 'arrivalRecorded':
    case 'departureRecorded':
      return `${effect.stopId} ${effect.type} @${when}`;
    case 'trackingEnded':
      return `trackingEnded ${effect.reason} @${when}`;
  }
}

type Replay = { state: GeofenceState; effects: string[]; ignored: IgnoredFixReason[]; effectsAt: number[] };

/**
 * Feeds a track's fixes to the machine, with extra events slotted in before the fix of the given
 * second. Returns every effect, the reasons of ignored fixes, and the fix time of each effect.
 */
function replay(
  track: ReplayTrack,
  extra: { beforeSecond: number; event: GeofenceEvent }[] = [],
  initial = createGeofenceState(stopsOf(track), settings),
): Replay {
  let state = initial;
  const result: Replay = { state, effects: [], ignored: [], effectsAt: [] };
  const apply = (event: GeofenceEvent, second: number) => {
    const step = reduceGeofences(state, event);
    state = step.state;
    result.effects.push(...step.effects.map(describeEffect));
    result.effectsAt.push(...step.effects.map(() => second));
    if (step.ignored) result.ignored.push(step.ignored);
  };
  for (const point of track.points) {
    for (const { event } of extra.filter((item) => item.beforeSecond === point.t)) apply(event, point.t);
    apply(
      { type: 'position', lat: point.lat, lng: point.lng, accuracy: point.accuracy, at: at(point.t) },
      point.t,
    );
  }
  return { ...result, state };
}

/** A straight track near P1 of the fixtures: [seconds, metres north of P1, metres east] per fix. */
const P1 = { lat: 41.525, lng: -88.0817 };
const D1 = { lat: 41.6986, lng: -88.0817 };
function trackNearP1(fixes: [number, number, number][], accuracy = 10): ReplayTrack {
  const metresPerDegree = 111_195;
  return {
    name: 'synthetic',
    stops: [
      { stopId: 'P1', ...P1 },
      { stopId: 'D1', ...D1 },
    ],
    points: fixes.map(([t, north, east]) => ({
      t,
      lat: P1.lat + north / metresPerDegree,
      lng: P1.lng + east / (metresPerDegree * Math.cos((P1.lat * Math.PI) / 180)),
      accuracy,
    })),
  };
}

describe('fences of the current stop', () => {
  it('[D2-4.50] two fences around the first stop without departure: pre-arrival 1 mile, arrival 400 m', () => {
    const stops: FenceStop[] = [
      { stopId: 'P1', ...P1, arrivedAt: at(0), departedAt: at(600) },
      { stopId: 'D1', ...D1, arrivedAt: null, departedAt: null },
    ];
    expect(activeFencesOf(createGeofenceState(stops, settings))).toEqual([
      { fence: 'preArrival', center: D1, radiusMeters: 1_609.344 },
      { fence: 'arrival', center: D1, radiusMeters: 400 },
    ]);
  });

  it('[D2-4.50] no fences when every stop has its departure', () => {
    const state = createGeofenceState(
      [{ stopId: 'P1', ...P1, arrivedAt: at(0), departedAt: at(1) }],
      settings,
    );
    expect(state.ended).toBe(true);
    expect(activeFencesOf(state)).toEqual([]);
  });

  it('[D2-4.50] a stop passed with the device off keeps its fences: the next stop gets no arrival', () => {
    const { effects, state } = replay(deviceOffAtStop);
    expect(effects).toEqual(['P1 preArrivalEntered @120', 'P1 preArrivalExited @2880']);
    expect(currentStopOf(state)?.stopId).toBe('P1');
  });

  it('[D2-4.50] once the driver updates the passed stop by hand, the next stop gets its fences and arrival', () => {
    const resumed = deviceOffAtStop.points[7]!.t;
    const update: GeofenceEvent = {
      type: 'stopUpdated',
      stopId: 'P1',
      arrivedAt: at(400),
      departedAt: at(900),
    };
    const { effects } = replay(deviceOffAtStop, [{ beforeSecond: resumed, event: update }]);
    expect(effects).toEqual([
      'P1 preArrivalEntered @120',
      'D1 preArrivalEntered @3480',
      'D1 arrivalEntered @3540',
      'D1 arrivalRecorded @3540',
      'D1 arrivalExited @4200',
      'D1 preArrivalExited @4260',
      'D1 departureRecorded @4260',
      'trackingEnded finalDeparture @4260',
    ]);
  });
});

describe('fence events', () => {
  it('[D2-4.51] entering and leaving each fence gives its cue, outer fence first in, inner first out', () => {
    const { effects } = replay(approachDwellLeave);
    const cues = effects.filter((effect) => /Entered|Exited/.test(effect));
    expect(cues).toEqual([
      'P1 preArrivalEntered @120',
      'P1 arrivalEntered @220',
      'P1 arrivalExited @1560',
      'P1 preArrivalExited @1660',
    ]);
  });

  it('[D2-4.51] a fix whose accuracy circle crosses an edge does not cross it', () => {
    // 395 m + 10 m of accuracy may be outside the 400 m fence: not entered; at 385 m it is.
    const edge = trackNearP1([
      [0, -395, 0],
      [10, -385, 0],
      [20, -405, 0],
      [30, -415, 0],
    ]);
    const { effects } = replay(edge);
    expect(effects).toEqual(['P1 preArrivalEntered @0', 'P1 arrivalEntered @10', 'P1 arrivalExited @30']);
  });

  it('[D2-4.51] GPS jitter inside the fence gives one entry and no exit', () => {
    const { effects } = replay(jitterInsideFence);
    expect(effects.filter((effect) => /Entered|Exited/.test(effect))).toEqual([
      'P1 preArrivalEntered @0',
      'P1 arrivalEntered @100',
    ]);
  });
});

describe('arrival after the dwell check', () => {
  it('[D2-4.52] the arrival is recorded at the third check 120 s apart, at the time the stay began', () => {
    const { effects, effectsAt } = replay(approachDwellLeave);
    const index = effects.indexOf('P1 arrivalRecorded @220');
    expect(index).toBeGreaterThan(-1);
    // Entered at 220 s; checks at the first fixes 120 s apart: 340 s (fix of 340), 460 s, 580 s.
    expect(effectsAt[index]).toBe(580);
    expect(effects.filter((effect) => effect.includes('arrivalRecorded'))).toHaveLength(1);
  });

  it('[D2-4.52] fixes less than 120 s after the last check are not checks', () => {
    const everyTenSeconds = trackNearP1(
      Array.from({ length: 40 }, (_, i): [number, number, number] => [i * 10, 0, 0]),
    );
    const { effectsAt, effects } = replay(everyTenSeconds);
    expect(effects).toContain('P1 arrivalRecorded @0');
    expect(effectsAt[effects.indexOf('P1 arrivalRecorded @0')]).toBe(360);
  });

  it('[D2-4.52] a check that moved 200 m or more confirms nothing; the next one under 200 m does', () => {
    const moving = trackNearP1([
      [0, 0, 0],
      [120, 250, 0],
      [240, 0, 0],
      [360, -250, 0],
      [480, -200, 0],
    ]);
    const { effects, effectsAt } = replay(moving);
    expect(effectsAt[effects.indexOf('P1 arrivalRecorded @0')]).toBe(480);
    const lastMoved = (metres: number) =>
      replay(
        trackNearP1([
          [0, 0, 0],
          [120, 0, 0],
          [240, 0, 0],
          [360, metres, 0],
        ]),
      ).effects.some((effect) => effect.includes('arrivalRecorded'));
    expect(lastMoved(199)).toBe(true);
    expect(lastMoved(201)).toBe(false);
  });

  it('[D2-4.52] a device that never stops in the fence gets no arrival (drive-by)', () => {
    const { effects } = replay(driveBy);
    expect(effects).toEqual([
      'P1 preArrivalEntered @140',
      'P1 arrivalEntered @200',
      'P1 arrivalExited @220',
      'P1 preArrivalExited @270',
    ]);
  });

  it('[D2-4.52] leaving the arrival fence during the checks starts them over on the way back', () => {
    const outAndBack = trackNearP1([
      [0, 0, 0],
      [120, 0, 0],
      [240, 600, 0],
      [300, 0, 0],
      [420, 0, 0],
      [540, 0, 0],
      [660, 0, 0],
    ]);
    const { effects, effectsAt } = replay(outAndBack);
    expect(effects.filter((effect) => effect.includes('arrivalRecorded'))).toEqual([
      'P1 arrivalRecorded @300',
    ]);
    expect(effectsAt[effects.indexOf('P1 arrivalRecorded @300')]).toBe(660);
  });

  it('[D2-4.52] jitter and wild fixes of poor accuracy do not keep the arrival from being recorded', () => {
    const { effects, ignored } = replay(jitterInsideFence);
    expect(effects.filter((effect) => effect.includes('Recorded'))).toEqual(['P1 arrivalRecorded @100']);
    expect(ignored).toEqual(['inaccurate', 'inaccurate', 'inaccurate']);
  });

  it('[D2-4.52] an arrival entered by hand is kept: no check, no second arrival', () => {
    const byHand: GeofenceEvent = { type: 'stopUpdated', stopId: 'P1', arrivedAt: at(250), departedAt: null };
    const { effects, state } = replay(approachDwellLeave, [{ beforeSecond: 310, event: byHand }]);
    expect(effects.some((effect) => effect.includes('arrivalRecorded'))).toBe(false);
    expect(state.stops[0]?.arrivedAt).toBe(at(250));
    // The fences stay for the departure.
    expect(effects).toContain('P1 departureRecorded @1660');
  });

  it('[D2-4.52] a correction by hand after a recorded arrival wins, and is not recorded again', () => {
    const correction: GeofenceEvent = {
      type: 'stopUpdated',
      stopId: 'P1',
      arrivedAt: at(200),
      departedAt: null,
    };
    const { effects, state } = replay(approachDwellLeave, [{ beforeSecond: 700, event: correction }]);
    expect(effects.filter((effect) => effect.includes('arrivalRecorded'))).toEqual([
      'P1 arrivalRecorded @220',
    ]);
    expect(state.stops[0]?.arrivedAt).toBe(at(200));
  });

  it('[D2-4.52] the app is told when to take the next check', () => {
    let state = createGeofenceState(stopsOf(trackNearP1([])), settings);
    expect(nextDwellCheckAt(state)).toBeNull();
    state = reduceGeofences(state, { type: 'position', ...P1, accuracy: 5, at: at(10) }).state;
    expect(nextDwellCheckAt(state)).toBe(at(130));
  });
});

describe('departure and the end of tracking', () => {
  it('[D2-4.53] leaving the pre-arrival fence after the arrival records the departure', () => {
    const { effects } = replay(approachDwellLeave);
    expect(effects.slice(-3)).toEqual([
      'P1 preArrivalExited @1660',
      'P1 departureRecorded @1660',
      'trackingEnded finalDeparture @1660',
    ]);
  });

  it('[D2-4.53] leaving the pre-arrival fence without an arrival records no departure', () => {
    expect(replay(driveBy).effects.some((effect) => effect.includes('departureRecorded'))).toBe(false);
  });

  it('[D2-4.53] a stop departed by hand is not departed again; the next stop takes over', () => {
    const byHand: GeofenceEvent = { type: 'stopUpdated', stopId: 'P1', arrivedAt: null, departedAt: at(600) };
    const { effects } = replay(twoStopTrip, [{ beforeSecond: 600, event: byHand }]);
    expect(effects.filter((effect) => effect.startsWith('P1'))).toEqual([
      'P1 preArrivalEntered @0',
      'P1 arrivalEntered @0',
      'P1 arrivalRecorded @0',
      'P1 arrivalExited @540',
    ]);
    expect(effects).toContain('D1 departureRecorded @2190');
  });

  it('[D2-4.54] a two-stop trip: each stop arrived and departed, then tracking ends and fixes are ignored', () => {
    const { effects, state, ignored } = replay(twoStopTrip);
    expect(effects.filter((effect) => /Recorded|Ended/.test(effect))).toEqual([
      'P1 arrivalRecorded @0',
      'P1 departureRecorded @600',
      'D1 arrivalRecorded @1470',
      'D1 departureRecorded @2190',
      'trackingEnded finalDeparture @2190',
    ]);
    expect(state.ended).toBe(true);
    expect(activeFencesOf(state)).toEqual([]);
    expect(ignored.length).toBeGreaterThan(0);
    expect(new Set(ignored)).toEqual(new Set(['ended']));
  });

  it('[D2-4.54] the final departure by hand ends tracking too', () => {
    const stops: FenceStop[] = [{ stopId: 'D1', ...D1, arrivedAt: at(0), departedAt: null }];
    const step = reduceGeofences(createGeofenceState(stops, settings), {
      type: 'stopUpdated',
      stopId: 'D1',
      arrivedAt: null,
      departedAt: at(900),
    });
    expect(step.effects).toEqual([{ type: 'trackingEnded', reason: 'finalDeparture', at: at(900) }]);
    expect(step.state.ended).toBe(true);
  });

  it('[D2-4.55] tracking stopped otherwise removes the fences; later fixes change nothing', () => {
    const stop: GeofenceEvent = { type: 'trackingStopped', at: at(400) };
    const { effects, state } = replay(approachDwellLeave, [{ beforeSecond: 400, event: stop }]);
    expect(effects).toEqual([
      'P1 preArrivalEntered @120',
      'P1 arrivalEntered @220',
      'trackingEnded stopped @400',
    ]);
    expect(activeFencesOf(state)).toEqual([]);
    expect(reduceGeofences(state, stop).effects).toEqual([]);
  });
});

describe('fixes the machine ignores', () => {
  const fresh = () => createGeofenceState(stopsOf(trackNearP1([])), settings);
  const position = (fix: Partial<Extract<GeofenceEvent, { type: 'position' }>>): GeofenceEvent => ({
    type: 'position',
    ...P1,
    accuracy: 10,
    at: at(0),
    ...fix,
  });

  it.each([
    ['no number', { lat: Number.NaN }, 'invalid'],
    ['latitude beyond 90', { lat: 90.5 }, 'invalid'],
    ['longitude beyond 180', { lng: -180.5 }, 'invalid'],
    ['negative accuracy', { accuracy: -1 }, 'invalid'],
    ['accuracy worse than 100 m', { accuracy: 100.5 }, 'inaccurate'],
  ])('[D2-9.03] %s', (_, fix, reason) => {
    const step = reduceGeofences(fresh(), position(fix));
    expect(step.ignored).toBe(reason);
    expect(step.effects).toEqual([]);
    expect(step.state.lastFixAt).toBeNull();
  });

  it('[D2-9.03] a fix 100 m accurate is taken', () => {
    expect(reduceGeofences(fresh(), position({ lat: P1.lat + 0.01, accuracy: 100 })).ignored).toBeUndefined();
  });

  it('[D2-4.52] a fix older than the last one, or as old, is ignored', () => {
    const first = reduceGeofences(fresh(), position({ at: at(100) })).state;
    expect(reduceGeofences(first, position({ at: at(99) })).ignored).toBe('outOfOrder');
    expect(reduceGeofences(first, position({ at: at(100) })).ignored).toBe('outOfOrder');
    expect(reduceGeofences(first, position({ at: at(101) })).ignored).toBeUndefined();
  });

  it('[D2-4.52] a replay leaves the states it was given unchanged', () => {
    const initial = createGeofenceState(stopsOf(twoStopTrip), settings);
    const snapshot: unknown = JSON.parse(JSON.stringify(initial));
    replay(twoStopTrip, [], initial);
    expect(initial).toEqual(snapshot);
  });
});
