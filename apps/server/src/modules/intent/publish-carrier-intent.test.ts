import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { carrierIntents, shipments } from '../../db/schema/shipments';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, tenderTestShipment } from '../shipments/shipments.fixtures';
import { intentShipmentNotFoundMessage } from './publish-carrier-intent';
import { inEnglish } from '../../test-support/in-english';

function publish(test: TestApp, caller: TestCaller | null, payload: Record<string, unknown>) {
  return test.app.inject({
    method: 'POST',
    url: '/intent/v1/publishCarrierIntent',
    headers: caller?.headers ?? {},
    payload,
  });
}

describe('POST /intent/v1/publishCarrierIntent', () => {
  let test: TestApp;
  let db: Database;
  let carrierId: string;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let guest: TestCaller;
  let stranger: TestCaller;
  const ids: Record<string, string> = {};

  /** The intents recorded for a shipment (by its shipment id), oldest first. */
  const intentsOf = (shipmentId: string) =>
    db
      .select({
        carrierId: carrierIntents.carrierId,
        intent: carrierIntents.intent,
        dispatcherName: carrierIntents.dispatcherName,
        eventAt: carrierIntents.eventAt,
      })
      .from(carrierIntents)
      .innerJoin(shipments, eq(shipments.id, carrierIntents.shipmentId))
      .where(eq(shipments.shipmentId, shipmentId))
      .orderBy(carrierIntents.createdAt);

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    carrierId = (await createCarrier(db, { commonCarrierId: 'CC-INTENT', source: 'MERCURYGATE' })).id;
    dispatcher = await signInAt(db, detailsNow, { roles: ['carrierDispatcher'], carrierId });
    await db
      .update(members)
      .set({ firstName: 'Dana', lastName: 'Dispatch' })
      .where(eq(members.id, dispatcher.member.id));
    driver = await signInAt(db, detailsNow, { roles: ['carrierDriver'], carrierId });
    guest = await signInAt(db, detailsNow, { roles: ['carrierGuest'], carrierId });
    const strangerCarrierId = (await createCarrier(db)).id;
    stranger = await signInAt(db, detailsNow, { roles: ['carrierDispatcher'], carrierId: strangerCarrierId });
    const commonCarrierId = 'CC-INTENT';
    ids.assigned = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    const colleague = await signInAt(db, detailsNow, { roles: ['carrierDriver'], carrierId });
    ids.other = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: colleague.member.upn,
    });
    ids.untouched = await tenderTestShipment(db, { commonCarrierId, state: 'CARRIER_ASSIGNMENT' });
  });
  afterAll(() => test.close());

  it('[D2-7.17] [D2-4.46] [D2-3.17] records NEED NEXT ROUTE with the carrier, the caller as dispatcher and the server time', async () => {
    const response = await publish(test, dispatcher, {
      shipmentId: ids.assigned!.toLowerCase(),
      intent: 'NEED NEXT ROUTE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sourceSystem: 'MERCURYGATE',
      shipmentID: ids.assigned,
      commonCarrierID: 'CC-INTENT',
      carrierReloadIntent: 'NEED NEXT ROUTE',
      dispatcherName: 'Dana Dispatch',
      eventDateAndTime: detailsNow.toISOString(),
    });
    expect(await intentsOf(ids.assigned!)).toEqual([
      { carrierId, intent: 'NEED NEXT ROUTE', dispatcherName: 'Dana Dispatch', eventAt: detailsNow },
    ]);
  });

  it("[D2-4.48] records NO NEXT ROUTE; a driver may tell it about their own load, not a colleague's", async () => {
    const colleagues = await publish(test, driver, { shipmentId: ids.other, intent: 'NO NEXT ROUTE' });
    expect(colleagues.statusCode).toBe(404);
    expect(colleagues.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: inEnglish(intentShipmentNotFoundMessage),
    });
    expect(await intentsOf(ids.other!)).toEqual([]);

    const own = await publish(test, driver, { shipmentId: ids.assigned, intent: 'NO NEXT ROUTE' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ carrierReloadIntent: 'NO NEXT ROUTE', dispatcherName: 'Test Member' });
    expect((await intentsOf(ids.assigned!)).at(-1)).toEqual({
      carrierId,
      intent: 'NO NEXT ROUTE',
      dispatcherName: 'Test Member',
      eventAt: detailsNow,
    });
  });

  it("[D2-7.26] another carrier's or an unknown shipment is NOT_FOUND alike, and nothing is recorded", async () => {
    for (const shipmentId of [ids.untouched!, 'S00000000']) {
      const response = await publish(test, stranger, { shipmentId, intent: 'NEED NEXT ROUTE' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: inEnglish(intentShipmentNotFoundMessage),
      });
    }
    expect(await intentsOf(ids.untouched!)).toEqual([]);
  });

  it('[D2-9.12] [D2-3.17] refuses an intent other than NEED NEXT ROUTE or NO NEXT ROUTE, or no shipment', async () => {
    for (const payload of [
      { shipmentId: ids.untouched, intent: 'MAYBE LATER' },
      { shipmentId: ids.untouched, intent: 'need next route' },
      { shipmentId: ids.untouched },
      { shipmentId: '  ', intent: 'NEED NEXT ROUTE' },
    ]) {
      const response = await publish(test, dispatcher, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await intentsOf(ids.untouched!)).toEqual([]);
  });

  it('[D1-6.16] is for the roles with My Loads: a guest is refused, and a call without a token', async () => {
    const refused = await publish(test, guest, { shipmentId: ids.untouched, intent: 'NEED NEXT ROUTE' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await publish(test, null, { shipmentId: ids.untouched, intent: 'NEED NEXT ROUTE' });
    expect(anonymous.statusCode).toBe(401);
    expect(await intentsOf(ids.untouched!)).toEqual([]);
  });
});
