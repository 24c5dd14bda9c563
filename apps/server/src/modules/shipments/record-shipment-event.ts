import { sql } from 'drizzle-orm';
import type { ShipmentEventData, ShipmentEventType } from '@freight/domain/shipment-events';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Transaction } from '../../db/client';
import { shipmentEvents } from '../../db/schema/shipment-events';
import { publishShipmentChange } from './publish-shipment-change';

/** What happened: an event type with the data of that type. */
export type ShipmentEventContent = {
  [T in ShipmentEventType]: { type: T; data: ShipmentEventData<T> };
}[ShipmentEventType];

/** What happened to a shipment, named as its source system knows it, and when. */
export type ShipmentEvent = ShipmentEventContent & {
  shipment: { sourceSystem: SourceSystem; shipmentId: string; orderId: string | null };
  occurredAt: Date;
};

/**
 * Records what a carrier did with a shipment for its source system (decision 018), in the transaction
 * of the answer itself, so that the answer and its event commit together or not at all. Call it last
 * in that transaction.
 *
 * A source reads its events after the last id it has seen, so ids must become visible in their own
 * order: a transaction that took id 7 and committed after the one that took id 8 would be skipped by a
 * source that had read up to 8. Holding a lock per source system from taking the id until the commit
 * makes one source's events commit in id order; the wait is only for the insert and the commit of
 * another answer to the same source, since nothing else is done after it.
 */
export async function recordShipmentEvent(tx: Transaction, event: ShipmentEvent): Promise<void> {
  const { sourceSystem, shipmentId, orderId } = event.shipment;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`shipment_events:${sourceSystem}`}::text))`);
  await tx.insert(shipmentEvents).values({
    sourceSystem,
    shipmentId,
    orderId,
    eventType: event.type,
    data: event.data,
    occurredAt: event.occurredAt,
  });
  // Documents, references and invoices change no shipment row: the open live streams hear of them here
  // (decision 061); a change that did write the row sends the same message, which the commit sends once.
  await publishShipmentChange(tx, shipmentId);
}
