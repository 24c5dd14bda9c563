import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { shipmentStops, stopActivities } from '../../db/schema/index';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type GraphqlBody, type TestApp } from '../../test-support/test-app';
import {
  peoria,
  shipmentRow,
  signInAssignmentTeam,
  type AssignmentTeam,
} from '../driver-assignment/driver-assignment.fixtures';
import { detailsNow } from '../shipments/shipments.fixtures';

// Trips for the tests of trip execution. A trip tendered here is the default tender moved 3 days
// earlier: it picks up in Chicago on 2030-03-01 08:00-10:00 and delivers in Dallas on 2030-03-02
// 14:00-16:00, Central time (-06:00 before the change to daylight time). The app's clock is the
// test's own (`clock.now`), set where a rule reads it; tokens are valid from 2030-02-28 12:00Z to
// 2030-03-03 12:00Z (signInAt around detailsNow).

export const tripDays = -3;

/** A Central wall-clock time on those days with its offset, as the trip screen sends it. */
export const central = (wallTime: string) => `${wallTime}-06:00`;

/** The test app's clock: each test sets it to the moment its rule reads. */
export type TestClock = { now: Date };

export async function startTripTestApp(): Promise<{ test: TestApp; clock: TestClock }> {
  const clock: TestClock = { now: new Date(detailsNow) };
  const test = await startTestApp({}, { now: () => clock.now });
  return { test, clock };
}

export type TripTeam = AssignmentTeam & {
  /** A driver-assigned shipment of the carrier for this driver (Dana by default). */
  assignedTo: (driver?: TestCaller) => Promise<string>;
};

export async function signInTripTeam(db: Database, commonCarrierId: string): Promise<TripTeam> {
  const team = await signInAssignmentTeam(db, commonCarrierId);
  return {
    ...team,
    assignedTo: (driver = team.driver) => team.tender('DRIVER_ASSIGNMENT', tripDays, driver),
  };
}

/** The fields of a shipment the trip screen reads (decision 037). */
export const tripShipmentFields = /* GraphQL */ `
  shipmentId
  shipmentState
  myLoadsBucket
  executionStatus
  gpsTrackingStatus
  version
  managedEquipment
  startCity
  startState
  startCountry
  startDateTime
  stops {
    stopId
    sequenceNo
    stopType
    actualEta
    actualArrival
    actualDeparture
    lateArrivalReason
    activities {
      execActivity
      equipmentId
      chassisNumber
    }
  }
`;

export type TripShipment = {
  shipmentId: string;
  shipmentState: string;
  myLoadsBucket: string | null;
  executionStatus: string | null;
  gpsTrackingStatus: number;
  version: number;
  managedEquipment: boolean;
  startCity: string | null;
  startState: string | null;
  startCountry: string | null;
  startDateTime: string | null;
  stops: {
    stopId: string;
    sequenceNo: number;
    stopType: string;
    actualEta: string | null;
    actualArrival: string | null;
    actualDeparture: string | null;
    lateArrivalReason: string | null;
    activities: { execActivity: string; equipmentId: string | null; chassisNumber: string | null }[];
  }[];
};

export type TripAnswer = { status: string; message: string; shipment: TripShipment | null };
export type StopAnswer = TripAnswer & {
  stopId: string;
  warnings: { code: string; message: string }[];
};

const tripResult = `status message shipment { ${tripShipmentFields} }`;

export const tripMutations = {
  confirmStart: `mutation ConfirmStart($input: ConfirmStartInput!) { confirmStart(input: $input) { ${tripResult} } }`,
  startTrip: `mutation StartTrip($input: StartTripInput!) { startTrip(input: $input) { ${tripResult} } }`,
  updateStop: `mutation UpdateStop($input: UpdateStopInput!) { updateStop(input: $input) { ${tripResult} stopId warnings { code message } } }`,
  completeTrip: `mutation CompleteTrip($input: CompleteTripInput!) { completeTrip(input: $input) { ${tripResult} } }`,
  updateGpsTracking: `mutation Gps($shipmentId: ID!, $gpsTrackingStatus: Int!) { updateGpsTracking(shipmentId: $shipmentId, gpsTrackingStatus: $gpsTrackingStatus) { ${tripResult} } }`,
} as const;
export type TripMutation = keyof typeof tripMutations;

/** Sends a trip mutation: its `input`, or its arguments for updateGpsTracking. */
export function sendTrip(
  test: TestApp,
  caller: TestCaller,
  mutation: TripMutation,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphqlBody }> {
  const args = mutation === 'updateGpsTracking' ? variables : { input: variables };
  return graphql(test.app, tripMutations[mutation], args, 'web', { ...caller.headers, ...headers });
}

/** The answer of a trip mutation that must not fail (it may still be REJECTED or PENDING). */
export async function tripAnswer<A = TripAnswer>(
  test: TestApp,
  caller: TestCaller,
  mutation: TripMutation,
  variables: Record<string, unknown>,
): Promise<A> {
  const { body } = await sendTrip(test, caller, mutation, variables);
  expect(body.errors).toBeUndefined();
  return body.data![mutation] as A;
}

/** The first error of a refused trip mutation. */
export async function tripRefusal(
  test: TestApp,
  caller: TestCaller,
  mutation: TripMutation,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const { body } = await sendTrip(test, caller, mutation, variables, headers);
  expect(body.errors).toHaveLength(1);
  return body.errors![0]!;
}

/** The Confirm Start dialog's request: Peoria as the typeahead gives it, at 07:30 on pickup day. */
export function confirmStartInput(shipmentId: string, overrides: Record<string, unknown> = {}) {
  const { city, state, country, latitude, longitude, timeZone } = peoria;
  return {
    shipmentId,
    city,
    state,
    country,
    latitude,
    longitude,
    timeZone,
    startDateTime: central('2030-03-01T07:30:00'),
    ...overrides,
  };
}

/** Starts a trip from the dialog as this caller; answers its shipment id. */
export async function startedTrip(test: TestApp, caller: TestCaller, shipmentId: string) {
  const answer = await tripAnswer(test, caller, 'confirmStart', confirmStartInput(shipmentId));
  expect(answer.status).toBe('OK');
  return shipmentId;
}

/** The stop ids of a trip by sequence: pickup `${id}-1`, delivery `${id}-2`. */
export const stopIdOf = (shipmentId: string, sequence: number) => `${shipmentId}-${sequence}`;

/** Gives each stop of the shipment a trailer-in and a trailer-out activity, with these trailers planned. */
export async function addTrailerActivities(
  db: Database,
  shipmentId: string,
  planned: Partial<Record<number, { in?: string | null; out?: string | null }>> = {},
) {
  const { id } = await shipmentRow(db, shipmentId);
  const stops = await db.select().from(shipmentStops).where(eq(shipmentStops.shipmentId, id));
  for (const stop of stops)
    await db.insert(stopActivities).values([
      {
        stopId: stop.id,
        seqNo: 1,
        execActivity: 'TRAILER_IN',
        equipmentId: planned[stop.sequenceNo]?.in ?? null,
        equipmentFlow: 'TRAILER_IN',
      },
      {
        stopId: stop.id,
        seqNo: 2,
        execActivity: 'TRAILER_OUT',
        equipmentId: planned[stop.sequenceNo]?.out ?? null,
        equipmentFlow: 'TRAILER_OUT',
      },
    ]);
}

/** The stop rows of a shipment by sequence, as stored. */
export async function stopRowsOf(db: Database, shipmentId: string) {
  const { id } = await shipmentRow(db, shipmentId);
  return db
    .select()
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, id))
    .orderBy(shipmentStops.sequenceNo);
}
