import type { CapacityItem } from './api/capacity-fields';
import type { CapacityPage } from './api/get-carrier-capacity-with-load-count';

// Capacities as the API answers them, for the tests to change one field at a time.

/** A Truck of Dry Van from Chicago (100 mi), 24 to 26 November 2026 at 09:00 there, to Anywhere; 3 loads. */
export function makeCapacity(overrides: Partial<CapacityItem> = {}): CapacityItem {
  return {
    capacityId: 'cap-1',
    capacityType: 'TRUCK',
    trailerType: 'Dry Van',
    origin: {
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      postalCode: '60601',
      latitude: 41.88,
      longitude: -87.63,
      radius: 100,
      timeZone: 'America/Chicago',
    },
    destination: {
      city: null,
      state: null,
      country: null,
      postalCode: null,
      latitude: null,
      longitude: null,
      radius: null,
    },
    destinationStates: [],
    destinationCountry: null,
    pickUpFromDate: '2026-11-24T09:00:00-06:00',
    pickUpToDate: '2026-11-26T09:00:00-06:00',
    preferredDays: [],
    lastUpdatedDateTime: '2026-11-23T15:30:00.000Z',
    lastUpdatedBy: 'Dana Reyes',
    lastUpdatedByEmail: 'dana@carrier.test',
    lastUpdatedByPhoneNumber: '312-555-0199',
    loadCount: 3,
    loadCountCapped: false,
    ...overrides,
  };
}

/** A Lane of Refrigerated from Chicago to Dallas (100 mi) on Mondays and Wednesdays; no load. */
export function makeLane(overrides: Partial<CapacityItem> = {}): CapacityItem {
  return makeCapacity({
    capacityId: 'lane-1',
    capacityType: 'LANE',
    trailerType: 'Refrigerated',
    destination: {
      city: 'Dallas',
      state: 'TX',
      country: 'USA',
      postalCode: null,
      latitude: 32.78,
      longitude: -96.8,
      radius: 100,
    },
    destinationCountry: 'USA',
    pickUpFromDate: null,
    pickUpToDate: null,
    preferredDays: ['Monday', 'Wednesday'],
    loadCount: 0,
    loadCountCapped: false,
    ...overrides,
  });
}

export function makeCapacityPage(capacity: CapacityItem[], totalRecords = capacity.length): CapacityPage {
  return { capacity, totalRecords, totalPages: Math.ceil(totalRecords / 10) };
}
