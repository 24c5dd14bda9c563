import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import type { Database } from '../../db/client';
import { loadCaller } from '../../platform/caller';
import { AppError } from '../../platform/errors';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { listMyLoads } from './list-my-loads';
import {
  myLoadShipmentFields,
  myLoadsNow,
  seedMyLoads,
  type MyLoadsPeople,
  type MyLoadsShipments,
} from './my-loads.fixtures';

const listQuery = /* GraphQL */ `
  query getShipmentsWithStopsByState($input: ShipmentsByStateInput!) {
    getShipmentsWithStopsByState(input: $input) {
      filter
      totalCount
      pageIndex
      pageSize
      counts {
        bucket
        count
      }
      filterCounts {
        driverId
        driverName
        count
      }
      shipments {
        ${myLoadShipmentFields}
      }
    }
  }
`;

type ShipmentCard = {
  shipmentId: string;
  loadId: string | null;
  shipmentState: string;
  myLoadsBucket: string | null;
  executionStatus: string | null;
  totalCost: string | null;
  currency: string;
  driver: { partyId: string; driverName: string } | null;
  assignmentTransaction: { transactionType: string; driverName: string | null; status: string } | null;
  stops: { sequenceNo: number; city: string; appointmentFrom: string | null }[];
};
type ListAnswer = {
  filter: string;
  totalCount: number;
  pageIndex: number;
  pageSize: number;
  counts: { bucket: string; count: number }[];
  filterCounts: { driverId: string; driverName: string | null; count: number }[];
  shipments: ShipmentCard[];
};
type ListInput = {
  filter: string;
  driverId?: string;
  pagination?: { pageSize?: number; pageIndex?: number };
};

