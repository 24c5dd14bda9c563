import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { locationReportOf, type GeolocationFix, type TrackingContext } from './location-report';
import { locationReportSchema } from './location-report-schema';

const context: TrackingContext = {
  shipmentId: 'SHP-100234',
  carrierScac: 'GLFC',
  userId: 'driver-1',
  sourceSystem: 'MERCURYGATE',
  carrierId: 'C-1001',
  activity: null,
};
const fix = (coords: Partial<GeolocationFix['coords']> = {}): GeolocationFix => ({
  coords: { latitude: 41.525, longitude: -88.0817, accuracy: 8, speed: 20, heading: 90, ...coords },
  timestamp: Date.parse('2026-11-24T14:00:00.250Z'),
});

describe('locationReportOf', () => {
  it('[D2-3.18] [D2-4.58] carries the tracking extras, the stop and the fix, and passes the schema', () => {
    const report = locationReportOf(context, { stopId: 'STP-2', sequenceNo: 2, locationId: 'LOC-7' }, fix());
    expect(report).toEqual({
      messageType: 'LOCATION',
      ...context,
      stopId: 'STP-2',
      sequenceNo: 2,
      locationId: 'LOC-7',
      latitude: 41.525,
      longitude: -88.0817,
      accuracy: 8,
      speed: 20,
      heading: 90,
      recordedAt: '2026-11-24T14:00:00.250Z',
    });
    expect(z.safeParse(locationReportSchema, report).success).toBe(true);
  });

  it.each([
    ['no stop after the final departure', null, fix(), { stopId: null, sequenceNo: null, locationId: null }],
    [
      'a heading unknown when standing still',
      null,
      fix({ heading: Number.NaN, speed: 0 }),
      { heading: null, speed: 0 },
    ],
    ['a speed the device does not measure', null, fix({ speed: null }), { speed: null }],
    ['a heading of 360 is north', null, fix({ heading: 360 }), { heading: 0 }],
  ] as const)('[D2-4.58] %s', (_, stop, position, expected) => {
    const report = locationReportOf(context, stop, position);
    expect(report).toMatchObject(expected);
    expect(z.safeParse(locationReportSchema, report).success).toBe(true);
  });
});
