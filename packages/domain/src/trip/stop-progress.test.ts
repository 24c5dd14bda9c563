import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import {
  canUpdateStop,
  etaOf,
  hasInvalidTrailerOut,
  isStopCompleted,
  isStopLocked,
  isTripCompleted,
  isTripFullyComplete,
  openStopOf,
  responseForNextStop,
  stopFieldAccess,
  stopTimeLabels,
  type TripStop,
} from './stop-progress';
import { trip } from './trip.fixtures';

const config = defaultConfig.trip;
const managed = { managedEquipment: true };
const unmanaged = { managedEquipment: false };

describe('stop progress', () => {
  it.each([
    [{ actualDeparture: '2026-03-04T10:00:00-06:00' }, true],
    [{ actualDeparture: null }, false],
  ])('[D2-4.31] a stop with departure %j is completed: %s', (stop, completed) => {
    expect(isStopCompleted(stop)).toBe(completed);
  });

  it('[D2-4.32] the open stop is the first by sequence without a departure', () => {
    const stops = trip({ departed: 1 });
    expect(openStopOf([...stops].reverse(), unmanaged, config)?.stopId).toBe('S2');
    expect(openStopOf(trip({ departed: 3 }), unmanaged, config)).toBeNull();
  });

  it.each([
    ['', true],
    ['TA12', true],
    ['TA123456', false],
    ['BOBTAIL', false],
  ])(
    '[D2-4.32] with managed equipment, a departed stop with trailer-out %j stays open: %s',
    (trailer, open) => {
      const stops = trip({ departed: 1, trailerOut: { S1: trailer } });
      expect(hasInvalidTrailerOut(stops[0]!, managed, config)).toBe(open);
      expect(openStopOf(stops, managed, config)?.stopId).toBe(open ? 'S1' : 'S2');
    },
  );

  it('[D2-4.32] without managed equipment, a departed stop with no trailer-out is done', () => {
    expect(openStopOf(trip({ departed: 1, trailerOut: { S1: '' } }), unmanaged, config)?.stopId).toBe('S2');
  });

  it.each([
    [0, [false, true, true]],
    [1, [false, false, true]],
    [3, [false, false, false]],
  ])('[D2-4.33] with %i stops departed, stops after the open one are locked: %j', (departed, locked) => {
    const stops = trip({ departed });
    expect(stops.map((stop) => isStopLocked(stop, stops, unmanaged, config))).toEqual(locked);
  });

  it.each([
    ['IN_TRANSIT', 'S2', true],
    ['IN_TRANSIT', 'S1', true],
    ['IN_TRANSIT', 'S3', false],
    ['COMPLETED', 'S2', false],
    ['DELIVERED', 'S2', false],
  ])('[D2-4.34] a trip %s offers Update on stop %s: %s', (executionStatus, stopId, offered) => {
    const stops = trip({ departed: 1 });
    const stop = stops.find((each) => each.stopId === stopId)!;
    expect(canUpdateStop(stop, { executionStatus, stops, ...unmanaged }, config)).toBe(offered);
  });

  it('[D2-4.06] [D2-4.34] a trip is completed when its status is COMPLETED or DELIVERED', () => {
    expect(['COMPLETED', 'DELIVERED', 'IN_TRANSIT', 'STARTED', null].map(isTripCompleted)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  const arrived = '2026-03-04T10:00:00-06:00';
  const departed = '2026-03-04T11:00:00-06:00';
  it.each([
    [
      'not reached',
      { actualArrival: null, actualDeparture: null },
      null,
      { eta: true, arrival: true, departure: false },
    ],
    [
      'arrival being entered',
      { actualArrival: null, actualDeparture: null },
      arrived,
      { eta: true, arrival: true, departure: true },
    ],
    [
      'arrived',
      { actualArrival: arrived, actualDeparture: null },
      null,
      { eta: false, arrival: false, departure: true },
    ],
    [
      'departed',
      { actualArrival: arrived, actualDeparture: departed },
      null,
      { eta: false, arrival: false, departure: false },
    ],
    [
      'departed without arrival',
      { actualArrival: null, actualDeparture: departed },
      null,
      { eta: false, arrival: false, departure: false },
    ],
  ])('[D2-4.35] a stop %s: which times may be entered', (_, stop, enteredArrival, access) => {
    expect(stopFieldAccess(stop, enteredArrival)).toEqual(access);
  });

  it('[D2-4.36] the labels read Arrived and Departed once recorded', () => {
    expect(stopTimeLabels({ actualArrival: null, actualDeparture: null })).toEqual({
      arrival: 'arrival',
      departure: 'departure',
    });
    expect(stopTimeLabels({ actualArrival: arrived, actualDeparture: departed })).toEqual({
      arrival: 'arrived',
      departure: 'departed',
    });
  });

  it.each([
    [{ actualEta: 'a', plannedEta: 'b', appointmentEarly: 'c', estimatedArrival: 'd' }, 'a'],
    [{ actualEta: null, plannedEta: 'b', appointmentEarly: 'c', estimatedArrival: 'd' }, 'b'],
    [{ plannedEta: null, appointmentEarly: 'c', estimatedArrival: 'd' }, 'c'],
    [{ estimatedArrival: 'd' }, 'd'],
    [{}, null],
  ])('[D2-4.37] the ETA of %j is %s', (stop, eta) => {
    expect(etaOf(stop)).toBe(eta);
  });

  it.each([
    ['every stop departed', trip({ departed: 3 }), unmanaged, true],
    ['the last stop not departed', trip({ departed: 2 }), unmanaged, false],
    ['an invalid managed trailer-out left', trip({ departed: 3, trailerOut: { S1: 'TA1' } }), managed, false],
    ['an invalid managed trailer-in left', trip({ departed: 3, trailerIn: { S2: '' } }), managed, false],
    [
      'an over-long trailer from the source',
      trip({ departed: 3, trailerIn: { S2: 'X'.repeat(16) } }),
      unmanaged,
      false,
    ],
    ['valid managed trailers', trip({ departed: 3 }), managed, true],
  ])('[D2-4.38] a trip with %s is fully complete: %s', (_, stops, shipment, complete) => {
    expect(isTripFullyComplete(stops as TripStop[], shipment, config)).toBe(complete);
  });

  it('[D2-4.40] the response is passed on only to the stop it is for', () => {
    const response = { stopId: 'S2', actualEta: '2026-03-04T12:00:00-06:00' };
    expect(responseForNextStop({ stopId: 'S2' }, response)).toBe(response);
    expect(responseForNextStop({ stopId: 'S3' }, response)).toBeNull();
    expect(responseForNextStop(null, response)).toBeNull();
  });
});
