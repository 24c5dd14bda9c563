import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@freight/domain/config';
import { countryCodeByIso2, statesByCountry } from '@freight/domain/countries';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { searchScreenDefaultsQueryKey } from '../query-keys';

// D1-7 GET /load/v2/getSearchScreenDefaults: the countries with their states for state mode and the
// default date offsets of the search form (D1-5.07). The form never waits for it: until it answers,
// or when it fails, the countries of packages/domain and the configured offsets stand in.
export const searchScreenDefaultsPath = '/load/v2/getSearchScreenDefaults';

export type SearchScreenState = { code: string; name: string };
export type SearchScreenCountry = {
  countryCode: string;
  iso2: string;
  name: string;
  states: SearchScreenState[];
};
export type SearchScreenDefaults = {
  countries: SearchScreenCountry[];
  originDateDefaultOffset: number;
  destinationDateDefaultOffset: number;
};

const countryNames: Record<string, string> = { USA: 'United States', CAN: 'Canada' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readState(value: unknown): SearchScreenState | null {
  if (!isRecord(value) || typeof value.code !== 'string' || typeof value.name !== 'string') return null;
  return { code: value.code, name: value.name };
}

function readCountry(value: unknown): SearchScreenCountry | null {
  if (!isRecord(value) || typeof value.countryCode !== 'string' || !Array.isArray(value.states)) return null;
  return {
    countryCode: value.countryCode,
    iso2: typeof value.iso2 === 'string' ? value.iso2 : '',
    name: typeof value.name === 'string' ? value.name : value.countryCode,
    states: value.states.map(readState).filter((state) => state !== null),
  };
}

const isOffset = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The answer, checked: anything missing or malformed takes the fallback's value. */
export function parseSearchScreenDefaults(
  body: unknown,
  fallback: SearchScreenDefaults,
): SearchScreenDefaults {
  if (!isRecord(body)) return fallback;
  const countries = Array.isArray(body.countries)
    ? body.countries.map(readCountry).filter((country) => country !== null && country.states.length > 0)
    : [];
  return {
    countries: countries.length > 0 ? (countries as SearchScreenCountry[]) : fallback.countries,
    originDateDefaultOffset: isOffset(body.originDateDefaultOffset)
      ? body.originDateDefaultOffset
      : fallback.originDateDefaultOffset,
    destinationDateDefaultOffset: isOffset(body.destinationDateDefaultOffset)
      ? body.destinationDateDefaultOffset
      : fallback.destinationDateDefaultOffset,
  };
}

/** The supported countries of the configuration with their states from packages/domain. */
export function getFallbackSearchScreenDefaults(config: Pick<AppConfig, 'search'>): SearchScreenDefaults {
  const iso2ByCode = Object.fromEntries(
    Object.entries(countryCodeByIso2).map(([iso2, code]) => [code, iso2]),
  );
  const countries = config.search.supportedCountries.flatMap((code) => {
    const states = statesByCountry[code as keyof typeof statesByCountry];
    if (!states) return [];
    return [
      {
        countryCode: code,
        iso2: iso2ByCode[code] ?? '',
        name: countryNames[code] ?? code,
        states: Object.entries(states).map(([stateCode, name]) => ({ code: stateCode, name })),
      },
    ];
  });
  return {
    countries,
    originDateDefaultOffset: config.search.originDateDefaultOffsetDays,
    destinationDateDefaultOffset: config.search.destinationDateDefaultOffsetDays,
  };
}

/** Always has data: the server's answer, else the fallback (a failure is not shown: the form works). */
export function useSearchScreenDefaults(): SearchScreenDefaults {
  const client = useApiClient();
  const config = useConfig();
  const fallback = getFallbackSearchScreenDefaults(config);
  const query = useQuery({
    queryKey: searchScreenDefaultsQueryKey,
    staleTime: 60 * 60_000,
    retry: false,
    queryFn: async ({ signal }) => client.getJson(searchScreenDefaultsPath, { signal }),
  });
  return query.data === undefined ? fallback : parseSearchScreenDefaults(query.data, fallback);
}
