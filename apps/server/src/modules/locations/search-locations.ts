import { and, asc, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { canadianProvinces, usStates } from '@freight/domain/countries';
import type { Executor } from '../../db/client';
import { places } from '../../db/schema/places';

/** A suggestion of the location typeahead (D2-3.19 Location result). */
export type LocationSuggestion = {
  cityName: string;
  state: string;
  country: string;
  postalCode: string | null;
  coordinates: { lat: number; lng: number };
  timeZone: string;
};

const maxLimit = 50;

// People type "montreal" for Montréal and "st louis" for St. Louis: names are compared without
// accents, case or punctuation. The SQL below spells the same folding with translate().
const accented = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const unaccented = 'aaaaaaceeeeiiiinooooouuuuyy';
function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
const foldedName = sql`trim(regexp_replace(translate(lower(${places.name}), ${accented}, ${unaccented}), '[^a-z0-9]+', ' ', 'g'))`;

// "IL", "illinois", "ON", "Québec": the state or province code, when the text names one.
const stateCodeByName = new Map<string, string>();
for (const states of [usStates, canadianProvinces]) {
  for (const [code, name] of Object.entries(states)) {
    stateCodeByName.set(code.toLowerCase(), code);
    stateCodeByName.set(foldName(name), code);
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

const suggestionColumns = {
  cityName: places.name,
  state: places.state,
  country: places.country,
  postalCode: places.postalCode,
  lat: places.latitude,
  lng: places.longitude,
  timeZone: places.timeZone,
};

type Row = Omit<LocationSuggestion, 'coordinates'> & { lat: number; lng: number };

/**
 * Location typeahead: "city", "city, ST" (or "city, State name") or a postal code ("60601", "M5V 3L9").
 * Best first: exact name, then name prefix, then trigram similarity; ties go to the larger place
 * (population, then the gazetteer's order, which lists the most prominent places first).
 */
export async function searchLocations(
  db: Executor,
  query: string,
  limit = 10,
): Promise<LocationSuggestion[]> {
  const text = query.trim().replace(/\s+/g, ' ');
  const size = Math.min(Math.max(Math.trunc(limit), 1), maxLimit);
  const zipPrefix = /^\d{3,5}$/.exec(text)?.[0];
  const fsa = /^([a-z]\d[a-z])(?: ?\d[a-z]\d)?$/i.exec(text)?.[1]?.toUpperCase();
  const rows = zipPrefix
    ? await findByZip(db, zipPrefix, size)
    : fsa
      ? await findByFsa(db, fsa, size)
      : await findByName(db, text, size);
  return rows.map(({ lat, lng, ...place }) => ({ ...place, coordinates: { lat, lng } }));
}

// Each place stores one ZIP; any other ZIP suggests the places of its 3-digit area, the city first.
function findByZip(db: Executor, zip: string, size: number): Promise<Row[]> {
  return db
    .select(suggestionColumns)
    .from(places)
    .where(and(eq(places.country, 'USA'), like(places.postalCode, `${zip.slice(0, 3)}%`)))
    .orderBy(sql`case when ${places.postalCode} = ${zip} then 0 else 1 end`, asc(places.id))
    .limit(size);
}

// Each place stores one FSA; an unknown FSA falls back to its region (first two, then one character).
function findByFsa(db: Executor, fsa: string, size: number): Promise<Row[]> {
  return db
    .select(suggestionColumns)
    .from(places)
    .where(and(eq(places.country, 'CAN'), like(places.postalCode, `${fsa.slice(0, 1)}%`)))
    .orderBy(
      sql`case when ${places.postalCode} = ${fsa} then 0 when ${places.postalCode} like ${`${fsa.slice(0, 2)}%`} then 1 else 2 end`,
      asc(places.id),
    )
    .limit(size);
}

function findByName(db: Executor, text: string, size: number): Promise<Row[]> {
  const [cityPart = '', ...rest] = text.split(',');
  const city = foldName(cityPart);
  const stateCode = stateCodeByName.get(foldName(rest.join(' ')));
  // The trigram index holds lower("name, state"); an unrecognised state part ("chicago, i" while
  // typing) stays in the text so that it still counts towards similarity.
  const searchText = stateCode
    ? `${cityPart.trim().toLowerCase()}, ${stateCode.toLowerCase()}`
    : text.toLowerCase();
  const similarity = sql<number>`similarity(${places.searchText}, ${searchText})`;
  const matchRank = sql`case when ${foldedName} = ${city} then 0 when ${foldedName} like ${`${escapeLike(city)}%`} then 1 else 2 end`;
  // Similar names, and names that begin with the text. Asked as one `%` or `like` condition, the
  // planner prices the trigram index above scanning every place and computing similarity() on each
  // row (160 ms on PGlite); asked as the union of the two, each side reads the index (45 ms).
  const similar = db
    .select({ id: places.id })
    .from(places)
    .where(sql`${places.searchText} % ${searchText}`);
  const prefixed = db
    .select({ id: places.id })
    .from(places)
    .where(like(places.searchText, `${escapeLike(cityPart.trim().toLowerCase())}%`));
  const conditions: SQL[] = [inArray(places.id, union(similar, prefixed))];
  if (stateCode) conditions.push(eq(places.state, stateCode));
  return db
    .select(suggestionColumns)
    .from(places)
    .where(and(...conditions))
    .orderBy(
      matchRank,
      desc(sql`case when ${matchRank} = 2 then ${similarity} else 1 end`),
      desc(places.population),
      asc(places.id),
    )
    .limit(size);
}
