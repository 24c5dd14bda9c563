import type { ApiClient } from '../../../lib/api-client';
import { parseLocationSuggestions, type LocationSuggestion } from './search-locations';

// D2-7.25 GET /v1/api/locations/nearest?latitude=...&longitude=...: the place nearest to the device,
// as a suggestion of the city typeahead (none when no place is within 30 km).

export function getNearestLocationPath(latitude: number, longitude: number): string {
  return `/v1/api/locations/nearest?latitude=${latitude}&longitude=${longitude}`;
}

export async function findNearestLocation(
  client: Pick<ApiClient, 'getJson'>,
  coords: { latitude: number; longitude: number },
): Promise<LocationSuggestion | null> {
  const found = parseLocationSuggestions(
    await client.getJson(getNearestLocationPath(coords.latitude, coords.longitude)),
  );
  return found[0] ?? null;
}
