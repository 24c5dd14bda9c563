import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { validateSearchCriteria } from '../search/validation';
import { dispatcher, leased } from './my-loads.fixtures';
import { reloadSearchCriteria, type ReloadStop } from './reload-search';

describe('the reload search', () => {
  const stops: ReloadStop[] = [
    {
      sequence: 2,
      city: 'Dallas',
      state: 'TX',
      country: 'USA',
      postalCode: '75201',
      timeZone: 'America/Chicago',
      appointmentFrom: '2030-03-05T14:00:00-06:00',
    },
    {
      sequence: 1,
      city: 'Chicago',
      state: 'IL',
      country: 'USA',
      postalCode: '60632',
      timeZone: 'America/Chicago',
      appointmentFrom: '2030-03-04T08:00:00-06:00',
    },
  ];
  const now = new Date('2030-03-01T12:00:00Z');

  it('[D2-2.36] [D2-4.46] starts from the delivery stop, Anywhere, 100 miles, the trailer and the appointment day', () => {
    const criteria = reloadSearchCriteria(
      { transportMode: 'Refrigerated', stops },
      dispatcher,
      now,
      defaultConfig,
    );
    expect(criteria).toEqual({
      originMode: 'city',
      origin: {
        city: 'Dallas',
        state: 'TX',
        country: 'USA',
        postalCode: '75201',
        timeZone: 'America/Chicago',
      },
      originRadius: 100,
      destinationMode: 'anywhere',
      destination: null,
      destinationRadius: 100,
      destinationCountry: 'USA',
      destinationStates: [],
      pickUpStartDate: '2030-03-05T00:00:00-06:00',
      pickUpEndDate: '2030-03-07T23:55:00-06:00',
      dropStartDate: '2030-03-05T00:00:00-06:00',
      dropEndDate: '2030-03-13T23:55:00-06:00',
      trailerType: 'Refrigerated',
    });
    expect(validateSearchCriteria(criteria!, { now })).toEqual({});
  });

  it('[D2-4.46] an unknown transport mode searches the default trailer; a past appointment searches from today', () => {
    const later = new Date('2030-03-09T18:00:00Z');
    const criteria = reloadSearchCriteria({ transportMode: 'Van 53', stops }, leased, later, defaultConfig)!;
    expect(criteria.trailerType).toBe('Dry Van');
    expect(criteria.pickUpStartDate).toBe('2030-03-09T00:00:00-06:00');
    expect(validateSearchCriteria(criteria, { now: later })).toEqual({});
    expect(
      reloadSearchCriteria({ transportMode: 'Dry Van', stops: [] }, leased, later, defaultConfig),
    ).toBeNull();
  });
});
