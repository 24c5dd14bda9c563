import { desc, eq } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import type { Transaction } from '../../db/client';
import { assignmentTransactions } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { findCallerShipment, type CallerShipment } from '../shipments/find-caller-shipment';

export const shipmentNotFoundMessage = message('shipmentNotFound');
/** D2-8.08: the shipment moved on since the caller read it (another device, a source system). */
export const staleShipmentMessage = message('trips.staleShipment');

export type CallerTrip = CallerShipment & {
  /** The member the latest assignment transaction assigns (D2-4.15); null when none does. */
  driverMemberId: string | null;
  /** The source system has not confirmed the assignment yet (D2-4.20, D2-4.28). */
  isAssignmentPending: boolean;
};

/**
 * Whether the caller acts on this trip (D2-6.01, D2-6.02, decision 037): a dispatcher (who holds
 * Carrier Assigned) on any trip of the carrier; a driver or an owner-operator only on a trip assigned
 * to them. A driver never finds a colleague's shipment at all (findCallerShipment).
 */
export function mayActOnTrip(caller: Caller, driverMemberId: string | null): boolean {
  return hasPermission(caller.roles, 'myLoads.carrierAssigned') || driverMemberId === caller.memberId;
}

/**
 * The shipment of a trip call with its driver, or NOT_FOUND for an unknown id, another carrier's
 * shipment or a colleague's one (the answer never tells which); FORBIDDEN for an owner-operator's
 * colleague's trip, which they may see but not drive. Checked on every trip call, on the server.
 */
export async function findCallerTrip(
  tx: Transaction,
  caller: Caller,
  shipmentId: string,
): Promise<CallerTrip> {
  const found = await findCallerShipment(tx, caller, shipmentId);
  if (!found) throw notFound(shipmentNotFoundMessage);
  const [latest] = await tx
    .select({
      transactionType: assignmentTransactions.transactionType,
      driverMemberId: assignmentTransactions.driverMemberId,
      status: assignmentTransactions.status,
    })
    .from(assignmentTransactions)
    .where(eq(assignmentTransactions.shipmentId, found.shipment.id))
    .orderBy(desc(assignmentTransactions.transactionId))
    .limit(1);
  const driverMemberId = latest?.transactionType === 'Assign Driver' ? latest.driverMemberId : null;
  if (!mayActOnTrip(caller, driverMemberId)) throw forbidden();
  return { ...found, driverMemberId, isAssignmentPending: latest?.status === 'PENDING' };
}

/**
 * D2-8.08: a call made on an older version of the shipment than the one recorded is refused, never
 * applied over what changed since. Without a version the call is made on the one just read, and the
 * guarded write (updateShipmentIfUnchanged) still refuses it when another call wins the race.
 */
export function requireCurrentVersion(
  shipment: { version: number },
  version: number | null | undefined,
): void {
  if (version !== null && version !== undefined && version !== shipment.version)
    throw conflict(staleShipmentMessage);
}
