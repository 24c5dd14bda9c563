import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { malformedUploadBodies, multipartBody, storedObjectCount } from '../documents/documents.fixtures';
import { detailsNow, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import { deliveredShipment, invoiceDocumentsOf, invoiceForm, shipmentRowOf } from './invoices.fixtures';

// The fuzz suite (decision 029) sends JSON and form bodies only: what a multipart invoice can get wrong
// is tried here, as for the document upload (decision 043). Every one answers a 4xx in the closed
// shape and stores and records nothing.
describe('uploadInvoiceV2 with malformed input', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let shipmentId: string;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const commonCarrierId = 'CC-INVOICE-IN';
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const driver = await signInPerson(db, carrierId, ['carrierDriver']);
    shipmentId = await deliveredShipment(db, { commonCarrierId, driverUpn: driver.member.upn });
  });
  afterAll(() => test.close());

  it.each(
    malformedUploadBodies(() => invoiceForm(shipmentId, 'INV-1', [{ fileName: 'a.pdf', bytes: pdfBytes() }])),
  )('[D2-7.21] %s: a 4xx with a message, nothing stored', async (_name, make) => {
    const version = (await shipmentRowOf(db, shipmentId)).version;
    const { payload, contentType } = make();
    const response = await test.app.inject({
      method: 'POST',
      url: '/mobile/v2/uploadInvoiceV2',
      headers: { ...dispatcher.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await invoiceDocumentsOf(db, shipmentId)).toEqual([]);
    expect(await storedObjectCount(test)).toBe(0);
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType)).not.toContain(
      'INVOICE_SUBMITTED',
    );
    expect((await shipmentRowOf(db, shipmentId)).version).toBe(version);
  });

  it('[D2-6.11] refuses a caller without a token before reading the body', async () => {
    const { body, contentType } = multipartBody(
      invoiceForm(shipmentId, null, [{ fileName: 'a.pdf', bytes: pdfBytes() }]),
    );
    const response = await test.app.inject({
      method: 'POST',
      url: '/web/v2/uploadInvoiceV2',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });

  it("[D2-5.29] answers in French for a French caller: the catalogue's footer where none is configured", async () => {
    const { body, contentType } = multipartBody(invoiceForm(shipmentId, null, []));
    const english = await test.app.inject({
      method: 'POST',
      url: '/web/v2/uploadInvoiceV2',
      headers: { ...dispatcher.headers, 'content-type': contentType },
      payload: body,
    });
    expect(english.json().message).toBe('Please attach your invoice before you submit it.');
    const french = await test.app.inject({
      method: 'POST',
      url: '/web/v2/uploadInvoiceV2',
      headers: { ...dispatcher.headers, 'content-type': contentType, 'accept-language': 'fr-CA' },
      payload: body,
    });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('Veuillez joindre votre facture avant de la soumettre.');
  });
});
