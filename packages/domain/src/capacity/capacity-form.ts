import type { AppConfig } from '../config';
import type { SearchPlace } from '../search/criteria';
import { localDateOf, wallTimeOf } from '../zoned-dates';
import type { Weekday } from './weekdays';

// The Add/Edit capacity form (D3-2.55 to D3-2.62, D3-4.41, D3-4.43): what it holds, its defaults and
// how its edits change it. The rules are in capacity-rules.ts; the payload it sends in
// capacity-request.ts.

export const capacityTypes = ['TRUCK', 'LANE'] as const;
/** Truck: spot capacity available on dates; Lane: a frequently desired origin to destination on days. */
export type CapacityType = (typeof capacityTypes)[number];

export function isCapacityType(value: unknown): value is CapacityType {
  return typeof value === 'string' && (capacityTypes as readonly string[]).includes(value);
}

/** The list's segments (D3-2.52): every capacity, the trucks or the lanes. */
export const capacitySegments = ['ALL', ...capacityTypes] as const;
export type CapacitySegment = (typeof capacitySegments)[number];

export function isCapacitySegment(value: unknown): value is CapacitySegment {
  return typeof value === 'string' && (capacitySegments as readonly string[]).includes(value);
}

/**
 * A city chosen among the typeahead's suggestions, with its coordinates (D3-5.17); typed text that
 * was never chosen has no state and no coordinates.
 */
export type CapacityPlace = SearchPlace & { latitude?: number | null; longitude?: number | null };

/** Anywhere (Truck only), a city with its radius, or 1 to 3 states of one country (D3-2.60). */
export type CapacityDestinationMode = 'anywhere' | 'city' | 'states';

export type CapacityForm = {
  capacityType: CapacityType;
  trailerType: string;
  origin: CapacityPlace | null;
  originRadius: number;
  /** Truck: the first and last day of availability (YYYY-MM-DD, in the origin's zone). */
  pickUpFromDate: string | null;
  pickUpToDate: string | null;
  /**
   * Truck: the time of day of both ends (HH:mm): the dates keep their days while the time comes from
   * the pick-up start (D3-5.18). Empty for a new Truck: the pick-up starts when it is saved, at that
   * moment's time at the origin (availabilityOf).
   */
  pickUpTime: string;
  /** Lane: the days of the week it runs (D3-2.59). */
  preferredDays: Weekday[];
  destinationMode: CapacityDestinationMode;
  destination: CapacityPlace | null;
  destinationRadius: number;
  destinationCountry: string;
  destinationStates: string[];
};

export type CapacityConfig = Pick<AppConfig, 'search' | 'capacity' | 'app'>;

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD, `days` after a calendar date. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The time of day of a moment in a zone, down to the time pickers' step (HH:mm). */
export function pickUpTimeAt(now: Date, timeZone: string, stepMinutes: number): string {
  const wall = wallTimeOf(now, timeZone);
  const step = Math.max(1, stepMinutes);
  return `${pad(wall.hour)}:${pad(Math.floor(wall.minute / step) * step)}`;
}

/**
 * A new form (D3-4.43, D3-5.18, D3-5.23): Truck, the configured first trailer type, no origin, radii of
 * 100 miles, from today to tomorrow where the user is (`timeZone`), from the moment it is saved,
 * destination Anywhere. Clear makes the same form again.
 */
export function newCapacityForm(context: {
  now: Date;
  timeZone: string;
  config: CapacityConfig;
}): CapacityForm {
  const { now, timeZone, config } = context;
  const today = localDateOf(now.getTime(), timeZone);
  return {
    capacityType: 'TRUCK',
    trailerType: config.capacity.trailerTypes[0] ?? config.search.defaultTrailerType,
    origin: null,
    originRadius: config.search.radiusDefaultMiles,
    pickUpFromDate: today,
    pickUpToDate: addDays(today, 1),
    pickUpTime: '',
    preferredDays: [],
    destinationMode: 'anywhere',
    destination: null,
    destinationRadius: config.search.radiusDefaultMiles,
    destinationCountry: config.search.defaultCountry,
    destinationStates: [],
  };
}

/**
 * Switching between Truck and Lane swaps the dates for the days (D3-4.41). A Lane has no Anywhere
 * (D3-5.20): switching to Lane from Anywhere leaves a city to choose.
 */
export function setCapacityType(form: CapacityForm, capacityType: CapacityType): Partial<CapacityForm> {
  if (capacityType === 'LANE' && form.destinationMode === 'anywhere')
    return { capacityType, destinationMode: 'city', destination: null };
  return { capacityType };
}

/** Anywhere, city or states (D3-2.60): a new mode starts with nothing chosen on that side. */
export function setCapacityDestinationMode(mode: CapacityDestinationMode): Partial<CapacityForm> {
  return { destinationMode: mode, destination: null, destinationStates: [] };
}

/** Whether the destination may be Anywhere: Trucks only (D3-2.60, D3-5.20). */
export function mayBeAnywhere(capacityType: CapacityType): boolean {
  return capacityType === 'TRUCK';
}
