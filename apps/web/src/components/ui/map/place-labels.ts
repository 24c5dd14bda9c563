import type { ExpressionSpecification, SourceSpecification, SymbolLayerSpecification } from 'maplibre-gl';

// Place names on the offline basemap: the gazetteer's towns of at least 10,000 people
// (public/basemap/place-labels.geojson, built by scripts/build-place-labels.mjs from the server's
// places.tsv). Bigger places show from further out and win where two names would overlap. The style
// names no glyphs URL, so MapLibre draws the letters itself from the browser's own fonts (TinySDF on a
// canvas): no glyph server and no font files, offline as the rest of the basemap (decision 052).

/** The label file in public/, under the app's base path. */
export const placeLabelsFile = 'basemap/place-labels.geojson';
export const placeLabelsSourceId = 'place-labels';

/** The smallest place the file holds (keep equal to MIN_POPULATION of the build script; a test checks). */
export const placeLabelMinPopulation = 10_000;

/**
 * From which zoom a place's name shows, by its population, biggest first. At the search map's usual
 * zoom (a 250-mile circle is about zoom 6) that is the cities of 50,000 and more.
 */
export const placeLabelZooms: readonly (readonly [population: number, zoom: number])[] = [
  [1_000_000, 2],
  [250_000, 4],
  [100_000, 5],
  [50_000, 6],
  [25_000, 7],
  [placeLabelMinPopulation, 8],
];

/** The zoom from which a place of this population is named, or null when the map never names it. */
export function placeLabelZoomOf(population: number): number | null {
  return placeLabelZooms.find(([least]) => population >= least)?.[1] ?? null;
}

// The same steps as an expression, smallest first as `step` reads them.
const minZoomExpression: ExpressionSpecification = [
  'step',
  ['get', 'population'],
  99,
  ...[...placeLabelZooms].reverse().flatMap(([population, zoom]) => [population, zoom]),
] as ExpressionSpecification;

export function createPlaceLabelsSource(dataUrl: string, attribution: string): SourceSpecification {
  return { type: 'geojson', data: dataUrl, attribution };
}

// Quiet text over the land, with a halo so that it reads over borders and the load markers' shadows.
const labelColors = { text: '#3d4752', halo: '#f7f5ef' } as const;

export function createPlaceLabelsLayer(): SymbolLayerSpecification {
  return {
    id: 'place-labels',
    type: 'symbol',
    source: placeLabelsSourceId,
    // Zoom in filters is read at whole zoom levels, which the steps above are.
    filter: ['>=', ['zoom'], minZoomExpression],
    layout: {
      'text-field': ['get', 'name'],
      // A CSS font list: with no glyphs URL, MapLibre draws with the browser's fonts.
      'text-font': ['system-ui', 'sans-serif'],
      'text-size': ['step', ['get', 'population'], 11, 100_000, 12, 1_000_000, 14],
      'text-max-width': 8,
      // The bigger place first where two collide.
      'symbol-sort-key': ['-', ['get', 'population']],
      'text-padding': 4,
    },
    paint: {
      'text-color': labelColors.text,
      'text-halo-color': labelColors.halo,
      'text-halo-width': 1.5,
    },
  };
}
