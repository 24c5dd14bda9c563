import type { Executor } from '../../db/client';
import { placeGridOf } from './nearest-place';
import type { LocationSuggestion } from './search-locations';

/**
 * The reverse lookup (D2-7.25): the gazetteer's place nearest to the device's position, as a
 * suggestion of the city typeahead, so that a driver's "detected current location" (D2-5.01) is a
 * place like any other. None when no place is within 30 km.
 */
export async function findNearestLocation(
  db: Executor,
  point: { latitude: number; longitude: number },
): Promise<LocationSuggestion[]> {
  const place = (await placeGridOf(db)).nearest(point.latitude, point.longitude);
  if (!place) return [];
  return [
    {
      cityName: place.name,
      state: place.state,
      country: place.country,
      postalCode: place.postalCode,
      coordinates: { lat: place.latitude, lng: place.longitude },
      timeZone: place.timeZone,
    },
  ];
}
