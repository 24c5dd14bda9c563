import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentTransactions } from '../../db/schema/index';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow } from '../shipments/shipments.fixtures';
import { shipmentOrDriverNotFoundMessage } from './driver-assignment-input';
import { shipmentRow, signInAssignmentTeam } from './driver-assignment.fixtures';
import { inEnglish } from '../../test-support/in-english';

const predecessorQuery = /* GraphQL */ `
  query Predecessor($shipmentId: ID!, $driverId: ID!, $assignSource: String!) {
    predecessorShipmentId(shipmentId: $shipmentId, driverId: $driverId, assignSource: $assignSource)
  }
`;

describe('predecessorShipmentId', () => {
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

  const ask = (caller: TestCaller, variables: Record<string, unknown>, channel: 'web' | 'mobile' = 'web') =>
    graphql(test.app, predecessorQuery, variables, channel, caller.headers);
  const predecessorOf = async (
    caller: TestCaller,
    shipmentId: string,
    driverId: string,
    assignSource = 'MY_LOADS',
  ) => {
    const { body } = await ask(caller, { shipmentId, driverId, assignSource });
    expect(body.errors).toBeUndefined();
    return body.data!.predecessorShipmentId as string | null;
  };
  const refusalOf = async (caller: TestCaller, variables: Record<string, unknown>) =>
    (await ask(caller, variables)).body.errors?.[0];

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const team = await signInAssignmentTeam(db, 'CC-PREDECESSOR');
    ({ dispatcher, driver, otherDriver, newDriver, leased, admin, stranger, strangerDriver } = team);
    const { tender, tenderToStranger } = team;
    // The load to assign picks up on 2030-03-04 at 08:00 (Chicago).
    ids.target = await tender('CARRIER_ASSIGNMENT', 0);
    ids.older = await tender('IN_TRANSIT', -6, driver);
    ids.latest = await tender('DRIVER_ASSIGNMENT', -3, driver); // delivers 2030-03-02
    ids.overlapping = await tender('DRIVER_ASSIGNMENT', -1, driver); // delivers after the pick-up
    ids.after = await tender('DRIVER_ASSIGNMENT', 5, driver);
    // Later than `latest` but no longer holding the driver: delivered, or unassigned since.
    ids.delivered = await tender('DELIVERED_WITH_PPWK', -2, driver);
    ids.unassigned = await tender('DRIVER_ASSIGNMENT', -2, driver);
    await db.insert(assignmentTransactions).values({
      shipmentId: (await shipmentRow(db, ids.unassigned)).id,
      transactionType: 'Unassign Driver',
      driverMemberId: driver.member.id,
    });
    ids.otherDrivers = await tender('DRIVER_ASSIGNMENT', -2, otherDriver);
    ids.leaseds = await tender('IN_TRANSIT', -4, leased);
    ids.strangers = await tenderToStranger('CARRIER_ASSIGNMENT', 0);
    ids.strangerDrivers = await tenderToStranger('DRIVER_ASSIGNMENT', -2, strangerDriver);
  });
  afterAll(() => test.close());

  it("[D1-7.17] [D2-7.11] answers the driver's latest assigned or in-transit shipment that delivers before the pick-up", async () => {
    expect(await predecessorOf(dispatcher, ids.target!, driver.member.id)).toBe(ids.latest);
    expect(await predecessorOf(dispatcher, ids.target!.toLowerCase(), otherDriver.member.id)).toBe(
      ids.otherDrivers,
    );
    // A shipment in transit holds its driver too; a shipment is never its own predecessor.
    expect(await predecessorOf(dispatcher, ids.latest!, driver.member.id)).toBe(ids.older);
    expect(await predecessorOf(dispatcher, ids.after!, driver.member.id)).toBe(ids.overlapping);
  });

  it('[D1-7.17] [D2-4.21] answers null when the driver has no such shipment', async () => {
    expect(await predecessorOf(dispatcher, ids.target!, newDriver.member.id)).toBeNull();
    expect(await predecessorOf(dispatcher, ids.older!, driver.member.id)).toBeNull();
  });

  it('[D2-4.22] [D1-4.26] the owner-operator asks for themself after booking, and only so', async () => {
    expect(await predecessorOf(leased, ids.target!, leased.member.id, 'BOOKING')).toBe(ids.leaseds);
    for (const variables of [
      { shipmentId: ids.target, driverId: driver.member.id, assignSource: 'BOOKING' },
      { shipmentId: ids.target, driverId: leased.member.id, assignSource: 'MY_LOADS' },
    ]) {
      expect((await refusalOf(leased, variables))?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('[D2-6.01] drivers and admins may not ask', async () => {
    for (const caller of [driver, admin]) {
      const variables = { shipmentId: ids.target, driverId: driver.member.id, assignSource: 'MY_LOADS' };
      expect((await refusalOf(caller, variables))?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it("[D2-7.11] another carrier's shipment or driver, an unknown one or a non-driver is NOT_FOUND, without telling which", async () => {
    for (const [caller, shipmentId, driverId] of [
      [stranger, ids.target, driver.member.id],
      [stranger, ids.target, strangerDriver.member.id],
      [dispatcher, ids.strangers, driver.member.id],
      [dispatcher, ids.target, strangerDriver.member.id],
      [dispatcher, 'S00000000', driver.member.id],
      [dispatcher, ids.target, admin.member.id],
      [dispatcher, ids.target, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expect(await refusalOf(caller, { shipmentId, driverId, assignSource: 'MY_LOADS' })).toEqual({
        message: inEnglish(shipmentOrDriverNotFoundMessage),
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('[D2-7.11] refuses a malformed driver id or an unknown source as BAD_USER_INPUT', async () => {
    const badDriver = await refusalOf(dispatcher, {
      shipmentId: ids.target,
      driverId: 'not-a-member',
      assignSource: 'MY_LOADS',
    });
    expect(badDriver?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { driverId: expect.any(String) },
    });
    const badSource = await refusalOf(dispatcher, {
      shipmentId: ids.target,
      driverId: driver.member.id,
      assignSource: 'ELSEWHERE',
    });
    expect(badSource?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { assignSource: expect.any(String) },
    });
  });

  it('[D2-7.11] works the same on /mobile', async () => {
    const { body } = await ask(
      dispatcher,
      { shipmentId: ids.target, driverId: driver.member.id, assignSource: 'my_loads' },
      'mobile',
    );
    expect(body).toMatchObject({ data: { predecessorShipmentId: ids.latest } });
  });
});
