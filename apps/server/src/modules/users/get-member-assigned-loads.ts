import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { assignedLoadStates } from '@freight/domain/people/member-card';
import type { ShipmentState } from '@freight/domain/shipment-states';
import { shipmentStops, shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { isAssignedToMember } from '../shipments/find-caller-shipment';
import { findCarrierMember } from './find-carrier-member';
import { assignedLoadsQuerySchema } from './users-input';

/** One load of a member's Assigned Load Details (D3-2.37). */
export type AssignedLoad = {
  shipmentId: string;
  shipmentState: ShipmentState;
  originCity: string | null;
  originState: string | null;
  destinationCity: string | null;
  destinationState: string | null;
  /** The first stop's appointment (or planned arrival), ISO 8601 in UTC; shown in the stop's zone. */
  pickUpDateTime: string | null;
  timeZone: string | null;
};

export type AssignedLoadsPage = { loads: AssignedLoad[]; totalRecords: number };

/**
 * getMemberAssignedLoads (D3-2.37): the loads a member of the caller's carrier drives (pending, assigned
 * or in transit), by pick-up, a page at a time. Admin only, like the list; another carrier's member
 * is not found.
 */
export async function getMemberAssignedLoads(
  services: Pick<Services, 'db'>,
  caller: Caller,
  input: unknown,
): Promise<AssignedLoadsPage> {
  const query = parseInput(assignedLoadsQuerySchema, input);
  const { member } = await findCarrierMember(services.db, caller, query.userId);
  const carrierId = member.carrierId;
  if (!carrierId) return { loads: [], totalRecords: 0 };
  const size = query.size ?? 5;
  const where = and(
    eq(shipments.assignedCarrierId, carrierId),
    inArray(shipments.shipmentState, [...assignedLoadStates]),
    isAssignedToMember(member.id),
  );
  const stopOf = (alias: string, order: 'asc' | 'desc') =>
    services.db
      .select({
        city: shipmentStops.city,
        state: shipmentStops.state,
        timeZone: shipmentStops.timeZone,
        pickUp:
          sql<Date | null>`coalesce(${shipmentStops.appointmentEarly}, ${shipmentStops.plannedArrival})`.as(
            `${alias}_pick_up`,
          ),
      })
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, shipments.id))
      .orderBy(order === 'asc' ? asc(shipmentStops.sequenceNo) : desc(shipmentStops.sequenceNo))
      .limit(1)
      .as(alias);
  const first = stopOf('first_stop', 'asc');
  const last = stopOf('last_stop', 'desc');
  const [rows, [total]] = await Promise.all([
    services.db
      .select({
        shipmentId: shipments.shipmentId,
        shipmentState: shipments.shipmentState,
        originCity: first.city,
        originState: first.state,
        destinationCity: last.city,
        destinationState: last.state,
        pickUp: first.pickUp,
        timeZone: first.timeZone,
      })
      .from(shipments)
      .leftJoinLateral(first, sql`true`)
      .leftJoinLateral(last, sql`true`)
      .where(where)
      .orderBy(asc(shipments.readyDateTime), asc(shipments.shipmentId))
      .limit(size)
      .offset((query.page ?? 0) * size),
    services.db
      .select({ count: sql<number>`count(*)::int` })
      .from(shipments)
      .where(where),
  ]);
  return {
    loads: rows.map(({ pickUp, ...row }) => ({
      ...row,
      pickUpDateTime: pickUp ? new Date(pickUp).toISOString() : null,
    })),
    totalRecords: total?.count ?? 0,
  };
}
