import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import type { Role } from '@freight/domain/roles';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { assignmentTransactions, shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';

export type ShipmentRow = typeof shipments.$inferSelect;
/** `isCallerDriver`: the caller is the shipment's assigned driver, whose device sends its positions. */
export type CallerShipment = { shipment: ShipmentRow; loadId: string | null; isCallerDriver: boolean };

/**
 * Drivers see only the shipments assigned to them unless they also hold Carrier Assigned (a driver
 * who is also a dispatcher); the Leased owner-operator is never filtered by driver (D2-6.02).
 */
export function isFilteredByDriver(roles: readonly Role[]): boolean {
  return (
    roles.includes('carrierDriver') &&
    !roles.includes('carrierLeasedOwnerOpr') &&
    !hasPermission(roles, 'myLoads.carrierAssigned')
  );
}

/**
 * A condition on `shipments`: the shipment's latest assignment transaction (the highest id decides,
 * D2-4.15) assigns this member. One correlated subquery, so lists and counts filter in the same statement.
 */
export function isAssignedToMember(memberId: string | Placeholder): SQL {
  const transaction = assignmentTransactions;
  return sql`(select ${transaction.transactionType} = 'Assign Driver' and ${transaction.driverMemberId} = ${memberId}
    from ${transaction} where ${transaction.shipmentId} = ${shipments.id}
    order by ${transaction.transactionId} desc limit 1) is true`;
}

/**
 * A shipment of the caller's own carrier by its shipment id (any case), with the load id it was
 * booked from; null for an unknown id, another carrier's shipment, or a driver's colleague's one, so
 * the answer never tells which.
 */
export async function findCallerShipment(
  db: Executor,
  caller: Caller,
  shipmentId: string,
): Promise<CallerShipment | null> {
  const carrierId = caller.carrier?.id;
  const wanted = shipmentId.trim().toUpperCase();
  if (!carrierId || wanted.length === 0 || wanted.length > 64) return null;
  const [found] = await db
    .select({
      shipment: shipments,
      loadId: loadPostings.loadId,
      isCallerDriver: sql<boolean>`${isAssignedToMember(caller.memberId)}`,
    })
    .from(shipments)
    .leftJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
    .where(
      and(
        eq(shipments.shipmentId, wanted),
        eq(shipments.assignedCarrierId, carrierId),
        isFilteredByDriver(caller.roles) ? isAssignedToMember(caller.memberId) : undefined,
      ),
    )
    .limit(1);
  return found ?? null;
}
