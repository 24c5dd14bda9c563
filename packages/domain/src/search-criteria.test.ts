import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from './config';
import type { Role } from './roles';
import {
  availableSortColumns,
  canDecreaseRadius,
  canIncreaseRadius,
  defaultDates,
  defaultSearchCriteria,
  defaultSortDirection,
  editSearchForm,
  effectiveTrailerType,
  fromSearchRequest,
  hasIssues,
  hasMorePages,
  isRadiusEnabled,
  isSortColumn,
  isValidRadius,
  radiusOptions,
  searchCriteriaKey,
  setDestinationMode,
  setOriginAnywhere,
  showMoreCount,
  sortColumns,
  stepRadius,
  toSearchRequest,
  validateSearchCriteria,
  type SearchConfig,
  type SearchCriteria,
  type SearchFormState,
  type SearchPlace,
} from './search-criteria';

const dispatcher: Role[] = ['carrierDispatcher'];
const guestOnly: Role[] = ['carrierGuest'];

// 09:00 in Chicago on Tuesday 24 November 2026.
const now = new Date('2026-11-24T15:00:00Z');
const nowText = '2026-11-24T09:00:00-06:00';

const chicago: SearchPlace = {
  city: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60601',
  timeZone: 'America/Chicago',
};
const dallas: SearchPlace = { city: 'Dallas', state: 'TX', country: 'USA', timeZone: 'America/Chicago' };

/** A search Chicago -> Dallas that breaks no rule; each test changes what it checks. */
function criteria(patch: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    ...defaultSearchCriteria(nowText, dispatcher),
    originMode: 'city',
    origin: chicago,
    destinationMode: 'city',
    destination: dallas,
    ...patch,
  };
}

const validate = (value: SearchCriteria, config?: SearchConfig) =>
  validateSearchCriteria(value, { now, ...(config ? { config } : {}) });

const withSearch = (search: Partial<SearchConfig['search']>): SearchConfig => ({
  ...defaultConfig,
  search: { ...defaultConfig.search, ...search },
});

describe('radius', () => {
  it('[D1-4.02] [D1-9.04] the slider offers 25 to 250 miles in steps of 25', () => {
    expect(radiusOptions()).toEqual([25, 50, 75, 100, 125, 150, 175, 200, 225, 250]);
    expect(isValidRadius(100)).toBe(true);
    expect(isValidRadius(110)).toBe(false);
    expect(isValidRadius(0)).toBe(false);
    expect(isValidRadius(275)).toBe(false);
    expect(
      radiusOptions(withSearch({ radiusMinMiles: 50, radiusMaxMiles: 150, radiusStepMiles: 50 })),
    ).toEqual([50, 100, 150]);
  });

  it('[D1-4.02] the radius is enabled only for a specific city', () => {
    expect(isRadiusEnabled('city')).toBe(true);
    expect(isRadiusEnabled('anywhere')).toBe(false);
    expect(isRadiusEnabled('states')).toBe(false);
  });

  it('[D1-5.08] plus is disabled at 250 and minus at 25', () => {
    expect(canIncreaseRadius(225)).toBe(true);
    expect(canIncreaseRadius(250)).toBe(false);
    expect(canDecreaseRadius(50)).toBe(true);
    expect(canDecreaseRadius(25)).toBe(false);
  });

  it('[D1-5.08] the buttons move one step and never leave the bounds', () => {
    expect(stepRadius(100, 1)).toBe(125);
    expect(stepRadius(100, -1)).toBe(75);
    expect(stepRadius(250, 1)).toBe(250);
    expect(stepRadius(25, -1)).toBe(25);
    fc.assert(
      fc.property(
        fc.constantFrom(...radiusOptions()),
        fc.constantFrom(1 as const, -1 as const),
        (miles, step) => {
          expect(isValidRadius(stepRadius(miles, step))).toBe(true);
        },
      ),
    );
  });
});

