#!/usr/bin/env node
// Builds public/basemap/place-labels.geojson, the place names of the offline basemap: every place of
// the server's gazetteer (apps/server/src/db/seed/places.tsv, GeoNames and the zipcodes package, see
// its README) with at least MIN_POPULATION people, as points whose properties are { name, population }.
// The map decides from the population at which zoom a name shows and which wins where two collide
// (src/components/ui/map/place-labels.ts). The features keep the gazetteer's order, most prominent
// first; coordinates are rounded to 3 decimals (about 100 m).
//
// Run from the repository root after rebuilding the gazetteer:
//   node apps/web/scripts/build-place-labels.mjs
// Same gazetteer, same file. The web test place-labels.test.ts checks that the file matches it.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Keep equal to placeLabelMinPopulation in src/components/ui/map/place-labels.ts (the test checks). */
const MIN_POPULATION = 10_000;
const DECIMALS = 3;

const gazetteerFile = fileURLToPath(new URL('../../server/src/db/seed/places.tsv', import.meta.url));
const outputFile = fileURLToPath(new URL('../public/basemap/place-labels.geojson', import.meta.url));

const round = (value) => Number(value.toFixed(DECIMALS));

async function main() {
  const [header, ...lines] = (await readFile(gazetteerFile, 'utf8'))
    .split('\n')
    .filter((line) => line !== '');
  const columns = header.split('\t');
  const at = (name) => columns.indexOf(name);
  const features = lines
    .map((line) => line.split('\t'))
    .filter((cells) => Number(cells[at('population')]) >= MIN_POPULATION)
    .map((cells) => ({
      type: 'Feature',
      properties: { name: cells[at('name')], population: Number(cells[at('population')]) },
      geometry: {
        type: 'Point',
        coordinates: [round(Number(cells[at('longitude')])), round(Number(cells[at('latitude')]))],
      },
    }));
  // One feature a line: a change to one place shows as one line in a diff.
  const text = `{"type":"FeatureCollection","features":[\n${features
    .map((feature) => JSON.stringify(feature))
    .join(',\n')}\n]}\n`;
  await writeFile(outputFile, text);
  console.log(`Wrote ${features.length} places, ${Math.round(text.length / 1024)} kB, to ${outputFile}`);
}

await main();
