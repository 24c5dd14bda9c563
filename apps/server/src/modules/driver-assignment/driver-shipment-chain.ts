import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { Executor, Transaction } from '../../db/client';
import { shipments, shipmentStops } from '../../db/schema/shipments';
import { isAssignedToMember } from '../shipments/find-caller-shipment';

// A driver's shipments form a chain in time: each one's predecessor is the shipment the driver
// delivers just before picking it up (D1-7.17, D2-7.11), its successor the one after. The chain is
// read from the stops' appointments and the latest assignment transactions, and written on the
// shipments (predecessor_shipment_id, successor_shipment_id, by shipment id).

/** The states of a shipment that still holds its driver, so that a next one can follow it. */
export const chainStates: readonly ShipmentState[] = [
  'PENDING_DRIVER_ASSIGNMENT',
  'DRIVER_ASSIGNMENT',
  'IN_TRANSIT',
];

// A window with one bound only (a source system sent just one) begins and ends at that bound.
const stopBegins = sql`coalesce(${shipmentStops.appointmentEarly}, ${shipmentStops.appointmentLate})`;
const stopEnds = sql`coalesce(${shipmentStops.appointmentLate}, ${shipmentStops.appointmentEarly})`;

// Both correlated with the `shipments` row of the query, in its conditions and order only: in a
// single-table select list Drizzle leaves columns unqualified, which would bind them to the stops.
const firstPickUpBegins = sql`(select ${stopBegins} from ${shipmentStops}
  where ${shipmentStops.shipmentId} = ${shipments.id} and ${shipmentStops.stopType} = 'P'
  order by ${shipmentStops.sequenceNo} limit 1)`;
const lastStopEnds = sql`(select ${stopEnds} from ${shipmentStops}
  where ${shipmentStops.shipmentId} = ${shipments.id}
  order by ${shipmentStops.sequenceNo} desc limit 1)`;

/** When a shipment's first pick-up begins and its last stop ends; null when its stops do not say. */
export type ShipmentWindow = { firstPickUpBegins: Date | null; lastStopEnds: Date | null };

export async function readShipmentWindow(db: Executor, shipmentUuid: string): Promise<ShipmentWindow> {
  const stops = await db
    .select({
      stopType: shipmentStops.stopType,
      early: shipmentStops.appointmentEarly,
      late: shipmentStops.appointmentLate,
    })
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipmentUuid))
    .orderBy(shipmentStops.sequenceNo);
  const firstPickUp = stops.find((stop) => stop.stopType === 'P');
  const last = stops.at(-1);
  return {
    firstPickUpBegins: firstPickUp ? (firstPickUp.early ?? firstPickUp.late) : null,
    lastStopEnds: last ? (last.late ?? last.early) : null,
  };
}

/** Whose chain: the driver, their carrier, and the shipment being placed in it. */
export type ChainOf = { carrierId: string; driverId: string; shipmentUuid: string };
export type ChainLink = { id: string; shipmentId: string };

/** The driver's other shipments of the carrier that still hold them (latest assignment, D2-4.15). */
function driversOtherShipments(chain: ChainOf): SQL {
  return and(
    eq(shipments.assignedCarrierId, chain.carrierId),
    ne(shipments.id, chain.shipmentUuid),
    inArray(shipments.shipmentState, [...chainStates]),
    isAssignedToMember(chain.driverId),
  )!;
}

const timestamp = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * The driver's latest shipment whose last stop ends before this one's first pick-up begins; with
 * `shipmentId`, only that one, when it qualifies (how an assignment checks the predecessor it is given).
 */
export async function findPredecessorShipment(
  db: Executor,
  chain: ChainOf,
  window: ShipmentWindow,
  shipmentId?: string,
): Promise<ChainLink | null> {
  if (!window.firstPickUpBegins) return null;
  const [found] = await db
    .select({ id: shipments.id, shipmentId: shipments.shipmentId })
    .from(shipments)
    .where(
      and(
        driversOtherShipments(chain),
        sql`${lastStopEnds} < ${timestamp(window.firstPickUpBegins)}`,
        shipmentId === undefined ? undefined : eq(shipments.shipmentId, shipmentId),
      ),
    )
    .orderBy(sql`${lastStopEnds} desc`, desc(shipments.shipmentId))
    .limit(1);
  return found ?? null;
}

/** The driver's earliest shipment whose first pick-up begins after this one's last stop ends. */
export async function findSuccessorShipment(
  db: Executor,
  chain: ChainOf,
  window: ShipmentWindow,
): Promise<ChainLink | null> {
  if (!window.lastStopEnds) return null;
  const [found] = await db
    .select({ id: shipments.id, shipmentId: shipments.shipmentId })
    .from(shipments)
    .where(and(driversOtherShipments(chain), sql`${firstPickUpBegins} > ${timestamp(window.lastStopEnds)}`))
    .orderBy(sql`${firstPickUpBegins} asc`, shipments.shipmentId)
    .limit(1);
  return found ?? null;
}

/**
 * Points the neighbours of a shipment that was just placed in a driver's chain at it, and unhooks the
 * shipments of the carrier that still pointed at it from a chain it has left (a driver changed). Links
 * are not state: the neighbours' versions do not move.
 */
export async function linkDriverChain(
  tx: Transaction,
  carrierId: string,
  placed: ChainLink,
  predecessor: ChainLink | null,
  successor: ChainLink | null,
): Promise<void> {
  const ofCarrier = eq(shipments.assignedCarrierId, carrierId);
  await tx
    .update(shipments)
    .set({ successorShipmentId: null })
    .where(
      and(
        ofCarrier,
        eq(shipments.successorShipmentId, placed.shipmentId),
        predecessor ? ne(shipments.id, predecessor.id) : undefined,
      ),
    );
  await tx
    .update(shipments)
    .set({ predecessorShipmentId: null })
    .where(
      and(
        ofCarrier,
        eq(shipments.predecessorShipmentId, placed.shipmentId),
        successor ? ne(shipments.id, successor.id) : undefined,
      ),
    );
  if (predecessor)
    await tx
      .update(shipments)
      .set({ successorShipmentId: placed.shipmentId })
      .where(eq(shipments.id, predecessor.id));
  if (successor)
    await tx
      .update(shipments)
      .set({ predecessorShipmentId: placed.shipmentId })
      .where(eq(shipments.id, successor.id));
}

/**
 * Takes a shipment out of its driver's chain (its driver was unassigned): the neighbours that pointed
 * at it now point at each other, as the chain reads without it. The caller clears the shipment's own
 * links with its state.
 */
export async function unlinkDriverChain(
  tx: Transaction,
  carrierId: string,
  removed: { shipmentId: string; predecessorShipmentId: string | null; successorShipmentId: string | null },
): Promise<void> {
  const ofCarrier = eq(shipments.assignedCarrierId, carrierId);
  await tx
    .update(shipments)
    .set({ successorShipmentId: removed.successorShipmentId })
    .where(and(ofCarrier, eq(shipments.successorShipmentId, removed.shipmentId)));
  await tx
    .update(shipments)
    .set({ predecessorShipmentId: removed.predecessorShipmentId })
    .where(and(ofCarrier, eq(shipments.predecessorShipmentId, removed.shipmentId)));
}
