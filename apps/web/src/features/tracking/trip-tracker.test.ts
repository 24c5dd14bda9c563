import { defaultConfig } from '@freight/domain/config';
import { geofenceSettingsOf } from '@freight/domain/tracking/geofence-settings';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import { locationReportBatchSchema } from '@freight/domain/tracking/location-report-schema';
import type { GeolocationFix } from '@freight/domain/tracking/location-report';
import { samplingSettingsOf } from '@freight/domain/tracking/position-sampling';
import type { ReplayTrack } from '@freight/domain/tracking/tracks/replay-track';
import { approachDwellLeave } from '@freight/domain/tracking/tracks/approach-dwell-leave';
import { twoStopTrip } from '@freight/domain/tracking/tracks/two-stop-trip';
import { describe, expect, it, vi } from 'vitest';
import {
  TripTracker,
  type RecordedStopTime,
  type SendOutcome,
  type TrackerEndReason,
  type TripTrackerOptions,
} from './trip-tracker';

// The tracker fed replayed tracks as the Geolocation API gives them: each point a GeolocationPosition
// with its own timestamp. No clock is mocked: the tracker's time is the fixes'.

const start = Date.parse('2026-11-24T14:00:00.000Z');
const at = (seconds: number) => start + seconds * 1000;

function fixesOf(track: ReplayTrack): GeolocationFix[] {
  return track.points.map((point) => ({
    coords: {
      latitude: point.lat,
      longitude: point.lng,
      accuracy: point.accuracy,
      speed: null,
      heading: null,
    },
    timestamp: at(point.t),
  }));
}

type Harness = {
  tracker: TripTracker;
  batches: LocationReport[][];
  times: RecordedStopTime[];
  ended: TrackerEndReason[];
  renewToken: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  /** Feeds every fix, waiting for the sends each one started, as a device would between fixes. */
  replay: (fixes: GeolocationFix[]) => Promise<void>;
};

function trackerFor(
  track: ReplayTrack,
  {
    outcomes = [],
    renews = true,
    ...options
  }: { outcomes?: SendOutcome[]; renews?: boolean } & Partial<TripTrackerOptions> = {},
): Harness {
  const batches: LocationReport[][] = [];
  const times: RecordedStopTime[] = [];
  const ended: TrackerEndReason[] = [];
  const queued = [...outcomes];
  const renewToken = vi.fn(() => Promise.resolve(renews));
  const tracker = new TripTracker({
    context: {
      shipmentId: 'SH-1',
      sourceSystem: 'TMS',
      userId: 'm1',
      carrierId: 'c1',
      carrierScac: null,
      activity: null,
    },
    stops: track.stops.map((stop, index) => ({
      ...stop,
      sequenceNo: index + 1,
      locationId: null,
      arrivedAt: null,
      departedAt: null,
    })),
    geofences: geofenceSettingsOf(defaultConfig),
    sampling: samplingSettingsOf(defaultConfig),
    maxBatchPositions: defaultConfig.tracking.maxBatchPositions,
    notBefore: start,
    send: async (batch) => {
      batches.push([...batch]);
      return queued.shift() ?? 'sent';
    },
    renewToken,
    onStopTime: (time) => times.push(time),
    onEnded: (reason) => ended.push(reason),
    ...options,
  });
  const replay = async (fixes: GeolocationFix[]) => {
    for (const fix of fixes) {
      tracker.take(fix);
      await tracker.settled();
    }
  };
  return { tracker, batches, times, ended, renewToken, replay };
}

const sentTimes = (batches: LocationReport[][]) =>
  batches.flat().map((report) => (Date.parse(report.recordedAt) - start) / 1000);

