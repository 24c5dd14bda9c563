import { and, asc, eq, gt } from 'drizzle-orm';
import type { ShipmentEventData, ShipmentEventType } from '@freight/domain/shipment-events';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Executor } from '../../db/client';
import { shipmentEvents } from '../../db/schema/shipment-events';
import type { ShipmentEventsQuery } from './integration.schemas';

export type ShipmentEventView = {
  eventId: number;
  type: ShipmentEventType;
  shipmentId: string;
  orderId: string | null;
  occurredAt: string;
  data: ShipmentEventData;
};

/**
 * GET /integration/v1/shipment-events (decision 018): a source system's own events after the cursor
 * it sends, in event id order. `lastEventId` is the cursor for the next call: the last event answered,
 * or the one sent when there is nothing new, so a source always polls with after=lastEventId.
 */
export async function listShipmentEvents(
  db: Executor,
  sourceSystem: SourceSystem,
  query: ShipmentEventsQuery,
): Promise<{ events: ShipmentEventView[]; lastEventId: number }> {
  const rows = await db
    .select()
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.sourceSystem, sourceSystem), gt(shipmentEvents.eventId, query.after)))
    .orderBy(asc(shipmentEvents.eventId))
    .limit(query.limit);
  const events = rows.map((row) => ({
    eventId: row.eventId,
    type: row.eventType,
    shipmentId: row.shipmentId,
    orderId: row.orderId,
    occurredAt: row.occurredAt.toISOString(),
    data: row.data,
  }));
  return { events, lastEventId: events.at(-1)?.eventId ?? query.after };
}
