import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exeBytes,
  htmlBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  zipBytes,
} from '@freight/domain/documents/document-samples';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server';
import {
  detailsNow,
  shipmentEventsOf,
  signInPerson,
  tenderTestShipment,
} from '../shipments/shipments.fixtures';
import {
  startTrip,
  storedObjectCount,
  submitDocument,
  uploadedDocumentsOf,
  uploadForm,
} from './documents.fixtures';

const commonCarrierId = 'CC-DOCS';
const pdf = { fileName: 'pod.pdf', bytes: pdfBytes(), type: 'application/pdf' };
const jpg = { fileName: 'bol.jpg', bytes: jpegBytes(800, 600), type: 'image/jpeg' };

const detailsQuery = /* GraphQL */ `
  query ($shipmentId: ID!) {
    getShipmentDetails(shipmentId: $shipmentId) {
      documents {
        documentType
        fileName
        createdAt
      }
    }
  }
`;

// Run once on the local folder and once on an S3-compatible bucket (s3rver, decision 042).
describe.each([
  ['the local store', false],
  ['an S3 bucket', true],
])('POST /web/v2/submitDocumentV2 on %s', (_store, useS3) => {
  let test: TestApp;
  let db: Database;
  let s3: TestS3Server | undefined;
  let driver: TestCaller;
  let colleague: TestCaller;
  let ownerOperator: TestCaller;
  let dispatcher: TestCaller;
  let stranger: TestCaller;

  /** A Power Only shipment of the carrier, driven by this member, its trip started unless told. */
  async function shipmentOf(
    caller: TestCaller,
    { started = true, sourceSystem = 'MASTERMIND' as SourceSystem } = {},
  ) {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: caller.member.upn,
      sourceSystem,
      overrides: sourceSystem === 'MASTERMIND' ? { loadType: 'Power Only' } : {},
    });
    if (started) await startTrip(db, shipmentId);
    return shipmentId;
  }

  /** Sends an upload and checks it refused with this status and English text, storing nothing. */
  async function expectRefused(
    caller: TestCaller,
    shipmentId: string,
    form: ReturnType<typeof uploadForm>,
    status: number,
    text: string | RegExp,
  ) {
    const before = await storedObjectCount(test, s3);
    const response = await submitDocument(test, caller, form);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(text);
    expect(await uploadedDocumentsOf(db, shipmentId)).toEqual([]);
    expect(await storedObjectCount(test, s3)).toBe(before);
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType)).not.toContain(
      'DOCUMENT_UPLOADED',
    );
  }

  beforeAll(async () => {
    s3 = useS3 ? await startTestS3Server() : undefined;
    test = await startTestApp(s3?.env ?? {}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-DOCS-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
  });
  afterAll(async () => {
    await test.close();
    await s3?.close();
  });

  it('[D2-5.27] [D2-5.32] [D2-7.21] [D2-7.27] stores a pdf and a jpg with ranks 1 and 2, answers them with createdDateTime, lists them after', async () => {
    const shipmentId = await shipmentOf(driver);
    const first = await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      shipmentId,
      displayName: 'pod.pdf',
      message: 'Your documents were uploaded.',
      documents: [{ rank: 1, documentType: 'proofOfDelivery', documentExtension: 'pdf', source: 'FILE' }],
    });
    expect(first.json().documents[0].createdDateTime).toMatch(/^\d{4}-\d\d-\d\dT/);

    const second = await submitDocument(
      test,
      driver,
      uploadForm(shipmentId, 'masterBillOfLading', [jpg]),
      'mobile',
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().documents).toMatchObject([{ rank: 2, documentExtension: 'jpg' }]);

    const rows = await uploadedDocumentsOf(db, shipmentId);
    expect(rows.map(({ rank, extension, contentType }) => ({ rank, extension, contentType }))).toEqual([
      { rank: 1, extension: 'pdf', contentType: 'application/pdf' },
      { rank: 2, extension: 'jpg', contentType: 'image/jpeg' },
    ]);
    expect(await storedObjectCount(test, s3)).toBe(2);

    const events = (await shipmentEventsOf(db, shipmentId)).filter(
      (event) => event.eventType === 'DOCUMENT_UPLOADED',
    );
    expect(events).toHaveLength(2);
    expect(events[0]!.data).toMatchObject({
      documentType: 'proofOfDelivery',
      documents: [{ rank: 1, fileName: 'pod.pdf', source: 'FILE' }],
      uploadedBy: driver.member.upn,
    });

    const details = await graphqlAs(test.app, driver.headers, detailsQuery, { shipmentId });
    const listed = details.body.data?.getShipmentDetails as { documents: { fileName: string }[] };
    // Newest first (two calls, so two creation times).
    expect(listed.documents.map((document) => document.fileName)).toEqual(
      expect.arrayContaining(['pod.pdf', 'bol.jpg']),
    );
    expect(listed.documents[0]!.fileName).toBe('bol.jpg');
  });

  it.each([
    ['an HTML page named .pdf', { fileName: 'pod.pdf', bytes: htmlBytes, type: 'application/pdf' }],
    ['a renamed executable', { fileName: 'photo.jpg', bytes: exeBytes, type: 'image/jpeg' }],
    ['a zip named .png', { fileName: 'scan.png', bytes: zipBytes, type: 'image/png' }],
  ])('[D2-5.27] refuses %s: the format is read from the bytes', async (_name, file) => {
    const shipmentId = await shipmentOf(driver);
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, 'proofOfDelivery', [pdf, file]),
      400,
      'Please select documents with .png, .jpg, .jpeg, .pdf format only.',
    );
  });

  it('[D2-5.27] refuses an image whose header declares an absurd size (a decompression bomb) without decoding it', async () => {
    const shipmentId = await shipmentOf(driver);
    const bomb = { fileName: 'bomb.png', bytes: pngBytes(100_000, 100_000) };
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, 'proofOfDelivery', [bomb]),
      400,
      /too large to be read/,
    );
  });

  it('[D2-5.27] refuses a file above the configured size (2,048 KB)', async () => {
    const shipmentId = await shipmentOf(driver);
    const big = new Uint8Array(2_048 * 1024 + 1);
    big.set(pdfBytes());
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, 'proofOfDelivery', [{ fileName: 'big.pdf', bytes: big }]),
      413,
      'Each document must be at most 2048 KB.',
    );
  });

  it('[D2-5.27] refuses more files than a call may carry', async () => {
    const shipmentId = await shipmentOf(driver);
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      fileName: `p${index}.pdf`,
      bytes: pdfBytes(),
    }));
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, 'proofOfDelivery', eleven),
      413,
      'Please send at most 10 documents at a time.',
    );
  });

  it('[D2-5.28] [D2-8.13] refuses an upload without a document type', async () => {
    const shipmentId = await shipmentOf(driver);
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, null, [pdf]),
      400,
      'Please choose a document type.',
    );
  });

  it('[D2-6.11] refuses a type the role may not upload (the invoice has its own route)', async () => {
    const shipmentId = await shipmentOf(driver);
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, 'createInvoice', [pdf]),
      400,
      'This document type cannot be uploaded for this shipment.',
    );
  });

  it('[D2-6.10] [D2-8.13] refuses any upload where the source system has no upload types (brokerage)', async () => {
    const shipmentId = await shipmentOf(driver, { sourceSystem: 'MERCURYGATE' });
    await expectRefused(
      dispatcher,
      shipmentId,
      uploadForm(shipmentId, 'proofOfDelivery', [pdf]),
      400,
      'No document type available for selection.',
    );
  });

  it('[D2-5.28] [D2-8.13] refuses an upload before the trip has started', async () => {
    const shipmentId = await shipmentOf(driver, { started: false });
    await expectRefused(
      driver,
      shipmentId,
      uploadForm(shipmentId, 'proofOfDelivery', [pdf]),
      400,
      'Please start the trip for document upload.',
    );
  });

  it('[D2-5.28] a shipment its source sent already delivered counts as started: its paperwork uploads', async () => {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: driver.member.upn,
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only' },
    });
    const response = await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    expect(response.statusCode).toBe(200);
    expect((await uploadedDocumentsOf(db, shipmentId)).map((row) => row.documentType)).toEqual([
      'proofOfDelivery',
    ]);
  });

  it("[D2-6.02] a driver cannot upload to a colleague's shipment, another carrier to ours: not found, by id", async () => {
    const shipmentId = await shipmentOf(colleague);
    for (const caller of [driver, stranger])
      await expectRefused(
        caller,
        shipmentId,
        uploadForm(shipmentId, 'proofOfDelivery', [pdf]),
        404,
        'This shipment was not found.',
      );
  });

  it("[D2-6.03] [D2-6.11] the owner-operator uploads on theirs, the dispatcher on the carrier's", async () => {
    const own = await shipmentOf(ownerOperator);
    const response = await submitDocument(test, ownerOperator, uploadForm(own, 'scaleTicket', [pdf]));
    expect(response.statusCode).toBe(200);
    const drivers = await shipmentOf(colleague);
    const byDispatcher = await submitDocument(test, dispatcher, uploadForm(drivers, 'lumperReceipt', [pdf]));
    expect(byDispatcher.statusCode).toBe(200);
    expect(byDispatcher.json().documents).toMatchObject([{ rank: 1 }]);
  });

  it('[D2-5.32] uploaded files are ranked on their own: the rate confirmation made at booking does not count', async () => {
    const shipmentId = await shipmentOf(driver);
    const [shipment] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.shipmentId, shipmentId));
    await db.insert(documents).values({
      shipmentId: shipment!.id,
      documentType: 'rateConfirmation',
      documentNumber: `RC-${shipmentId}`,
      displayName: 'Rate confirmation',
      fileName: 'rate-confirmation.pdf',
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
      storageKey: `${randomUUID()}.pdf`,
      source: 'SYSTEM',
    });
    const response = await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    expect(response.json().documents).toMatchObject([{ rank: 1 }]);
  });

  it('[D2-3.06] keeps only the base name of a file name with path parts, for display', async () => {
    const shipmentId = await shipmentOf(driver);
    const response = await submitDocument(
      test,
      driver,
      uploadForm(shipmentId, 'proofOfDelivery', [{ fileName: '../../etc/passwd.pdf', bytes: pdfBytes() }]),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await uploadedDocumentsOf(db, shipmentId);
    expect(row!.fileName).toBe('passwd.pdf');
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });
});
