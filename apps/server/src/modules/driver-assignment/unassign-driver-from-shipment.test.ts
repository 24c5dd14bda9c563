import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentTransactions, shipmentInvolvedParties, shipments } from '../../db/schema/index';
import { concurrentChangeMessage } from '../../platform/errors';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, shipmentEventsOf } from '../shipments/shipments.fixtures';
import {
  assignDriver,
  detailsSeenBy,
  peoria,
  shipmentRow,
  signInAssignmentTeam,
  transactionsOf,
} from './driver-assignment.fixtures';
import {
  assignmentNotConfirmedMessage,
  driverChangedMessage,
  noDriverToUnassignMessage,
  shipmentNotFoundMessage,
  tripStartedMessage,
} from './unassign-driver-from-shipment';
import { inEnglish } from '../../test-support/in-english';

const unassignMutation = /* GraphQL */ `
  mutation Unassign($input: UnassignDriverInput!) {
    unassignDriverFromShipment(input: $input) {
      status
      message
      shipment {
        shipmentId
        shipmentState
        myLoadsBucket
      }
    }
  }
`;
const ownTransactionQuery = /* GraphQL */ `
  query Own($shipmentId: ID!) {
    getOwnAssignmentTransaction(shipmentId: $shipmentId) {
      transactionType
      driverId
      driverName
      status
    }
  }
`;

type UnassignAnswer = {
  status: string;
  message: string;
  shipment: { shipmentId: string; shipmentState: string; myLoadsBucket: string | null } | null;
};

