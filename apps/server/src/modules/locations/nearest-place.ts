import { distanceMeters, earthRadiusMeters } from '@freight/domain/tracking/distance';
import type { Executor } from '../../db/client';
import { places } from '../../db/schema/places';

// The gazetteer's place nearest to a point (D2-7.25's reverse lookup), for the driver's tracking log
// and the truck's last position: "Joliet, IL" says more than 41.52500, -88.08170. The 37,000 places
// are read once per database into a grid of half-degree cells held in memory (about 3 MB), so a
// lookup costs microseconds and no query: a page of the log names 500 positions.

type GridPlace = {
  name: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  postalCode: string | null;
  timeZone: string;
};

/** A place of the gazetteer, and how far it is from the point asked about. */
export type NearbyPlace = GridPlace & { distanceMeters: number };

/** No place farther than this is named: out in the country, the coordinates say more. */
export const nearbyPlaceMaxMeters = 30_000;

const cellDegrees = 0.5;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

const cellKey = (latCell: number, lngCell: number) => `${latCell}:${lngCell}`;
const cellOf = (degrees: number) => Math.floor(degrees / cellDegrees);

export type PlaceGrid = {
  /** The nearest place within `nearbyPlaceMaxMeters`, or null. */
  nearest: (latitude: number, longitude: number) => NearbyPlace | null;
};

export function createPlaceGrid(rows: readonly GridPlace[]): PlaceGrid {
  const cells = new Map<string, GridPlace[]>();
  for (const row of rows) {
    const key = cellKey(cellOf(row.latitude), cellOf(row.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(row);
    else cells.set(key, [row]);
  }
  const latCellMeters = radians(cellDegrees) * earthRadiusMeters;
  return {
    nearest(latitude, longitude) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) return null;
      // Enough cells around the point's to cover the distance, narrower in longitude near the pole.
      const latReach = Math.ceil(nearbyPlaceMaxMeters / latCellMeters);
      const lngCellMeters =
        latCellMeters * Math.max(Math.cos(radians(Math.min(Math.abs(latitude) + cellDegrees, 89))), 0.01);
      const lngReach = Math.min(Math.ceil(nearbyPlaceMaxMeters / lngCellMeters), 20);
      const [latCell, lngCell] = [cellOf(latitude), cellOf(longitude)];
      let best: NearbyPlace | null = null;
      for (let dLat = -latReach; dLat <= latReach; dLat += 1) {
        for (let dLng = -lngReach; dLng <= lngReach; dLng += 1) {
          for (const place of cells.get(cellKey(latCell + dLat, lngCell + dLng)) ?? []) {
            const meters = distanceMeters(
              { lat: latitude, lng: longitude },
              { lat: place.latitude, lng: place.longitude },
            );
            if (meters <= nearbyPlaceMaxMeters && (!best || meters < best.distanceMeters))
              best = { ...place, distanceMeters: meters };
          }
        }
      }
      return best;
    },
  };
}

const grids = new WeakMap<Executor, Promise<PlaceGrid>>();

/**
 * The grid of the gazetteer in `db`, read on first use. An empty gazetteer (a test database) is read
 * again next time, since the server loads it at start-up.
 */
export function placeGridOf(db: Executor): Promise<PlaceGrid> {
  const known = grids.get(db);
  if (known) return known;
  const loading = db
    .select({
      name: places.name,
      state: places.state,
      country: places.country,
      latitude: places.latitude,
      longitude: places.longitude,
      postalCode: places.postalCode,
      timeZone: places.timeZone,
    })
    .from(places)
    .then((rows) => {
      if (rows.length === 0) grids.delete(db);
      return createPlaceGrid(rows);
    });
  grids.set(db, loading);
  loading.catch(() => grids.delete(db));
  return loading;
}
