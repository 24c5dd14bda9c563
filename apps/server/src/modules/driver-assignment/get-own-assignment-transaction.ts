import type { AssignmentTransaction } from '../../generated/graphql';
import { and, desc, eq } from 'drizzle-orm';
import { assignmentTransactions, shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { ownAssignmentQuerySchema } from './driver-assignment-input';

/** AssignmentTransaction of my-loads.graphql. */
export type AssignmentTransactionView = AssignmentTransaction;

/**
 * getOwnAssignmentTransaction (D2-4.16): the latest assignment transaction that names the caller as
 * the driver of a shipment of their carrier; null when none does. A driver no longer sees a load once
 * it is unassigned from them (D2-6.02), so this is how their app learns why it went: an 'Unassign
 * Driver' here means the alert. It tells only about the caller themself, never about other drivers.
 */
export async function getOwnAssignmentTransaction(
  services: Pick<Services, 'db'>,
  caller: Caller,
  args: unknown,
): Promise<AssignmentTransactionView | null> {
  const { shipmentId } = parseInput(ownAssignmentQuerySchema, args);
  const carrierId = caller.carrier?.id;
  if (!carrierId) return null;
  const [latest] = await services.db
    .select({
      transactionId: assignmentTransactions.transactionId,
      transactionType: assignmentTransactions.transactionType,
      driverId: assignmentTransactions.driverMemberId,
      driverName: assignmentTransactions.driverName,
      driverEmail: assignmentTransactions.driverEmail,
      driverPhone: assignmentTransactions.driverPhone,
      status: assignmentTransactions.status,
    })
    .from(assignmentTransactions)
    .innerJoin(shipments, eq(shipments.id, assignmentTransactions.shipmentId))
    .where(
      and(
        eq(shipments.shipmentId, shipmentId.toUpperCase()),
        eq(shipments.assignedCarrierId, carrierId),
        eq(assignmentTransactions.driverMemberId, caller.memberId),
      ),
    )
    .orderBy(desc(assignmentTransactions.transactionId))
    .limit(1);
  return latest ? { ...latest, transactionId: String(latest.transactionId) } : null;
}
