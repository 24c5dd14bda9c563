import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LoadType, SourceSystem } from '@freight/domain/source-systems';
import type { StopType } from '@freight/domain/stops';
import { carriers } from './carriers';
import { createdAt, updatedAt, zoned } from './columns';

export const loadPostingStatuses = ['OPEN', 'BOOKED', 'WITHDRAWN', 'EXPIRED'] as const;
export type LoadPostingStatus = (typeof loadPostingStatuses)[number];

type SearchedColumns = Record<
  | 'originLat'
  | 'originLng'
  | 'destinationLat'
  | 'destinationLng'
  | 'destinationCountry'
  | 'destinationState'
  | 'dropStart'
  | 'managedEquipment'
  | 'exclusiveLoad'
  | 'totalChargeCents'
  | 'totalDistance'
  | 'loadId'
  | 'pickupWeekday',
  AnyPgColumn
>;

/** What every search filters on (who may see the load) and sorts on, with the unique tie-breaker. */
function rankedColumns(t: SearchedColumns) {
  return [t.managedEquipment, t.exclusiveLoad, t.totalChargeCents, t.totalDistance, t.loadId] as const;
}

/** What a radius search also filters and sorts on: both ends, the destination states, the drop date. */
function placeColumns(t: SearchedColumns) {
  return [
    t.originLat,
    t.originLng,
    t.destinationLat,
    t.destinationLng,
    t.destinationCountry,
    t.destinationState,
    t.dropStart,
  ] as const;
}

