import { defaultConfig } from '../config';
import type { Role } from '../roles';
import type { SearchConfig, SearchCriteria, SearchPlace } from './criteria';
import { defaultSearchCriteria } from './defaults';

// The search criteria the tests of search/ start from.

export const dispatcher: Role[] = ['carrierDispatcher'];

// 09:00 in Chicago on Tuesday 24 November 2026.
export const now = new Date('2026-11-24T15:00:00Z');
export const nowText = '2026-11-24T09:00:00-06:00';

export const chicago: SearchPlace = {
  city: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60601',
  timeZone: 'America/Chicago',
};
export const dallas: SearchPlace = {
  city: 'Dallas',
  state: 'TX',
  country: 'USA',
  timeZone: 'America/Chicago',
};

/** A search Chicago -> Dallas that breaks no rule; each test changes what it checks. */
export function criteria(patch: Partial<SearchCriteria> = {}): SearchCriteria {
  return {
    ...defaultSearchCriteria(nowText, dispatcher),
    originMode: 'city',
    origin: chicago,
    destinationMode: 'city',
    destination: dallas,
    ...patch,
  };
}

/** The default configuration with these search settings changed. */
export const withSearch = (search: Partial<SearchConfig['search']>): SearchConfig => ({
  ...defaultConfig,
  search: { ...defaultConfig.search, ...search },
});
