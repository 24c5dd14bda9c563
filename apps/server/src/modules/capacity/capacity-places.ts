import type { CapacityConfig, CapacityPlace } from '@freight/domain/capacity/capacity-form';
import type { Executor } from '../../db/client';
import { findSearchPlace, type GazetteerPlace } from '../search/find-search-place';
import type { CapacityRow } from './capacity-records';

// The places of a capacity as the gazetteer knows them, as search finds its centres (decision 011):
// a city the gazetteer does not know is no chosen city (D3-5.17), and the origin's zone says which day
// is today there (D3-5.18) and which day of the week a load picks up on (decision 050).

/** The gazetteer's place of a city of the form, or null (no city, or one the gazetteer does not know). */
export async function findCapacityPlace(
  db: Executor,
  place: CapacityPlace | null,
): Promise<GazetteerPlace | null> {
  if (!place?.city.trim() || !place.state || !place.country) return null;
  return findSearchPlace(db, place);
}

/** The place as stored: the gazetteer's names, coordinates and zone; the postal code sent, else its own. */
export function asChosenPlace(sent: CapacityPlace, found: GazetteerPlace): CapacityPlace {
  return {
    city: found.city,
    state: found.state,
    country: found.country,
    postalCode: sent.postalCode ?? found.postalCode,
    // D3-5.17 asks the client for the coordinates; the stored ones are the gazetteer's.
    latitude: Number.isFinite(sent.latitude) && Number.isFinite(sent.longitude) ? found.latitude : null,
    longitude: Number.isFinite(sent.latitude) && Number.isFinite(sent.longitude) ? found.longitude : null,
    timeZone: found.timeZone,
  };
}

/** The zone of a stored capacity's origin, the configured default when the gazetteer lost the city. */
export async function originZoneOf(
  db: Executor,
  row: Pick<CapacityRow, 'originCity' | 'originState' | 'originCountry'>,
  config: CapacityConfig,
): Promise<string> {
  const place = await findSearchPlace(db, {
    city: row.originCity,
    state: row.originState,
    country: row.originCountry,
  });
  return place?.timeZone ?? config.app.defaultTimeZone;
}

/** The zones of the origins of a page of capacities, by capacity id. */
export async function originZonesOf(
  db: Executor,
  rows: readonly CapacityRow[],
  config: CapacityConfig,
): Promise<Map<string, string>> {
  const zones = await Promise.all(rows.map((row) => originZoneOf(db, row, config)));
  return new Map(rows.map((row, index) => [row.id, zones[index]!]));
}