describe('defaults', () => {
  it('[D1-4.01] [D1-4.02] [D1-9.04] [D1-9.05] a new search: Anywhere both sides, 100 miles, USA, Dry Van', () => {
    const fresh = defaultSearchCriteria(nowText, dispatcher);
    expect(fresh).toMatchObject({
      originMode: 'anywhere',
      origin: null,
      originRadius: 100,
      destinationMode: 'anywhere',
      destination: null,
      destinationRadius: 100,
      destinationCountry: 'USA',
      destinationStates: [],
      trailerType: 'Dry Van',
    });
  });

  it('[D1-5.07] [D1-9.05] pick-up ends 2 days after today, drop 8 days, both from the start of today', () => {
    expect(defaultSearchCriteria(nowText, dispatcher)).toMatchObject({
      pickUpStartDate: '2026-11-24T00:00:00-06:00',
      pickUpEndDate: '2026-11-26T23:55:00-06:00',
      dropStartDate: '2026-11-24T00:00:00-06:00',
      dropEndDate: '2026-12-02T23:55:00-06:00',
    });
  });

  it('[D1-5.07] both offsets are configurable (the search-screen defaults)', () => {
    const config = withSearch({ originDateDefaultOffsetDays: 1, destinationDateDefaultOffsetDays: 3 });
    expect(defaultDates('2026-11-30T14:10:00+01:00', config)).toEqual({
      pickUpStartDate: '2026-11-30T00:00:00+01:00',
      pickUpEndDate: '2026-12-01T23:55:00+01:00',
      dropStartDate: '2026-11-30T00:00:00+01:00',
      dropEndDate: '2026-12-03T23:55:00+01:00',
    });
  });

  it('[D1-4.06] a guest-only user always searches the default trailer type', () => {
    expect(effectiveTrailerType(guestOnly, 'Flatbed')).toBe('Dry Van');
    expect(effectiveTrailerType(['carrierGuest', 'carrierDispatcher'], 'Flatbed')).toBe('Flatbed');
    expect(effectiveTrailerType(dispatcher, 'Flatbed')).toBe('Flatbed');
    expect(
      effectiveTrailerType(guestOnly, 'Flatbed', withSearch({ defaultTrailerType: 'Refrigerated' })),
    ).toBe('Refrigerated');
    expect(defaultSearchCriteria(nowText, guestOnly).trailerType).toBe('Dry Van');
  });
});

describe('editing the form', () => {
  const saved: SearchFormState = { criteria: criteria(), favorite: true, criteriaId: 'saved-1' };

  it('[D1-4.04] any edit clears the favourite flag and the criteria id', () => {
    const edited = editSearchForm(saved, { originRadius: 150 });
    expect(edited).toEqual({
      criteria: { ...saved.criteria, originRadius: 150 },
      favorite: false,
      criteriaId: null,
    });
    expect(editSearchForm(saved, {})).toMatchObject({ favorite: false, criteriaId: null });
    // The edit returns a new state: the saved one is left as it was.
    expect(saved).toMatchObject({ favorite: true, criteriaId: 'saved-1' });
  });

  it('[D1-4.01] the Anywhere checkbox sets or clears the origin', () => {
    expect(setOriginAnywhere(criteria(), true)).toEqual({ originMode: 'anywhere', origin: null });
    expect(setOriginAnywhere(criteria({ originMode: 'anywhere', origin: null }), false)).toEqual({
      originMode: 'city',
      origin: null,
    });
  });

  it('[D1-4.01] [D1-4.03] switching the destination mode starts that mode empty', () => {
    for (const mode of ['anywhere', 'city', 'states'] as const) {
      expect(setDestinationMode(mode)).toEqual({
        destinationMode: mode,
        destination: null,
        destinationStates: [],
      });
    }
  });
});

