import { describe, expect, it } from 'vitest';
import type { SearchCriteria, SearchPlace } from './criteria';
import { criteria, dallas } from './search.fixtures';
import { fromSearchRequest, toSearchRequest } from './request';

describe('the search request', () => {
  it('[D1-3.04] a city on each side is sent flat, with its radius and the drop dates', () => {
    expect(toSearchRequest(criteria())).toEqual({
      originCity: 'Chicago',
      originState: 'IL',
      originCountry: 'USA',
      originPostalCode: '60601',
      originRadius: 100,
      pickUpStartDate: '2026-11-24T00:00:00-06:00',
      pickUpEndDate: '2026-11-26T23:55:00-06:00',
      destinationCity: 'Dallas',
      destinationState: 'TX',
      destinationStates: [],
      destinationCountry: 'USA',
      destinationPostalCode: null,
      destinationRadius: 100,
      dropStartDate: '2026-11-24T00:00:00-06:00',
      dropEndDate: '2026-12-02T23:55:00-06:00',
      trailerType: 'Dry Van',
    });
  });

  it('Anywhere sends no place, no radius and no drop dates', () => {
    const request = toSearchRequest(criteria({ destinationMode: 'anywhere', destination: dallas }));
    expect(request).toMatchObject({
      destinationCity: null,
      destinationCountry: null,
      destinationRadius: null,
      dropStartDate: null,
      dropEndDate: null,
    });
    // A place left behind in a side switched to Anywhere is not sent either.
    expect(toSearchRequest(criteria({ originMode: 'anywhere' })).originCity).toBeNull();
  });

  it('[D1-4.03] state mode sends the states and their country, without a radius', () => {
    expect(
      toSearchRequest(
        criteria({ destinationMode: 'states', destinationCountry: 'CAN', destinationStates: ['ON', 'QC'] }),
      ),
    ).toMatchObject({
      destinationCity: null,
      destinationStates: ['ON', 'QC'],
      destinationCountry: 'CAN',
      destinationRadius: null,
    });
  });

  it('[D1-4.03] a request reads back as the same criteria, whatever the modes', () => {
    const cases: SearchCriteria[] = [
      criteria(),
      criteria({ originRadius: 250, destinationRadius: 25, trailerType: 'Flatbed' }),
      criteria({ destinationMode: 'anywhere', destination: null, dropStartDate: null, dropEndDate: null }),
      criteria({
        destinationMode: 'states',
        destination: null,
        destinationStates: ['ON'],
        destinationCountry: 'CAN',
      }),
      criteria({ originMode: 'anywhere', origin: null }),
    ];
    for (const value of cases) {
      const back = fromSearchRequest(toSearchRequest(value));
      // The time zone of a place is not part of the request.
      const withoutZone = (place: SearchPlace | null) =>
        place ? { ...place, postalCode: place.postalCode ?? null, timeZone: undefined } : null;
      expect({
        ...back,
        origin: withoutZone(back.origin),
        destination: withoutZone(back.destination),
      }).toEqual({
        ...value,
        origin: withoutZone(value.origin),
        destination: withoutZone(value.destination),
      });
    }
  });

  it('[D1-4.02] [D1-9.05] a sparse request (a saved search) reads back with the defaults', () => {
    expect(fromSearchRequest({ originCity: ' Chicago ', originState: 'IL' })).toEqual({
      originMode: 'city',
      origin: { city: 'Chicago', state: 'IL', country: '', postalCode: null },
      originRadius: 100,
      destinationMode: 'anywhere',
      destination: null,
      destinationRadius: 100,
      destinationCountry: 'USA',
      destinationStates: [],
      pickUpStartDate: null,
      pickUpEndDate: null,
      dropStartDate: null,
      dropEndDate: null,
      trailerType: 'Dry Van',
    });
    expect(fromSearchRequest({ originCity: '  ' }).originMode).toBe('anywhere');
  });
});
