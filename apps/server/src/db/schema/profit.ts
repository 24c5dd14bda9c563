import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CostMode } from '@freight/domain/profit/cost-profile';
import { carriers } from './carriers';
import { members } from './members';
import { shipments } from './shipments';
import { updatedAt, zoned } from './columns';

const figure = (name: string) => numeric(name, { precision: 9, scale: 3, mode: 'number' }).notNull();

// A carrier's cost profile (issue 20, decision 058): one per carrier, shared by its dispatchers and
// owner-operators; a carrier without one uses the domain's defaults.
export const costProfiles = pgTable('cost_profiles', {
  carrierId: uuid('carrier_id')
    .primaryKey()
    .references(() => carriers.id, { onDelete: 'cascade' }),
  costMode: text('cost_mode').$type<CostMode>().notNull(),
  costPerMile: figure('cost_per_mile'),
  fuelPricePerGallon: figure('fuel_price_per_gallon'),
  milesPerGallon: figure('miles_per_gallon'),
  otherCostPerMile: figure('other_cost_per_mile'),
  fixedCostPerDay: figure('fixed_cost_per_day'),
  averageSpeedMph: figure('average_speed_mph'),
  drivingHoursPerDay: figure('driving_hours_per_day'),
  dwellHoursPerStop: figure('dwell_hours_per_stop'),
  targetRatePerMile: figure('target_rate_per_mile'),
  floorRatePerMile: figure('floor_rate_per_mile'),
  updatedBy: uuid('updated_by').references(() => members.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

// One row per load booked on the platform, written when its booking settles: what it paid per loaded
// mile on its lane. The lane summaries below are computed from it; a carrier's own pay is read from it.
export const settledLaneRates = pgTable(
  'settled_lane_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Null for the demo's booked history, which has no shipments behind it.
    shipmentId: uuid('shipment_id')
      .unique()
      .references(() => shipments.id, { onDelete: 'set null' }),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id, { onDelete: 'cascade' }),
    originCountry: text('origin_country').notNull(),
    originState: text('origin_state').notNull(),
    destinationCountry: text('destination_country').notNull(),
    destinationState: text('destination_state').notNull(),
    transportMode: text('transport_mode').notNull(),
    settledAt: zoned('settled_at').notNull(),
    totalChargeCents: integer('total_charge_cents').notNull(),
    loadedMiles: numeric('loaded_miles', { precision: 9, scale: 1, mode: 'number' }).notNull(),
    centsPerMile: doublePrecision('cents_per_mile').notNull(),
  },
  (t) => [
    // A lane's loads of the last 90 days, with what the summary reads, from the index alone.
    index('settled_lane_rates_lane_idx').on(
      t.originCountry,
      t.originState,
      t.destinationCountry,
      t.destinationState,
      t.transportMode,
      t.settledAt,
      t.centsPerMile,
      t.carrierId,
    ),
    // A carrier's own pay on a lane.
    index('settled_lane_rates_carrier_idx').on(
      t.carrierId,
      t.originCountry,
      t.originState,
      t.destinationCountry,
      t.destinationState,
      t.transportMode,
      t.settledAt,
      t.centsPerMile,
    ),
  ],
);

/** A week's median, only where enough loads and carriers stand behind it (the chart's points). */
export type LaneWeek = { weekStart: string; medianCentsPerMile: number | null; loads: number };

// The rollup a card reads (decision 058): one row per lane, recomputed for that lane when one of its
// bookings settles and for every lane once a day, so that a page of cards reads 25 rows by key.
// Figures below the privacy threshold are stored as null; the counts are kept to say why.
export const laneRateSummaries = pgTable(
  'lane_rate_summaries',
  {
    originCountry: text('origin_country').notNull(),
    originState: text('origin_state').notNull(),
    destinationCountry: text('destination_country').notNull(),
    destinationState: text('destination_state').notNull(),
    transportMode: text('transport_mode').notNull(),
    loads30: integer('loads_30').notNull(),
    carriers30: integer('carriers_30').notNull(),
    median30: doublePrecision('median_30'),
    lowerQuartile30: doublePrecision('lower_quartile_30'),
    upperQuartile30: doublePrecision('upper_quartile_30'),
    loads90: integer('loads_90').notNull(),
    carriers90: integer('carriers_90').notNull(),
    median90: doublePrecision('median_90'),
    lowerQuartile90: doublePrecision('lower_quartile_90'),
    upperQuartile90: doublePrecision('upper_quartile_90'),
    weeks: jsonb('weeks')
      .$type<LaneWeek[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    computedAt: zoned('computed_at').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.originCountry, t.originState, t.destinationCountry, t.destinationState, t.transportMode],
    }),
  ],
);
