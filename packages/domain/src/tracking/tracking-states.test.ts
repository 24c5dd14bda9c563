import { describe, expect, it } from 'vitest';
import {
  gpsTrackingStatusName,
  gpsTrackingStatusNames,
  isGpsTrackingStatus,
  isTrackingOn,
  nextTrackingStatus,
  type GpsTrackingStatus,
  type TrackingEvent,
} from './tracking-states';

const [notStarted, started, completed, stopped] = [0, 1, 2, 10] as const;

describe('GPS tracking states', () => {
  it('[D2-4.49] not started 0, started 1, completed 2, stopped 10', () => {
    expect(gpsTrackingStatusNames).toEqual(['notStarted', 'started', 'completed', 'stopped']);
    expect([0, 1, 2, 10].map((code) => gpsTrackingStatusName(code as GpsTrackingStatus))).toEqual(
      gpsTrackingStatusNames,
    );
    expect([0, 1, 2, 10].every(isGpsTrackingStatus)).toBe(true);
    expect([3, '1', null, undefined].some(isGpsTrackingStatus)).toBe(false);
  });

  it('[D2-4.49] positions are taken only while tracking is started', () => {
    expect([notStarted, started, completed, stopped].map(isTrackingOn)).toEqual([false, true, false, false]);
  });

  const table: [string, string, GpsTrackingStatus, TrackingEvent, GpsTrackingStatus | null][] = [
    [
      'D2-4.26',
      'the Confirm Start dialog starts tracking',
      notStarted,
      { type: 'tripStarted', withTracking: true },
      started,
    ],
    [
      'D2-4.26',
      'the card-level start starts the trip without it',
      notStarted,
      { type: 'tripStarted', withTracking: false },
      stopped,
    ],
    ['D2-4.26', 'a trip starts once', started, { type: 'tripStarted', withTracking: true }, null],
    ['D2-4.54', 'the final departure completes tracking', started, { type: 'finalDeparture' }, completed],
    [
      'D2-4.54',
      'a final departure with tracking stopped leaves it stopped',
      stopped,
      { type: 'finalDeparture' },
      null,
    ],
    ['D2-4.55', 'a lost geo tracking status stops it', started, { type: 'geoTrackingLost' }, stopped],
    ['D2-4.56', 'a 401 with no token to refresh stops it', started, { type: 'unauthorized' }, stopped],
    ['D2-4.49', "the driver's End tracking stops it", started, { type: 'driverEnded' }, stopped],
    ['D2-4.49', 'completed tracking is not stopped afterwards', completed, { type: 'driverEnded' }, null],
    [
      'D2-4.49',
      'stopped tracking is not started again',
      stopped,
      { type: 'tripStarted', withTracking: true },
      null,
    ],
    ['D2-4.49', 'tracking not started cannot be stopped', notStarted, { type: 'geoTrackingLost' }, null],
  ];
  it.each(table)('[%s] %s', (_, __, status, event, next) => {
    expect(nextTrackingStatus(status, event)).toBe(next);
  });
});
