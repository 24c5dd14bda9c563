import { desc, eq } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import type { Transaction } from '../../db/client';
import { assignmentTransactions, shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { findCallerShipment, type CallerShipment, type ShipmentRow } from '../shipments/find-caller-shipment';
import { lockMember } from '../shipments/lock-member';

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

/** The shipment row, locked until the transaction ends, as last committed. */
async function lockShipment(tx: Transaction, shipmentUuid: string): Promise<ShipmentRow> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.id, shipmentUuid))
    .for('no key update', { of: shipments });
  return row!;
}

/**
 * The shipment of a trip call with its driver, locked for the call, or NOT_FOUND for an unknown id,
 * another carrier's shipment or a colleague's one (the answer never tells which); FORBIDDEN for an
 * owner-operator's colleague's trip, which they may see but not drive. Checked on every trip call, on
 * the server.
 *
 * A trip call reads the shipment, its stops and the driver's other trips, then writes: two calls on
 * one trip must not both read before either writes, or the second would check its rules against a
 * mix of old and new (its shipment before the first call, its stops after). So the driver's member
 * row is locked, then the shipment's (the order assignments take them in, so they cannot deadlock
 * with one), and the shipment is read again: a call made on an older version than the one now
 * recorded (`version`, else the one first read) is CONFLICT (D2-8.08), never applied over what
 * changed.
 */
export async function findCallerTrip(
  tx: Transaction,
  caller: Caller,
  shipmentId: string,
  version: number | null | undefined,
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
  if (driverMemberId) await lockMember(tx, driverMemberId);
  const shipment = await lockShipment(tx, found.shipment.id);
  requireCurrentVersion(shipment, version ?? found.shipment.version);
  return {
    shipment,
    loadId: found.loadId,
    isCallerDriver: found.isCallerDriver,
    driverMemberId,
    isAssignmentPending: latest?.status === 'PENDING',
  };
}

/** D2-8.08: a call made on an older version of the shipment than the one recorded is refused. */
function requireCurrentVersion(shipment: { version: number }, version: number | null | undefined): void {
  if (version !== null && version !== undefined && version !== shipment.version)
    throw conflict(staleShipmentMessage);
}
