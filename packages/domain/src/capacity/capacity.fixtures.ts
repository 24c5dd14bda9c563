import { defaultConfig } from '../config';
import type { CapacityForm, CapacityPlace } from './capacity-form';

// The capacities the tests of capacity/ start from.

// 09:00 in Chicago (10:00 in New York) on Tuesday 24 November 2026.
export const now = new Date('2026-11-24T15:00:00Z');

export const config = defaultConfig;

export const chicago: CapacityPlace = {
  city: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60601',
  timeZone: 'America/Chicago',
  latitude: 41.8781,
  longitude: -87.6298,
};
export const dallas: CapacityPlace = {
  city: 'Dallas',
  state: 'TX',
  country: 'USA',
  timeZone: 'America/Chicago',
  latitude: 32.7767,
  longitude: -96.797,
};

/** A Truck from Chicago, today and tomorrow there at 09:00, to Anywhere, that breaks no rule. */
export function truck(patch: Partial<CapacityForm> = {}): CapacityForm {
  return {
    capacityType: 'TRUCK',
    trailerType: 'Dry Van',
    origin: chicago,
    originRadius: 100,
    pickUpFromDate: '2026-11-24',
    pickUpToDate: '2026-11-25',
    pickUpTime: '09:00',
    preferredDays: [],
    destinationMode: 'anywhere',
    destination: null,
    destinationRadius: 100,
    destinationCountry: 'USA',
    destinationStates: [],
    ...patch,
  };
}

/** A Lane from Chicago to Dallas on Mondays and Wednesdays, that breaks no rule. */
export function lane(patch: Partial<CapacityForm> = {}): CapacityForm {
  return truck({
    capacityType: 'LANE',
    trailerType: 'Refrigerated',
    pickUpFromDate: null,
    pickUpToDate: null,
    pickUpTime: '',
    preferredDays: ['Monday', 'Wednesday'],
    destinationMode: 'city',
    destination: dallas,
    ...patch,
  });
}
