import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactContentType } from '@freight/domain/content-types';
import type { Database } from '../../db/client';
import { content } from '../../db/schema/index';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPostings } from '../postings/postings.fixtures';
import { detailsNow, tenderTestShipment } from '../shipments/shipments.fixtures';
import { contactNotFoundMessage } from './get-contact-details';
import { inEnglish } from '../../test-support/in-english';

const brokerageDesk = (title: string, hours: string) => ({
  contentType: contactContentType,
  key: 'MERCURYGATE',
  title,
  body: `<p><strong>${title}</strong></p><p>${hours}</p><p><a href="tel:800-555-0110">800-555-0110</a><br><a href="mailto:brokerage.desk@freight.test">brokerage.desk@freight.test</a></p>`,
});

describe('GET /v1/contact/shipment/:id', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let stranger: TestCaller;
  let ours: string;
  let driversColleagues: string;
  let withoutContent: string;

  const contact = (caller: TestCaller | null, id: string, language?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/v1/contact/shipment/${encodeURIComponent(id)}`,
      headers: { ...(caller?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
    });

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-CONTACT' })).id;
    const strangerCarrierId = (await createCarrier(db)).id;
    dispatcher = await signInAt(db, detailsNow, { roles: ['carrierDispatcher'], carrierId });
    driver = await signInAt(db, detailsNow, { roles: ['carrierDriver'], carrierId });
    stranger = await signInAt(db, detailsNow, {
      roles: ['carrierDispatcher'],
      carrierId: strangerCarrierId,
    });
    const commonCarrierId = 'CC-CONTACT';
    ours = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    driversColleagues = await tenderTestShipment(db, { commonCarrierId, state: 'CARRIER_ASSIGNMENT' });
    withoutContent = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'TENDERED',
      sourceSystem: 'TRINIUM',
      overrides: { loadType: 'Port Dray' },
    });
    await insertPostings(db, [
      { loadId: 'L40000001' },
      { loadId: 'L40000002', managedEquipment: true },
      { loadId: 'L40000003', status: 'WITHDRAWN' },
    ]);
    await db.insert(content).values([
      { ...brokerageDesk('Brokerage carrier desk', 'Every day'), locale: 'en' },
      { ...brokerageDesk('Service aux transporteurs, courtage', 'Tous les jours'), locale: 'fr' },
    ]);
  });
  afterAll(() => test.close());

  it("[D1-2.29] [D2-7.26] answers the contact of a shipment's source system as rich text with its phone and e-mail", async () => {
    const response = await contact(dispatcher, ours.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      shipmentId: ours,
      title: 'Brokerage carrier desk',
      contactName: 'Brokerage carrier desk',
      email: 'brokerage.desk@freight.test',
      phone: '800-555-0110',
      details: expect.stringContaining('<a href="tel:800-555-0110">'),
    });
    expect((await contact(driver, ours)).statusCode).toBe(200);
  });

  it("[D1-2.29] in the caller's language, English when there is no translation", async () => {
    const french = (await contact(dispatcher, ours, 'fr-CA,fr;q=0.9,en;q=0.5')).json();
    expect(french).toMatchObject({ title: 'Service aux transporteurs, courtage' });
    expect(french.details).toContain('Tous les jours');
    expect((await contact(dispatcher, ours, 'de-DE')).json()).toMatchObject({
      title: 'Brokerage carrier desk',
    });
  });

  it('[D1-2.29] answers for the load id of a posting the caller may see (Contact to Book)', async () => {
    const response = await contact(dispatcher, 'l40000001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ shipmentId: 'L40000001', title: 'Brokerage carrier desk' });
  });

  it("[D1-8.04] 404 NOT_FOUND for an unknown id, another carrier's shipment, a colleague's shipment for a driver, a hidden or closed load, or a source system without contact", async () => {
    for (const [caller, id] of [
      [dispatcher, 'S00000000'],
      [stranger, ours],
      [driver, driversColleagues],
      [dispatcher, 'L40000002'], // managed equipment: this carrier cannot carry it
      [dispatcher, 'L40000003'], // withdrawn
      [dispatcher, withoutContent],
    ] as const) {
      const response = await contact(caller, id);
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: inEnglish(contactNotFoundMessage),
      });
    }
  });

  it('[D1-2.29] refuses a call without a token and an id that is not one', async () => {
    expect((await contact(null, ours)).statusCode).toBe(401);
    const bad = await contact(dispatcher, 'S 1;drop');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
