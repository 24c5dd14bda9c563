import { describe, expect, it } from 'vitest';
import type { ShipmentState } from '../shipment-states';
import { activeTripOf, checkTripStart, type StartPlace, type TripToStart } from './start-trip-rules';

const shipment: TripToStart = {
  shipmentId: 'SH-2',
  shipmentState: 'DRIVER_ASSIGNMENT',
  executionStatus: null,
};
const place: StartPlace = {
  city: 'Joliet, IL',
  isCityChosen: true,
  startDateTime: '2026-03-04T08:15:00-06:00',
};
const codes = (changes: Partial<TripToStart> = {}, start: Partial<StartPlace> = {}) =>
  checkTripStart({ ...shipment, ...changes }, null, { ...place, ...start }).map((issue) => issue.code);

describe('starting a trip', () => {
  it('starts a driver-assigned trip with a chosen city and a start time', () => {
    expect(codes()).toEqual([]);
  });

  it('[D2-4.28] is blocked while the assignment is pending', () => {
    expect(codes({ shipmentState: 'PENDING_DRIVER_ASSIGNMENT' })).toEqual(['ASSIGNMENT_PENDING']);
  });

  it.each(['TENDERED', 'CARRIER_ASSIGNMENT', 'PENDING_DRIVER_UNASSIGNMENT'] as ShipmentState[])(
    '[D2-4.28] is blocked without a driver assignment (%s)',
    (shipmentState) => {
      expect(codes({ shipmentState })).toEqual(['NOT_ASSIGNED_TO_DRIVER']);
    },
  );

  it.each([
    [{ executionStatus: 'IN_TRANSIT' }],
    [{ executionStatus: 'COMPLETED' }],
    [{ shipmentState: 'IN_TRANSIT' as const }],
  ])('[D2-4.23] a trip under way or finished (%j) does not start again', (changes) => {
    expect(codes(changes)).toEqual(['ALREADY_STARTED']);
  });

  it('[D2-4.27][D2-8.07] one active trip per driver, naming the other shipment', () => {
    const trips = [
      { shipmentId: 'SH-0', executionStatus: 'DELIVERED' },
      { shipmentId: 'SH-2', executionStatus: 'STARTED' },
      { shipmentId: 'SH-1', executionStatus: 'IN_TRANSIT' },
    ];
    const active = activeTripOf(trips, 'SH-2');
    expect(active?.shipmentId).toBe('SH-1');
    expect(checkTripStart(shipment, active, place)).toEqual([
      { code: 'ACTIVE_TRIP', values: { shipmentId: 'SH-1' } },
    ]);
    expect(activeTripOf(trips.slice(0, 2), 'SH-2')).toBeNull();
  });

  it.each([
    [{ city: '' }, ['CITY_ERROR']],
    [{ city: '   ' }, ['CITY_ERROR']],
    [{ isCityChosen: false }, ['CITY_ERROR']],
  ])('[D2-4.25][D2-5.01][D2-5.02] the city %j is a CityError', (start, expected) => {
    expect(codes({}, start)).toEqual(expected);
  });

  it.each([[{ startDateTime: null }], [{ startDateTime: '2026-03-04 08:15' }]])(
    '[D2-4.24] a start time %j blocks the start',
    (start) => {
      expect(codes({}, start)).toEqual(['START_TIME_REQUIRED']);
    },
  );
});
