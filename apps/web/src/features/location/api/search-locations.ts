import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shouldSearchLocations } from '@freight/domain/location-query';
import { useApiClient } from '../../../lib/api-provider';
import { useConfig } from '../../../lib/config-provider';
import { locationsQueryKey } from '../query-keys';

// D1-7 GET /v1/api/locations/searchByQuery?query=...: the city typeahead (D1-5.09, D2-4.21).
// The caller passes the debounced, sanitised text; nothing is asked until it is long enough.

export type LocationSuggestion = {
  cityName: string;
  state: string;
  country: string;
  postalCode: string | null;
  coordinates: { lat: number; lng: number };
  timeZone: string;
};

export function getLocationSearchPath(query: string): string {
  return `/v1/api/locations/searchByQuery?query=${encodeURIComponent(query.trim())}`;
}

function isSuggestion(value: unknown): value is LocationSuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.cityName === 'string' && typeof item.state === 'string' && typeof item.country === 'string'
  );
}

export function parseLocationSuggestions(body: unknown): LocationSuggestion[] {
  if (!Array.isArray(body)) throw new Error('Unexpected locations answer');
  return body.filter(isSuggestion);
}

export function useLocationSuggestions(query: string) {
  const client = useApiClient();
  const { typeaheadMinChars } = useConfig().search;
  const text = query.trim();
  return useQuery({
    queryKey: locationsQueryKey(text),
    enabled: shouldSearchLocations(text, typeaheadMinChars),
    staleTime: 10 * 60_000,
    retry: false,
    // The list stays while the next text is asked for, so it does not flicker at each keystroke.
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      parseLocationSuggestions(await client.getJson(getLocationSearchPath(text), { signal })),
  });
}
