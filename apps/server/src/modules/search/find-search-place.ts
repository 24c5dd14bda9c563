import { and, asc, desc, eq } from 'drizzle-orm';
import type { SearchPlace } from '@freight/domain/search-criteria';
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

/**
 * The gazetteer's place of a searched city, state and country: its coordinates are the centre of the
 * radius and its zone says which day is today there (D1-5.07). The typeahead hands over names as the
 * gazetteer spells them, so the exact name is tried first, by index; other spellings are compared
 * among the places of that state. Of two places with one name in a state, the larger wins, as in the
 * typeahead. Null when the gazetteer has no such place (D1-5.09: only suggestions are valid).
 */
export async function findSearchPlace(db: Executor, place: SearchPlace): Promise<GazetteerPlace | null> {
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
