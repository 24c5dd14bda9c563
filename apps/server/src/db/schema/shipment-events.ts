import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ShipmentEventData, ShipmentEventType } from '@freight/domain/shipment-events';
import type { SourceSystem } from '@freight/domain/source-systems';
import { zoned } from './columns';

// What carriers did with the shipments source systems tendered, one row per answer, for the source to
// read in event_id order from a cursor (decision 018). The shipment is named by the ids its source
// knows, not by a foreign key: the log is append-only and outlives whatever becomes of the row.
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceSystem: text('source_system').$type<SourceSystem>().notNull(),
    shipmentId: text('shipment_id').notNull(),
    orderId: text('order_id'),
    eventType: text('event_type').$type<ShipmentEventType>().notNull(),
    data: jsonb('data').$type<ShipmentEventData>().notNull(),
    occurredAt: zoned('occurred_at').notNull(),
  },
  (t) => [index('shipment_events_source_event_idx').on(t.sourceSystem, t.eventId)],
);
