import type { AppConfig } from '@freight/domain/config';
import { openStopOf, responseForNextStop, type TripStop } from '@freight/domain/trip/stop-progress';
import { stopTimeZone, type UpdatableStop } from '@freight/domain/trip/stop-update-rules';
import { formatInZone, instantOfWallTime, wallTimeOf } from '@freight/domain/zoned-dates';
import type { TripShipment, TripShipmentStop } from './api/trip-shipment-fields';

// How the trip screen reads the shipment: its stops in the domain's terms, which of them it shows,
// and the stop times written and read in each stop's own zone (decision 027).

/**
 * D2-2.26: NFR stops are hidden for non-carrier loads. Our reading: a carrier load is one of the
 * asset-based source system (ASL), whose carrier runs its own trucks and non-revenue moves; every
 * other source's loads are brokered. The rules of stop-progress still count a hidden stop.
 */
export function isCarrierLoad(shipment: Pick<TripShipment, 'sourceSystem'>): boolean {
  return shipment.sourceSystem === 'ASL';
}

/** The stops the screen lists, by sequence (D2-2.07). */
export function shownStops(shipment: TripShipment): TripShipmentStop[] {
  return [...shipment.stops]
    .filter((stop) => stop.stopType !== 'NFR' || isCarrierLoad(shipment))
    .sort((a, b) => a.sequenceNo - b.sequenceNo);
}

/** A stop as the domain's trip rules read it (appointment early and late: the window's ends). */
export function toUpdatableStop(stop: TripShipmentStop): UpdatableStop & TripStop {
  return {
    stopId: stop.stopId,
    sequenceNo: stop.sequenceNo,
    stopType: stop.stopType,
    timeZone: stop.timeZone,
    actualArrival: stop.actualArrival,
    actualDeparture: stop.actualDeparture,
    actualEta: stop.actualEta,
    plannedEta: stop.plannedEta,
    appointmentEarly: stop.appointmentFrom,
    appointmentLate: stop.appointmentTo,
    estimatedArrival: stop.estimatedArrival,
    plannedArrival: stop.plannedArrival,
    lateArrivalReason: stop.lateArrivalReason,
    activities: stop.activities.map((activity) => ({
      execActivity: activity.execActivity,
      equipmentId: activity.equipmentId,
    })),
  };
}

/** The pointer icon of a stop (D2-2.07): the first is the origin, the last the destination. */
export type StopPointer = 'origin' | 'intermediate' | 'destination';
export function pointerOf(index: number, count: number): StopPointer {
  if (index === 0) return 'origin';
  return index === count - 1 ? 'destination' : 'intermediate';
}

/** A stop's zone (D2-9.07: one that is not an IANA zone reads as the trip's default). */
export function zoneOfStop(stop: Pick<TripShipmentStop, 'timeZone'>, config: Pick<AppConfig, 'app'>): string {
  return stopTimeZone(stop, config);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of a datetime-local input for a moment, as the clock of `timeZone` reads it. */
export function toWallClockInput(value: string | number | null | undefined, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '';
  const moment = new Date(typeof value === 'number' ? value : Date.parse(value));
  if (Number.isNaN(moment.getTime())) return '';
  const wall = wallTimeOf(moment, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The moment a datetime-local input's value is in `timeZone`, or null for an empty or broken value. */
export function fromWallClockInput(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return instantOfWallTime({ year, month, day, hour, minute }, timeZone);
}

/** A datetime-local input's value as ISO 8601 with the zone's offset (D2-3.11), or null. */
export function toZonedIso(text: string, timeZone: string): string | null {
  const moment = fromWallClockInput(text, timeZone);
  return moment ? formatInZone(moment, timeZone) : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A stop time as the stop's clock reads it, with its zone's name: "Nov 24, 2026, 8:00 AM CST". */
export function formatStopTime(
  value: string | null | undefined,
  timeZone: string,
  locale: string,
): string | null {
  if (!value) return null;
  const moment = Date.parse(value);
  if (Number.isNaN(moment)) return null;
  const key = `${locale}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(moment).replace(/[\u202f\u2009\u00a0]/g, ' ');
}

/** A stop's recorded trailer of one activity, and its chassis. */
export function trailerOf(stop: TripShipmentStop, activity: 'TRAILER_IN' | 'TRAILER_OUT') {
  return stop.activities.find((known) => known.execActivity === activity) ?? null;
}

/**
 * D2-4.40: what a saved update hands over to the next form: the stop it was for as the server answered
 * it, on that answer's version, with the equipment answer the update carried.
 */
export type StopHandover = {
  stopId: string;
  stop: TripShipmentStop;
  version: number;
  providerEquipment: boolean | null;
};

/**
 * The hand-over after a successful update of `stopId` (D2-4.40): kept when the stop open next (on the
 * shipment the server answered, else the one the screen has) is that stop, cleared (null) otherwise.
 */
export function handOverOf(
  saved: { stopId: string; shipment: TripShipment | null; providerEquipment: boolean | null },
  current: TripShipment,
  config: Pick<AppConfig, 'trip'>,
): StopHandover | null {
  const after = saved.shipment ?? current;
  const stop = after.stops.find((known) => known.stopId === saved.stopId);
  if (!stop) return null;
  const next = openStopOf(after.stops.map(toUpdatableStop), after, config.trip);
  return responseForNextStop(next, {
    stopId: saved.stopId,
    stop,
    version: after.version,
    providerEquipment: saved.providerEquipment,
  });
}

/**
 * What the form of `stop` starts from: the handed-over stop when the hand-over is for it and no newer
 * read of the shipment has come since, else the stop as the screen lists it; and the equipment answer.
 */
export function formStartOf(
  stop: TripShipmentStop,
  handover: StopHandover | null,
  currentVersion: number,
): { stop: TripShipmentStop; equipmentAnswer: boolean | null } {
  const handed = responseForNextStop(stop, handover);
  if (!handed) return { stop, equipmentAnswer: null };
  return {
    stop: handed.version >= currentVersion ? handed.stop : stop,
    equipmentAnswer: handed.providerEquipment,
  };
}
