import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { TripShipment, TripShipmentStop } from './api/trip-shipment-fields';
import {
  formatStopTime,
  formStartOf,
  handOverOf,
  pointerOf,
  toWallClockInput,
  toZonedIso,
} from './trip-view';

describe('stop times on the stop clock', () => {
  it('[D2-3.11] a typed time is written with the offset of the stop zone at that moment', () => {
    expect(toZonedIso('2026-01-10T08:05', 'America/Chicago')).toBe('2026-01-10T08:05:00-06:00');
    expect(toZonedIso('2026-07-10T08:05', 'America/Chicago')).toBe('2026-07-10T08:05:00-05:00');
    expect(toZonedIso('2026-07-10T08:05', 'America/Toronto')).toBe('2026-07-10T08:05:00-04:00');
    expect(toZonedIso('', 'America/Chicago')).toBeNull();
  });

  it('[D2-9.07] a recorded time reads on the stop clock, whatever zone it was written in', () => {
    expect(toWallClockInput('2026-01-10T14:05:00Z', 'America/Chicago')).toBe('2026-01-10T08:05');
    expect(formatStopTime('2026-01-10T14:05:00Z', 'America/Chicago', 'en-US')).toBe(
      'Jan 10, 2026, 8:05 AM CST',
    );
    expect(formatStopTime(null, 'America/Chicago', 'en-US')).toBeNull();
  });
});

describe('the pointer of a stop', () => {
  it('[D2-2.07] the first stop is the origin, the last the destination, the others intermediate', () => {
    expect([0, 1, 2].map((index) => pointerOf(index, 3))).toEqual(['origin', 'intermediate', 'destination']);
  });
});

describe('the hand-over of a saved update', () => {
  const activities: TripShipmentStop['activities'] = [];
  const stop = (stopId: string, sequenceNo: number, departed: boolean) =>
    ({
      stopId,
      sequenceNo,
      stopType: sequenceNo === 1 ? 'P' : 'D',
      actualArrival: departed ? '2026-01-10T08:00:00-06:00' : null,
      actualDeparture: departed ? '2026-01-10T09:00:00-06:00' : null,
      activities,
    }) as TripShipmentStop;
  const shipmentOf = (version: number, p1Departed: boolean) =>
    ({
      version,
      managedEquipment: false,
      stops: [stop('P1', 1, p1Departed), stop('D2', 2, false)],
    }) as TripShipment;

  it('[D2-4.40] is kept when the stop it is for is still the open one, and cleared when the trip moved on', () => {
    const current = shipmentOf(3, false);
    const kept = handOverOf(
      { stopId: 'P1', shipment: shipmentOf(4, false), providerEquipment: true },
      current,
      defaultConfig,
    );
    expect(kept).toMatchObject({ stopId: 'P1', version: 4, providerEquipment: true });
    expect(
      handOverOf(
        { stopId: 'P1', shipment: shipmentOf(4, true), providerEquipment: true },
        current,
        defaultConfig,
      ),
    ).toBeNull();
  });

  it('[D2-4.40] a form starts from the hand-over only for its stop, and not over a newer read', () => {
    const handover = handOverOf(
      { stopId: 'P1', shipment: shipmentOf(4, false), providerEquipment: false },
      shipmentOf(3, false),
      defaultConfig,
    );
    const listed = stop('P1', 1, false);
    expect(formStartOf(listed, handover, 3)).toEqual({ stop: handover!.stop, equipmentAnswer: false });
    expect(formStartOf(listed, handover, 5)).toEqual({ stop: listed, equipmentAnswer: false });
    expect(formStartOf(stop('D2', 2, false), handover, 3)).toEqual({
      stop: stop('D2', 2, false),
      equipmentAnswer: null,
    });
  });
});
