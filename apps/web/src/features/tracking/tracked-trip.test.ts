import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import {
  locationReportPath,
  sendLocationReports,
  shouldTrack,
  trackerStopsOf,
  type TrackedTrip,
} from './tracked-trip';

const running: TrackedTrip = {
  shipmentId: 'SH-1',
  sourceSystem: 'TMS',
  executionStatus: 'IN_TRANSIT',
  gpsTrackingStatus: 1,
  isCallerDriver: true,
  stops: [
    {
      stopId: 'D1',
      sequenceNo: 2,
      latitude: 41.6986,
      longitude: -88.0817,
      actualArrival: null,
      actualDeparture: null,
    },
    {
      stopId: 'P1',
      sequenceNo: 1,
      latitude: 41.525,
      longitude: -88.0817,
      actualArrival: '2026-11-24T08:00:00-06:00',
      actualDeparture: null,
    },
  ],
};

describe('shouldTrack', () => {
  it('[D2-4.49] takes positions only while the trip runs with tracking started', () => {
    expect(shouldTrack(running)).toBe(true);
    expect(shouldTrack({ ...running, executionStatus: 'STARTED' })).toBe(true);
  });

  it.each([
    ['before the trip starts (issue 14 part 6)', { executionStatus: null, gpsTrackingStatus: 0 }],
    ['a trip started without tracking [D2-4.49]', { gpsTrackingStatus: 10 }],
    ['tracking completed [D2-4.54]', { gpsTrackingStatus: 2 }],
    ['a completed trip', { executionStatus: 'COMPLETED' }],
    ['on the device of anyone but its driver (a dispatcher looking at it)', { isCallerDriver: false }],
  ])('takes none %s', (_case, change) => {
    expect(shouldTrack({ ...running, ...change })).toBe(false);
  });

  it('[D2-4.55] takes none once the trip lost its tracking status', () => {
    expect(shouldTrack(running)).toBe(true);
    expect(shouldTrack({ ...running, gpsTrackingStatus: 10 })).toBe(false);
  });

  it('[D2-4.54] takes none once every stop is departed', () => {
    const departed = running.stops.map((stop) => ({ ...stop, actualDeparture: '2026-11-24T09:00:00-06:00' }));
    expect(shouldTrack({ ...running, stops: departed })).toBe(false);
  });
});

describe('trackerStopsOf', () => {
  it('orders the stops by sequence and reads their times as instants', () => {
    const stops = trackerStopsOf(running);
    expect(stops.map((stop) => stop.stopId)).toEqual(['P1', 'D1']);
    expect(stops[0]).toMatchObject({ arrivedAt: Date.parse('2026-11-24T14:00:00Z'), departedAt: null });
  });
});

describe('sendLocationReports', () => {
  const batch = [{ shipmentId: 'SH-1' } as LocationReport];

  function clientAnswering(status: number) {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(status === 200 ? { accepted: 1, stored: 1 } : { code: 'X' }, { status }),
    );
    const client = createApiClient({
      timeoutMs: 1_000,
      basePath: '/web',
      fetch,
      onUnauthorized,
      getIdToken: () => 't',
    });
    return { client, fetch, onUnauthorized };
  }

  it('[D2-4.58] POSTs the batch as one array to the tracking route, with the token', async () => {
    const { client, fetch } = clientAnswering(200);
    expect(await sendLocationReports(client.postJson, batch)).toBe('sent');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(locationReportPath);
    expect(JSON.parse(String(init?.body))).toEqual(batch);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
  });

  it('[D2-4.56] a 401 is handed to the tracker, which renews the token, without ending the session', async () => {
    const { client, onUnauthorized } = clientAnswering(401);
    expect(await sendLocationReports(client.postJson, batch)).toBe('unauthorized');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'refused'],
    [404, 'refused'],
    [503, 'failed'],
  ] as const)('answers %i as %s', async (status, outcome) => {
    expect(await sendLocationReports(clientAnswering(status).client.postJson, batch)).toBe(outcome);
  });

  it('keeps the batch when the network fails', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    const client = createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch });
    expect(await sendLocationReports(client.postJson, batch)).toBe('failed');
  });
});