// A load offered on the marketplace by a source system. Origin and destination are copied from the
// first pick-up and the last drop so that search reads one row per load.
export const loadPostings = pgTable(
  'load_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadId: text('load_id').notNull().unique(),
    sourceSystem: text('source_system').$type<SourceSystem>().notNull(),
    // The source system's own reference: postings are created and updated by it idempotently.
    sourceReference: text('source_reference').notNull(),
    status: text('status').$type<LoadPostingStatus>().notNull().default('OPEN'),
    loadType: text('load_type').$type<LoadType>().notNull(),
    transportMode: text('transport_mode').notNull(),
    isHazardous: boolean('is_hazardous').notNull().default(false),
    isHighValue: boolean('is_high_value').notNull().default(false),
    isTemperatureControlled: boolean('is_temperature_controlled').notNull().default(false),
    totalDistance: numeric('total_distance', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    distanceUom: text('distance_uom').notNull().default('mi'),
    totalWeight: integer('total_weight').notNull(),
    weightUom: text('weight_uom').notNull().default('lb'),
    numberOfStops: smallint('number_of_stops').notNull(),
    termsAndConditions: text('terms_and_conditions'),
    buyAllowed: boolean('buy_allowed').notNull().default(true),
    managedEquipment: boolean('managed_equipment').notNull().default(false),
    exclusiveLoad: boolean('exclusive_load').notNull().default(false),
    isGapForDriver: boolean('is_gap_for_driver').notNull().default(false),
    // Rate: money in integer cents, per-unit charges in numeric. A load without a rate is Contact to Book.
    currency: text('currency').notNull().default('USD'),
    binRateId: text('bin_rate_id'),
    totalChargeCents: integer('total_charge_cents'),
    lineHaulCents: integer('line_haul_cents'),
    lineHaulUnitCharge: numeric('line_haul_unit_charge', { precision: 12, scale: 4 }),
    lineHaulQuantity: numeric('line_haul_quantity', { precision: 12, scale: 2 }),
    lineHaulQualifier: text('line_haul_qualifier'),
    fuelCents: integer('fuel_cents'),
    fuelUnitCharge: numeric('fuel_unit_charge', { precision: 12, scale: 4 }),
    fuelQuantity: numeric('fuel_quantity', { precision: 12, scale: 2 }),
    fuelQualifier: text('fuel_qualifier'),
    originCity: text('origin_city').notNull(),
    originState: text('origin_state').notNull(),
    originCountry: text('origin_country').notNull(),
    originPostalCode: text('origin_postal_code'),
    originLat: doublePrecision('origin_lat').notNull(),
    originLng: doublePrecision('origin_lng').notNull(),
    originTimeZone: text('origin_time_zone').notNull(),
    pickupStart: zoned('pickup_start').notNull(),
    pickupEnd: zoned('pickup_end').notNull(),
    // The first pick-up's day of the week where it picks up, ISO numbered (Monday 1 to Sunday 7), kept
    // by the database: a Lane matches loads picking up on its days (decision 050). timezone(text,
    // timestamptz) and extract from a plain timestamp are immutable, so the column can be stored.
    pickupWeekday: smallint('pickup_weekday').generatedAlwaysAs(
      sql`extract(isodow from (pickup_start at time zone origin_time_zone))::smallint`,
    ),
    destinationCity: text('destination_city').notNull(),
    destinationState: text('destination_state').notNull(),
    destinationCountry: text('destination_country').notNull(),
    destinationPostalCode: text('destination_postal_code'),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLng: doublePrecision('destination_lng').notNull(),
    destinationTimeZone: text('destination_time_zone').notNull(),
    dropStart: zoned('drop_start').notNull(),
    dropEnd: zoned('drop_end').notNull(),
    bookedByCarrierId: uuid('booked_by_carrier_id').references(() => carriers.id),
    bookedAt: zoned('booked_at'),
    withdrawnAt: zoned('withdrawn_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('load_postings_source_ref_uq').on(t.sourceSystem, t.sourceReference),
    index('load_postings_open_pickup_idx')
      .on(t.pickupStart)
      .where(sql`status = 'OPEN'`),
    // Load search (modules/search/search-filters.ts, its radius in postings/load-posting-conditions.ts).
    // A radius search lists the 1-degree cells of latitude and longitude that its circle touches, then
    // walks the pick-up window of each cell. The trailing columns are everything the search filters
    // and sorts on, so that it counts and sorts from the index alone and reads the table only for the
    // page it answers. Measured on 400,000 postings (250 miles around Chicago, 7 days, Dry Van, 3,774
    // matches): 3 ms, against 15 to 45 ms for a GiST index on ll_to_earth(), with or without
    // btree_gist's trailer and date columns.
    // Both also carry the pick-up's weekday, last, so that a Lane's days (capacity matching, decision
    // 050) are checked from whichever index the planner takes, without reading the table.
    ...(['origin', 'destination'] as const).map((side) => {
      const [lat, lng] =
        side === 'origin' ? [t.originLat, t.originLng] : [t.destinationLat, t.destinationLng];
      return index(`load_postings_open_${side}_cell_idx`)
        .on(
          t.transportMode,
          sql`floor(${lat})`,
          sql`floor(${lng})`,
          t.pickupStart,
          ...placeColumns(t),
          ...rankedColumns(t),
          t.pickupWeekday,
        )
        .where(sql`status = 'OPEN'`);
    }),
    // A Lane's matches (decision 050): the origin's cells, then its days of the week, then the pick-up
    // date, so that a lane reads only the loads picking up on its days. Measured on 1,000,000
    // postings (decision 050, 234 lanes, two runs): a lane's count 1.5 ms at the median and 8 to 13 ms
    // at p95, against 3.1 to 3.6 and 16 to 17 ms with the day checked in the cell indexes alone.
    index('load_postings_open_lane_idx')
      .on(
        t.transportMode,
        sql`floor(${t.originLat})`,
        sql`floor(${t.originLng})`,
        t.pickupWeekday,
        t.pickupStart,
        t.originLat,
        t.originLng,
        t.destinationLat,
        t.destinationLng,
        t.destinationCountry,
        t.destinationState,
        ...rankedColumns(t),
      )
      .where(sql`status = 'OPEN'`),
    // Loads by state (getStateBasedLoad): every open load picking up in one state, counted and sorted
    // from the index alone.
    index('load_postings_open_origin_state_idx')
      .on(t.originCountry, t.originState, t.pickupStart, t.pickupEnd, ...rankedColumns(t))
      .where(sql`status = 'OPEN'`),
  ],
);

export const loadPostingStops = pgTable(
  'load_posting_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadPostingId: uuid('load_posting_id')
      .notNull()
      .references(() => loadPostings.id, { onDelete: 'cascade' }),
    stopId: text('stop_id').notNull(),
    sequence: smallint('sequence').notNull(),
    stopType: text('stop_type').$type<StopType>().notNull(),
    locationName: text('location_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code'),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    appointmentFrom: zoned('appointment_from').notNull(),
    appointmentTo: zoned('appointment_to').notNull(),
    // 'P' marks a pick-up appointment that is not confirmed yet (pre-book warning of D1-4).
    appointmentState: text('appointment_state'),
    specialServices: text('special_services').array().notNull().default([]),
  },
  (t) => [uniqueIndex('load_posting_stops_seq_uq').on(t.loadPostingId, t.sequence)],
);

export const loadPostingAccessorials = pgTable(
  'load_posting_accessorials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loadPostingId: uuid('load_posting_id')
      .notNull()
      .references(() => loadPostings.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    chargeCents: integer('charge_cents').notNull(),
  },
  (t) => [index('load_posting_accessorials_posting_idx').on(t.loadPostingId)],
);
