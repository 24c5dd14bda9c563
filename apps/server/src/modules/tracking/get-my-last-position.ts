import { and, desc, eq, gt } from 'drizzle-orm';
import { lastPositionMaxAgeMs } from '@freight/domain/profit/truck-position';
import { shipmentLastPositions } from '../../db/schema/positions';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { lastPositionColumns, truckPositionView, type TruckPositionView } from './truck-position-view';

/**
 * myLastPosition (issue 20): where the caller's own truck was last seen, for the deadhead of loads
 * found without a searched origin: the newest fix their own device sent on any trip within
 * `lastPositionMaxAgeMs`, read from the trips' last positions by member (migration 0024). Only the
 * caller's own positions, whatever trips their carrier runs; null when there is none that recent.
 */
export async function getMyLastPosition(
  services: Pick<Services, 'db' | 'now'>,
  caller: Caller,
): Promise<TruckPositionView | null> {
  const last = shipmentLastPositions;
  const since = new Date(services.now().getTime() - lastPositionMaxAgeMs);
  const [row] = await services.db
    .select(lastPositionColumns)
    .from(last)
    .where(and(eq(last.memberId, caller.memberId), gt(last.recordedAt, since)))
    .orderBy(desc(last.recordedAt))
    .limit(1);
  return row ? truckPositionView(row) : null;
}
