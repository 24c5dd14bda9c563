import { eq } from 'drizzle-orm';
import { shipmentLastPositions } from '../../db/schema/positions';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { lastTruckPositionArgsSchema } from './tracking-input';
import { lastPositionColumns, truckPositionView, type TruckPositionView } from './truck-position-view';

/**
 * lastTruckPosition (issue 14 part 6): the truck's last known position on a trip the caller may see
 * (D2-6.02: the carrier's for a dispatcher and the owner-operator, their own for a driver), read from
 * the one row the insert keeps up to date. Null for a trip without one and alike for any trip that is
 * not the caller's (another carrier's, a colleague's), so the answer never tells which.
 */
export async function getLastTruckPosition(
  services: Pick<Services, 'db'>,
  caller: Caller,
  args: unknown,
): Promise<TruckPositionView | null> {
  const { shipmentId } = parseInput(lastTruckPositionArgsSchema, args);
  const found = await findCallerShipment(services.db, caller, shipmentId);
  if (!found) return null;
  const last = shipmentLastPositions;
  const [row] = await services.db
    .select(lastPositionColumns)
    .from(last)
    .where(eq(last.shipmentId, found.shipment.id));
  return row ? truckPositionView(row) : null;
}
