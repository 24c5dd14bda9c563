import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  assignmentTransactions,
  loadPostings,
  shipmentInvolvedParties,
  shipments,
} from '../../db/schema/index';
import { concurrentChangeMessage } from '../../platform/errors';
import { createCarrier } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow } from '../load-details/load-details.fixtures';
import { insertPostings, type TestCaller } from '../search/search.fixtures';
import { notAssignableMessage, predecessorNotFoundMessage } from './assign-shipment-to-driver';
import { missingStartMessage, shipmentOrDriverNotFoundMessage } from './driver-assignment-input';
import { shipmentRow, signInPerson, tenderShiftedShipment } from './driver-assignment.fixtures';

const assignMutation = /* GraphQL */ `
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
const countsQuery = /* GraphQL */ `
  query {
    getMyLoadsCounts {
      bucket
      count
    }
  }
`;
const detailsQuery = /* GraphQL */ `
  query Details($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      shipmentId
    }
  }
`;

type AssignAnswer = {
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

const commonCarrierId = 'CC-ASSIGN';
const strangerCarrierId = 'CC-ASSIGN-X';
const peoria = {
  city: 'Peoria',
  state: 'IL',
  country: 'USA',
  latitude: 40.6936,
  longitude: -89.589,
  timeZone: 'America/Chicago',
};

describe('assignShipmentToDriverV2', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let otherDriver: TestCaller;
  let newDriver: TestCaller;
  let leased: TestCaller;
  let admin: TestCaller;
  let stranger: TestCaller;
  let strangerDriver: TestCaller;
  const ids: Record<string, string> = {};

  const send = (caller: TestCaller, input: Record<string, unknown>) =>
    graphql(test.app, assignMutation, { input }, 'web', caller.headers);
  const assign = async (caller: TestCaller, input: Record<string, unknown>) => {
    const { body } = await send(caller, input);
    expect(body.errors).toBeUndefined();
    return body.data!.assignShipmentToDriverV2 as AssignAnswer;
  };
  const refusalOf = async (caller: TestCaller, input: Record<string, unknown>) =>
    (await send(caller, input)).body.errors?.[0];
  const transactionsOf = async (shipmentId: string) =>
    db
      .select()
      .from(assignmentTransactions)
      .where(eq(assignmentTransactions.shipmentId, (await shipmentRow(db, shipmentId)).id))
      .orderBy(assignmentTransactions.transactionId);
  /** What a refused request must leave exactly as it was. */
  const snapshot = async (shipmentId: string) => ({
    row: await shipmentRow(db, shipmentId),
    transactions: await transactionsOf(shipmentId),
  });
  const counts = async (caller: TestCaller) => {
    const { body } = await graphql(test.app, countsQuery, {}, 'web', caller.headers);
    const list = body.data!.getMyLoadsCounts as { bucket: string; count: number }[];
    return Object.fromEntries(list.map(({ bucket, count }) => [bucket, count]));
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: strangerCarrierId })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    driver = await signInPerson(db, carrierId, ['carrierDriver'], {
      firstName: 'Dana',
      lastName: 'Reyes',
      mobileNumber: '312-555-0101',
      tractorNumber: 'TR-12',
    });
    otherDriver = await signInPerson(db, carrierId, ['carrierDriver'], {
      firstName: 'Omar',
      lastName: 'Diaz',
    });
    newDriver = await signInPerson(db, carrierId, ['carrierDriver'], { firstName: 'Nia', lastName: 'Park' });
    leased = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr'], {
      firstName: 'Dale',
      lastName: 'Hutchins',
      tractorNumber: 'OO-1187',
      userType: 'LO3',
    });
    admin = await signInPerson(db, carrierId, ['carrierAdmin']);
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
    strangerDriver = await signInPerson(db, otherCarrierId, ['carrierDriver']);

    const tender = (
      state: Parameters<typeof tenderShiftedShipment>[1]['state'],
      days: number,
      who?: TestCaller,
      carrier = commonCarrierId,
    ) =>
      tenderShiftedShipment(db, { commonCarrierId: carrier, state, days, ...(who ? { driver: who } : {}) });
    // Loads waiting for a driver pick up on 2030-03-04 at 08:00 (Chicago).
    for (const name of ['withPredecessor', 'withStart', 'counted', 'raced', 'refused', 'tendered'])
      ids[name] = await tender('CARRIER_ASSIGNMENT', 0);
    ids.before = await tender('DRIVER_ASSIGNMENT', -3, driver);
    ids.overlapping = await tender('DRIVER_ASSIGNMENT', -1, driver);
    ids.after = await tender('DRIVER_ASSIGNMENT', 5, driver);
    ids.othersBefore = await tender('DRIVER_ASSIGNMENT', -3, otherDriver);
    ids.inTransit = await tender('IN_TRANSIT', -1, otherDriver);
    ids.leasedBefore = await tender('IN_TRANSIT', -4, leased);
    ids.strangers = await tender('CARRIER_ASSIGNMENT', 0, undefined, strangerCarrierId);
    // The owner-operator's booking: a shipment made from a posting their carrier booked.
    await insertPostings(db, [{ loadId: 'L60000001', status: 'BOOKED', bookedByCarrierId: carrierId }]);
    const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, 'L60000001'));
    ids.booked = await tender('CARRIER_ASSIGNMENT', 0);
    await db
      .update(shipments)
      .set({ loadPostingId: posting!.id })
      .where(eq(shipments.shipmentId, ids.booked));
  });
  afterAll(() => test.close());

  it("[D2-7.09] [D2-4.18] a dispatcher assigns a driver after their predecessor: one 'Assign Driver' transaction, Driver Assigned, the chain linked", async () => {
    const before = await shipmentRow(db, ids.withPredecessor!);
    const answer = await assign(dispatcher, {
      shipmentId: ids.withPredecessor!.toLowerCase(),
      driverId: driver.member.id,
      assignSource: 'MY_LOADS',
      predecessorShipmentId: ids.before,
    });
    expect(answer).toEqual({
      status: 'OK',
      message: `Load #${ids.withPredecessor} assigned successfully to Dana Reyes.`,
      successorShipmentId: ids.after,
      shipment: {
        shipmentId: ids.withPredecessor,
        loadId: null,
        shipmentState: 'DRIVER_ASSIGNMENT',
        myLoadsBucket: 'driverAssigned',
      },
    });
    const after = await shipmentRow(db, ids.withPredecessor!);
    expect(after).toMatchObject({
      shipmentState: 'DRIVER_ASSIGNMENT',
      driverAssignmentStatus: 'ASSIGNED',
      predecessorShipmentId: ids.before,
      successorShipmentId: ids.after,
      startCity: null,
      version: before.version + 1,
    });
    expect(await transactionsOf(ids.withPredecessor!)).toEqual([
      expect.objectContaining({
        transactionType: 'Assign Driver',
        driverMemberId: driver.member.id,
        driverName: 'Dana Reyes',
        driverEmail: driver.member.upn,
        driverPhone: '312-555-0101',
        tractorNumber: 'TR-12',
        createdBy: dispatcher.member.id,
      }),
    ]);
    const parties = await db
      .select()
      .from(shipmentInvolvedParties)
      .where(
        and(
          eq(shipmentInvolvedParties.shipmentId, after.id),
          eq(shipmentInvolvedParties.partyType, 'PRIMARY DRIVER'),
        ),
      );
    expect(parties).toMatchObject([{ partyId: driver.member.upn, partyName: 'Dana Reyes' }]);
    expect((await shipmentRow(db, ids.before!)).successorShipmentId).toBe(ids.withPredecessor);
    expect((await shipmentRow(db, ids.after!)).predecessorShipmentId).toBe(ids.withPredecessor);
  });

  it('[D2-4.21] [D2-4.22] with a start location instead: the start is kept and a driver with nothing next gets a null successor (Reload Driver)', async () => {
    const answer = await assign(dispatcher, {
      shipmentId: ids.withStart,
      driverId: newDriver.member.id,
      assignSource: 'my_loads',
      startLocation: peoria,
    });
    expect(answer).toMatchObject({ status: 'OK', successorShipmentId: null });
    expect(await shipmentRow(db, ids.withStart!)).toMatchObject({
      predecessorShipmentId: null,
      startCity: 'Peoria',
      startState: 'IL',
      startCountry: 'USA',
      startLatitude: peoria.latitude,
      startLongitude: peoria.longitude,
    });
  });

  it('[D2-4.21] refuses an assignment with neither a predecessor nor a start location, or with a predecessor that is not one; nothing changes', async () => {
    const before = await snapshot(ids.refused!);
    const missing = await refusalOf(dispatcher, {
      shipmentId: ids.refused,
      driverId: driver.member.id,
      assignSource: 'MY_LOADS',
    });
    expect(missing).toEqual({
      message: 'Invalid input.',
      extensions: { code: 'BAD_USER_INPUT', fields: { startLocation: missingStartMessage } },
    });
    // Another driver's shipment, one of the driver's that is still under way at the pick-up, or unknown.
    for (const predecessorShipmentId of [ids.othersBefore, ids.overlapping, 'S00000000']) {
      const refusal = await refusalOf(dispatcher, {
        shipmentId: ids.refused,
        driverId: driver.member.id,
        assignSource: 'MY_LOADS',
        predecessorShipmentId,
      });
      expect(refusal).toEqual({
        message: predecessorNotFoundMessage,
        extensions: { code: 'BAD_USER_INPUT', fields: { predecessorShipmentId: predecessorNotFoundMessage } },
      });
    }
    const badStart = await refusalOf(dispatcher, {
      shipmentId: ids.refused,
      driverId: driver.member.id,
      assignSource: 'MY_LOADS',
      startLocation: { ...peoria, city: ' ', latitude: 91 },
    });
    expect(badStart?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'startLocation.city': expect.any(String), 'startLocation.latitude': expect.any(String) },
    });
    expect(await snapshot(ids.refused!)).toEqual(before);
  });

  it('[D2-4.22] [D1-4.26] the owner-operator assigns themself to the load they just booked, after their predecessor', async () => {
    const { body } = await graphql(
      test.app,
      /* GraphQL */ `
        query ($shipmentId: ID!, $driverId: ID!) {
          predecessorShipmentId(shipmentId: $shipmentId, driverId: $driverId, assignSource: "BOOKING")
        }
      `,
      { shipmentId: ids.booked, driverId: leased.member.id },
      'web',
      leased.headers,
    );
    expect(body.data).toEqual({ predecessorShipmentId: ids.leasedBefore });
    const answer = await assign(leased, {
      shipmentId: ids.booked,
      driverId: leased.member.id,
      assignSource: 'BOOKING',
      predecessorShipmentId: ids.leasedBefore,
    });
    expect(answer).toEqual({
      status: 'OK',
      message: 'Load #L60000001 assigned successfully to Dale Hutchins.',
      successorShipmentId: null,
      shipment: {
        shipmentId: ids.booked,
        loadId: 'L60000001',
        shipmentState: 'DRIVER_ASSIGNMENT',
        myLoadsBucket: 'driverAssigned',
      },
    });
    expect(await transactionsOf(ids.booked!)).toMatchObject([
      { driverMemberId: leased.member.id, tractorNumber: 'OO-1187', createdBy: leased.member.id },
    ]);
  });

  it('[D2-4.22] [D2-6.01] the owner-operator may assign nobody else, not from My Loads, and not a tendered load', async () => {
    const before = await snapshot(ids.tendered!);
    for (const input of [
      { driverId: driver.member.id, assignSource: 'BOOKING' },
      { driverId: leased.member.id, assignSource: 'MY_LOADS' },
      { driverId: leased.member.id, assignSource: 'BOOKING' }, // tendered to the carrier, not booked
    ]) {
      const refusal = await refusalOf(leased, { shipmentId: ids.tendered, startLocation: peoria, ...input });
      expect(refusal?.extensions.code).toBe('FORBIDDEN');
    }
    expect(await snapshot(ids.tendered!)).toEqual(before);
  });

  it('[D2-6.01] drivers and admins may not assign, not even themselves', async () => {
    const before = await snapshot(ids.tendered!);
    for (const [caller, driverId] of [
      [driver, driver.member.id],
      [driver, otherDriver.member.id],
      [admin, driver.member.id],
    ] as const) {
      const refusal = await refusalOf(caller, {
        shipmentId: ids.tendered,
        driverId,
        assignSource: 'BOOKING',
        startLocation: peoria,
      });
      expect(refusal?.extensions.code).toBe('FORBIDDEN');
    }
    expect(await snapshot(ids.tendered!)).toEqual(before);
  });

  it("[D2-7.09] another carrier's shipment or driver, a non-driver or an unknown id is NOT_FOUND, without telling which", async () => {
    const before = await snapshot(ids.tendered!);
    for (const [caller, shipmentId, driverId] of [
      [stranger, ids.tendered, driver.member.id],
      [stranger, ids.tendered, strangerDriver.member.id],
      [dispatcher, ids.strangers, driver.member.id],
      [dispatcher, ids.tendered, strangerDriver.member.id],
      [dispatcher, ids.tendered, admin.member.id],
      [dispatcher, 'S00000000', driver.member.id],
    ] as const) {
      const refusal = await refusalOf(caller, {
        shipmentId,
        driverId,
        assignSource: 'MY_LOADS',
        startLocation: peoria,
      });
      expect(refusal).toEqual({
        message: shipmentOrDriverNotFoundMessage,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await snapshot(ids.tendered!)).toEqual(before);
  });

  it('[D2-2.30] [D2-2.31] a load already driver assigned or in transit answers REJECTED with the reason and changes nothing', async () => {
    for (const shipmentId of [ids.before!, ids.inTransit!]) {
      const before = await snapshot(shipmentId);
      const answer = await assign(dispatcher, {
        shipmentId,
        driverId: newDriver.member.id,
        assignSource: 'MY_LOADS',
        startLocation: peoria,
      });
      expect(answer).toMatchObject({
        status: 'REJECTED',
        message: notAssignableMessage,
        successorShipmentId: null,
        shipment: { shipmentId, shipmentState: before.row.shipmentState },
      });
      expect(await snapshot(shipmentId)).toEqual(before);
    }
  });

  it('[D2-4.19] [D2-6.02] the assigned load leaves the Carrier Assigned count, enters Driver Assigned, and its driver now sees it', async () => {
    const dispatcherBefore = await counts(dispatcher);
    const driverBefore = await counts(otherDriver);
    const seenByDriver = async () =>
      (await graphql(test.app, detailsQuery, { shipmentId: ids.counted }, 'web', otherDriver.headers)).body
        .data;
    expect(await seenByDriver()).toEqual({ getShipmentDetails: null });
    await assign(dispatcher, {
      shipmentId: ids.counted,
      driverId: otherDriver.member.id,
      assignSource: 'MY_LOADS',
      predecessorShipmentId: ids.othersBefore,
    });
    expect(await counts(dispatcher)).toEqual({
      ...dispatcherBefore,
      carrierAssigned: dispatcherBefore.carrierAssigned! - 1,
      driverAssigned: dispatcherBefore.driverAssigned! + 1,
    });
    expect(await counts(otherDriver)).toEqual({
      ...driverBefore,
      driverAssigned: driverBefore.driverAssigned! + 1,
    });
    expect(await seenByDriver()).toEqual({ getShipmentDetails: { shipmentId: ids.counted } });
  });

  it('[D2-7.09] of concurrent assignments of one load exactly one wins; the others are REJECTED and write nothing', async () => {
    const before = await shipmentRow(db, ids.raced!);
    const answers = await Promise.all(
      [driver, otherDriver, newDriver, driver, otherDriver, newDriver].map((who) =>
        assign(dispatcher, {
          shipmentId: ids.raced,
          driverId: who.member.id,
          assignSource: 'MY_LOADS',
          startLocation: peoria,
        }),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 'OK');
    expect(winners).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 'OK')) {
      expect(loser.status).toBe('REJECTED');
      expect([notAssignableMessage, concurrentChangeMessage]).toContain(loser.message);
    }
    expect(await transactionsOf(ids.raced!)).toHaveLength(1);
    expect((await shipmentRow(db, ids.raced!)).version).toBe(before.version + 1);
  });

  it('[D2-7.09] works the same on /mobile', async () => {
    const shipmentId = await tenderShiftedShipment(db, {
      commonCarrierId,
      state: 'CARRIER_ASSIGNMENT',
      days: 20,
    });
    const { body } = await graphql(
      test.app,
      assignMutation,
      {
        input: {
          shipmentId,
          driverId: driver.member.id,
          assignSource: 'MY_LOADS',
          predecessorShipmentId: ids.after,
        },
      },
      'mobile',
      dispatcher.headers,
    );
    expect(body.data).toMatchObject({
      assignShipmentToDriverV2: { status: 'OK', successorShipmentId: null },
    });
  });
});
