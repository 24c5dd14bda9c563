import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  assignmentTransactions,
  shipmentCostItems,
  shipmentInvolvedParties,
  shipmentNotes,
  shipmentReferences,
  shipments,
  shipmentServices,
  shipmentStops,
  shipmentTenderedCarriers,
  stopActivities,
  stopCommodities,
} from '../../db/schema/index';
import { createCarrier } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { buildTenderPayload, detailsNow, signInPerson } from './shipments.fixtures';
import { tenderShipment } from './tender-shipment';
import { tenderShipmentSchema } from './tender-shipment.schemas';

// tenderShipment writes a shipment's rows in one statement (insertTenderRows): what it writes, and
// what it does when the readable id it drew is taken.

const commonCarrierId = 'CC-TENDER-ROWS';

describe('tenderShipment', () => {
  let test: TestApp;
  let db: Database;
  let driverUpn: string;

  const tender = (orderId: string, ids: string[], withDriver = false) => {
    const payload = buildTenderPayload({
      commonCarrierId,
      orderId,
      ...(withDriver ? { state: 'DRIVER_ASSIGNMENT' as const, driver: { upn: driverUpn } } : {}),
    });
    const input = tenderShipmentSchema('MERCURYGATE').parse(payload);
    const drawn = [...ids];
    return tenderShipment(db, 'MERCURYGATE', input, { now: detailsNow, newShipmentId: () => drawn.shift()! });
  };

  /** How many rows each table holds for the shipment. */
  async function rowsOf(shipmentId: string) {
    const [shipment] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
    const id = shipment!.id;
    const stops = await db.select().from(shipmentStops).where(eq(shipmentStops.shipmentId, id));
    const stopIds = stops.map((stop) => stop.id);
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      orderId: shipment!.orderId,
      stops: stops.map((stop) => stop.stopId).sort(),
      commodities: await count(
        db.select().from(stopCommodities).where(inArray(stopCommodities.stopId, stopIds)),
      ),
      activities: await count(
        db.select().from(stopActivities).where(inArray(stopActivities.stopId, stopIds)),
      ),
      references: await count(
        db.select().from(shipmentReferences).where(eq(shipmentReferences.shipmentId, id)),
      ),
      services: await count(db.select().from(shipmentServices).where(eq(shipmentServices.shipmentId, id))),
      notes: await count(db.select().from(shipmentNotes).where(eq(shipmentNotes.shipmentId, id))),
      costItems: await count(db.select().from(shipmentCostItems).where(eq(shipmentCostItems.shipmentId, id))),
      parties: (
        await db.select().from(shipmentInvolvedParties).where(eq(shipmentInvolvedParties.shipmentId, id))
      )
        .map((party) => party.partyType)
        .sort(),
      assignments: await count(
        db.select().from(assignmentTransactions).where(eq(assignmentTransactions.shipmentId, id)),
      ),
      tenderedCarriers: (
        await db.select().from(shipmentTenderedCarriers).where(eq(shipmentTenderedCarriers.shipmentId, id))
      ).map((row) => row.status),
    };
  }

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId })).id;
    driverUpn = (await signInPerson(db, carrierId, ['carrierDriver'])).member.upn;
  });
  afterAll(() => test.close());

  it('writes the shipment and every detail of the tender, the driver assignment with it', async () => {
    const { shipmentId } = await tender('ORD-ROWS-1', ['S70000001'], true);
    expect(await rowsOf(shipmentId)).toEqual({
      orderId: 'ORD-ROWS-1',
      stops: ['S70000001-1', 'S70000001-2'],
      commodities: 1,
      activities: 0,
      references: 2,
      services: 1,
      notes: 1,
      costItems: 2,
      parties: ['CUSTOMER', 'PRIMARY DRIVER'],
      assignments: 1,
      tenderedCarriers: ['ACCEPTED'],
    });
  });

  it('writes under the next id when the one drawn is taken, and adds nothing to the shipment that has it', async () => {
    const { shipmentId: first } = await tender('ORD-TAKEN-1', ['S70000011']);
    const before = await rowsOf(first);
    const { shipmentId: second } = await tender('ORD-TAKEN-2', ['S70000011', 'S70000011', 'S70000012']);
    expect(second).toBe('S70000012');
    expect(await rowsOf(first)).toEqual(before);
    expect(await rowsOf(second)).toEqual({
      ...before,
      orderId: 'ORD-TAKEN-2',
      stops: ['S70000012-1', 'S70000012-2'],
    });
  });
});
