// Distances on the Earth for the geofences and the distance filter. The haversine formula on a sphere
// of the Earth's mean radius is within 0.5 % of the ellipsoid everywhere, a few metres over the 1.6 km
// of a pre-arrival fence: far below what a phone's fix is worth.

export type LatLng = { lat: number; lng: number };

/** The mean radius of the Earth (IUGG), in metres. */
export const earthRadiusMeters = 6_371_008.8;
export const metersPerMile = 1_609.344;

export const metersFromMiles = (miles: number) => miles * metersPerMile;
export const milesFromMeters = (meters: number) => meters / metersPerMile;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres. */
export function distanceMeters(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push h a hair above 1 for antipodal points, and asin would answer NaN.
  return 2 * earthRadiusMeters * Math.asin(Math.min(1, Math.sqrt(h)));
}