describe('unassignDriverFromShipment', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let otherDriver: TestCaller;
  let leased: TestCaller;
  let admin: TestCaller;
  let stranger: TestCaller;
  const ids: Record<string, string> = {};

  const send = (caller: TestCaller, input: Record<string, unknown>, channel: 'web' | 'mobile' = 'web') =>
    graphql(test.app, unassignMutation, { input }, channel, caller.headers);
  const unassign = async (caller: TestCaller, input: Record<string, unknown>) => {
    const { body } = await send(caller, input);
    expect(body.errors).toBeUndefined();
    return body.data!.unassignDriverFromShipment as UnassignAnswer;
  };
  const assign = (caller: TestCaller, input: Record<string, unknown>) => assignDriver(test, caller, input);
  const ownTransaction = async (caller: TestCaller, shipmentId: string) => {
    const { body } = await graphql(test.app, ownTransactionQuery, { shipmentId }, 'web', caller.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.getOwnAssignmentTransaction;
  };
  const driverPartiesOf = async (shipmentId: string) =>
    db
      .select()
      .from(shipmentInvolvedParties)
      .where(
        and(
          eq(shipmentInvolvedParties.shipmentId, (await shipmentRow(db, shipmentId)).id),
          eq(shipmentInvolvedParties.partyType, 'PRIMARY DRIVER'),
        ),
      );
  /** What a refused request must leave exactly as it was. */
  const snapshot = async (shipmentId: string) => ({
    row: await shipmentRow(db, shipmentId),
    transactions: await transactionsOf(db, shipmentId),
    parties: await driverPartiesOf(shipmentId),
  });
  const setRow = (shipmentId: string, values: Partial<typeof shipments.$inferInsert>) =>
    db.update(shipments).set(values).where(eq(shipments.shipmentId, shipmentId));

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const team = await signInAssignmentTeam(db, 'CC-UNASSIGN');
    ({ dispatcher, driver, otherDriver, leased, admin, stranger } = team);
    const { tender } = team;
    // Dana's chain: before (3 days earlier) -> middle -> after (5 days later).
    ids.before = await tender('DRIVER_ASSIGNMENT', -3, driver);
    ids.middle = await tender('CARRIER_ASSIGNMENT', 0);
    ids.after = await tender('DRIVER_ASSIGNMENT', 5, driver);
    for (const name of ['refused', 'pending', 'pendingTransaction', 'started', 'raced', 'seen', 'mobile'])
      ids[name] = await tender('DRIVER_ASSIGNMENT', 10 + Object.keys(ids).length, otherDriver);
    ids.carrierAssigned = await tender('CARRIER_ASSIGNMENT', 40);
    ids.strangers = await team.tenderToStranger('DRIVER_ASSIGNMENT', 0, team.strangerDriver);
    await setRow(ids.pending!, { shipmentState: 'PENDING_DRIVER_ASSIGNMENT' });
    await db
      .update(assignmentTransactions)
      .set({ status: 'PENDING' })
      .where(eq(assignmentTransactions.shipmentId, (await shipmentRow(db, ids.pendingTransaction!)).id));
    await setRow(ids.started!, { executionStatus: 'STARTED' });
  });
  afterAll(() => test.close());

  it("[D2-7.10] [D2-4.18] a dispatcher unassigns: one 'Unassign Driver' transaction naming the driver, back to Carrier Assigned, the chain closed over the gap", async () => {
    expect(
      await assign(dispatcher, {
        shipmentId: ids.middle,
        driverId: driver.member.id,
        assignSource: 'MY_LOADS',
        predecessorShipmentId: ids.before,
      }),
    ).toMatchObject({ status: 'OK', successorShipmentId: ids.after });
    expect((await shipmentRow(db, ids.before!)).successorShipmentId).toBe(ids.middle);
    const before = await shipmentRow(db, ids.middle!);

    const answer = await unassign(dispatcher, {
      shipmentId: ids.middle!.toLowerCase(),
      driverId: driver.member.id,
    });

    expect(answer).toEqual({
      status: 'OK',
      message: `Load #${ids.middle} unAssigned successfully from Dana Reyes.`,
      shipment: {
        shipmentId: ids.middle,
        shipmentState: 'CARRIER_ASSIGNMENT',
        myLoadsBucket: 'carrierAssigned',
      },
    });
    expect(await shipmentRow(db, ids.middle!)).toMatchObject({
      shipmentState: 'CARRIER_ASSIGNMENT',
      driverAssignmentStatus: null,
      predecessorShipmentId: null,
      successorShipmentId: null,
      startCity: null,
      startLatitude: null,
      version: before.version + 1,
    });
    const transactions = await transactionsOf(db, ids.middle!);
    expect(transactions.map((row) => row.transactionType)).toEqual(['Assign Driver', 'Unassign Driver']);
    expect(transactions[1]).toMatchObject({
      driverMemberId: driver.member.id,
      driverName: 'Dana Reyes',
      createdBy: dispatcher.member.id,
    });
    expect(await driverPartiesOf(ids.middle!)).toEqual([]);
    expect((await shipmentRow(db, ids.before!)).successorShipmentId).toBe(ids.after);
    expect((await shipmentRow(db, ids.after!)).predecessorShipmentId).toBe(ids.before);
  });

  it('[D2-4.15] [D2-4.16] the latest transaction decides: the driver no longer sees the load, yet reads that it was unassigned from them; a new assignment brings it back', async () => {
    const seen = () => detailsSeenBy(test, otherDriver, ids.seen!);
    expect(await seen()).toEqual({ getShipmentDetails: { shipmentId: ids.seen } });
    expect(await ownTransaction(otherDriver, ids.seen!)).toEqual({
      transactionType: 'Assign Driver',
      driverId: otherDriver.member.id,
      driverName: 'Omar Diaz',
      status: 'CONFIRMED',
    });

    expect(await unassign(dispatcher, { shipmentId: ids.seen })).toMatchObject({ status: 'OK' });

    expect(await seen()).toEqual({ getShipmentDetails: null });
    expect(await ownTransaction(otherDriver, ids.seen!)).toMatchObject({
      transactionType: 'Unassign Driver',
      driverId: otherDriver.member.id,
    });
    // Nobody else learns anything from it: not another driver, not another carrier.
    expect(await ownTransaction(driver, ids.seen!)).toBeNull();
    expect(await ownTransaction(stranger, ids.seen!)).toBeNull();

    await assign(dispatcher, {
      shipmentId: ids.seen,
      driverId: otherDriver.member.id,
      assignSource: 'MY_LOADS',
      startLocation: peoria,
    });
    expect(await seen()).toEqual({ getShipmentDetails: { shipmentId: ids.seen } });
    expect(await ownTransaction(otherDriver, ids.seen!)).toMatchObject({ transactionType: 'Assign Driver' });
  });

  it('[D2-6.01] only dispatchers unassign: drivers, owner-operators and admins are FORBIDDEN and nothing changes', async () => {
    const before = await snapshot(ids.refused!);
    for (const caller of [otherDriver, driver, leased, admin]) {
      const { body } = await send(caller, { shipmentId: ids.refused });
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    expect(await snapshot(ids.refused!)).toEqual(before);
  });

  it("[D2-7.10] another carrier's shipment or an unknown id is NOT_FOUND, and a bad id is BAD_USER_INPUT", async () => {
    const before = await snapshot(ids.refused!);
    for (const [caller, shipmentId] of [
      [stranger, ids.refused],
      [dispatcher, 'S00000000'],
      [dispatcher, ids.strangers],
    ] as const) {
      const { body } = await send(caller, { shipmentId });
      expect(body.errors?.[0]).toEqual({
        message: inEnglish(shipmentNotFoundMessage),
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const { body } = await send(dispatcher, { shipmentId: ids.refused, driverId: 'not-a-uuid' });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { driverId: expect.any(String) },
    });
    expect(await snapshot(ids.refused!)).toEqual(before);
  });

  it('[D2-4.20] [D2-8.04] while the assignment is not confirmed (pending state or transaction) the answer is PENDING and nothing changes', async () => {
    for (const shipmentId of [ids.pending!, ids.pendingTransaction!]) {
      const before = await snapshot(shipmentId);
      expect(await unassign(dispatcher, { shipmentId })).toMatchObject({
        status: 'PENDING',
        message: inEnglish(assignmentNotConfirmedMessage),
      });
      expect(await snapshot(shipmentId)).toEqual(before);
    }
  });

  it('[D2-8.03] a load without a driver, a started trip or another driver than the one shown is REJECTED with the reason, and nothing changes', async () => {
    for (const [input, message] of [
      [{ shipmentId: ids.carrierAssigned }, inEnglish(noDriverToUnassignMessage)],
      [{ shipmentId: ids.started }, inEnglish(tripStartedMessage)],
      [{ shipmentId: ids.refused, driverId: driver.member.id }, inEnglish(driverChangedMessage)],
    ] as const) {
      const before = await snapshot(input.shipmentId!);
      expect(await unassign(dispatcher, input)).toMatchObject({ status: 'REJECTED', message });
      expect(await snapshot(input.shipmentId!)).toEqual(before);
    }
  });

  it('[D2-7.10] of concurrent unassignments of one load exactly one wins and tells its source; the others are REJECTED and write nothing', async () => {
    const before = await shipmentRow(db, ids.raced!);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => unassign(dispatcher, { shipmentId: ids.raced })),
    );
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(1);
    for (const loser of answers.filter((answer) => answer.status !== 'OK')) {
      expect(loser.status).toBe('REJECTED');
      expect([inEnglish(noDriverToUnassignMessage), inEnglish(concurrentChangeMessage)]).toContain(
        loser.message,
      );
    }
    expect((await transactionsOf(db, ids.raced!)).map((row) => row.transactionType)).toEqual([
      'Assign Driver',
      'Unassign Driver',
    ]);
    expect((await shipmentRow(db, ids.raced!)).version).toBe(before.version + 1);
    expect((await shipmentEventsOf(db, ids.raced!)).map((event) => event.eventType)).toEqual([
      'DRIVER_UNASSIGNED',
    ]);
  });

  it('[D2-7.10] works the same on /mobile', async () => {
    const { body } = await send(dispatcher, { shipmentId: ids.mobile }, 'mobile');
    expect(body.data).toMatchObject({ unassignDriverFromShipment: { status: 'OK' } });
  });
});
