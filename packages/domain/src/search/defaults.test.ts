import { describe, expect, it } from 'vitest';
import type { Role } from '../roles';
import { dispatcher, nowText, withSearch } from './search.fixtures';
import { defaultDates, defaultSearchCriteria, effectiveTrailerType } from './defaults';

const guestOnly: Role[] = ['carrierGuest'];

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
