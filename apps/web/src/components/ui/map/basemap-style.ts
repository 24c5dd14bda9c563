import type { StyleSpecification } from 'maplibre-gl';
import { createPlaceLabelsLayer, createPlaceLabelsSource, placeLabelsSourceId } from './place-labels';

/** The offline basemap in public/ (built by scripts/build-basemap.mjs), under the app's base path. */
export const basemapFile = 'basemap/states-provinces.geojson';

/**
 * A basemap file's absolute address (the regions unless told): MapLibre fetches it from its worker,
 * where relative ones break.
 */
export function getBasemapUrl(
  file: string = basemapFile,
  baseUrl: string = import.meta.env.BASE_URL,
  pageUrl = window.location.href,
): string {
  return new URL(`${baseUrl}${file}`, pageUrl).href;
}

// Quiet colours, so the load markers stand out. The place names are drawn from the browser's own
// fonts (place-labels.ts), so the map fetches no glyphs and draws offline.
export const basemapColors = {
  water: '#d6e6f0',
  land: '#f7f5ef',
  border: '#a3adb8',
} as const;

type BasemapStyleOptions = {
  dataUrl: string;
  attribution: string;
  /** The place names' file and their credit. */
  labelsUrl: string;
  labelsAttribution: string;
};

/**
 * The map style of the offline basemap: water, then US states and Canadian provinces as land with their
 * borders, then the names of the gazetteer's places. A configured style URL (config.map.styleUrl)
 * replaces it.
 */
export function createBasemapStyle({
  dataUrl,
  attribution,
  labelsUrl,
  labelsAttribution,
}: BasemapStyleOptions): StyleSpecification {
  return {
    version: 8,
    sources: {
      regions: { type: 'geojson', data: dataUrl, attribution },
      [placeLabelsSourceId]: createPlaceLabelsSource(labelsUrl, labelsAttribution),
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
      createPlaceLabelsLayer(),
    ],
  };
}
