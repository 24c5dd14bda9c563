import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { createdAt, zoned } from './columns';
import { loadPostings } from './loads';
import { members } from './members';

// A recent search; marked favourite it becomes a favourite search (D1-3 saved search).
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id').references(() => carriers.id, { onDelete: 'cascade' }),
    trailerType: text('trailer_type').notNull(),
    originCity: text('origin_city'),
    originState: text('origin_state'),
    originCountry: text('origin_country'),
    originPostalCode: text('origin_postal_code'),
    originLatitude: doublePrecision('origin_latitude'),
    originLongitude: doublePrecision('origin_longitude'),
    originRadius: smallint('origin_radius'),
    destinationCity: text('destination_city'),
    destinationState: text('destination_state'),
    destinationStates: text('destination_states').array().notNull().default([]),
    destinationCountry: text('destination_country'),
    destinationPostalCode: text('destination_postal_code'),
    destinationLatitude: doublePrecision('destination_latitude'),
    destinationLongitude: doublePrecision('destination_longitude'),
    destinationRadius: smallint('destination_radius'),
    pickupStart: zoned('pickup_start'),
    pickupEnd: zoned('pickup_end'),
    dropStart: zoned('drop_start'),
    dropEnd: zoned('drop_end'),
    // The zone offset the dates were searched with ("-06:00"), so that they are written back as typed.
    zoneOffset: text('zone_offset'),
    favorite: boolean('favorite').notNull().default(false),
    // A normalised form of the criteria, used to refuse duplicate favourites ("Record Exist").
    criteriaKey: text('criteria_key').notNull(),
    searchDate: zoned('search_date').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_member_idx').on(t.memberId, t.favorite, t.searchDate),
    index('saved_searches_criteria_idx').on(t.memberId, t.criteriaKey),
    // Two favourites of the same search are impossible, even when two requests race ('Record Exist').
    uniqueIndex('saved_searches_favorite_uq')
      .on(t.memberId, t.criteriaKey)
      .where(sql`favorite`),
  ],
);

export const watchedLoads = pgTable(
  'watched_loads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    loadPostingId: uuid('load_posting_id')
      .notNull()
      .references(() => loadPostings.id, { onDelete: 'cascade' }),
    origin: text('origin'),
    watchDate: zoned('watch_date').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('watched_loads_member_load_uq').on(t.memberId, t.loadPostingId)],
);

// A recommended load the member has opened: its recommendation status is 'seen' from then on (D1-4.14).
export const recommendationViews = pgTable(
  'recommendation_views',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    loadPostingId: uuid('load_posting_id')
      .notNull()
      .references(() => loadPostings.id, { onDelete: 'cascade' }),
    seenAt: zoned('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.loadPostingId] })],
);
