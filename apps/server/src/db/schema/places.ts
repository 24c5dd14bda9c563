import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The gazetteer: US and Canadian places for the location typeahead and the demo data.
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // USPS state or Canadian province code (IL, ON).
    state: text('state').notNull(),
    // Three-letter country code as the API speaks it (USA, CAN).
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    postalCode: text('postal_code'),
    population: integer('population').notNull().default(0),
    // lower("name, state") for trigram matching of what people type ("chicago, il").
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('places_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('places_name_idx').on(t.name),
  ],
);