describe('getShipmentsWithStopsByState', () => {
  let test: TestApp;
  let db: Database;
  let people: MyLoadsPeople;
  let ids: MyLoadsShipments;

  const request = (caller: TestCaller, input: ListInput, channel: 'web' | 'mobile' = 'web') =>
    graphql(test.app, listQuery, { input }, channel, caller.headers);
  const listOf = async (caller: TestCaller, input: ListInput, channel: 'web' | 'mobile' = 'web') => {
    const { body } = await request(caller, input, channel);
    expect(body.errors).toBeUndefined();
    return body.data!.getShipmentsWithStopsByState as ListAnswer;
  };
  const idsOf = async (caller: TestCaller, filter: MyLoadBucket, driverId?: string) =>
    (
      await listOf(caller, { filter, ...(driverId ? { driverId } : {}), pagination: { pageSize: 50 } })
    ).shipments
      .map((card) => card.shipmentId)
      .sort();
  const refusalOf = async (caller: TestCaller, input: ListInput) => {
    const { body } = await request(caller, input);
    expect(body.data).toBeNull();
    return body.errors?.[0]?.extensions.code;
  };

  beforeAll(async () => {
    // A small configured page, so that paging shows with a handful of shipments (D2-9.01).
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ paging: { myLoadsPageSize: 2 } }) },
      { now: () => myLoadsNow },
    );
    db = test.database.db;
    ({ people, shipmentIds: ids } = await seedMyLoads(db, 'CC-LISTS'));
  });
  afterAll(() => test.close());

  it('[D2-7.04] [D2-9.01] [D2-2.15] a page holds the configured page size, by pick-up, with the list total', async () => {
    const first = await listOf(people.dispatcher, { filter: 'carrierTendered' });
    expect(first).toMatchObject({ filter: 'carrierTendered', totalCount: 3, pageIndex: 0, pageSize: 2 });
    expect(first.shipments.map((card) => card.shipmentId)).toEqual([ids.tendered[1], ids.tendered[2]]);
    const second = await listOf(people.dispatcher, {
      filter: 'carrierTendered',
      pagination: { pageIndex: 1 },
    });
    expect(second.shipments.map((card) => card.shipmentId)).toEqual([ids.tendered[0]]);
    const asked = await listOf(people.dispatcher, { filter: 'carrierTendered', pagination: { pageSize: 3 } });
    expect(asked.shipments).toHaveLength(3);
    expect(asked.pageSize).toBe(3);
  });

  it("[D2-4.01] [D2-4.03] each list holds its states and the counts of every list, another carrier's never", async () => {
    expect(await idsOf(people.dispatcher, 'carrierTendered')).toEqual([...ids.tendered].sort());
    // Pending un-assignment is listed under Carrier Assigned (D2-4.03).
    expect(await idsOf(people.dispatcher, 'carrierAssigned')).toEqual(
      [ids.carrierAssigned, ids.pendingUnassignment].sort(),
    );
    expect(await idsOf(people.dispatcher, 'driverAssigned')).toEqual(
      [ids.driverAssigned, ids.otherDriverAssigned].sort(),
    );
    expect(await idsOf(people.dispatcher, 'inTransit')).toEqual([ids.inTransit]);
    expect(await idsOf(people.dispatcher, 'deliveredWithPaperWork')).toEqual(
      [ids.withPaperwork, ids.unassigned].sort(),
    );
    const { counts } = await listOf(people.dispatcher, { filter: 'inTransit' });
    expect(counts).toEqual([
      { bucket: 'carrierTendered', count: 3 },
      { bucket: 'carrierAssigned', count: 2 },
      { bucket: 'driverAssigned', count: 2 },
      { bucket: 'inTransit', count: 1 },
      { bucket: 'deliveredNeedsPaperWork', count: 3 },
      { bucket: 'deliveredWithPaperWork', count: 2 },
    ]);
    const stranger = await listOf(people.stranger, { filter: 'carrierTendered' });
    expect(stranger.shipments.map((card) => card.shipmentId)).toEqual([ids.otherCarrierTendered]);
    expect(stranger.totalCount).toBe(1);
  });

  it('[D2-2.27] [D2-4.15] a card carries its stops, its driver and the latest assignment transaction', async () => {
    const { shipments } = await listOf(people.dispatcher, { filter: 'deliveredWithPaperWork' });
    const assigned = shipments.find((card) => card.shipmentId === ids.withPaperwork)!;
    expect(assigned).toMatchObject({
      loadId: null,
      shipmentState: 'DELIVERED_WITH_PPWK',
      myLoadsBucket: 'deliveredWithPaperWork',
      executionStatus: 'DELIVERED',
      totalCost: '2832.62',
      currency: 'USD',
      driver: { partyId: people.driver.member.upn, driverName: 'Marcus Bennett' },
      assignmentTransaction: { transactionType: 'Assign Driver', status: 'CONFIRMED' },
    });
    expect(assigned.stops.map((stop) => [stop.sequenceNo, stop.city])).toEqual([
      [1, 'Chicago'],
      [2, 'Dallas'],
    ]);
    expect(assigned.stops[0]!.appointmentFrom).toBe('2030-03-04T08:00:00-06:00');
    // Assigned, then unassigned: the latest transaction decides, and it names no driver now.
    const unassigned = shipments.find((card) => card.shipmentId === ids.unassigned)!;
    expect(unassigned.driver).toBeNull();
    expect(unassigned.assignmentTransaction).toMatchObject({ transactionType: 'Unassign Driver' });
  });

  it('[D2-6.01] Rate Details: a driver’s and an owner-operator’s cards carry no total cost', async () => {
    for (const caller of [people.driver, people.leased]) {
      const { shipments } = await listOf(caller, { filter: 'driverAssigned' });
      expect(shipments.length).toBeGreaterThan(0);
      expect(shipments.map((card) => card.totalCost)).toEqual(shipments.map(() => null));
    }
  });

  it('[D2-6.02] a driver lists only the shipments whose latest assignment names them', async () => {
    expect(await idsOf(people.driver, 'driverAssigned')).toEqual([ids.driverAssigned]);
    expect(await idsOf(people.driver, 'inTransit')).toEqual([ids.inTransit]);
    expect(await idsOf(people.driver, 'deliveredNeedsPaperWork')).toEqual([ids.needsPaperwork.driver]);
    expect(await idsOf(people.driver, 'deliveredWithPaperWork')).toEqual([ids.withPaperwork]);
    expect(await idsOf(people.otherDriver, 'driverAssigned')).toEqual([ids.otherDriverAssigned]);
    const { counts, totalCount } = await listOf(people.driver, { filter: 'inTransit' });
    expect(totalCount).toBe(1);
    expect(counts.map((item) => item.count)).toEqual([1, 1, 1, 1]);
  });

  it('[D2-6.02] the owner-operator and a driver who is also a dispatcher are not filtered by driver', async () => {
    expect(await idsOf(people.leased, 'driverAssigned')).toEqual(
      [ids.driverAssigned, ids.otherDriverAssigned].sort(),
    );
    expect(await idsOf(people.driverDispatcher, 'deliveredNeedsPaperWork')).toHaveLength(3);
  });

  it.each<[string, keyof MyLoadsPeople, MyLoadBucket]>([
    ['a driver', 'driver', 'carrierTendered'],
    ['a driver', 'driver', 'carrierAssigned'],
    ['the owner-operator', 'leased', 'carrierTendered'],
    ['the owner-operator', 'leased', 'carrierAssigned'],
    ['a Beta member', 'beta', 'driverAssigned'],
  ])('[D2-6.01] [D2-6.03] %s may not open %s: FORBIDDEN', async (_who, person, filter) => {
    expect(await refusalOf(people[person], { filter })).toBe('FORBIDDEN');
  });

  it('[D2-6.04] [D1-6.16] guests and admins without another role have no My Loads; unsigned is 401', async () => {
    expect(await refusalOf(people.guest, { filter: 'driverAssigned' })).toBe('FORBIDDEN');
    expect(await refusalOf(people.admin, { filter: 'driverAssigned' })).toBe('FORBIDDEN');
    const anonymous = await graphql(test.app, listQuery, { input: { filter: 'driverAssigned' } });
    expect(anonymous.status).toBe(401);
  });

  it('[D2-7.04] an unknown list or a page out of bounds answers BAD_USER_INPUT', async () => {
    expect(await refusalOf(people.dispatcher, { filter: 'delivered' })).toBe('BAD_USER_INPUT');
    expect(await refusalOf(people.dispatcher, { filter: 'inTransit', pagination: { pageSize: 0 } })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await refusalOf(people.dispatcher, { filter: 'inTransit', pagination: { pageIndex: -1 } })).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('[D2-2.19] the delivered lists count their drivers by name, then All Drivers and Unknown', async () => {
    const answer = await listOf(people.dispatcher, { filter: 'deliveredNeedsPaperWork' });
    expect(answer.filterCounts).toEqual([
      { driverId: people.otherDriver.member.upn, driverName: 'Ana Silva', count: 1 },
      { driverId: people.driver.member.upn, driverName: 'Marcus Bennett', count: 1 },
      { driverId: 'All_Drivers', driverName: null, count: 3 },
      { driverId: 'Unknown', driverName: null, count: 1 },
    ]);
    // Elsewhere, and for those who may not filter, there is no filter.
    expect((await listOf(people.dispatcher, { filter: 'inTransit' })).filterCounts).toEqual([]);
    expect((await listOf(people.leased, { filter: 'deliveredNeedsPaperWork' })).filterCounts).toEqual([]);
    expect((await listOf(people.driver, { filter: 'deliveredNeedsPaperWork' })).filterCounts).toEqual([]);
  });

  it('[D2-2.19] the driver filter lists one driver, the shipments without one, or everyone', async () => {
    const byDriver = await listOf(people.dispatcher, {
      filter: 'deliveredNeedsPaperWork',
      driverId: people.otherDriver.member.upn.toUpperCase(),
    });
    expect(byDriver.totalCount).toBe(1);
    expect(byDriver.shipments.map((card) => card.shipmentId)).toEqual([ids.needsPaperwork.otherDriver]);
    expect(await idsOf(people.dispatcher, 'deliveredNeedsPaperWork', 'Unknown')).toEqual([
      ids.needsPaperwork.nobody,
    ]);
    expect(await idsOf(people.dispatcher, 'deliveredWithPaperWork', 'Unknown')).toEqual([ids.unassigned]);
    expect(await idsOf(people.dispatcher, 'deliveredNeedsPaperWork', 'All_Drivers')).toHaveLength(3);
  });

  it('[D2-2.19] the driver filter is refused outside the delivered lists and without its permission', async () => {
    expect(
      await refusalOf(people.dispatcher, { filter: 'inTransit', driverId: people.driver.member.upn }),
    ).toBe('BAD_USER_INPUT');
    expect(
      await refusalOf(people.leased, {
        filter: 'deliveredNeedsPaperWork',
        driverId: people.driver.member.upn,
      }),
    ).toBe('FORBIDDEN');
    expect(await refusalOf(people.driver, { filter: 'deliveredNeedsPaperWork', driverId: 'Unknown' })).toBe(
      'FORBIDDEN',
    );
  });

  it('[D2-2.19] with the driverFilter flag off the filter is refused and no counts are given', async () => {
    const caller = (await loadCaller(db, people.dispatcher.member.id))!;
    const config = { ...defaultConfig, features: { ...defaultConfig.features, driverFilter: false } };
    const services = { db, appConfig: () => Promise.resolve(config) };
    const answer = await listMyLoads(services, caller, { filter: 'deliveredNeedsPaperWork' });
    expect(answer.filterCounts).toEqual([]);
    expect(answer.totalCount).toBe(3);
    const refused = listMyLoads(services, caller, { filter: 'deliveredNeedsPaperWork', driverId: 'Unknown' });
    await expect(refused).rejects.toThrow(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('[D2-7.03] answers the same on /mobile', async () => {
    const input = { filter: 'deliveredNeedsPaperWork' };
    expect(await listOf(people.dispatcher, input, 'mobile')).toEqual(await listOf(people.dispatcher, input));
  });
});
