import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import {
  fetchDocumentQuery,
  getDocumentContent,
  listDocumentsQuery,
  submitDocument,
  uploadForm,
} from './documents.fixtures';

// Issue 15 part 8 (decision 045): every read of a document, tried by id by callers who may not see it.
// A carrier never lists, fetches or opens another carrier's documents, a driver only those of the
// shipments assigned to them (D2-6.02); the answer is the same as for what does not exist, and bad
// ids or names are refused as the caller's error, never a 5xx.

const commonCarrierId = 'CC-DOCS-ACCESS';

describe('who reads a document', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;
  let colleague: TestCaller;
  let dispatcher: TestCaller;
  let ownerOperator: TestCaller;
  let stranger: TestCaller;
  let strangerDriver: TestCaller;
  let shipmentId: string;
  let documentId: string;
  const documentNumber = () => `${shipmentId}-1`;

  const listAs = (caller: TestCaller, id = shipmentId) =>
    graphqlAs(test.app, caller.headers, listDocumentsQuery, { request: { shipmentId: id } });
  const fetchAs = (caller: TestCaller, id = shipmentId, number = documentNumber()) =>
    graphqlAs(test.app, caller.headers, fetchDocumentQuery, {
      shipmentId: id,
      documentType: 'proofOfDelivery',
      documentNumber: number,
    });
  const errorOf = (body: { errors?: { message: string; extensions: { code: string } }[] }) =>
    body.errors?.[0] && { code: body.errors[0].extensions.code, message: body.errors[0].message };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver']);
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-DOCS-ACCESS-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
    strangerDriver = await signInPerson(db, otherCarrierId, ['carrierDriver']);
    shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: driver.member.upn,
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only' },
    });
    const upload = await submitDocument(
      test,
      driver,
      uploadForm(shipmentId, 'proofOfDelivery', [{ fileName: 'pod.pdf', bytes: pdfBytes() }]),
    );
    documentId = upload.json().documents[0].documentId;
  });
  afterAll(async () => {
    await test.close();
  });

  it("[D2-6.02] [D2-6.03] the shipment's driver, the carrier's dispatcher and its owner-operator read it", async () => {
    for (const caller of [driver, dispatcher, ownerOperator]) {
      const listed = await listAs(caller);
      expect((listed.body.data?.listRelatedDocumentsV2 as { documents: unknown[] }).documents).toHaveLength(
        1,
      );
      expect(errorOf((await fetchAs(caller)).body)).toBeUndefined();
      expect((await getDocumentContent(test, caller, documentId)).statusCode).toBe(200);
    }
  });

  it('[D2-6.02] another carrier and a colleague driver list nothing: not found, as for a shipment that does not exist', async () => {
    const unknown = errorOf((await listAs(stranger, 'S-NO-SUCH-SHIPMENT')).body);
    expect(unknown).toEqual({ code: 'NOT_FOUND', message: 'This shipment was not found.' });
    for (const caller of [stranger, strangerDriver, colleague]) {
      const { body } = await listAs(caller);
      expect(body.data).toBeNull();
      expect(errorOf(body)).toEqual(unknown);
    }
  });

  it('[D2-6.02] another carrier and a colleague driver fetch nothing by the shipment and the number', async () => {
    for (const caller of [stranger, strangerDriver, colleague]) {
      const { body } = await fetchAs(caller);
      expect(body.data).toBeNull();
      expect(errorOf(body)).toEqual({ code: 'NOT_FOUND', message: 'This shipment was not found.' });
    }
  });

  it("[D2-6.02] another carrier and a colleague driver open nothing by the document's id: the same 404 as an unknown id", async () => {
    const unknown = await getDocumentContent(test, stranger, randomUUID());
    expect(unknown.statusCode).toBe(404);
    for (const caller of [stranger, strangerDriver, colleague]) {
      const response = await getDocumentContent(test, caller, documentId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: unknown.json().message });
      expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    expect(unknown.json().message).toBe('This document was not found.');
  });

  it.each([
    ['not a uuid', 'not-a-uuid'],
    ['a path', '..%2F..%2Fetc%2Fpasswd'],
    ['a path with dots', '..'],
    ['a storage key', `${randomUUID()}.pdf`],
    ['an SQL fragment', "1'%20or%20'1'='1"],
    ['a uuid of nothing', randomUUID()],
  ])('an id that is %s answers 404, never 5xx', async (_name, id) => {
    const response = await getDocumentContent(test, dispatcher, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    ['path-like', '../../etc/passwd'],
    ['a storage key', `${randomUUID()}.pdf`],
    ['another shipment', 'S-OTHER-1'],
  ])('a document number that is %s fetches nothing, never 5xx', async (_name, number) => {
    const { status, body } = await fetchAs(dispatcher, shipmentId, number);
    expect(status).toBeLessThan(500);
    expect(errorOf(body)?.code).toBe('NOT_FOUND');
  });

  it('a shipment id that is path-like or far too long is a 4xx, never 5xx', async () => {
    for (const id of ['../../etc/passwd', 'S'.repeat(500), '%00']) {
      const { status, body } = await listAs(dispatcher, id);
      expect(status, id).toBeLessThan(500);
      expect(['NOT_FOUND', 'BAD_USER_INPUT'], id).toContain(errorOf(body)?.code);
    }
  });
});

describe('who reads a document, with the documents flag off', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: { documents: false } }) },
      { now: () => detailsNow },
    );
  });
  afterAll(async () => {
    await test.close();
  });

  it('[D2-6.14] nobody lists, fetches or opens a document', async () => {
    const db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    const dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only' },
    });

    const listed = await graphqlAs(test.app, dispatcher.headers, listDocumentsQuery, {
      request: { shipmentId },
    });
    expect(listed.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const fetched = await graphqlAs(test.app, dispatcher.headers, fetchDocumentQuery, {
      shipmentId,
      documentType: 'proofOfDelivery',
      documentNumber: `${shipmentId}-1`,
    });
    expect(fetched.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await getDocumentContent(test, dispatcher, randomUUID())).statusCode).toBe(403);
  });
});
