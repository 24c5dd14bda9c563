import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import {
  assignmentTransactions,
  shipmentCostItems,
  shipmentInvolvedParties,
  shipmentReferences,
  shipments,
  shipmentStops,
  shipmentTenderedCarriers,
  stopActivities,
  stopCommodities,
} from '../../db/schema/index';
import { isUniqueViolation } from '../../db/errors';
import { openTestDatabase } from '../../db/test-database';
import { storeApiKey } from '../../platform/api-keys';
import { parseEnv } from '../../platform/env';
import { buildTenderPayload } from '../shipments/shipments.fixtures';
import { insertCarrier } from './integration.fixtures';

const mercuryKey = 'test-key-mercurygate';
const otmKey = 'test-key-otm';
const now = new Date('2030-03-01T12:00:00Z');

describe('integration API: shipments', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let carrierId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
      database,
      now: () => now,
    });
    await storeApiKey(database.db, 'MERCURYGATE', 'MercuryGate TMS', mercuryKey);
    await storeApiKey(database.db, 'OTMNONASSET', 'OTM', otmKey);
    carrierId = await insertCarrier(database.db, 'CC-TEST-1', [
      { upn: 'driver@test.example', roles: ['carrierDriver'], tractorNumber: 'TR-7' },
      { upn: 'dispatcher@test.example', roles: ['carrierDispatcher'] },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const tender = (payload: unknown, key = mercuryKey) =>
    app.inject({
      method: 'POST',
      url: '/integration/v1/shipments',
      headers: { 'x-api-key': key },
      payload: payload as object,
    });
  const setPayment = (shipmentId: string, paymentStatus: string, key = mercuryKey) =>
    app.inject({
      method: 'PUT',
      url: `/integration/v1/shipments/${shipmentId}/payment-status`,
      headers: { 'x-api-key': key },
      payload: { paymentStatus },
    });
  const findShipment = async (shipmentId: string) => {
    const [row] = await database.db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
    return row!;
  };

  it('[D2-3.01] [D2-3.02] tenders a shipment: TENDERED, readable id, offered rate on the tendered-carrier record', async () => {
    const response = await tender(buildTenderPayload());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      shipmentState: 'TENDERED',
      currency: 'USD',
      totalCost: '2832.62',
      offeredRate: '2850.00',
    });
    expect(body.shipmentId).toMatch(/^S\d{8}$/);

    const row = await findShipment(body.shipmentId);
    expect(row).toMatchObject({
      sourceSystem: 'MERCURYGATE',
      assignedCarrierId: carrierId,
      assignedTmsCarrierId: 'T-CC-TEST-1',
      totalCostCents: 283_262,
      numberOfStops: 2,
      orderId: 'ORD-1',
    });
    const tendered = await database.db
      .select()
      .from(shipmentTenderedCarriers)
      .where(eq(shipmentTenderedCarriers.shipmentId, row.id));
    expect(tendered).toMatchObject([{ carrierId, offeredRateCents: 285_000, status: 'OFFERED' }]);
    const parties = await database.db
      .select()
      .from(shipmentInvolvedParties)
      .where(eq(shipmentInvolvedParties.shipmentId, row.id));
    expect(parties.map((party) => party.partyType)).toEqual(['CUSTOMER']);
    const costItems = await database.db
      .select()
      .from(shipmentCostItems)
      .where(eq(shipmentCostItems.shipmentId, row.id));
    expect(costItems.map((item) => item.totalAmountCents)).toEqual([230_000, 53_262]);
  });

  it('[D2-3.03] stores stops with commodities, stop and shipment references and the unconfirmed pick-up appointment', async () => {
    const { shipmentId } = (await tender(buildTenderPayload({ orderId: 'ORD-2' }))).json();
    const row = await findShipment(shipmentId);
    const stops = await database.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, row.id))
      .orderBy(shipmentStops.sequenceNo);
    expect(stops.map((stop) => [stop.stopId, stop.appointmentState])).toEqual([
      [`${shipmentId}-1`, 'P'],
      [`${shipmentId}-2`, null],
    ]);
    const commodities = await database.db
      .select()
      .from(stopCommodities)
      .where(eq(stopCommodities.stopId, stops[0]!.id));
    expect(commodities).toMatchObject([
      { commoditySeq: 1, description: 'Canned goods', packagingType: 'Pallets', unitCount: 22 },
    ]);
    const references = await database.db
      .select()
      .from(shipmentReferences)
      .where(eq(shipmentReferences.shipmentId, row.id));
    expect(references.map((reference) => [reference.type, reference.stopId === null])).toEqual(
      expect.arrayContaining([
        ['BOL', true],
        ['PU', false],
      ]),
    );
  });

  it('[D2-5.23] stores the trailer activities of each stop, which the trip screen reads and a driver fills', async () => {
    const payload = buildTenderPayload({ orderId: 'ORD-ACT' });
    payload.stops[0] = {
      ...payload.stops[0]!,
      activities: [
        { execActivity: 'TRAILER_IN', equipmentId: 'TA123456', equipmentType: 'TRAILER' },
        { execActivity: 'TRAILER_OUT' },
      ],
    };
    const { shipmentId } = (await tender(payload)).json();
    const row = await findShipment(shipmentId);
    const [first] = await database.db
      .select()
      .from(shipmentStops)
      .where(eq(shipmentStops.shipmentId, row.id))
      .orderBy(shipmentStops.sequenceNo);
    const activities = await database.db
      .select()
      .from(stopActivities)
      .where(eq(stopActivities.stopId, first!.id))
      .orderBy(stopActivities.seqNo);
    expect(activities).toMatchObject([
      { seqNo: 1, execActivity: 'TRAILER_IN', equipmentId: 'TA123456', equipmentFlow: 'TRAILER_IN' },
      { seqNo: 2, execActivity: 'TRAILER_OUT', equipmentId: null, equipmentFlow: 'TRAILER_OUT' },
    ]);
    const refused = await tender(
      buildTenderPayload({
        orderId: 'ORD-ACT-2',
        stops: payload.stops.map((stop) => ({
          ...stop,
          activities: [{ execActivity: 'LOAD' as 'TRAILER_IN' }],
        })),
      }),
    );
    expect(refused.statusCode).toBe(400);
  });

  it('[D2-4.15] imports a driver-assigned shipment with an Assign Driver transaction and a PRIMARY DRIVER party', async () => {
    const response = await tender(
      buildTenderPayload({
        orderId: 'ORD-3',
        state: 'DRIVER_ASSIGNMENT',
        driver: { upn: 'Driver@Test.Example' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const row = await findShipment(response.json().shipmentId);
    expect(row).toMatchObject({ shipmentState: 'DRIVER_ASSIGNMENT', driverAssignmentStatus: 'ASSIGNED' });
    const transactions = await database.db
      .select()
      .from(assignmentTransactions)
      .where(eq(assignmentTransactions.shipmentId, row.id));
    expect(transactions).toMatchObject([
      { transactionType: 'Assign Driver', driverEmail: 'driver@test.example', tractorNumber: 'TR-7' },
    ]);
    const parties = await database.db
      .select()
      .from(shipmentInvolvedParties)
      .where(eq(shipmentInvolvedParties.shipmentId, row.id));
    expect(parties.map((party) => party.partyType).sort()).toEqual(['CUSTOMER', 'PRIMARY DRIVER']);
    const [offer] = await database.db
      .select()
      .from(shipmentTenderedCarriers)
      .where(eq(shipmentTenderedCarriers.shipmentId, row.id));
    expect(offer?.status).toBe('ACCEPTED');
  });

  it('refuses a driver who is not a driver of that carrier', async () => {
    for (const upn of ['dispatcher@test.example', 'nobody@test.example']) {
      const response = await tender(
        buildTenderPayload({ orderId: `ORD-X-${upn}`, state: 'DRIVER_ASSIGNMENT', driver: { upn } }),
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['driver.upn']);
    }
  });

  it('[D2-4.31] imports an in-transit shipment: actual times on completed stops, tracking started', async () => {
    const base = buildTenderPayload();
    const stops = base.stops.map((stop, index) =>
      index === 0
        ? {
            ...stop,
            actualArrival: '2030-03-04T08:05:00-06:00',
            actualDeparture: '2030-03-04T09:10:00-06:00',
          }
        : stop,
    );
    const response = await tender({ ...base, orderId: 'ORD-4', state: 'IN_TRANSIT', stops });
    expect(response.statusCode).toBe(201);
    const row = await findShipment(response.json().shipmentId);
    expect(row).toMatchObject({
      shipmentState: 'IN_TRANSIT',
      executionStatus: 'IN_TRANSIT',
      gpsTrackingStatus: 1,
      startCity: 'Chicago',
    });
    expect(row.startDateTime?.toISOString()).toBe('2030-03-04T14:05:00.000Z');

    const delivered = await tender({ ...base, orderId: 'ORD-5', state: 'DELIVERED_NEEDS_PPWK', stops });
    expect(delivered.statusCode).toBe(400);
    expect(Object.keys(delivered.json().fields)).toEqual(['stops.1.actualDeparture']);
    const tendered = await tender({ ...base, orderId: 'ORD-6', stops });
    expect(Object.keys(tendered.json().fields)).toEqual(['stops.0.actualArrival']);
  });

  it('answers 400 with fields for a bad tender', async () => {
    const response = await tender(
      buildTenderPayload({
        involvedParties: [{ partyId: 'X', partyType: 'SHIPPER' }],
        offeredRate: undefined,
        costItems: [],
        loadType: 'Power Only',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'involvedParties',
      'loadType',
      'offeredRate',
    ]);
    const unknownCarrier = await tender(buildTenderPayload({ orderId: 'ORD-7', commonCarrierId: 'NOPE' }));
    expect(unknownCarrier.json().fields).toEqual({
      commonCarrierId: 'No carrier with this commonCarrierId.',
    });
    expect(
      (await tender(buildTenderPayload({ state: 'DRIVER_ASSIGNMENT', orderId: 'ORD-8' }))).json().fields,
    ).toEqual({
      'driver.upn': 'A driver-assigned shipment needs its driver.',
    });
  });

  it('refuses the same order twice with 409', async () => {
    const response = await tender(buildTenderPayload());
    expect(response.statusCode).toBe(409);
  });

  it('answers 401 without a valid key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/integration/v1/shipments',
      payload: buildTenderPayload(),
    });
    expect(response.statusCode).toBe(401);
    expect((await setPayment('S00000000', 'PAID', 'wrong')).statusCode).toBe(401);
  });

  it('creates one shipment when the same order is tendered several times at once', async () => {
    const payload = buildTenderPayload({ orderId: 'ORD-RACE' });
    const responses = await Promise.all(Array.from({ length: 5 }, () => tender(payload)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const rows = await database.db.select().from(shipments).where(eq(shipments.orderId, 'ORD-RACE'));
    expect(rows).toHaveLength(1);
  });

  it('is backed by the database: a second row for the same order is refused even without the check', async () => {
    const [existing] = await database.db.select().from(shipments).where(eq(shipments.orderId, 'ORD-RACE'));
    const { id: _id, shipmentId: _shipmentId, createdAt: _c, updatedAt: _u, ...copy } = existing!;
    await expect(
      database.db.insert(shipments).values({ ...copy, shipmentId: 'S99999999', carrierPro: null }),
    ).rejects.toSatisfy(isUniqueViolation);
  });
});
