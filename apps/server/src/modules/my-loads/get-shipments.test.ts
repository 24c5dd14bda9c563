import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import {
  myLoadShipmentFields,
  myLoadsNow,
  seedMyLoads,
  type MyLoadsPeople,
  type MyLoadsShipments,
} from './my-loads.fixtures';

const shipmentQuery = /* GraphQL */ `
  query getShipment($shipmentIds: [ID!]!) {
    getShipment(shipmentIds: $shipmentIds) {
      ${myLoadShipmentFields}
    }
  }
`;

const driverShipmentsQuery = /* GraphQL */ `
  query getMyDriverShipments($input: MyDriverShipmentsInput) {
    getMyDriverShipments(input: $input) {
      totalShipmentsCount
      myDriverShipments {
        shipmentId
        shipmentState
      }
    }
  }
`;

type Card = { shipmentId: string; shipmentState: string; driver: { driverName: string } | null };

describe('getShipment and getMyDriverShipments', () => {
  let test: TestApp;
  let people: MyLoadsPeople;
  let ids: MyLoadsShipments;

  const shipmentsOf = async (caller: TestCaller, shipmentIds: string[]) => {
    const { body } = await graphql(test.app, shipmentQuery, { shipmentIds }, 'web', caller.headers);
    expect(body.errors).toBeUndefined();
    return (body.data!.getShipment as Card[]).map((card) => card.shipmentId);
  };
  const driverShipmentsOf = async (caller: TestCaller, input?: Record<string, unknown>) => {
    const { body } = await graphql(test.app, driverShipmentsQuery, { input }, 'web', caller.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.getMyDriverShipments as {
      totalShipmentsCount: number;
      myDriverShipments: { shipmentId: string }[];
    };
  };
  const refusalOf = async (caller: TestCaller, query: string, variables: Record<string, unknown>) => {
    const { body } = await graphql(test.app, query, variables, 'web', caller.headers);
    return body.errors?.[0]?.extensions.code;
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => myLoadsNow });
    ({ people, shipmentIds: ids } = await seedMyLoads(test.database.db, 'CC-SHIPMENT'));
  });
  afterAll(() => test.close());

  it('[D2-7.06] [D2-4.17] answers the shipments asked for, in that order and any case, as their cards show them', async () => {
    const wanted = [ids.inTransit, ids.tendered[0].toLowerCase(), ids.driverAssigned];
    expect(await shipmentsOf(people.dispatcher, wanted)).toEqual([
      ids.inTransit,
      ids.tendered[0],
      ids.driverAssigned,
    ]);
    const { body } = await graphql(test.app, shipmentQuery, { shipmentIds: [ids.driverAssigned] }, 'web', {
      ...people.dispatcher.headers,
    });
    expect((body.data!.getShipment as Card[])[0]).toMatchObject({
      shipmentState: 'DRIVER_ASSIGNMENT',
      driver: { driverName: 'Marcus Bennett' },
    });
  });

  it("[D2-6.02] [D3-4.52] leaves out another carrier's shipments, a colleague driver's and unknown ids", async () => {
    const wanted = [ids.otherCarrierTendered, ids.driverAssigned, ids.otherDriverAssigned, 'S-NOPE'];
    expect(await shipmentsOf(people.dispatcher, wanted)).toEqual([
      ids.driverAssigned,
      ids.otherDriverAssigned,
    ]);
    expect(await shipmentsOf(people.driver, wanted)).toEqual([ids.driverAssigned]);
    expect(await shipmentsOf(people.leased, wanted)).toEqual([ids.driverAssigned, ids.otherDriverAssigned]);
    expect(await shipmentsOf(people.stranger, wanted)).toEqual([ids.otherCarrierTendered]);
  });

  it('[D2-6.01] Rate Details: the total cost only for the dispatcher; absent (null) for drivers and owner-operators', async () => {
    const totalCostOf = async (caller: TestCaller) => {
      const { body } = await graphql(test.app, shipmentQuery, { shipmentIds: [ids.driverAssigned] }, 'web', {
        ...caller.headers,
      });
      expect(body.errors).toBeUndefined();
      return (body.data!.getShipment as { totalCost: string | null }[])[0]!.totalCost;
    };
    expect(await totalCostOf(people.dispatcher)).toMatch(/^\d+\.\d{2}$/);
    expect(await totalCostOf(people.driverDispatcher)).toMatch(/^\d+\.\d{2}$/);
    for (const caller of [people.driver, people.leased, people.beta]) {
      expect(await totalCostOf(caller)).toBeNull();
    }
  });

  it('[D2-7.06] refuses no id or more than 25, and guests (D2-6.04)', async () => {
    expect(await refusalOf(people.dispatcher, shipmentQuery, { shipmentIds: [] })).toBe('BAD_USER_INPUT');
    const many = Array.from({ length: 26 }, (_, index) => `S${index}`);
    expect(await refusalOf(people.dispatcher, shipmentQuery, { shipmentIds: many })).toBe('BAD_USER_INPUT');
    expect(await refusalOf(people.guest, shipmentQuery, { shipmentIds: [ids.inTransit] })).toBe('FORBIDDEN');
  });

  it('[D2-7.05] a driver gets the shipments they drive and have not delivered, by pick-up, with the total', async () => {
    const answer = await driverShipmentsOf(people.driver);
    expect(answer.totalShipmentsCount).toBe(2);
    expect(answer.myDriverShipments.map((card) => card.shipmentId).sort()).toEqual(
      [ids.driverAssigned, ids.inTransit].sort(),
    );
    const paged = await driverShipmentsOf(people.driver, { pagination: { pageSize: 1, pageIndex: 1 } });
    expect(paged.totalShipmentsCount).toBe(2);
    expect(paged.myDriverShipments).toHaveLength(1);
    expect(await driverShipmentsOf(people.driver, { driverId: people.driver.member.id })).toEqual(answer);
    expect((await driverShipmentsOf(people.leased)).totalShipmentsCount).toBe(0);
  });

  it("[D2-6.03] Driver Loads is for Driver and Leased; another driver's id is refused", async () => {
    expect(await refusalOf(people.dispatcher, driverShipmentsQuery, {})).toBe('FORBIDDEN');
    expect(await refusalOf(people.guest, driverShipmentsQuery, {})).toBe('FORBIDDEN');
    expect(
      await refusalOf(people.driver, driverShipmentsQuery, {
        input: { driverId: people.otherDriver.member.id },
      }),
    ).toBe('FORBIDDEN');
  });
});
