import {
  countryCodeByIso2,
  statesByCountry,
  type CountryCode,
  type Iso2Country,
} from '@freight/domain/countries';

export type CountryView = {
  /** The code the API speaks (D1-7.19): USA, CAN, MEX. */
  countryCode: CountryCode;
  /** The ISO 3166 code that maps to it: US, CA, MX. */
  iso2: Iso2Country;
  name: string;
  /** States or provinces, by code; empty where the marketplace keeps no list (Mexico). */
  states: { code: string; name: string }[];
};

const countryNames: Record<CountryCode, string> = {
  USA: 'United States',
  CAN: 'Canada',
  MEX: 'Mexico',
};

const iso2ByCountry = Object.fromEntries(
  Object.entries(countryCodeByIso2).map(([iso2, code]) => [code, iso2]),
) as Record<CountryCode, Iso2Country>;

function statesOf(code: CountryCode): { code: string; name: string }[] {
  const states = code === 'MEX' ? {} : statesByCountry[code];
  return Object.entries(states)
    .map(([stateCode, name]) => ({ code: stateCode, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Countries with their codes and states, in the order asked. */
export function describeCountries(codes: readonly CountryCode[]): CountryView[] {
  return codes.map((countryCode) => ({
    countryCode,
    iso2: iso2ByCountry[countryCode],
    name: countryNames[countryCode],
    states: statesOf(countryCode),
  }));
}

/** Every country code the API knows, for GET /v1/api/countries (D1-7.19). */
export function listCountries(): { countries: CountryView[] } {
  return { countries: describeCountries(Object.values(countryCodeByIso2)) };
}
