import { and, desc, eq, lt } from 'drizzle-orm';
import { shipments } from '../../db/schema/shipments';
import { truckPositions } from '../../db/schema/positions';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { trackingLogArgsSchema } from './tracking-input';
import { truckPositionColumns, truckPositionView, type TruckPositionView } from './truck-position-view';

export type TrackingLogView = { shipmentId: string; positions: TruckPositionView[]; hasMore: boolean };

/**
 * myTrackingLog (issue 14 part 6, privacy): what the caller's own device sent on a trip of their
 * carrier, the time and the place of each fix, newest first, a page at a time along the positions'
 * primary key. Only the caller's own positions: a driver who took the trip over from another sees
 * theirs alone, and a trip they never drove has an empty log (as an unknown id or another carrier's).
 */
export async function getMyTrackingLog(
  services: Pick<Services, 'db'>,
  caller: Caller,
  args: unknown,
): Promise<TrackingLogView> {
  const { shipmentId, before, first } = parseInput(trackingLogArgsSchema, args);
  const wanted = shipmentId.toUpperCase();
  const carrierId = caller.carrier?.id;
  if (!carrierId) return { shipmentId: wanted, positions: [], hasMore: false };
  const rows = await services.db
    .select(truckPositionColumns)
    .from(truckPositions)
    .innerJoin(shipments, eq(shipments.id, truckPositions.shipmentId))
    .where(
      and(
        eq(shipments.shipmentId, wanted),
        eq(shipments.assignedCarrierId, carrierId),
        eq(truckPositions.memberId, caller.memberId),
        before ? lt(truckPositions.recordedAt, before) : undefined,
      ),
    )
    .orderBy(desc(truckPositions.recordedAt))
    .limit(first + 1);
  return {
    shipmentId: wanted,
    positions: rows.slice(0, first).map(truckPositionView),
    hasMore: rows.length > first,
  };
}
