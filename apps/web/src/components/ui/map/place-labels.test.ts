import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FeatureCollection, Point } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  createPlaceLabelsLayer,
  placeLabelMinPopulation,
  placeLabelsFile,
  placeLabelZoomOf,
  placeLabelZooms,
} from './place-labels';

type LabelProperties = { name: string; population: number };

const publicDir = new URL('../../../../public/', import.meta.url);
const gazetteerFile = new URL('../../../../../server/src/db/seed/places.tsv', import.meta.url);

function readLabels(): FeatureCollection<Point, LabelProperties> {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(placeLabelsFile, publicDir)), 'utf8'),
  ) as FeatureCollection<Point, LabelProperties>;
}

/** The gazetteer's places in its order: name, population, longitude, latitude. */
function readGazetteer(): { name: string; population: number; longitude: number; latitude: number }[] {
  const [header, ...lines] = readFileSync(fileURLToPath(gazetteerFile), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const columns = header!.split('\t');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split('\t');
    return {
      name: cells[at('name')]!,
      population: Number(cells[at('population')]),
      longitude: Number(cells[at('longitude')]),
      latitude: Number(cells[at('latitude')]),
    };
  });
}

describe('place labels of the offline basemap', () => {
  it("holds every place of the gazetteer with 10,000 people or more, in the gazetteer's order, and no other", () => {
    const expected = readGazetteer().filter((place) => place.population >= placeLabelMinPopulation);
    const labels = readLabels().features;
    expect(labels.map((feature) => feature.properties)).toEqual(
      expected.map(({ name, population }) => ({ name, population })),
    );
    labels.forEach((feature, index) => {
      const [longitude, latitude] = feature.geometry.coordinates;
      // Rounded to 3 decimals (about 100 m).
      expect(Math.abs(longitude! - expected[index]!.longitude)).toBeLessThanOrEqual(0.0005 + 1e-9);
      expect(Math.abs(latitude! - expected[index]!.latitude)).toBeLessThanOrEqual(0.0005 + 1e-9);
    });
    expect(labels.length).toBeGreaterThan(4_000);
  });

  it('names big cities from far out and small towns only close up', () => {
    expect(placeLabelZoomOf(2_720_546)).toBe(2); // Chicago, on the whole continent
    expect(placeLabelZoomOf(147_861)).toBe(5); // Joliet
    expect(placeLabelZoomOf(52_000)).toBe(6); // what a 250-mile search circle shows
    expect(placeLabelZoomOf(placeLabelMinPopulation)).toBe(8);
    expect(placeLabelZoomOf(placeLabelMinPopulation - 1)).toBeNull();
    const zooms = placeLabelZooms.map(([, zoom]) => zoom);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
  });

  it('draws the names from the browser fonts, with the bigger place winning where two collide', () => {
    const layer = createPlaceLabelsLayer();
    expect(layer.layout?.['text-field']).toEqual(['get', 'name']);
    expect(layer.layout?.['text-font']).toEqual(['system-ui', 'sans-serif']);
    expect(layer.layout?.['symbol-sort-key']).toEqual(['-', ['get', 'population']]);
    // The filter's steps are the table's: a place shows from its zoom on.
    expect(layer.filter).toEqual([
      '>=',
      ['zoom'],
      [
        'step',
        ['get', 'population'],
        99,
        10_000,
        8,
        25_000,
        7,
        50_000,
        6,
        100_000,
        5,
        250_000,
        4,
        1_000_000,
        2,
      ],
    ]);
  });
});