describe('validation', () => {
  it('[D1-5.01] a complete search breaks no rule', () => {
    const issues = validate(criteria());
    expect(issues).toEqual({});
    expect(hasIssues(issues)).toBe(false);
    expect(hasIssues({ origin: 'originMissing' })).toBe(true);
  });

  it('[D1-5.02] an empty origin or destination city is refused', () => {
    expect(validate(criteria({ origin: null }))).toEqual({ origin: 'originMissing' });
    expect(validate(criteria({ destination: null }))).toEqual({ destination: 'destinationMissing' });
  });

  it('[D1-5.02] [D1-5.05] Anywhere on both sides needs a city or a state', () => {
    expect(
      validate(
        criteria({ originMode: 'anywhere', origin: null, destinationMode: 'anywhere', destination: null }),
      ),
    ).toEqual({ origin: 'locationMissing' });
  });

  it('[D1-5.02] one side Anywhere is enough when the other is a city', () => {
    expect(validate(criteria({ destinationMode: 'anywhere', destination: null }))).toEqual({});
    expect(validate(criteria({ originMode: 'anywhere', origin: null }))).toEqual({});
  });

  it('[D1-5.05] state mode with the origin Anywhere asks for an origin', () => {
    const states = { destinationMode: 'states' as const, destination: null, destinationStates: ['TX'] };
    expect(validate(criteria({ ...states, originMode: 'anywhere', origin: null }))).toEqual({
      origin: 'originMissingForStates',
    });
    expect(validate(criteria(states))).toEqual({});
  });

  it('[D1-4.03] [D1-5.06] [D1-9.04] state mode takes 1 to 3 states of the chosen country', () => {
    const states = (list: string[], country = 'USA') =>
      validate(
        criteria({
          destinationMode: 'states',
          destination: null,
          destinationStates: list,
          destinationCountry: country,
        }),
      );
    expect(states([])).toEqual({ destinationStates: 'statesMissing' });
    expect(states(['TX'])).toEqual({});
    expect(states(['TX', 'OK', 'AR'])).toEqual({});
    expect(states(['TX', 'OK', 'AR', 'LA'])).toEqual({ destinationStates: 'tooManyStates' });
    expect(states(['ON', 'QC'], 'CAN')).toEqual({});
    expect(states(['ON'], 'USA')).toEqual({ destinationStates: 'unknownState' });
    expect(states(['TX'], 'MEX')).toEqual({ destinationStates: 'unknownState' });
  });

  it('[D1-5.06] [D1-5.09] a city not chosen among the suggestions is refused', () => {
    // What the form keeps when text was typed but no suggestion chosen: no state, no country.
    const typed: SearchPlace = { city: 'Chicag', state: '', country: '' };
    expect(validate(criteria({ origin: typed }))).toEqual({ origin: 'cityInvalid' });
    expect(validate(criteria({ destination: { ...dallas, state: 'ZZ' } }))).toEqual({
      destination: 'cityInvalid',
    });
    expect(validate(criteria({ destination: { ...dallas, city: '   ' } }))).toEqual({
      destination: 'cityInvalid',
    });
  });

  it('[D1-5.09] a chosen place keeps its real name, punctuation included', () => {
    // The typeahead filters what is typed, not the names it suggests: St. Louis, Winston-Salem, St. John's.
    const stLouis: SearchPlace = { city: 'St. Louis', state: 'MO', country: 'USA' };
    const stJohns: SearchPlace = { city: "St. John's", state: 'NL', country: 'CAN' };
    expect(validate(criteria({ origin: stLouis, destination: stJohns }))).toEqual({});
    expect(validate(criteria({ origin: { city: 'Winston-Salem', state: 'NC', country: 'USA' } }))).toEqual(
      {},
    );
  });

  it('[D1-5.08] a radius off the slider is refused', () => {
    expect(validate(criteria({ originRadius: 110 }))).toEqual({ originRadius: 'radiusInvalid' });
    expect(validate(criteria({ destinationRadius: 300 }))).toEqual({ destinationRadius: 'radiusInvalid' });
    // An Anywhere side has no radius to check.
    expect(
      validate(criteria({ destinationMode: 'anywhere', destination: null, destinationRadius: 3 })),
    ).toEqual({});
  });

  it('[D1-5.06] missing or malformed pick-up dates are refused', () => {
    expect(validate(criteria({ pickUpStartDate: null }))).toMatchObject({ pickUpDates: 'pickupDateInvalid' });
    expect(validate(criteria({ pickUpEndDate: '2026-11-26' }))).toMatchObject({
      pickUpDates: 'pickupDateInvalid',
    });
  });

  it('[D1-5.07] the pick-up start may not precede today in the origin place', () => {
    expect(validate(criteria({ pickUpStartDate: '2026-11-23T23:00:00-06:00' }))).toEqual({
      pickUpDates: 'pickupDateInvalid',
    });
    // The day picked counts as written: midnight of the 24th picked in Paris is still the 23rd in
    // Chicago as an instant, but the 24th is today in Chicago, so it is accepted.
    const pickedInParis = { pickUpStartDate: '2026-11-24T00:00:00+01:00' };
    expect(validate(criteria(pickedInParis))).toEqual({});
    // The place's zone says what today is: in Tokyo it is already the 25th.
    const tokyo: SearchPlace = { ...chicago, timeZone: 'Asia/Tokyo' };
    expect(validate(criteria({ pickUpStartDate: '2026-11-24T20:00:00-06:00', origin: tokyo }))).toEqual({
      pickUpDates: 'pickupDateInvalid',
    });
  });

  it('[D1-5.07] without an origin place the default zone decides what today is', () => {
    const anywhere = { originMode: 'anywhere' as const, origin: null, destinationMode: 'anywhere' as const };
    // 23:30 on the 23rd in New York is before today there (the 24th from 05:00 UTC).
    expect(
      validate(criteria({ ...anywhere, destination: null, pickUpStartDate: '2026-11-23T23:30:00-05:00' })),
    ).toEqual({
      origin: 'locationMissing',
      pickUpDates: 'pickupDateInvalid',
    });
    // 14:00 UTC on the 24th: today in New York, but yesterday in Tokyo, where it is already the 25th.
    const start = { ...anywhere, pickUpStartDate: '2026-11-24T23:00:00+09:00' };
    const tokyoDefault = { ...defaultConfig, app: { ...defaultConfig.app, defaultTimeZone: 'Asia/Tokyo' } };
    expect(validate(criteria(start)).pickUpDates).toBeUndefined();
    expect(validate(criteria(start), tokyoDefault).pickUpDates).toBe('pickupDateInvalid');
  });

  it('[D1-5.07] a pick-up range that ends before it begins is refused', () => {
    expect(
      validate(
        criteria({
          pickUpStartDate: '2026-11-26T00:00:00-06:00',
          pickUpEndDate: '2026-11-25T23:55:00-06:00',
          dropStartDate: '2026-11-26T00:00:00-06:00',
        }),
      ),
    ).toEqual({ pickUpDates: 'pickupRangeReversed' });
  });

  it('[D1-5.03] with a destination, both drop dates are required', () => {
    expect(validate(criteria({ dropStartDate: null }))).toEqual({ dropDates: 'dropDateInvalid' });
    expect(validate(criteria({ dropEndDate: 'next week' }))).toEqual({ dropDates: 'dropDateInvalid' });
    expect(
      validate(
        criteria({
          destinationMode: 'states',
          destination: null,
          destinationStates: ['TX'],
          dropEndDate: null,
        }),
      ),
    ).toEqual({ dropDates: 'dropDateInvalid' });
  });

  it('[D1-5.03] with the destination Anywhere, drop dates are not asked for', () => {
    expect(
      validate(
        criteria({
          destinationMode: 'anywhere',
          destination: null,
          dropStartDate: null,
          dropEndDate: 'nonsense',
        }),
      ),
    ).toEqual({});
  });

  it('[D1-5.04] a reversed drop range is "Please provide correct delivery date"', () => {
    expect(
      validate(
        criteria({ dropStartDate: '2026-11-30T00:00:00-06:00', dropEndDate: '2026-11-29T00:00:00-06:00' }),
      ),
    ).toEqual({ dropDates: 'dropDateInvalid' });
  });

  it('[D1-5.04] delivery range cannot begin before the pick-up range', () => {
    expect(
      validate(
        criteria({
          pickUpStartDate: '2026-11-25T00:00:00-06:00',
          dropStartDate: '2026-11-24T12:00:00-06:00',
        }),
      ),
    ).toEqual({ dropDates: 'dropStartsBeforePickup' });
  });

  it('[D1-5.04] delivery range cannot end before the pick-up range', () => {
    expect(
      validate(
        criteria({ pickUpEndDate: '2026-12-05T23:55:00-06:00', dropEndDate: '2026-12-04T23:55:00-06:00' }),
      ),
    ).toEqual({ dropDates: 'dropEndsBeforePickup' });
  });

  it('[D1-5.04] compares moments, not the text: the same instant in two offsets is not earlier', () => {
    expect(
      validate(
        criteria({
          pickUpStartDate: '2026-11-25T06:00:00-06:00',
          dropStartDate: '2026-11-25T07:00:00-05:00',
        }),
      ),
    ).toEqual({});
  });

  it('[D1-5.04] a wrong pick-up range is reported once, not again on the drop dates', () => {
    expect(validate(criteria({ pickUpStartDate: null, dropStartDate: '2026-11-24T00:00:00-06:00' }))).toEqual(
      {
        pickUpDates: 'pickupDateInvalid',
      },
    );
  });

  it('[D1-4.06] [D1-9.05] the trailer type must be one of the list', () => {
    expect(validate(criteria({ trailerType: 'Spaceship' }))).toEqual({ trailerType: 'trailerTypeInvalid' });
    expect(validate(criteria({ trailerType: 'Flatbed' }))).toEqual({});
  });

  it('[D1-5.02] [D1-5.06] every broken rule is reported, each on its own field', () => {
    expect(
      validate(
        criteria({
          origin: null,
          destinationMode: 'states',
          destination: null,
          destinationStates: [],
          pickUpStartDate: null,
          trailerType: '',
        }),
      ),
    ).toEqual({
      origin: 'originMissing',
      destinationStates: 'statesMissing',
      pickUpDates: 'pickupDateInvalid',
      trailerType: 'trailerTypeInvalid',
    });
  });
});

