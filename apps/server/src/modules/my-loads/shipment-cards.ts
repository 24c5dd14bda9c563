import type { AssignmentTransaction, MyLoadDriver, MyLoadShipment } from '../../generated/graphql';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  bucketByShipmentState,
  shipmentStates,
  type MyLoadBucket,
  type ShipmentState,
} from '@freight/domain/shipment-states';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { members } from '../../db/schema/members';
import { assignmentTransactions, shipments, shipmentStops } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import type { Role } from '@freight/domain/roles';
import { isAssignedToMember, isFilteredByDriver } from '../shipments/find-caller-shipment';
import { readDetailStops } from '../shipments/detail-stops';
import { toShipmentSummary } from '../shipments/shipment-summary';

// How the My Loads lists, getMyDriverShipments and getShipment read shipments as their cards show them
// (MyLoadShipment of my-loads.graphql): the shipment, its latest assignment transaction (the highest
// transactionId decides, D2-4.15) and the driver it names, then the stops of the page in one query.

export type MyLoadDriverView = MyLoadDriver;

export type AssignmentTransactionView = AssignmentTransaction;

export type MyLoadShipmentView = MyLoadShipment;

/** The shipment states listed in these buckets. */
export function statesOfBuckets(buckets: readonly MyLoadBucket[]): ShipmentState[] {
  return shipmentStates.filter((state) => {
    const bucket = bucketByShipmentState[state];
    return bucket !== undefined && buckets.includes(bucket);
  });
}

/**
 * The shipments of the caller's carrier the caller may see: a driver only those assigned to them
 * (D2-6.02), the same rule as the counts and the details panel.
 */
export function callerShipmentsCondition(caller: Caller, carrierId: string): SQL {
  return and(
    eq(shipments.assignedCarrierId, carrierId),
    isFilteredByDriver(caller.roles) ? isAssignedToMember(caller.memberId) : undefined,
  )!;
}

/** The member the latest assignment transaction assigns; no row when it is an Unassign Driver. */
const assignedDriver = alias(members, 'assigned_driver');

function latestAssignmentOf(db: Executor) {
  return db
    .select({
      transactionId: assignmentTransactions.transactionId,
      transactionType: assignmentTransactions.transactionType,
      driverMemberId: assignmentTransactions.driverMemberId,
      driverName: assignmentTransactions.driverName,
      driverEmail: assignmentTransactions.driverEmail,
      driverPhone: assignmentTransactions.driverPhone,
      status: assignmentTransactions.status,
    })
    .from(assignmentTransactions)
    .where(eq(assignmentTransactions.shipmentId, shipments.id))
    .orderBy(desc(assignmentTransactions.transactionId))
    .limit(1)
    .as('latest_assignment');
}

type LatestAssignment = ReturnType<typeof latestAssignmentOf>;

// The member's current name (null without a driver); the transaction keeps the name at assignment.
const driverNameOf = sql<
  string | null
>`nullif(trim(${assignedDriver.firstName} || ' ' || ${assignedDriver.lastName}), '')`;

function joinAssignedDriver(latest: LatestAssignment) {
  return and(eq(assignedDriver.id, latest.driverMemberId), eq(latest.transactionType, 'Assign Driver'));
}

/**
 * The driver filter's condition (D2-2.19): a driver by partyId (their upn), or Unknown (no driver).
 * Reads the lateral join of `findShipmentCards` and `countByDriver`.
 */
export type DriverCondition = { partyId: string } | 'unknown';

function driverConditionSql(condition: DriverCondition | null): SQL | undefined {
  if (condition === null) return undefined;
  return condition === 'unknown' ? isNull(assignedDriver.id) : eq(assignedDriver.upn, condition.partyId);
}

/** The list's order: by pick-up; the delivered lists the latest delivery first. */
export type CardOrder = 'pickUp' | 'latestDelivery';

