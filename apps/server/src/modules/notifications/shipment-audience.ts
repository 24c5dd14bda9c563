import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { loadPostings } from '../../db/schema/loads';
import { memberRoles, members } from '../../db/schema/members';
import type { shipments } from '../../db/schema/shipments';
import { assignmentTransactions } from '../../db/schema/shipments';

export type AudienceShipment = Pick<
  typeof shipments.$inferSelect,
  'id' | 'shipmentId' | 'assignedCarrierId' | 'loadPostingId'
>;

/**
 * Who runs a shipment for its carrier and hears of its news (decision 057): the carrier's active
 * dispatchers and the owner-operator who booked it, once each, in id order.
 */
export async function shipmentAudience(db: Executor, shipment: AudienceShipment): Promise<string[]> {
  const carrierId = shipment.assignedCarrierId;
  if (!carrierId) return [];
  const holding = (role: 'carrierDispatcher' | 'carrierLeasedOwnerOpr') =>
    and(eq(memberRoles.memberId, members.id), eq(memberRoles.role, role));
  const ofCarrier = and(eq(members.carrierId, carrierId), eq(members.active, true));
  const dispatchers = db
    .select({ memberId: members.id })
    .from(members)
    .innerJoin(memberRoles, holding('carrierDispatcher'))
    .where(ofCarrier);
  const bookingOwnerOperator = db
    .select({ memberId: members.id })
    .from(bookings)
    .innerJoin(members, eq(members.id, bookings.memberId))
    .innerJoin(memberRoles, holding('carrierLeasedOwnerOpr'))
    .where(and(eq(bookings.shipmentId, shipment.id), eq(bookings.status, 'OK'), ofCarrier));
  const rows = await dispatchers.union(bookingOwnerOperator);
  return rows.map((row) => row.memberId).sort();
}

/** An active member of the shipment's carrier by their upn (a driver an event names), or null. */
export async function carrierMemberByUpn(
  db: Executor,
  shipment: AudienceShipment,
  upn: string | null,
): Promise<string | null> {
  if (!upn || !shipment.assignedCarrierId) return null;
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.upn, upn.trim().toLowerCase()),
        eq(members.carrierId, shipment.assignedCarrierId),
        eq(members.active, true),
      ),
    );
  return member?.id ?? null;
}

/** The load id people know the shipment by: its posting's, else the shipment id. */
export async function loadIdOf(db: Executor, shipment: AudienceShipment): Promise<string> {
  if (!shipment.loadPostingId) return shipment.shipmentId;
  const [posting] = await db
    .select({ loadId: loadPostings.loadId })
    .from(loadPostings)
    .where(eq(loadPostings.id, shipment.loadPostingId));
  return posting?.loadId ?? shipment.shipmentId;
}

/** The driver the shipment's latest assignment names (the highest transaction decides, D2-4.15), or null. */
export async function assignedDriverOf(db: Executor, shipment: AudienceShipment): Promise<string | null> {
  const [latest] = await db
    .select({ type: assignmentTransactions.transactionType, driver: assignmentTransactions.driverMemberId })
    .from(assignmentTransactions)
    .where(eq(assignmentTransactions.shipmentId, shipment.id))
    .orderBy(desc(assignmentTransactions.transactionId))
    .limit(1);
  return latest?.type === 'Assign Driver' ? latest.driver : null;
}