describe('sorting and paging', () => {
  it('[D1-9.03] the sort columns are pick-up date, distance, price and the two deadheads', () => {
    expect(sortColumns).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
      'originDeadHead',
      'destinationDeadHead',
    ]);
    expect(isSortColumn('price')).toBe(true);
    expect(isSortColumn('Price')).toBe(false);
    expect(isSortColumn(3)).toBe(false);
  });

  it('[D1-9.03] a deadhead sort exists only for a side set to a city', () => {
    expect(availableSortColumns({ originMode: 'anywhere', destinationMode: 'anywhere' })).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
    ]);
    expect(availableSortColumns({ originMode: 'city', destinationMode: 'states' })).toEqual([
      'pickUpStartDate',
      'total_distance',
      'price',
      'originDeadHead',
    ]);
    expect(availableSortColumns({ originMode: 'anywhere', destinationMode: 'city' })).toContain(
      'destinationDeadHead',
    );
    expect(availableSortColumns({ originMode: 'city', destinationMode: 'city' })).toEqual([...sortColumns]);
  });

  it('[D1-9.03] every column sorts ascending by default except price, the other way round', () => {
    expect(defaultSortDirection('pickUpStartDate')).toBe('ASC');
    expect(defaultSortDirection('total_distance')).toBe('ASC');
    expect(defaultSortDirection('price')).toBe('DESC');
    const descending = withSearch({ defaultSortDirection: 'DESC' });
    expect(defaultSortDirection('originDeadHead', descending)).toBe('DESC');
    expect(defaultSortDirection('price', descending)).toBe('ASC');
  });

  it('[D1-4.10] Show More adds min(25, remaining) while pages remain', () => {
    expect(showMoreCount(100, 25, 25)).toBe(25);
    expect(showMoreCount(60, 50, 25)).toBe(10);
    expect(showMoreCount(50, 50, 25)).toBe(0);
    expect(showMoreCount(10, 25, 25)).toBe(0);
    expect(hasMorePages(60, 50)).toBe(true);
    expect(hasMorePages(60, 60)).toBe(false);
  });
});

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

  it('[D1-5.12] the criteria key ignores case, state order, times and what Anywhere leaves behind', () => {
    const key = searchCriteriaKey(
      criteria({ destinationMode: 'states', destination: null, destinationStates: ['TX', 'OK'] }),
    );
    expect(
      searchCriteriaKey(
        criteria({
          origin: { ...chicago, city: 'CHICAGO', postalCode: null },
          destinationMode: 'states',
          destination: dallas,
          destinationStates: ['OK', 'TX'],
          pickUpStartDate: '2026-11-24T08:00:00-06:00',
        }),
      ),
    ).toBe(key);
    expect(searchCriteriaKey(criteria({ destinationMode: 'states', destinationStates: ['TX'] }))).not.toBe(
      key,
    );
    expect(searchCriteriaKey(criteria())).not.toBe(searchCriteriaKey(criteria({ originRadius: 150 })));
    expect(searchCriteriaKey(criteria())).not.toBe(searchCriteriaKey(criteria({ trailerType: 'Flatbed' })));
    expect(searchCriteriaKey(criteria())).not.toBe(
      searchCriteriaKey(criteria({ pickUpEndDate: '2026-11-27T23:55:00-06:00' })),
    );
    const anywhere = { destinationMode: 'anywhere' as const, destination: null };
    expect(searchCriteriaKey(criteria({ ...anywhere, dropEndDate: null }))).toBe(
      searchCriteriaKey(criteria({ ...anywhere, destinationRadius: 250 })),
    );
  });
});