describe('TripTracker on a replayed two-stop trip', () => {
  it('[D2-4.52] [D2-4.53] [D2-4.54] hands over each stop arrival and departure in order, then ends tracking once', async () => {
    const { replay, times, ended } = trackerFor(twoStopTrip);

    await replay(fixesOf(twoStopTrip));

    expect(times.map(({ type, stopId }) => `${type} ${stopId}`)).toEqual([
      'arrivalRecorded P1',
      'departureRecorded P1',
      'arrivalRecorded D1',
      'departureRecorded D1',
    ]);
    // The arrival is when the stay began (decision 034); the departure the fix that left pre-arrival.
    expect(times[0]!.at).toBe(at(0));
    expect(times[2]!.at).toBe(at(1470));
    expect(times[1]!.at).toBeGreaterThan(at(510));
    expect(ended).toEqual(['finalDeparture']);
  });

  it('[D2-4.58] [D2-9.03] sends the first fix, then one whenever the truck moved over 800 m, each a valid report', async () => {
    const { replay, batches } = trackerFor(twoStopTrip);

    await replay(fixesOf(twoStopTrip));

    const sent = sentTimes(batches);
    expect(sent[0]).toBe(0);
    // Parked at the shipper for 8 minutes: nothing after the first fix until it drives off.
    expect(sent[1]).toBeGreaterThanOrEqual(540);
    // 600 m per 30-second fix on the road: every second fix is over 800 m from the last one sent.
    expect(sent.slice(1, 4)).toEqual([570, 630, 690]);
    for (const batch of batches) expect(locationReportBatchSchema().safeParse(batch).success).toBe(true);
    const [first] = batches[0]!;
    expect(first).toMatchObject({ shipmentId: 'SH-1', stopId: 'P1', sequenceNo: 1, latitude: 41.525011 });
  });

  it('[D2-4.54] takes and sends nothing after the final departure (issue 14 part 6)', async () => {
    const { tracker, replay, batches, times } = trackerFor(twoStopTrip);
    await replay(fixesOf(twoStopTrip));
    const departure = times.at(-1)!.at;

    expect(Math.max(...batches.flat().map((report) => Date.parse(report.recordedAt)))).toBeLessThanOrEqual(
      departure,
    );
    const after = fixesOf(twoStopTrip).filter((fix) => fix.timestamp > departure);
    expect(after.length).toBeGreaterThan(0);
    const sentBefore = batches.length;
    await replay(after.map((fix) => ({ ...fix, timestamp: fix.timestamp + 3_600_000 })));
    expect(batches.length).toBe(sentBefore);
    expect(tracker.take(after[0]!)).toEqual({ taken: false, reason: 'ended' });
    expect(tracker.nextFixAt).toBeNull();
  });

  it('takes no fix dated before tracking started (issue 14 part 6)', async () => {
    const { tracker, batches, times } = trackerFor(twoStopTrip, { notBefore: at(60) });

    const [beforeStart, , , atStart] = fixesOf(twoStopTrip);
    expect(tracker.take(beforeStart!)).toEqual({ taken: false, reason: 'beforeStart' });
    await tracker.settled();
    expect(batches).toEqual([]);
    expect(times).toEqual([]);

    expect(tracker.take(atStart!)).toEqual({ taken: true, queued: true });
  });
});

describe('TripTracker at a stop', () => {
  it('[D2-4.52] asks for its next fix 120 s after the last check while a stay is checked', () => {
    const { tracker } = trackerFor(approachDwellLeave);
    const fixes = fixesOf(approachDwellLeave);
    const inside = fixes.findIndex((fix) => {
      tracker.take(fix);
      return tracker.nextFixAt !== null;
    });

    expect(inside).toBeGreaterThan(0);
    expect(tracker.nextFixAt).toBe(fixes[inside]!.timestamp + 120_000);
  });

  it('[D2-9.03] parked for 20 minutes, the truck is still reported every 15 minutes', async () => {
    const { replay, batches, times } = trackerFor(approachDwellLeave);

    await replay(fixesOf(approachDwellLeave));

    const arrival = (times[0]!.at - start) / 1000;
    const departure = (times[1]!.at - start) / 1000;
    const duringStay = sentTimes(batches).filter((t) => t > arrival && t < departure);
    expect(duringStay.length).toBeGreaterThan(0);
    // While it stands at the dock, a report comes once 15 minutes have passed (the next 30-second fix).
    const standing = batches
      .flat()
      .filter(
        (report) =>
          Math.abs(report.latitude - 41.525) < 0.0036 && Math.abs(report.longitude + 88.0817) < 0.0048,
      )
      .map((report) => (Date.parse(report.recordedAt) - start) / 1000);
    expect(standing.length).toBeGreaterThan(1);
    for (const gap of standing.slice(1).map((t, index) => t - standing[index]!)) {
      expect(gap).toBeGreaterThanOrEqual(900);
      expect(gap).toBeLessThan(930);
    }
  });

  it('[D2-4.53] a departure entered by hand ends the stop; the last one ends tracking [D2-4.54]', async () => {
    const { tracker, ended, times } = trackerFor(twoStopTrip);
    tracker.take(fixesOf(twoStopTrip)[0]!);
    tracker.stopUpdated('P1', at(0), at(60));
    tracker.stopUpdated('D1', at(600), at(700));

    expect(times).toEqual([]);
    expect(ended).toEqual(['finalDeparture']);
    expect(tracker.take(fixesOf(twoStopTrip)[5]!)).toEqual({ taken: false, reason: 'ended' });
  });
});

