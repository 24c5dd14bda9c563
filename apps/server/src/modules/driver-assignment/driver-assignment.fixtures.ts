import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentTransactions, shipments } from '../../db/schema/index';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphql, type TestApp } from '../../test-support/test-app';
import {
  buildTenderPayload,
  signInPerson,
  tenderTestShipment,
  type TestShipmentOptions,
} from '../shipments/shipments.fixtures';
import type { ImportableShipmentState } from '../shipments/tender-shipment.schemas';

// People, shipments and requests for the driver-assignment tests. The default tender picks up in
// Chicago on 2030-03-04 08:00-10:00 and delivers in Dallas on 2030-03-05 14:00-16:00 (Central time); a
// shipment shifted by N days keeps those hours N days later, which is how the tests place shipments
// in a driver's chain.

const dayMs = 86_400_000;

/** The default tender's stops, every appointment moved by this many days. */
export function stopsShiftedBy(days: number) {
  const shift = (moment: string) => new Date(Date.parse(moment) + days * dayMs).toISOString();
  return buildTenderPayload().stops.map((stop) => ({
    ...stop,
    appointmentFrom: shift(stop.appointmentFrom),
    appointmentTo: shift(stop.appointmentTo),
  }));
}

/** Tenders a shipment in a state, for a driver, shifted in time; answers its shipment id. */
export function tenderShiftedShipment(
  db: Database,
  options: Omit<TestShipmentOptions, 'driverUpn'> & { driver?: TestCaller; days?: number },
): Promise<string> {
  const { driver, days = 0, ...rest } = options;
  return tenderTestShipment(db, {
    ...rest,
    ...(driver ? { driverUpn: driver.member.upn } : {}),
    overrides: { ...rest.overrides, stops: stopsShiftedBy(days) },
  });
}

/** The shipment row by its shipment id. */
export async function shipmentRow(db: Database, shipmentId: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
  return row!;
}

/** The assignment transactions of a shipment, oldest first. */
export async function transactionsOf(db: Database, shipmentId: string) {
  return db
    .select()
    .from(assignmentTransactions)
    .where(eq(assignmentTransactions.shipmentId, (await shipmentRow(db, shipmentId)).id))
    .orderBy(assignmentTransactions.transactionId);
}

/** A start location for an assignment without a predecessor shipment (D2-4.21). */
export const peoria = {
  city: 'Peoria',
  state: 'IL',
  country: 'USA',
  latitude: 40.6936,
  longitude: -89.589,
  timeZone: 'America/Chicago',
};

export const assignMutation = /* GraphQL */ `
  mutation Assign($input: AssignShipmentToDriverInput!) {
    assignShipmentToDriverV2(input: $input) {
      status
      message
      successorShipmentId
      shipment {
        shipmentId
        loadId
        shipmentState
        myLoadsBucket
      }
    }
  }
`;

export type AssignAnswer = {
  status: string;
  message: string;
  successorShipmentId: string | null;
  shipment: {
    shipmentId: string;
    loadId: string | null;
    shipmentState: string;
    myLoadsBucket: string | null;
  } | null;
};

export function sendAssignment(
  test: TestApp,
  caller: TestCaller,
  input: Record<string, unknown>,
  channel: 'web' | 'mobile' = 'web',
) {
  return graphql(test.app, assignMutation, { input }, channel, caller.headers);
}

/** The answer of an assignShipmentToDriverV2 that must not fail (it may still be REJECTED). */
export async function assignDriver(test: TestApp, caller: TestCaller, input: Record<string, unknown>) {
  const { body } = await sendAssignment(test, caller, input);
  expect(body.errors).toBeUndefined();
  return body.data!.assignShipmentToDriverV2 as AssignAnswer;
}

export const carrierDriversQuery = /* GraphQL */ `
  query Drivers($search: String) {
    getCarrierDrivers(search: $search) {
      driverId
      upn
      firstName
      lastName
      mobileNumber
      countryCode
      tractorNumber
    }
  }
`;

/** The shipment's details as the caller sees them: `{ getShipmentDetails: null }` when they may not. */
export async function detailsSeenBy(test: TestApp, caller: TestCaller, shipmentId: string) {
  const query = /* GraphQL */ `
    query Details($shipmentId: ID!) {
      getShipmentDetails(shipmentId: $shipmentId) {
        shipmentId
      }
    }
  `;
  return (await graphql(test.app, query, { shipmentId }, 'web', caller.headers)).body.data;
}

/** Tenders a shipment shifted by some days, for a driver when one is named; answers its shipment id. */
type TenderFor = (state: ImportableShipmentState, days: number, driver?: TestCaller) => Promise<string>;

/**
 * A carrier with everyone an assignment involves, and a stranger carrier with a dispatcher and a
 * driver of its own: who may assign, who may not, and who must not be told anything.
 */
export type AssignmentTeam = {
  carrierId: string;
  dispatcher: TestCaller;
  /** Dana Reyes, with a mobile number and tractor TR-12. */
  driver: TestCaller;
  /** Omar Diaz. */
  otherDriver: TestCaller;
  /** Nia Park, with no shipment yet. */
  newDriver: TestCaller;
  /** Dale Hutchins, a Leased on Owner Operator (LO3) with tractor OO-1187. */
  leased: TestCaller;
  admin: TestCaller;
  stranger: TestCaller;
  strangerDriver: TestCaller;
  /** A shipment of the carrier. */
  tender: TenderFor;
  /** A shipment of the stranger carrier. */
  tenderToStranger: TenderFor;
};

export async function signInAssignmentTeam(db: Database, commonCarrierId: string): Promise<AssignmentTeam> {
  const strangerCommonCarrierId = `${commonCarrierId}-X`;
  const carrierId = (await createCarrier(db, { commonCarrierId })).id;
  const strangerCarrierId = (await createCarrier(db, { commonCarrierId: strangerCommonCarrierId })).id;
  const tenderOf =
    (carrier: string): TenderFor =>
    (state, days, driver) =>
      tenderShiftedShipment(db, { commonCarrierId: carrier, state, days, ...(driver ? { driver } : {}) });
  return {
    carrierId,
    dispatcher: await signInPerson(db, carrierId, ['carrierDispatcher']),
    driver: await signInPerson(db, carrierId, ['carrierDriver'], {
      firstName: 'Dana',
      lastName: 'Reyes',
      mobileNumber: '312-555-0101',
      tractorNumber: 'TR-12',
    }),
    otherDriver: await signInPerson(db, carrierId, ['carrierDriver'], {
      firstName: 'Omar',
      lastName: 'Diaz',
    }),
    newDriver: await signInPerson(db, carrierId, ['carrierDriver'], { firstName: 'Nia', lastName: 'Park' }),
    leased: await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr'], {
      firstName: 'Dale',
      lastName: 'Hutchins',
      tractorNumber: 'OO-1187',
      userType: 'LO3',
    }),
    admin: await signInPerson(db, carrierId, ['carrierAdmin']),
    stranger: await signInPerson(db, strangerCarrierId, ['carrierDispatcher']),
    strangerDriver: await signInPerson(db, strangerCarrierId, ['carrierDriver']),
    tender: tenderOf(commonCarrierId),
    tenderToStranger: tenderOf(strangerCommonCarrierId),
  };
}
