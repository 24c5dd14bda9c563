import { and, eq, sql } from 'drizzle-orm';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import type { TrackingWindow } from '@freight/domain/tracking/tracking-window';
import type { Executor } from '../../db/client';
import { oncePerDatabase } from '../../db/prepared';
import { shipments, shipmentStops } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { isAssignedToMember } from '../shipments/find-caller-shipment';

/** Why a trip takes no position at all: tracking is not on, or was ended (by the driver or the trip). */
export const trackingClosedReasons = ['notStarted', 'stopped'] as const;
export type TrackingClosed = (typeof trackingClosedReasons)[number];

/** A shipment the caller drives, with the window in which its positions may be kept. */
export type TrackedShipment = {
  /** shipments.id */
  id: string;
  shipmentId: string;
  window: TrackingWindow | TrackingClosed;
};

// Prepared once (db/prepared.ts): position ingestion runs it on every call.
const findStatement = oncePerDatabase((db) =>
  db
    .select({
      id: shipments.id,
      shipmentId: shipments.shipmentId,
      gpsTrackingStatus: shipments.gpsTrackingStatus,
      startedAt: shipments.tripStartedAt,
      // Epoch milliseconds, as every time of the tracking rules (a float8, so both drivers give a number).
      // Names written out: drizzle leaves a one-table select's columns unqualified, which the subquery
      // would read as its own.
      finalDepartureAt: sql<
        number | null
      >`(select (extract(epoch from final_stop.actual_departure) * 1000)::float8
        from ${shipmentStops} final_stop where final_stop.shipment_id = "shipments"."id"
        order by final_stop.sequence_no desc limit 1)`,
    })
    .from(shipments)
    .where(
      and(
        eq(shipments.shipmentId, sql.placeholder('shipmentId')),
        eq(shipments.assignedCarrierId, sql.placeholder('carrierId')),
        isAssignedToMember(sql.placeholder('memberId')),
      ),
    )
    .limit(1)
    .prepare('find_tracked_shipment'),
);

/**
 * The shipment of this id whose assigned driver is the caller (the latest assignment transaction names
 * them, D2-4.15), of their own carrier; null otherwise, whether it does not exist, is a colleague's or
 * another carrier's. Positions come from the truck's driver only, whatever else the caller may see.
 *
 * Its tracking window (decision 034): positions are kept while GPS tracking is started (D2-4.49), from
 * the moment the server started the trip (`trip_started_at`; the start time the driver declares may be
 * later) to the departure from the last stop (the stop
 * with the highest sequence). A completed trip still takes the fixes a device queued before that
 * departure (an offline catch-up); one completed without a recorded final departure, or stopped, none.
 */
export async function findTrackedShipment(
  db: Executor,
  caller: Caller,
  shipmentId: string,
): Promise<TrackedShipment | null> {
  const carrierId = caller.carrier?.id;
  if (!carrierId) return null;
  const [found] = await findStatement(db).execute({
    shipmentId: shipmentId.trim().toUpperCase(),
    carrierId,
    memberId: caller.memberId,
  });
  if (!found) return null;
  return { id: found.id, shipmentId: found.shipmentId, window: windowOf(found) };
}

function windowOf(row: {
  gpsTrackingStatus: number;
  startedAt: Date | null;
  finalDepartureAt: number | null;
}): TrackingWindow | TrackingClosed {
  const { finalDepartureAt } = row;
  const startedAt = row.startedAt?.getTime() ?? null;
  switch (row.gpsTrackingStatus) {
    case gpsTrackingStatus.started:
      return { startedAt, finalDepartureAt };
    case gpsTrackingStatus.completed:
      return finalDepartureAt === null ? 'stopped' : { startedAt, finalDepartureAt };
    case gpsTrackingStatus.stopped:
      return 'stopped';
    default:
      return 'notStarted';
  }
}
