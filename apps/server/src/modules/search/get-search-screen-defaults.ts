import type { AppConfig } from '@freight/domain/config';
import type { CountryCode } from '@freight/domain/countries';
import { describeCountries, type CountryView } from './describe-countries';

export type SearchScreenDefaults = {
  countries: CountryView[];
  originDateDefaultOffset: number;
  destinationDateDefaultOffset: number;
};

const isCountryCode = (code: string): code is CountryCode =>
  code === 'USA' || code === 'CAN' || code === 'MEX';

/**
 * GET /load/v2/getSearchScreenDefaults (D1-7.18): the countries a search may name (D1-9.05: the
 * supported countries of the configuration) with their states, and the default date offsets in days.
 */
export function getSearchScreenDefaults(config: Pick<AppConfig, 'search'>): SearchScreenDefaults {
  return {
    countries: describeCountries(config.search.supportedCountries.filter(isCountryCode)),
    originDateDefaultOffset: config.search.originDateDefaultOffsetDays,
    destinationDateDefaultOffset: config.search.destinationDateDefaultOffsetDays,
  };
}
