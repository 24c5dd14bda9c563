import { asc, desc, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { places } from '../schema/places';

// Freight hubs for the demo loads: places of the gazetteer with at least 50,000 people. When the
// gazetteer has too few of them (an older places file without populations, or a test database),
// the well-known hubs below are used, taking their coordinates from the gazetteer when it has them.

export type Hub = {
  name: string;
  state: string;
  country: 'USA' | 'CAN';
  latitude: number;
  longitude: number;
  timeZone: string;
  postalCode: string | null;
  population: number;
  isPort: boolean;
};

const minHubPopulation = 50_000;
const minHubCount = 40;

type BuiltIn = [
  name: string,
  state: string,
  country: 'USA' | 'CAN',
  lat: number,
  lng: number,
  zone: string,
  postal: string,
  population: number,
  isPort?: boolean,
];
// prettier-ignore
export const builtInHubs: BuiltIn[] = [
  ['New York', 'NY', 'USA', 40.7128, -74.006, 'America/New_York', '10001', 8_336_000],
  ['Los Angeles', 'CA', 'USA', 34.0522, -118.2437, 'America/Los_Angeles', '90012', 3_899_000, true],
  ['Chicago', 'IL', 'USA', 41.8781, -87.6298, 'America/Chicago', '60601', 2_746_000],
  ['Houston', 'TX', 'USA', 29.7604, -95.3698, 'America/Chicago', '77002', 2_304_000, true],
  ['Phoenix', 'AZ', 'USA', 33.4484, -112.074, 'America/Phoenix', '85003', 1_608_000],
  ['Philadelphia', 'PA', 'USA', 39.9526, -75.1652, 'America/New_York', '19107', 1_603_000, true],
  ['San Antonio', 'TX', 'USA', 29.4241, -98.4936, 'America/Chicago', '78205', 1_434_000],
  ['Dallas', 'TX', 'USA', 32.7767, -96.797, 'America/Chicago', '75201', 1_304_000],
  ['Jacksonville', 'FL', 'USA', 30.3322, -81.6557, 'America/New_York', '32202', 949_000, true],
  ['Fort Worth', 'TX', 'USA', 32.7555, -97.3308, 'America/Chicago', '76102', 918_000],
  ['Columbus', 'OH', 'USA', 39.9612, -82.9988, 'America/New_York', '43215', 905_000],
  ['Charlotte', 'NC', 'USA', 35.2271, -80.8431, 'America/New_York', '28202', 874_000],
  ['Indianapolis', 'IN', 'USA', 39.7684, -86.1581, 'America/Indiana/Indianapolis', '46204', 887_000],
  ['Seattle', 'WA', 'USA', 47.6062, -122.3321, 'America/Los_Angeles', '98104', 737_000, true],
  ['Denver', 'CO', 'USA', 39.7392, -104.9903, 'America/Denver', '80202', 715_000],
  ['Nashville', 'TN', 'USA', 36.1627, -86.7816, 'America/Chicago', '37201', 689_000],
  ['El Paso', 'TX', 'USA', 31.7619, -106.485, 'America/Denver', '79901', 678_000],
  ['Oklahoma City', 'OK', 'USA', 35.4676, -97.5164, 'America/Chicago', '73102', 681_000],
  ['Portland', 'OR', 'USA', 45.5152, -122.6784, 'America/Los_Angeles', '97204', 652_000],
  ['Las Vegas', 'NV', 'USA', 36.1699, -115.1398, 'America/Los_Angeles', '89101', 641_000],
  ['Memphis', 'TN', 'USA', 35.1495, -90.049, 'America/Chicago', '38103', 633_000],
  ['Louisville', 'KY', 'USA', 38.2527, -85.7585, 'America/Kentucky/Louisville', '40202', 633_000],
  ['Baltimore', 'MD', 'USA', 39.2904, -76.6122, 'America/New_York', '21202', 585_000, true],
  ['Milwaukee', 'WI', 'USA', 43.0389, -87.9065, 'America/Chicago', '53202', 577_000],
  ['Albuquerque', 'NM', 'USA', 35.0844, -106.6504, 'America/Denver', '87102', 564_000],
  ['Kansas City', 'MO', 'USA', 39.0997, -94.5786, 'America/Chicago', '64106', 508_000],
  ['Atlanta', 'GA', 'USA', 33.749, -84.388, 'America/New_York', '30303', 499_000],
  ['Omaha', 'NE', 'USA', 41.2565, -95.9345, 'America/Chicago', '68102', 486_000],
  ['Minneapolis', 'MN', 'USA', 44.9778, -93.265, 'America/Chicago', '55401', 425_000],
  ['Tulsa', 'OK', 'USA', 36.154, -95.9928, 'America/Chicago', '74103', 413_000],
  ['Oakland', 'CA', 'USA', 37.8044, -122.2712, 'America/Los_Angeles', '94607', 433_000, true],
  ['Long Beach', 'CA', 'USA', 33.7701, -118.1937, 'America/Los_Angeles', '90802', 456_000, true],
  ['Tampa', 'FL', 'USA', 27.9506, -82.4572, 'America/New_York', '33602', 403_000, true],
  ['New Orleans', 'LA', 'USA', 29.9511, -90.0715, 'America/Chicago', '70112', 376_000, true],
  ['Cleveland', 'OH', 'USA', 41.4993, -81.6944, 'America/New_York', '44113', 362_000],
  ['Detroit', 'MI', 'USA', 42.3314, -83.0458, 'America/Detroit', '48226', 620_000],
  ['St. Louis', 'MO', 'USA', 38.627, -90.1994, 'America/Chicago', '63101', 293_000],
  ['Pittsburgh', 'PA', 'USA', 40.4406, -79.9959, 'America/New_York', '15222', 303_000],
  ['Cincinnati', 'OH', 'USA', 39.1031, -84.512, 'America/New_York', '45202', 309_000],
  ['Salt Lake City', 'UT', 'USA', 40.7608, -111.891, 'America/Denver', '84101', 200_000],
  ['Newark', 'NJ', 'USA', 40.7357, -74.1724, 'America/New_York', '07102', 307_000, true],
  ['Norfolk', 'VA', 'USA', 36.8508, -76.2859, 'America/New_York', '23510', 238_000, true],
  ['Savannah', 'GA', 'USA', 32.0809, -81.0912, 'America/New_York', '31401', 147_000, true],
  ['Charleston', 'SC', 'USA', 32.7765, -79.9311, 'America/New_York', '29401', 150_000, true],
  ['Tacoma', 'WA', 'USA', 47.2529, -122.4443, 'America/Los_Angeles', '98402', 219_000, true],
  ['Mobile', 'AL', 'USA', 30.6954, -88.0399, 'America/Chicago', '36602', 187_000, true],
  ['Miami', 'FL', 'USA', 25.7617, -80.1918, 'America/New_York', '33130', 442_000, true],
  ['Laredo', 'TX', 'USA', 27.5306, -99.4803, 'America/Chicago', '78040', 255_000],
  ['Boise', 'ID', 'USA', 43.615, -116.2023, 'America/Boise', '83702', 235_000],
  ['Reno', 'NV', 'USA', 39.5296, -119.8138, 'America/Los_Angeles', '89501', 264_000],
  ['Fresno', 'CA', 'USA', 36.7378, -119.7871, 'America/Los_Angeles', '93721', 542_000],
  ['Sacramento', 'CA', 'USA', 38.5816, -121.4944, 'America/Los_Angeles', '95814', 525_000],
  ['Boston', 'MA', 'USA', 42.3601, -71.0589, 'America/New_York', '02108', 675_000, true],
  ['Harrisburg', 'PA', 'USA', 40.2732, -76.8867, 'America/New_York', '17101', 50_000],
  ['Des Moines', 'IA', 'USA', 41.5868, -93.625, 'America/Chicago', '50309', 214_000],
  ['Little Rock', 'AR', 'USA', 34.7465, -92.2896, 'America/Chicago', '72201', 202_000],
  ['Birmingham', 'AL', 'USA', 33.5186, -86.8104, 'America/Chicago', '35203', 200_000],
  ['Toronto', 'ON', 'CAN', 43.6532, -79.3832, 'America/Toronto', 'M5H', 2_794_000],
  ['Montreal', 'QC', 'CAN', 45.5017, -73.5673, 'America/Toronto', 'H2Y', 1_762_000, true],
  ['Calgary', 'AB', 'CAN', 51.0447, -114.0719, 'America/Edmonton', 'T2P', 1_306_000],
  ['Edmonton', 'AB', 'CAN', 53.5461, -113.4938, 'America/Edmonton', 'T5J', 1_010_000],
  ['Vancouver', 'BC', 'CAN', 49.2827, -123.1207, 'America/Vancouver', 'V6B', 662_000, true],
  ['Winnipeg', 'MB', 'CAN', 49.8951, -97.1384, 'America/Winnipeg', 'R3C', 749_000],
  ['Ottawa', 'ON', 'CAN', 45.4215, -75.6972, 'America/Toronto', 'K1P', 1_017_000],
  ['Hamilton', 'ON', 'CAN', 43.2557, -79.8711, 'America/Toronto', 'L8P', 569_000],
  ['Regina', 'SK', 'CAN', 50.4452, -104.6189, 'America/Regina', 'S4P', 226_000],
  ['Halifax', 'NS', 'CAN', 44.6488, -63.5752, 'America/Halifax', 'B3J', 439_000, true],
];

const portKeys = new Set(builtInHubs.filter((hub) => hub[8]).map(([name, state]) => `${name}|${state}`));
const keyOf = (name: string, state: string) => `${name}|${state}`;

type PlaceRow = typeof places.$inferSelect;
function toHub(place: PlaceRow, population = place.population): Hub {
  return {
    name: place.name,
    state: place.state,
    country: place.country === 'CAN' ? 'CAN' : 'USA',
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    postalCode: place.postalCode,
    population,
    isPort: portKeys.has(keyOf(place.name, place.state)),
  };
}

/** The hubs, in a fixed order (population, then name): the same database gives the same demo data. */
export async function loadHubs(db: Executor): Promise<Hub[]> {
  const order = [desc(places.population), asc(places.name), asc(places.state), asc(places.id)];
  const large = await db
    .select()
    .from(places)
    .where(gte(places.population, minHubPopulation))
    .orderBy(...order);
  const usable = large.filter((place) => place.country === 'USA' || place.country === 'CAN');
  if (usable.length >= minHubCount) return usable.map((place) => toHub(place));
  // Too few: the well-known hubs, placed by the gazetteer where it knows them (first match by name and state).
  const byKey = new Map<string, PlaceRow>();
  const names = [...new Set(builtInHubs.map(([name]) => name))];
  const all = await db
    .select()
    .from(places)
    .where(inArray(places.name, names))
    .orderBy(...order);
  for (const place of all)
    if (!byKey.has(keyOf(place.name, place.state))) byKey.set(keyOf(place.name, place.state), place);
  return builtInHubs.map(
    ([name, state, country, latitude, longitude, timeZone, postalCode, population, isPort]) => {
      const place = byKey.get(keyOf(name, state));
      if (place) return toHub(place, Math.max(place.population, population));
      return {
        name,
        state,
        country,
        latitude,
        longitude,
        timeZone,
        postalCode,
        population,
        isPort: isPort ?? false,
      };
    },
  );
}
