import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Role } from '../roles';
import type { SearchCriteria } from './criteria';
import { defaultSearchCriteria } from './defaults';
import type { SearchFormState } from './editing';
import { searchFormStateSchema, searchRulesSchema } from './form-schema';

const dispatcher: Role[] = ['carrierDispatcher'];
// 09:00 in Chicago on Tuesday 24 November 2026.
const now = new Date('2026-11-24T15:00:00Z');
const fresh = (): SearchCriteria => defaultSearchCriteria('2026-11-24T09:00:00-06:00', dispatcher);
const chicago = { city: 'Chicago', state: 'IL', country: 'USA', timeZone: 'America/Chicago' };

function issuesOf(criteria: SearchCriteria) {
  const result = z.safeParse(searchRulesSchema({ now }), criteria);
  return result.success ? [] : result.error.issues.map(({ path, message }) => [path.join('.'), message]);
}

describe('searchRulesSchema', () => {
  it('[D1-5.01] a complete search is valid', () => {
    expect(issuesOf({ ...fresh(), originMode: 'city', origin: chicago })).toEqual([]);
  });

  it('[D1-5.05] each broken rule is an issue on its field, named by its code', () => {
    expect(issuesOf(fresh())).toEqual([['origin', 'locationMissing']]);
  });

  it('[D1-5.02] [D1-5.06] several fields break at once', () => {
    const criteria: SearchCriteria = {
      ...fresh(),
      originMode: 'city',
      origin: null,
      destinationMode: 'city',
      destination: null,
      pickUpStartDate: null,
    };
    expect(issuesOf(criteria)).toEqual([
      ['origin', 'originMissing'],
      ['destination', 'destinationMissing'],
      ['pickUpDates', 'pickupDateInvalid'],
    ]);
  });
});

describe('searchFormStateSchema', () => {
  const stored: SearchFormState = {
    criteria: { ...fresh(), originMode: 'city', origin: { ...chicago, postalCode: '60601' } },
    favorite: true,
    criteriaId: 'saved-7',
  };

  it('[D1-4.04] reads back a form as it was kept', () => {
    expect(z.safeParse(searchFormStateSchema, JSON.parse(JSON.stringify(stored)))).toEqual({
      success: true,
      data: stored,
    });
  });

  it.each([
    ['no criteria', { favorite: false, criteriaId: null }],
    ['an unknown mode', { ...stored, criteria: { ...stored.criteria, originMode: 'nowhere' } }],
    ['a radius as text', { ...stored, criteria: { ...stored.criteria, originRadius: '100' } }],
    ['states that are not a list', { ...stored, criteria: { ...stored.criteria, destinationStates: 'TX' } }],
    ['a place without a city', { ...stored, criteria: { ...stored.criteria, origin: { state: 'IL' } } }],
    ['a favourite flag as text', { ...stored, favorite: 'yes' }],
  ])('refuses %s', (_case, value) => {
    expect(z.safeParse(searchFormStateSchema, value).success).toBe(false);
  });
});
