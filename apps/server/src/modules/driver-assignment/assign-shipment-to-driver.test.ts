import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bookings, loadPostings, shipmentInvolvedParties, shipments } from '../../db/schema/index';
import { concurrentChangeMessage } from '../../platform/errors';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPostings } from '../postings/postings.fixtures';
import { detailsNow, myLoadsCountsOf, shipmentEventsOf } from '../shipments/shipments.fixtures';
import { notAssignableMessage, predecessorNotFoundMessage } from './assign-shipment-to-driver';
import { missingStartMessage, shipmentOrDriverNotFoundMessage } from './driver-assignment-input';
import {
  assignDriver,
  detailsSeenBy,
  peoria,
  sendAssignment,
  shipmentRow,
  signInAssignmentTeam,
  transactionsOf,
} from './driver-assignment.fixtures';
import { inEnglish } from '../../test-support/in-english';

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

  const assign = (caller: TestCaller, input: Record<string, unknown>) => assignDriver(test, caller, input);
  const refusalOf = async (caller: TestCaller, input: Record<string, unknown>) =>
    (await sendAssignment(test, caller, input)).body.errors?.[0];
  /** What a refused request must leave exactly as it was. */
  const snapshot = async (shipmentId: string) => ({
    row: await shipmentRow(db, shipmentId),
    transactions: await transactionsOf(db, shipmentId),
  });
  const counts = (caller: TestCaller) => myLoadsCountsOf(test.app, caller);

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const team = await signInAssignmentTeam(db, 'CC-ASSIGN');
    ({ dispatcher, driver, otherDriver, newDriver, leased, admin, stranger, strangerDriver } = team);
    const { tender } = team;
    // Loads waiting for a driver pick up on 2030-03-04 at 08:00 (Chicago).
    for (const name of ['withPredecessor', 'withStart', 'counted', 'raced', 'refused', 'tendered'])
      ids[name] = await tender('CARRIER_ASSIGNMENT', 0);
    ids.before = await tender('DRIVER_ASSIGNMENT', -3, driver);
    ids.overlapping = await tender('DRIVER_ASSIGNMENT', -1, driver);
    ids.after = await tender('DRIVER_ASSIGNMENT', 5, driver);
    ids.othersBefore = await tender('DRIVER_ASSIGNMENT', -3, otherDriver);
    ids.inTransit = await tender('IN_TRANSIT', -1, otherDriver);
    ids.leasedBefore = await tender('IN_TRANSIT', -4, leased);
    ids.strangers = await team.tenderToStranger('CARRIER_ASSIGNMENT', 0);
    ids.mobile = await tender('CARRIER_ASSIGNMENT', 20);
    // Shipments made from postings the carrier booked: the owner-operator's own booking, and one a
    // dispatcher of the carrier booked.
    const bookedBy = async (loadId: string, booker: TestCaller) => {
      await insertPostings(db, [{ loadId, status: 'BOOKED', bookedByCarrierId: team.carrierId }]);
      const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId));
      const shipmentId = await tender('CARRIER_ASSIGNMENT', 0);
      const [shipment] = await db
        .update(shipments)
        .set({ loadPostingId: posting!.id })
        .where(eq(shipments.shipmentId, shipmentId))
        .returning({ id: shipments.id });
      await db.insert(bookings).values({
        memberId: booker.member.id,
        carrierId: team.carrierId,
        loadPostingId: posting!.id,
        loadId,
        idempotencyKey: `key-${loadId}`,
        status: 'OK',
        reason: 'OK',
        message: 'Booked',
        amountCents: 250_000,
        currency: 'USD',
        binRateId: `rate-${loadId}`,
        shipmentId: shipment!.id,
      });
      return shipmentId;
    };
    ids.booked = await bookedBy('L60000001', leased);
    ids.bookedByDispatcher = await bookedBy('L60000002', dispatcher);
    ids.bookedAndUnassigned = await bookedBy('L60000003', leased);
    ids.leftForLater = await bookedBy('L60000004', leased);
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
    expect(await transactionsOf(db, ids.withPredecessor!)).toEqual([
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
      extensions: { code: 'BAD_USER_INPUT', fields: { startLocation: inEnglish(missingStartMessage) } },
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
        message: inEnglish(predecessorNotFoundMessage),
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: { predecessorShipmentId: inEnglish(predecessorNotFoundMessage) },
        },
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

  it("[D2-4.22] an owner-operator's own booking left without a driver offers to assign himself, until someone is", async () => {
    const canAssignSelf = async (caller: TestCaller, shipmentId: string) => {
      const { body } = await graphql(
        test.app,
        /* GraphQL */ `
          query ($shipmentId: ID!) {
            getShipmentDetails(shipmentId: $shipmentId) {
              canAssignSelf
            }
          }
        `,
        { shipmentId },
        'web',
        caller.headers,
      );
      expect(body.errors).toBeUndefined();
      return (body.data?.getShipmentDetails as { canAssignSelf: boolean } | null)?.canAssignSelf;
    };
    expect(await canAssignSelf(leased, ids.leftForLater!)).toBe(true);
    // A colleague's booking, a tendered load, or anyone else looking at his: nothing to offer.
    expect(await canAssignSelf(leased, ids.bookedByDispatcher!)).toBe(false);
    expect(await canAssignSelf(leased, ids.tendered!)).toBe(false);
    expect(await canAssignSelf(dispatcher, ids.leftForLater!)).toBe(false);

    expect(
      await assign(leased, {
        shipmentId: ids.leftForLater,
        driverId: leased.member.id,
        assignSource: 'BOOKING',
        startLocation: peoria,
      }),
    ).toMatchObject({ status: 'OK' });
    expect(await canAssignSelf(leased, ids.leftForLater!)).toBe(false);
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
    expect(await transactionsOf(db, ids.booked!)).toMatchObject([
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

  it('[D2-4.22] the owner-operator assigns themself only to a load they booked, and only as its first driver', async () => {
    const selfAssignment = {
      driverId: leased.member.id,
      assignSource: 'BOOKING',
      startLocation: peoria,
    };
    // A load a dispatcher of the same carrier booked is not theirs to take.
    const before = await snapshot(ids.bookedByDispatcher!);
    const refusal = await refusalOf(leased, { shipmentId: ids.bookedByDispatcher, ...selfAssignment });
    expect(refusal?.extensions.code).toBe('FORBIDDEN');
    expect(await snapshot(ids.bookedByDispatcher!)).toEqual(before);
    // Their own booking that a dispatcher has since assigned and unassigned: the dispatcher decides now.
    expect(
      await assign(dispatcher, {
        shipmentId: ids.bookedAndUnassigned,
        driverId: driver.member.id,
        assignSource: 'MY_LOADS',
        startLocation: peoria,
      }),
    ).toMatchObject({ status: 'OK' });
    const { body } = await graphql(
      test.app,
      /* GraphQL */ `
        mutation ($input: UnassignDriverInput!) {
          unassignDriverFromShipment(input: $input) {
            status
          }
        }
      `,
      { input: { shipmentId: ids.bookedAndUnassigned } },
      'web',
      dispatcher.headers,
    );
    expect(body).toEqual({ data: { unassignDriverFromShipment: { status: 'OK' } } });
    const unassigned = await snapshot(ids.bookedAndUnassigned!);
    const second = await refusalOf(leased, { shipmentId: ids.bookedAndUnassigned, ...selfAssignment });
    expect(second?.extensions.code).toBe('FORBIDDEN');
    expect(await snapshot(ids.bookedAndUnassigned!)).toEqual(unassigned);
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
        message: inEnglish(shipmentOrDriverNotFoundMessage),
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
        message: inEnglish(notAssignableMessage),
        successorShipmentId: null,
        shipment: { shipmentId, shipmentState: before.row.shipmentState },
      });
      expect(await snapshot(shipmentId)).toEqual(before);
    }
  });

  it('[D2-4.19] [D2-6.02] the assigned load leaves the Carrier Assigned count, enters Driver Assigned, and its driver now sees it', async () => {
    const dispatcherBefore = await counts(dispatcher);
    const driverBefore = await counts(otherDriver);
    const seenByDriver = () => detailsSeenBy(test, otherDriver, ids.counted!);
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

  it('[D2-7.09] of concurrent assignments of one load exactly one wins and tells its source; the others are REJECTED and write nothing', async () => {
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
      expect([inEnglish(notAssignableMessage), inEnglish(concurrentChangeMessage)]).toContain(loser.message);
    }
    const transactions = await transactionsOf(db, ids.raced!);
    expect(transactions).toHaveLength(1);
    expect((await shipmentRow(db, ids.raced!)).version).toBe(before.version + 1);
    expect(await shipmentEventsOf(db, ids.raced!)).toMatchObject([
      { eventType: 'DRIVER_ASSIGNED', data: { driver: { name: transactions[0]!.driverName } } },
    ]);
  });

  it('[D2-7.09] works the same on /mobile', async () => {
    const { body } = await sendAssignment(
      test,
      dispatcher,
      {
        shipmentId: ids.mobile,
        driverId: driver.member.id,
        assignSource: 'MY_LOADS',
        predecessorShipmentId: ids.after,
      },
      'mobile',
    );
    expect(body.data).toMatchObject({
      assignShipmentToDriverV2: { status: 'OK', successorShipmentId: null },
    });
  });
});
