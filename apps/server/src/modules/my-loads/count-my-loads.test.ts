import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { assignmentTransactions, shipments } from '../../db/schema/index';
import { loadCaller } from '../../platform/caller';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, tenderTestShipment, type TestShipmentOptions } from '../shipments/shipments.fixtures';
import { countMyLoads, type MyLoadsCountView } from './count-my-loads';

const countsQuery = /* GraphQL */ `
  query getMyLoadsCounts {
    getMyLoadsCounts {
      bucket
      count
    }
  }
`;

const commonCarrierId = 'CC-COUNTS';

type People = Record<
  | 'dispatcher'
  | 'driver'
  | 'otherDriver'
  | 'leased'
  | 'driverDispatcher'
  | 'beta'
  | 'betaDispatcher'
  | 'admin',
  TestCaller
>;

/** The counts as a record, bucket by bucket, in the order of the answer. */
const asRecord = (counts: MyLoadsCountView[]) =>
  Object.fromEntries(counts.map(({ bucket, count }) => [bucket, count]));

describe('getMyLoadsCounts', () => {
  let test: TestApp;
  let db: Database;
  let people: People;

  const countsOf = async (caller: TestCaller, channel: 'web' | 'mobile' = 'web') => {
    const { body } = await graphql(test.app, countsQuery, {}, channel, caller.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.getMyLoadsCounts as MyLoadsCountView[];
  };
  const refusalOf = async (caller: TestCaller) => {
    const { body } = await graphql(test.app, countsQuery, {}, 'web', caller.headers);
    return body.errors?.[0]?.extensions.code;
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    const as = (roles: Role[], carrier: string | null = carrierId) =>
      signInAt(db, detailsNow, { roles, carrierId: carrier });
    people = {
      dispatcher: await as(['carrierDispatcher']),
      driver: await as(['carrierDriver']),
      otherDriver: await as(['carrierDriver']),
      leased: await as(['carrierLeasedOwnerOpr']),
      driverDispatcher: await as(['carrierDriver', 'carrierDispatcher']),
      beta: await as(['carrierBeta1']),
      betaDispatcher: await as(['carrierBeta1', 'carrierDispatcher']),
      admin: await as(['carrierAdmin']),
    };
    const tender = (state: TestShipmentOptions['state'], driver?: TestCaller) =>
      tenderTestShipment(db, { commonCarrierId, state, ...(driver ? { driverUpn: driver.member.upn } : {}) });
    const setState = (shipmentId: string, shipmentState: 'PENDING_DRIVER_UNASSIGNMENT' | 'TENDER_DECLINED') =>
      db.update(shipments).set({ shipmentState }).where(eq(shipments.shipmentId, shipmentId));

    await tender('TENDERED');
    await tender('TENDERED');
    await setState(await tender('TENDERED'), 'TENDER_DECLINED'); // in no list
    await tender('CARRIER_ASSIGNMENT');
    // Pending un-assignment is still listed under Carrier Assigned (D2-4.03).
    await setState(await tender('CARRIER_ASSIGNMENT'), 'PENDING_DRIVER_UNASSIGNMENT');
    await tender('DRIVER_ASSIGNMENT', people.driver);
    await tender('DRIVER_ASSIGNMENT', people.otherDriver);
    await tender('IN_TRANSIT', people.driver);
    await tender('DELIVERED_NEEDS_PPWK', people.otherDriver);
    await tender('DELIVERED_WITH_PPWK', people.driver);
    // Assigned to the driver, then unassigned: the latest transaction decides (D2-4.15).
    const unassigned = await tender('DELIVERED_WITH_PPWK', people.driver);
    const [row] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.shipmentId, unassigned));
    await db.insert(assignmentTransactions).values({
      shipmentId: row!.id,
      transactionType: 'Unassign Driver',
      driverMemberId: people.driver.member.id,
    });
    // Another carrier's shipment is never counted.
    await createCarrier(db, { commonCarrierId: 'CC-COUNTS-OTHER' });
    await tenderTestShipment(db, { commonCarrierId: 'CC-COUNTS-OTHER', state: 'TENDERED' });
  });
  afterAll(() => test.close());

  const carrierWide = {
    carrierTendered: 2,
    carrierAssigned: 2,
    driverAssigned: 2,
    inTransit: 1,
    deliveredNeedsPaperWork: 1,
    deliveredWithPaperWork: 2,
  };

  it("[D2-4.01] [D2-4.03] a dispatcher gets every list, in list order, counting the carrier's shipments by state", async () => {
    const counts = await countsOf(people.dispatcher);
    expect(counts.map((item) => item.bucket)).toEqual(Object.keys(carrierWide));
    expect(asRecord(counts)).toEqual(carrierWide);
  });

  it('[D2-6.02] a driver counts only the shipments whose latest assignment names them', async () => {
    expect(asRecord(await countsOf(people.driver))).toEqual({
      driverAssigned: 1,
      inTransit: 1,
      deliveredNeedsPaperWork: 0,
      deliveredWithPaperWork: 1,
    });
    expect(asRecord(await countsOf(people.otherDriver))).toEqual({
      driverAssigned: 1,
      inTransit: 0,
      deliveredNeedsPaperWork: 1,
      deliveredWithPaperWork: 0,
    });
  });

  it('[D2-6.02] the owner-operator and a driver who is also a dispatcher are not filtered by driver', async () => {
    const { carrierTendered: _tendered, carrierAssigned: _assigned, ...driverLists } = carrierWide;
    expect(asRecord(await countsOf(people.leased))).toEqual(driverLists);
    expect(asRecord(await countsOf(people.driverDispatcher))).toEqual(carrierWide);
  });

  it.each<[string, keyof People, string[]]>([
    [
      'a dispatcher',
      'dispatcher',
      [
        'carrierTendered',
        'carrierAssigned',
        'driverAssigned',
        'inTransit',
        'deliveredNeedsPaperWork',
        'deliveredWithPaperWork',
      ],
    ],
    [
      'a driver',
      'driver',
      ['driverAssigned', 'inTransit', 'deliveredNeedsPaperWork', 'deliveredWithPaperWork'],
    ],
    [
      'an owner-operator',
      'leased',
      ['driverAssigned', 'inTransit', 'deliveredNeedsPaperWork', 'deliveredWithPaperWork'],
    ],
    ['a Beta member without another role', 'beta', []],
  ])('[D2-6.01] [D2-6.03] %s gets the lists their roles open', async (_who, person, buckets) => {
    expect((await countsOf(people[person])).map((item) => item.bucket)).toEqual(buckets);
  });

  it("[D2-6.02] a member without a carrier counts nothing; another carrier's dispatcher does not see these", async () => {
    const noCarrier = await signInAt(db, detailsNow, { roles: ['carrierDispatcher'], carrierId: null });
    expect(Object.values(asRecord(await countsOf(noCarrier)))).toEqual([0, 0, 0, 0, 0, 0]);
    const stranger = await signInAt(db, detailsNow, {
      roles: ['carrierDispatcher'],
      carrierId: (await createCarrier(db)).id,
    });
    expect(Object.values(asRecord(await countsOf(stranger)))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('[D1-6.16] [D2-6.04] guests and admins without another role have no My Loads: FORBIDDEN, and 401 unsigned', async () => {
    const guest = await signInAt(db, detailsNow, { roles: ['carrierGuest'], carrierId: null });
    expect(await refusalOf(guest)).toBe('FORBIDDEN');
    expect(await refusalOf(people.admin)).toBe('FORBIDDEN');
    const anonymous = await graphql(test.app, countsQuery);
    expect(anonymous.status).toBe(401);
  });

  it('[D2-6.02] answers the same on /mobile', async () => {
    expect(await countsOf(people.driver, 'mobile')).toEqual(await countsOf(people.driver, 'web'));
    expect(asRecord(await countsOf(people.betaDispatcher, 'mobile'))).toEqual(carrierWide);
  });

  it('[D1-2.06] counts every list in one statement, not one query per list', async () => {
    const caller = (await loadCaller(db, people.dispatcher.member.id))!;
    const select = vi.spyOn(db, 'select');
    try {
      expect(asRecord(await countMyLoads({ db }, caller))).toEqual(carrierWide);
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });
});
