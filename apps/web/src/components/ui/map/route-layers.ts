import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { toPointCollection, type MapPoint } from './map-points';

// The route of one load (D1-2.23 Map tab): its stops in order joined by a line, with a dot at each
// stop. Straight segments: the basemap is offline and has no road network to route on. The stops are
// listed beside the map, so they are drawn on the canvas, not as buttons.

export const routeSourceId = 'route';

/** The stops as one line (when there are two or more) and one point each, in their order. */
export function toRouteCollection(route: readonly MapPoint[]): FeatureCollection<LineString | Point> {
  // The same filter as the loads: a stop without usable coordinates is left out, not drawn at 0,0.
  const stops: Feature<Point>[] = toPointCollection(route).features.map((feature, index) => ({
    ...feature,
    properties: { stopId: feature.properties.loadId, order: index + 1 },
  }));
  const line: Feature<LineString>[] =
    stops.length > 1
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'LineString', coordinates: stops.map((stop) => stop.geometry.coordinates) },
          },
        ]
      : [];
  return { type: 'FeatureCollection', features: [...line, ...stops] };
}

// MapLibre paints with literal colours: Mantine's blue 8 (the theme's primary shade) and white.
const routeColor = '#1971c2';

export function addRouteLayers(map: MapLibreMap, route: readonly MapPoint[]): void {
  map.addSource(routeSourceId, { type: 'geojson', data: toRouteCollection(route) });
  map.addLayer({
    id: 'route-line',
    type: 'line',
    source: routeSourceId,
    filter: ['==', ['geometry-type'], 'LineString'],
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': routeColor, 'line-width': 3 },
  });
  map.addLayer({
    id: 'route-stops',
    type: 'circle',
    source: routeSourceId,
    filter: ['==', ['geometry-type'], 'Point'],
    paint: {
      'circle-radius': 6,
      'circle-color': routeColor,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
}
