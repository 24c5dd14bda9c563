import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ShipmentEventData } from '@freight/domain/shipment-events';
import { sourceSystems, type SourceSystem } from '@freight/domain/source-systems';
import { selectRows, type Database, type Transaction } from '../../db/client';
import { notificationEventCursors } from '../../db/schema/engagement';
import { shipmentEvents } from '../../db/schema/shipment-events';
import { shipments } from '../../db/schema/shipments';
import { message } from '../../platform/i18n';
import { notifyMembers, shipmentDeepLink, type Notice } from './notify-member';
import {
  assignedDriverOf,
  carrierMemberByUpn,
  loadIdOf,
  shipmentAudience,
  type AudienceShipment,
} from './shipment-audience';

/** Events read per source system and pass; the next pass goes on from there. */
const batchSize = 100;

type EventRow = typeof shipmentEvents.$inferSelect;
type Told = Omit<Notice, 'memberId' | 'shipmentId' | 'deepLinkUri' | 'eventKey'> & { memberIds: string[] };

/**
 * Writes the notifications of the shipment events recorded since the last pass (decision 057): the
 * shipment events table is the outbox of what happened to a carrier's loads (decision 018), and each
 * event that people should hear of becomes one notification per recipient, keyed by the event so
 * that a pass repeated after a crash writes nothing twice. One cursor per source system, read under a
 * row lock: events of one source commit in id order, and two servers never read the same batch.
 * Answers how many notifications were written.
 */
export async function relayShipmentEvents(db: Database): Promise<number> {
  let written = 0;
  for (const sourceSystem of await sourcesWithNewEvents(db)) written += await relaySource(db, sourceSystem);
  return written;
}

/** The sources with an event past their cursor: one statement of indexed looks, no transaction while idle. */
async function sourcesWithNewEvents(db: Database): Promise<SourceSystem[]> {
  const rows = await selectRows<{ source_system: SourceSystem }>(
    db,
    sql`select source.name as source_system
      from unnest(${`{${sourceSystems.join(',')}}`}::text[]) as source(name)
      where exists (
        select 1 from ${shipmentEvents} as event
        where event.source_system = source.name
          and event.event_id > coalesce((
            select cursor.last_event_id from ${notificationEventCursors} as cursor
            where cursor.source_system = source.name), 0))`,
  );
  return rows.map((row) => row.source_system);
}

async function relaySource(db: Database, sourceSystem: SourceSystem): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.insert(notificationEventCursors).values({ sourceSystem }).onConflictDoNothing();
    const [cursor] = await tx
      .select({ lastEventId: notificationEventCursors.lastEventId })
      .from(notificationEventCursors)
      .where(eq(notificationEventCursors.sourceSystem, sourceSystem))
      .for('update');
    const events = await tx
      .select()
      .from(shipmentEvents)
      .where(
        and(
          eq(shipmentEvents.sourceSystem, sourceSystem),
          gt(shipmentEvents.eventId, cursor?.lastEventId ?? 0),
        ),
      )
      .orderBy(asc(shipmentEvents.eventId))
      .limit(batchSize);
    if (events.length === 0) return 0;
    let written = 0;
    for (const event of events) written += await notifyEvent(tx, event);
    await tx
      .update(notificationEventCursors)
      .set({ lastEventId: events.at(-1)!.eventId })
      .where(eq(notificationEventCursors.sourceSystem, sourceSystem));
    return written;
  });
}

async function notifyEvent(tx: Transaction, event: EventRow): Promise<number> {
  const [shipment] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.shipmentId, event.shipmentId), eq(shipments.sourceSystem, event.sourceSystem)));
  if (!shipment) return 0;
  const loadId = await loadIdOf(tx, shipment);
  let written = 0;
  for (const told of await noticesOf(tx, event, shipment, loadId)) {
    written += await notifyMembers(tx, told.memberIds, {
      type: told.type,
      title: told.title,
      body: told.body,
      shipmentId: shipment.shipmentId,
      deepLinkUri: shipmentDeepLink(shipment.shipmentId),
      eventKey: eventKeyOf(event),
    });
  }
  return written;
}

/** A late stop is told once per stop, however many updates keep its late reason. */
function eventKeyOf(event: EventRow): string {
  if (event.eventType === 'STOP_UPDATED') {
    const data = event.data as ShipmentEventData<'STOP_UPDATED'>;
    return `stop-late:${event.sourceSystem}:${event.shipmentId}:${data.stopId}`;
  }
  return `shipment-event:${event.eventId}`;
}

const notices = {
  title: (kind: string, values: Record<string, string | number>) =>
    message(`messages:shipmentNotices.titles.${kind}` as 'messages:shipmentNotices.titles.TENDER', values),
  body: (kind: string, values: Record<string, string | number>) =>
    message(`messages:shipmentNotices.bodies.${kind}` as 'messages:shipmentNotices.bodies.TENDER', values),
};

/** Who hears what of an event; events nobody needs to hear of (references, uploads) tell no one. */
async function noticesOf(
  tx: Transaction,
  event: EventRow,
  shipment: AudienceShipment & { shipmentState: string },
  loadId: string,
): Promise<Told[]> {
  const audience = () => shipmentAudience(tx, shipment);
  const told = (
    type: Told['type'],
    memberIds: string[],
    values: Record<string, string | number> = {},
    text: string = type,
  ) => ({
    type,
    memberIds,
    title: notices.title(text, { loadId, ...values }),
    body: notices.body(text, { loadId, ...values }),
  });
  switch (event.eventType) {
    case 'TENDER_ACCEPTED':
      return [told('BOOKING', await audience())];
    case 'DRIVER_ASSIGNED':
    case 'DRIVER_UNASSIGNED': {
      const { driver } = event.data as ShipmentEventData<'DRIVER_ASSIGNED'>;
      const kind = event.eventType === 'DRIVER_ASSIGNED' ? 'ASSIGNMENT' : 'UNASSIGNMENT';
      const driverId = await carrierMemberByUpn(tx, shipment, driver.upn);
      const driverName = driver.name ?? '';
      const others = (await audience()).filter((id) => id !== driverId);
      return [
        told(kind, others, { driverName }),
        ...(driverId ? [told(kind, [driverId], {}, `${kind}_DRIVER`)] : []),
      ];
    }
    case 'TRIP_STARTED':
      return [told('TRIP_STARTED', await audience())];
    case 'STOP_UPDATED': {
      const data = event.data as ShipmentEventData<'STOP_UPDATED'>;
      if (!data.lateArrivalReason) return [];
      return [
        told('STOP_LATE', await audience(), { sequenceNo: data.sequenceNo, reason: data.lateArrivalReason }),
      ];
    }
    case 'TRIP_COMPLETED': {
      const delivered = told('DELIVERED', await audience());
      if (shipment.shipmentState !== 'DELIVERED_NEEDS_PPWK') return [delivered];
      const driverId = await assignedDriverOf(tx, shipment);
      return [delivered, told('DOCUMENT_MISSING', driverId ? [driverId] : delivered.memberIds)];
    }
    default:
      return [];
  }
}
