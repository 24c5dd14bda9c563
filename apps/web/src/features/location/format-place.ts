import type { SearchPlace } from '@freight/domain/search/criteria';

/** A place as the search shows it: "Chicago, IL", or the city alone while no state is chosen. */
export function formatPlace(place: SearchPlace): string {
  return place.state ? `${place.city}, ${place.state}` : place.city;
}
