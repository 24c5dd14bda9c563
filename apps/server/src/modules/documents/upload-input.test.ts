import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import {
  malformedUploadBodies,
  multipartBody,
  startTrip,
  storedObjectCount,
  uploadedDocumentsOf,
  uploadForm,
} from './documents.fixtures';

// The fuzz suite (decision 029) sends JSON and form bodies only: what a multipart body can get wrong is
// tried here (decision 043). Every one answers a 4xx in the closed shape and stores nothing.
describe('submitDocumentV2 with malformed input', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;
  let shipmentId: string;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-DOCS-IN', source: 'MASTERMIND' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    shipmentId = await tenderTestShipment(db, {
      commonCarrierId: 'CC-DOCS-IN',
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only' },
    });
    await startTrip(db, shipmentId);
  });
  afterAll(() => test.close());

  const valid = () =>
    multipartBody(uploadForm(shipmentId, 'proofOfDelivery', [{ fileName: 'a.pdf', bytes: pdfBytes() }]));

  const cases = malformedUploadBodies(() =>
    uploadForm(shipmentId, 'proofOfDelivery', [{ fileName: 'a.pdf', bytes: pdfBytes() }]),
  );

  it.each(cases)('[D2-5.27] %s: a 4xx with a message, nothing stored', async (_name, make) => {
    const { payload, contentType } = make();
    const response = await test.app.inject({
      method: 'POST',
      url: '/mobile/v2/submitDocumentV2',
      headers: { ...driver.headers, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(await uploadedDocumentsOf(db, shipmentId)).toEqual([]);
    expect(await storedObjectCount(test)).toBe(0);
  });

  it('[D2-6.03] refuses a caller without a token before reading the body', async () => {
    const { body, contentType } = valid();
    const response = await test.app.inject({
      method: 'POST',
      url: '/web/v2/submitDocumentV2',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });

  it('[D2-5.27] answers in French for a French caller', async () => {
    const { body, contentType } = multipartBody(
      uploadForm(shipmentId, null, [{ fileName: 'a.pdf', bytes: pdfBytes() }]),
    );
    const response = await test.app.inject({
      method: 'POST',
      url: '/web/v2/submitDocumentV2',
      headers: { ...driver.headers, 'content-type': contentType, 'accept-language': 'fr' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Veuillez choisir un type de document.');
  });
});
