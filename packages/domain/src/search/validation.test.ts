import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { SearchConfig, SearchCriteria, SearchPlace } from './criteria';
import { chicago, criteria, dallas, now } from './search.fixtures';
import { hasIssues, validateSearchCriteria } from './validation';

const validate = (value: SearchCriteria, config?: SearchConfig) =>
  validateSearchCriteria(value, { now, ...(config ? { config } : {}) });

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
