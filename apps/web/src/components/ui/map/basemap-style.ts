import type { StyleSpecification } from 'maplibre-gl';

/** The offline basemap in public/ (built by scripts/build-basemap.mjs), under the app's base path. */
export const basemapFile = 'basemap/states-provinces.geojson';

/** The basemap's absolute address: MapLibre fetches it from its worker, where relative ones break. */
export function getBasemapUrl(
  baseUrl: string = import.meta.env.BASE_URL,
  pageUrl = window.location.href,
): string {
  return new URL(`${baseUrl}${basemapFile}`, pageUrl).href;
}

// Quiet colours, so the load markers stand out; no text layer, so the map needs no fonts (glyphs) and
// draws offline.
export const basemapColors = {
  water: '#d6e6f0',
  land: '#f7f5ef',
  border: '#a3adb8',
} as const;

type BasemapStyleOptions = { dataUrl: string; attribution: string };

/**
 * The map style of the offline basemap: water, then US states and Canadian provinces as land with their
 * borders. A configured style URL (config.map.styleUrl) replaces it.
 */
export function createBasemapStyle({ dataUrl, attribution }: BasemapStyleOptions): StyleSpecification {
  return {
    version: 8,
    sources: {
      regions: { type: 'geojson', data: dataUrl, attribution },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': basemapColors.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'regions',
        paint: { 'fill-color': basemapColors.land, 'fill-antialias': false },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'regions',
        layout: { 'line-join': 'round' },
        paint: {
          'line-color': basemapColors.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5],
        },
      },
    ],
  };
}
