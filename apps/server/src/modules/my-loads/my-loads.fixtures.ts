import { eq } from 'drizzle-orm';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { assignmentTransactions, members, shipments } from '../../db/schema/index';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import {
  buildTenderPayload,
  detailsNow,
  tenderTestShipment,
  type TestShipmentOptions,
} from '../shipments/shipments.fixtures';

// One carrier with a shipment or more in every My Loads list, the people who look at them, and a
// second carrier whose shipments nobody here may see, for the tests of the lists and of getShipment.

export const myLoadsNow = detailsNow;

export type MyLoadsPeople = Record<
  | 'dispatcher'
  | 'driver'
  | 'otherDriver'
  | 'leased'
  | 'driverDispatcher'
  | 'beta'
  | 'admin'
  | 'guest'
  | 'stranger',
  TestCaller
>;

export type MyLoadsShipments = {
  /** Picking up on March 6, 4 and 5: listed 4, 5, 6. */
  tendered: [string, string, string];
  carrierAssigned: string;
  pendingUnassignment: string;
  driverAssigned: string;
  otherDriverAssigned: string;
  inTransit: string;
  needsPaperwork: { driver: string; otherDriver: string; nobody: string };
  withPaperwork: string;
  /** Assigned to the driver, then unassigned: the latest transaction decides (D2-4.15). */
  unassigned: string;
  otherCarrierTendered: string;
};

/** The default tender with its pick-up on another day of March 2030 (times and zone kept). */
function pickingUpOn(day: number): TestShipmentOptions['overrides'] {
  const { stops } = buildTenderPayload();
  const date = `2030-03-${String(day).padStart(2, '0')}`;
  return {
    stops: stops.map((stop, index) =>
      index === 0
        ? {
            ...stop,
            appointmentFrom: `${date}T08:00:00-06:00`,
            appointmentTo: `${date}T10:00:00-06:00`,
          }
        : { ...stop, appointmentFrom: `${date}T20:00:00-06:00`, appointmentTo: `${date}T22:00:00-06:00` },
    ),
  };
}

async function rename(db: Database, caller: TestCaller, firstName: string, lastName: string) {
  await db.update(members).set({ firstName, lastName }).where(eq(members.id, caller.member.id));
}

export async function seedMyLoads(
  db: Database,
  commonCarrierId: string,
): Promise<{ people: MyLoadsPeople; shipmentIds: MyLoadsShipments }> {
  const carrierId = (await createCarrier(db, { commonCarrierId })).id;
  const strangerCarrier = `${commonCarrierId}-OTHER`;
  const strangerCarrierId = (await createCarrier(db, { commonCarrierId: strangerCarrier })).id;
  const as = (roles: Role[], carrier: string | null = carrierId) =>
    signInAt(db, myLoadsNow, { roles, carrierId: carrier });
  const people: MyLoadsPeople = {
    dispatcher: await as(['carrierDispatcher']),
    driver: await as(['carrierDriver']),
    otherDriver: await as(['carrierDriver']),
    leased: await as(['carrierLeasedOwnerOpr']),
    driverDispatcher: await as(['carrierDriver', 'carrierDispatcher']),
    beta: await as(['carrierBeta1']),
    admin: await as(['carrierAdmin']),
    guest: await as(['carrierGuest'], null),
    stranger: await as(['carrierDispatcher'], strangerCarrierId),
  };
  await rename(db, people.driver, 'Marcus', 'Bennett');
  await rename(db, people.otherDriver, 'Ana', 'Silva');

  const tender = (state: TestShipmentOptions['state'], options: Partial<TestShipmentOptions> = {}) =>
    tenderTestShipment(db, { commonCarrierId, state, ...options });
  const withDriver = (driver: TestCaller) => ({ driverUpn: driver.member.upn });

  const tendered: [string, string, string] = [
    await tender('TENDERED', { overrides: pickingUpOn(6) }),
    await tender('TENDERED', { overrides: pickingUpOn(4) }),
    await tender('TENDERED', { overrides: pickingUpOn(5) }),
  ];
  const pendingUnassignment = await tender('CARRIER_ASSIGNMENT');
  await db
    .update(shipments)
    .set({ shipmentState: 'PENDING_DRIVER_UNASSIGNMENT' })
    .where(eq(shipments.shipmentId, pendingUnassignment));
  const shipmentIds: MyLoadsShipments = {
    tendered,
    carrierAssigned: await tender('CARRIER_ASSIGNMENT'),
    pendingUnassignment,
    driverAssigned: await tender('DRIVER_ASSIGNMENT', withDriver(people.driver)),
    otherDriverAssigned: await tender('DRIVER_ASSIGNMENT', withDriver(people.otherDriver)),
    inTransit: await tender('IN_TRANSIT', withDriver(people.driver)),
    needsPaperwork: {
      driver: await tender('DELIVERED_NEEDS_PPWK', withDriver(people.driver)),
      otherDriver: await tender('DELIVERED_NEEDS_PPWK', withDriver(people.otherDriver)),
      nobody: await tender('DELIVERED_NEEDS_PPWK'),
    },
    withPaperwork: await tender('DELIVERED_WITH_PPWK', withDriver(people.driver)),
    unassigned: await tender('DELIVERED_WITH_PPWK', withDriver(people.driver)),
    otherCarrierTendered: await tenderTestShipment(db, {
      commonCarrierId: strangerCarrier,
      state: 'TENDERED',
    }),
  };
  const [row] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.shipmentId, shipmentIds.unassigned));
  await db.insert(assignmentTransactions).values({
    shipmentId: row!.id,
    transactionType: 'Unassign Driver',
    driverMemberId: people.driver.member.id,
    driverName: 'Marcus Bennett',
  });
  return { people, shipmentIds };
}

/** The fields of a MyLoadShipment the tests read. */
export const myLoadShipmentFields = /* GraphQL */ `
  shipmentId
  loadId
  sourceSystem
  loadType
  transportMode
  shipmentState
  myLoadsBucket
  executionStatus
  totalCost
  currency
  driver {
    partyId
    driverName
  }
  assignmentTransaction {
    transactionType
    driverName
    status
  }
  stops {
    sequenceNo
    city
    appointmentFrom
  }
`;