describe('TripTracker sending', () => {
  it('[D2-4.58] keeps what could not be sent and sends it with the next one, as one batch', async () => {
    const { replay, batches } = trackerFor(twoStopTrip, { outcomes: ['failed', 'failed'] });
    const fixes = fixesOf(twoStopTrip);

    await replay(fixes.slice(0, 24));

    // The first fix failed twice (its own send and the next one's); the third send carries all three.
    expect(sentTimes(batches.slice(0, 1))).toEqual([0]);
    expect(sentTimes(batches.slice(1, 2))).toEqual([0, 570]);
    expect(sentTimes(batches.slice(2, 3))).toEqual([0, 570, 630]);
    expect(sentTimes(batches.slice(3))).not.toContain(0);
  });

  it('[D2-4.58] sends fixes queued during a send together in the next one', async () => {
    let release: (outcome: SendOutcome) => void = () => undefined;
    const batches: LocationReport[][] = [];
    const { tracker } = trackerFor(twoStopTrip, {
      send: (batch) => {
        batches.push([...batch]);
        return batches.length === 1
          ? new Promise<SendOutcome>((resolve) => (release = resolve))
          : Promise.resolve('sent');
      },
    });
    const fixes = fixesOf(twoStopTrip);
    for (const fix of fixes.slice(0, 24)) tracker.take(fix);
    expect(batches).toHaveLength(1);

    release('sent');
    await tracker.settled();

    expect(batches).toHaveLength(2);
    expect(sentTimes(batches.slice(1))).toEqual([570, 630, 690]);
  });

  it('[D2-4.56] a 401 renews the token once and sends the same batch again; tracking goes on', async () => {
    const { replay, batches, renewToken, ended } = trackerFor(twoStopTrip, { outcomes: ['unauthorized'] });

    await replay(fixesOf(twoStopTrip).slice(0, 20));

    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(batches[1]).toEqual(batches[0]);
    expect(ended).toEqual([]);
    expect(batches.length).toBeGreaterThan(2);
  });

  it.each([
    ['no token to renew with', { renews: false, outcomes: ['unauthorized'] as SendOutcome[] }],
    [
      'a renewed token refused too',
      { renews: true, outcomes: ['unauthorized', 'unauthorized'] as SendOutcome[] },
    ],
  ])('[D2-4.56] a 401 with %s stops tracking: nothing more is taken or sent', async (_case, options) => {
    const { tracker, replay, batches, ended } = trackerFor(twoStopTrip, options);

    await replay(fixesOf(twoStopTrip));

    expect(ended).toEqual(['unauthorized']);
    expect(tracker.ended).toBe('unauthorized');
    expect(sentTimes(batches)).toEqual(options.renews ? [0, 0] : [0]);
    expect(tracker.pending).toEqual([]);
  });

  it('[D2-4.55] tracking stopped on the trip ends it: the queue is dropped and no fix is taken', async () => {
    const { tracker, batches, ended } = trackerFor(twoStopTrip, { outcomes: ['failed'] });
    const fixes = fixesOf(twoStopTrip);
    tracker.take(fixes[0]!);
    await tracker.settled();

    tracker.stop(at(100));

    expect(ended).toEqual(['stopped']);
    expect(tracker.pending).toEqual([]);
    expect(tracker.take(fixes[30]!)).toEqual({ taken: false, reason: 'ended' });
    await tracker.settled();
    expect(batches).toHaveLength(1);
  });
});