function orderOf(order: CardOrder): SQL[] {
  const stop = shipmentStops;
  const firstAppointment = sql`(select ${stop.appointmentEarly} from ${stop} where ${stop.shipmentId} = ${shipments.id} order by ${stop.sequenceNo} asc limit 1)`;
  const lastAppointment = sql`(select ${stop.appointmentEarly} from ${stop} where ${stop.shipmentId} = ${shipments.id} order by ${stop.sequenceNo} desc limit 1)`;
  return order === 'pickUp'
    ? [sql`${firstAppointment} asc nulls last`, asc(shipments.shipmentId)]
    : [sql`${lastAppointment} desc nulls last`, asc(shipments.shipmentId)];
}

export type CardQuery = {
  where: SQL | undefined;
  /** Whose cards they are: the fields a role may not read answer null (Rate Details, D2-6.01). */
  viewerRoles: readonly Role[];
  driver?: DriverCondition | null;
  order: CardOrder;
  page?: { limit: number; offset: number };
};

/** The cards of the shipments matching the query, in its order, with their stops. */
export async function findShipmentCards(db: Executor, query: CardQuery): Promise<MyLoadShipmentView[]> {
  const latest = latestAssignmentOf(db);
  const base = db
    .select({
      shipment: shipments,
      loadId: loadPostings.loadId,
      transactionId: latest.transactionId,
      transactionType: latest.transactionType,
      transactionDriverId: latest.driverMemberId,
      transactionDriverName: latest.driverName,
      transactionDriverEmail: latest.driverEmail,
      transactionDriverPhone: latest.driverPhone,
      transactionStatus: latest.status,
      driverPartyId: assignedDriver.upn,
      driverName: driverNameOf,
    })
    .from(shipments)
    .leftJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(assignedDriver, joinAssignedDriver(latest))
    .where(and(query.where, driverConditionSql(query.driver ?? null)))
    .orderBy(...orderOf(query.order));
  const rows = await (query.page ? base.limit(query.page.limit).offset(query.page.offset) : base);
  const stops = await readDetailStops(
    db,
    rows.map((row) => row.shipment.id),
  );
  return rows.map((row): MyLoadShipmentView => {
    const { shipment } = row;
    return {
      ...toShipmentSummary(shipment, row.loadId, query.viewerRoles),
      orderId: shipment.orderId,
      division: shipment.division,
      executionStatus: shipment.executionStatus,
      carrierPro: shipment.carrierPro,
      predecessorShipmentId: shipment.predecessorShipmentId,
      successorShipmentId: shipment.successorShipmentId,
      driver:
        row.driverPartyId === null
          ? null
          : { partyId: row.driverPartyId, driverName: row.driverName ?? row.driverPartyId },
      assignmentTransaction:
        row.transactionId === null
          ? null
          : {
              transactionId: String(row.transactionId),
              transactionType: row.transactionType!,
              driverId: row.transactionDriverId,
              driverName: row.transactionDriverName,
              driverEmail: row.transactionDriverEmail,
              driverPhone: row.transactionDriverPhone,
              status: row.transactionStatus!,
            },
      stops: stops.get(shipment.id) ?? [],
    };
  });
}

/** How many shipments of a list each driver has; `partyId` null counts those without a driver. */
export type DriverCount = { partyId: string | null; driverName: string | null; count: number };

/** The shipments matching `where`, counted by assigned driver in one statement (D2-2.19). */
export function countByDriver(db: Executor, where: SQL | undefined): Promise<DriverCount[]> {
  const latest = latestAssignmentOf(db);
  return db
    .select({ partyId: assignedDriver.upn, driverName: driverNameOf, count: count() })
    .from(shipments)
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(assignedDriver, joinAssignedDriver(latest))
    .where(where)
    .groupBy(assignedDriver.upn, driverNameOf)
    .orderBy(sql`${driverNameOf} asc nulls last`, asc(assignedDriver.upn));
}
