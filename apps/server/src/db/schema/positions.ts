import {
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The positions the trucks' devices send while a trip runs (D2-4.58; decision 038). Built for volume
// (100k trucks every 15 minutes is 111 rows a second, 9.6 million a day): append-only, one row per
// fix, and nothing that costs on insert but the primary key and a BRIN index.
// - The primary key (shipment, recorded_at) is the index every read uses (a trip's log, newest first)
//   and what makes a resent batch idempotent: a fix is the device's position at a moment, so a second
//   row for the same shipment and moment is the same fix sent again (`on conflict do nothing`).
// - No foreign keys: a cascade from shipments or members would scan millions of rows, and a checked
//   reference costs an index probe per row. The shipment and the sender are checked before the insert;
//   the retention sweep removes what is old, whatever became of the shipment.
// - A BRIN index on recorded_at (a few pages for millions of rows; rows arrive roughly in time order)
//   lets the retention sweep find the old rows without a B-tree to maintain on every insert.
export const truckPositions = pgTable(
  'truck_positions',
  {
    /** shipments.id, not a foreign key (above). */
    shipmentId: uuid('shipment_id').notNull(),
    /** When the device took the fix (its clock, checked against the tracking window). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** When the server stored it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The driver who sent it (members.id): their tracking log shows only their own positions. */
    memberId: uuid('member_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    // Metres, metres per second, degrees: a float4's 7 digits are far finer than any phone's fix.
    accuracy: real('accuracy').notNull(),
    speed: real('speed'),
    heading: real('heading'),
    /** The stop the device's fences were around (D2-3.18), if any. */
    stopId: text('stop_id'),
    sequenceNo: smallint('sequence_no'),
  },
  (t) => [
    primaryKey({ name: 'truck_positions_pk', columns: [t.shipmentId, t.recordedAt] }),
    index('truck_positions_recorded_brin').using('brin', t.recordedAt),
  ],
);

// The last known position of each tracked shipment (the trip screen's map, the dispatcher's view, the
// driver's own last position for the deadhead of the loads they look at): one
// small row per shipment, moved forward by the statement that stores a newer fix, so that reading it
// never searches the positions.
export const shipmentLastPositions = pgTable(
  'shipment_last_positions',
  {
    /** shipments.id, not a foreign key (as above). */
    shipmentId: uuid('shipment_id').primaryKey(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    memberId: uuid('member_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: real('accuracy').notNull(),
    speed: real('speed'),
    heading: real('heading'),
  },
  (t) => [
    index('shipment_last_positions_recorded_idx').on(t.recordedAt),
    // A driver's own newest position, whatever the trip (myLastPosition, issue 20).
    index('shipment_last_positions_member_idx').on(t.memberId, t.recordedAt.desc()),
  ],
);
