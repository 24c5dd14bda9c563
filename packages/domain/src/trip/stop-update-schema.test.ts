import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { stopUpdateSchema, updateStopInputSchema } from './stop-update-schema';
import { trip } from './trip.fixtures';

const minimal = { shipmentId: 'SH-1', stopId: 'S2' };

describe('the update-stop input', () => {
  it('[D2-3.11] takes the stop alone, the rest defaulting to nothing entered', () => {
    expect(updateStopInputSchema.parse(minimal)).toEqual({
      ...minimal,
      actualArrivalDateTime: null,
      actualDepartureDateTime: null,
      actualETADateTime: null,
      trailerIn: null,
      trailerOut: null,
      chassisNumber: null,
      providerEquipment: null,
      lateArrivalReason: null,
      userConsentForTrailerWarning: false,
      city: null,
      state: null,
      country: null,
      latitude: null,
      longitude: null,
      positionDateTime: null,
      gpsTrackingStatus: 0,
      version: null,
    });
  });

  it.each([
    ['a blank stop', { stopId: '' }, 'stopId', 'INVALID_VALUE'],
    ['an over-long shipment id', { shipmentId: 'x'.repeat(65) }, 'shipmentId', 'INVALID_VALUE'],
    ['a NUL in a text', { lateArrivalReason: 'A\u0000B' }, 'lateArrivalReason', 'INVALID_VALUE'],
    [
      'a time without its offset',
      { actualArrivalDateTime: '2026-03-04T12:00:00' },
      'actualArrivalDateTime',
      'INVALID_TIME',
    ],
    [
      'a time that is no date',
      { actualDepartureDateTime: '2026-02-30T12:00:00-06:00' },
      'actualDepartureDateTime',
      'INVALID_TIME',
    ],
    [
      'an over-long trailer number',
      { trailerIn: { type: 'OTHER', number: 'x'.repeat(65) } },
      'trailerIn',
      'INVALID_TRAILER',
    ],
    ['a trailer of another shape', { trailerOut: 'TA123456' }, 'trailerOut', 'INVALID_TRAILER'],
    ['an over-long chassis number', { chassisNumber: 'C'.repeat(21) }, 'chassisNumber', 'INVALID_VALUE'],
    ['a latitude out of range', { latitude: 91 }, 'latitude', 'INVALID_VALUE'],
    ['an unknown tracking status', { gpsTrackingStatus: 3 }, 'gpsTrackingStatus', 'INVALID_VALUE'],
  ])('[D2-3.11] refuses %s with its code', (_, changes, field, code) => {
    const result = updateStopInputSchema.safeParse({ ...minimal, ...changes });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual([field, code]);
  });

  it('[D2-4.49] takes the tracking states 0, 1, 2 and 10', () => {
    for (const gpsTrackingStatus of [0, 1, 2, 10])
      expect(updateStopInputSchema.safeParse({ ...minimal, gpsTrackingStatus }).success).toBe(true);
  });
});

describe('the Update Stop Information form', () => {
  const context = {
    now: Date.parse('2026-03-04T12:30:00-06:00'),
    config: defaultConfig,
    shipment: {
      sourceSystem: 'MERCURYGATE',
      division: null,
      managedEquipment: false,
      isDrayRoute: false,
      executionStatus: 'IN_TRANSIT',
    },
    stops: trip({ departed: 1 }),
  };

  it('[D2-5.05][D2-5.09] puts each rule issue on its field, its code as message', () => {
    const result = stopUpdateSchema(context).safeParse({
      ...minimal,
      actualArrivalDateTime: '2026-03-04T14:00:00-06:00',
      lateArrivalReason: 'TRAFFIC',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['actualArrivalDateTime', 'ARRIVAL_ERROR'],
      ['providerEquipment', 'COMPLETE_REQUIRED_FIELDS'],
    ]);
  });

  it('accepts an update the rules accept', () => {
    const values = {
      ...minimal,
      actualArrivalDateTime: '2026-03-04T11:55:00-06:00',
      providerEquipment: false,
    };
    expect(stopUpdateSchema(context).safeParse(values).success).toBe(true);
  });
});
