import type { Feature, FeatureCollection, GeoJsonProperties, Point } from 'geojson';

/** One load on the map, at its pick-up. */
export type MapPoint = { id: string; latitude: number; longitude: number };

/** What the map shows at one place: a cluster of loads, or a single one. */
export type MapMarker =
  | { key: string; kind: 'cluster'; clusterId: number; count: number; longitude: number; latitude: number }
  | { key: string; kind: 'load'; loadId: string; count: 1; longitude: number; latitude: number };

export type LngLatBounds = [[west: number, south: number], [east: number, north: number]];

/** Reads the leaves of a cluster: GeoJSONSource.getClusterLeaves(clusterId, limit, offset). */
export type GetClusterLeaves = (clusterId: number, limit: number, offset: number) => Promise<Feature[]>;

function hasCoordinates(point: MapPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/** The points as the GeoJSON of the clustered source; points without usable coordinates are left out. */
export function toPointCollection(points: readonly MapPoint[]): FeatureCollection<Point, { loadId: string }> {
  return {
    type: 'FeatureCollection',
    features: points.filter(hasCoordinates).map((point) => ({
      type: 'Feature',
      properties: { loadId: point.id },
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
    })),
  };
}

/** The smallest box around the points, or null when there is none to show. */
export function getPointBounds(points: readonly MapPoint[]): LngLatBounds | null {
  const usable = points.filter(hasCoordinates);
  if (usable.length === 0) return null;
  const longitudes = usable.map((point) => point.longitude);
  const latitudes = usable.map((point) => point.latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

function readNumber(properties: GeoJsonProperties, name: string): number | undefined {
  const value: unknown = properties?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The marker for one feature of the clustered source (as querySourceFeatures returns them: clusters
 * carry `cluster`, `cluster_id` and `point_count`, single loads our `loadId`), or null for anything else.
 */
export function toMapMarker(feature: Feature): MapMarker | null {
  if (feature.geometry.type !== 'Point') return null;
  const [longitude, latitude] = feature.geometry.coordinates;
  if (longitude === undefined || latitude === undefined) return null;
  const properties = feature.properties;
  if (properties?.cluster === true) {
    const clusterId = readNumber(properties, 'cluster_id');
    const count = readNumber(properties, 'point_count');
    if (clusterId === undefined || count === undefined) return null;
    return { key: `cluster-${clusterId}`, kind: 'cluster', clusterId, count, longitude, latitude };
  }
  const loadId: unknown = properties?.loadId;
  if (typeof loadId !== 'string') return null;
  return { key: `load-${loadId}`, kind: 'load', loadId, count: 1, longitude, latitude };
}

/**
 * The markers to draw from the features of the loaded tiles: one per cluster or load (a feature near a
 * tile edge comes once per tile), in a stable order so that the tab order does not jump about.
 */
export function toMapMarkers(features: readonly Feature[]): MapMarker[] {
  const byKey = new Map<string, MapMarker>();
  for (const feature of features) {
    const marker = toMapMarker(feature);
    if (marker && !byKey.has(marker.key)) byKey.set(marker.key, marker);
  }
  // West to east, then north to south: the order a sighted reader scans the map in.
  return [...byKey.values()].sort(
    (a, b) => a.longitude - b.longitude || b.latitude - a.latitude || a.key.localeCompare(b.key),
  );
}

/** Whether two lists hold the same markers, so the widget re-renders only when something changed. */
export function isSameMarkers(a: readonly MapMarker[], b: readonly MapMarker[]): boolean {
  return a.length === b.length && a.every((marker, index) => marker.key === b[index]?.key);
}

/** The ids of the loads under a marker (D1-4.15: clicking a cluster lists the shipments at it). */
export async function getLoadIdsUnder(
  marker: MapMarker,
  getClusterLeaves: GetClusterLeaves,
): Promise<string[]> {
  if (marker.kind === 'load') return [marker.loadId];
  const leaves = await getClusterLeaves(marker.clusterId, marker.count, 0);
  return leaves.flatMap((leaf) => {
    const loadId: unknown = leaf.properties?.loadId;
    return typeof loadId === 'string' ? [loadId] : [];
  });
}

export type PlaceGroup = { key: string; latitude: number; longitude: number; ids: string[] };

/**
 * The loads grouped by place (coordinates to 2 decimals, about 1 km), most loads first: what the widget
 * lists when the browser cannot draw the map.
 */
export function groupPointsByPlace(points: readonly MapPoint[]): PlaceGroup[] {
  const groups = new Map<string, PlaceGroup>();
  for (const point of points.filter(hasCoordinates)) {
    const latitude = Number(point.latitude.toFixed(2));
    const longitude = Number(point.longitude.toFixed(2));
    const key = `${latitude},${longitude}`;
    const group = groups.get(key) ?? { key, latitude, longitude, ids: [] };
    group.ids.push(point.id);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.ids.length - a.ids.length || a.key.localeCompare(b.key));
}
