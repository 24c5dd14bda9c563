import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { createdAt, updatedAt, zoned } from './columns';
import { loadPostings } from './loads';
import { members } from './members';

export const capacityTypes = ['TRUCK', 'LANE'] as const;
export type CapacityType = (typeof capacityTypes)[number];

// A posted truck (spot capacity with dates) or lane (recurring origin to destination on given days).
export const capacities = pgTable(
  'capacities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    capacityType: text('capacity_type').$type<CapacityType>().notNull(),
    trailerType: text('trailer_type').notNull(),
    originCity: text('origin_city').notNull(),
    originState: text('origin_state').notNull(),
    originCountry: text('origin_country').notNull(),
    originPostalCode: text('origin_postal_code'),
    originLatitude: doublePrecision('origin_latitude').notNull(),
    originLongitude: doublePrecision('origin_longitude').notNull(),
    originRadius: smallint('origin_radius').notNull(),
    // A null destination city means Anywhere (trucks) unless destination states are given.
    destinationCity: text('destination_city'),
    destinationState: text('destination_state'),
    destinationCountry: text('destination_country'),
    destinationPostalCode: text('destination_postal_code'),
    destinationLatitude: doublePrecision('destination_latitude'),
    destinationLongitude: doublePrecision('destination_longitude'),
    destinationRadius: smallint('destination_radius'),
    destinationStates: text('destination_states').array().notNull().default([]),
    pickUpFromDate: zoned('pick_up_from_date'),
    pickUpToDate: zoned('pick_up_to_date'),
    preferredDays: text('preferred_days').array().notNull().default([]),
    lastUpdatedBy: uuid('last_updated_by').references(() => members.id, { onDelete: 'set null' }),
    // Set by a delete, cleared by its undo (decision 050): a removed capacity is in no list, count,
    // match or recommendation; one removed long enough ago is deleted for good.
    deletedAt: zoned('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('capacities_carrier_idx').on(t.carrierId, t.capacityType),
    // The list: a carrier's capacities, newest first (an added one goes to the front, D3-4.45).
    index('capacities_carrier_listed_idx')
      .on(t.carrierId, t.createdAt, t.id)
      .where(sql`deleted_at is null`),
    // A new posting's candidate capacities: the same trailer, the origin's latitude band.
    index('capacities_trailer_origin_idx')
      .on(t.trailerType, t.originLatitude)
      .where(sql`deleted_at is null`),
  ],
);

// A new posting that matches a capacity notifies its dispatcher once (decision 050): the row is written
// with the notification, and a second attempt for the same pair finds it and tells nobody.
export const capacityNotices = pgTable(
  'capacity_notices',
  {
    capacityId: uuid('capacity_id')
      .notNull()
      .references(() => capacities.id, { onDelete: 'cascade' }),
    loadPostingId: uuid('load_posting_id')
      .notNull()
      .references(() => loadPostings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.capacityId, t.loadPostingId] })],
);
