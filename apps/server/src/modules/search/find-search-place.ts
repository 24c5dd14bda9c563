import { and, asc, desc, eq } from 'drizzle-orm';
import type { SearchPlace } from '@freight/domain/search/criteria';
import type { Executor } from '../../db/client';
import { places } from '../../db/schema/places';

export type GazetteerPlace = {
  city: string;
  state: string;
  country: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  timeZone: string;
};

const columns = {
  city: places.name,
  state: places.state,
  country: places.country,
  postalCode: places.postalCode,
  latitude: places.latitude,
  longitude: places.longitude,
  timeZone: places.timeZone,
};

// "montreal" is Montréal and "st louis" is St. Louis: names compare without case, accents or punctuation.
const isSameName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', ignorePunctuation: true }) === 0;

// The gazetteer does not change while the server runs (it is loaded at start-up), so the places searched
// are kept per database: a search then costs no round trip to find its centres. Misses are not kept,
// so random text cannot fill the memory; the kept places are bounded too.
const maxKeptPlaces = 5_000;
const keptPlaces = new WeakMap<Executor, Map<string, GazetteerPlace>>();

/**
 * The gazetteer's place of a searched city, state and country: its coordinates are the centre of the
 * radius and its zone says which day is today there (D1-5.07). The typeahead hands over names as the
 * gazetteer spells them, so the exact name is tried first, by index; other spellings are compared
 * among the places of that state. Of two places with one name in a state, the larger wins, as in the
 * typeahead. Null when the gazetteer has no such place (D1-5.09: only suggestions are valid).
 */
export async function findSearchPlace(db: Executor, place: SearchPlace): Promise<GazetteerPlace | null> {
  const kept = keptPlaces.get(db) ?? new Map<string, GazetteerPlace>();
  keptPlaces.set(db, kept);
  const key = [place.city.toLowerCase(), place.state, place.country].join('|');
  const known = kept.get(key);
  if (known) return known;
  const found = await lookUpPlace(db, place);
  if (found) {
    if (kept.size >= maxKeptPlaces) kept.clear();
    kept.set(key, found);
  }
  return found;
}

async function lookUpPlace(db: Executor, place: SearchPlace): Promise<GazetteerPlace | null> {
  const inState = and(eq(places.state, place.state), eq(places.country, place.country));
  const byPopulation = [desc(places.population), asc(places.id)];
  const [exact] = await db
    .select(columns)
    .from(places)
    .where(and(eq(places.name, place.city), inState))
    .orderBy(...byPopulation)
    .limit(1);
  if (exact) return exact;
  const candidates = await db
    .select(columns)
    .from(places)
    .where(inState)
    .orderBy(...byPopulation);
  return candidates.find((candidate) => isSameName(candidate.city, place.city)) ?? null;
}
