import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exeBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  zipBytes,
} from '@freight/domain/documents/document-samples';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/engagement';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import {
  storedObjectCount,
  submitDocument,
  uploadedDocumentsOf,
  uploadForm,
} from '../documents/documents.fixtures';
import { detailsNow, myLoadsCountsOf, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import {
  deliveredShipment,
  invoiceDocumentsOf,
  invoiceForm,
  shipmentRowOf,
  uploadInvoice,
} from './invoices.fixtures';

const commonCarrierId = 'CC-INVOICE-UP';
const pdf = { fileName: 'invoice.pdf', bytes: pdfBytes(), type: 'application/pdf' };
const jpg = { fileName: 'page-2.jpg', bytes: jpegBytes(800, 600), type: 'image/jpeg' };

describe('POST /web/v2/uploadInvoiceV2', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let ownerOperator: TestCaller;
  let beta: TestCaller;
  let stranger: TestCaller;

  const delivered = (options: Partial<Parameters<typeof deliveredShipment>[1]> = {}) =>
    deliveredShipment(db, { commonCarrierId, driverUpn: driver.member.upn, ...options });

  /** Sends an invoice and checks it was refused with this status and text, storing and recording nothing. */
  async function expectRefused(
    caller: TestCaller,
    shipmentId: string,
    form: ReturnType<typeof invoiceForm>,
    status: number,
    text: string | RegExp,
    language?: string,
  ) {
    const before = await storedObjectCount(test);
    const version = (await shipmentRowOf(db, shipmentId).catch(() => null))?.version;
    const response = await uploadInvoice(test, caller, form, { language });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(text);
    expect(await invoiceDocumentsOf(db, shipmentId)).toEqual([]);
    expect(await storedObjectCount(test)).toBe(before);
    const events = (await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType);
    expect(events).not.toContain('INVOICE_SUBMITTED');
    if (version !== undefined) expect((await shipmentRowOf(db, shipmentId)).version).toBe(version);
    return response;
  }

  /** Who was told where the shipment's money is (decision 047): the members of its PAYMENT notices. */
  const paymentNoticesOf = async (shipmentId: string) =>
    (
      await db
        .select({ memberId: notifications.memberId })
        .from(notifications)
        .where(and(eq(notifications.shipmentId, shipmentId), eq(notifications.type, 'PAYMENT')))
    ).map((row) => row.memberId);

  beforeAll(async () => {
    test = await startTestApp(
      {
        // The footer of a submit without files, configured in English only (D2-5.29).
        CONFIG_OVERRIDES: JSON.stringify({
          documents: { invoice: { noFilesFooterText: { en: 'Attach the invoice PDF, then Submit.' } } },
        }),
      },
      { now: () => detailsNow },
    );
    db = test.database.db;
    const carrierId = (
      await createCarrier(db, {
        commonCarrierId,
        source: 'MASTERMIND',
        settings: { carrierInvoiceExists: true },
      })
    ).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    beta = await signInPerson(db, carrierId, ['carrierBeta1']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-INVOICE-UP-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-7.21] [D2-6.11] a dispatcher uploads the invoice of a delivered Power Only load: kept as createInvoice documents with the number, INVOICE_SUBMITTED for the source', async () => {
    const shipmentId = await delivered();
    const response = await uploadInvoice(
      test,
      dispatcher,
      invoiceForm(shipmentId, ' INV-2030-0042 ', [pdf, jpg]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shipmentId,
      displayName: 'invoice.pdf, page-2.jpg',
      message: 'Your invoice was submitted.',
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      documents: [
        {
          rank: 1,
          documentType: 'createInvoice',
          documentNumber: `${shipmentId}-1`,
          documentExtension: 'pdf',
        },
        {
          rank: 2,
          documentType: 'createInvoice',
          documentNumber: `${shipmentId}-2`,
          documentExtension: 'jpg',
        },
      ],
    });
    expect(response.json().documents[0].createdDateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    const rows = await invoiceDocumentsOf(db, shipmentId);
    expect(rows.map(({ rank, source, invoiceNumber }) => ({ rank, source, invoiceNumber }))).toEqual([
      { rank: 1, source: 'FILE', invoiceNumber: 'INV-2030-0042' },
      { rank: 2, source: 'FILE', invoiceNumber: 'INV-2030-0042' },
    ]);
    const [event] = (await shipmentEventsOf(db, shipmentId)).filter(
      (e) => e.eventType === 'INVOICE_SUBMITTED',
    );
    expect(event!.data).toEqual({
      origin: 'UPLOADED',
      documentNumber: `${shipmentId}-1`,
      invoiceNumber: 'INV-2030-0042',
      amountCents: null,
      currency: null,
      submittedBy: dispatcher.member.upn,
    });
  });

  it('[D2-5.32] the invoice is ranked after the documents already uploaded, and /mobile takes it too', async () => {
    const shipmentId = await delivered();
    const pod = await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    expect(pod.statusCode).toBe(200);
    const response = await uploadInvoice(test, dispatcher, invoiceForm(shipmentId, null, [pdf]), {
      client: 'mobile',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().documents).toMatchObject([{ rank: 2, documentType: 'createInvoice' }]);
    expect((await invoiceDocumentsOf(db, shipmentId))[0]!.invoiceNumber).toBeNull();
  });

  it('[D2-4.07] [D2-4.10] with its proof of delivery and bill of lading in, the invoice moves the load to Delivered With Paperwork in every list and count', async () => {
    const shipmentId = await delivered();
    for (const docType of ['proofOfDelivery', 'masterBillOfLading'])
      expect((await submitDocument(test, driver, uploadForm(shipmentId, docType, [pdf]))).statusCode).toBe(
        200,
      );
    const before = await shipmentRowOf(db, shipmentId);
    expect(before.shipmentState).toBe('DELIVERED_NEEDS_PPWK');
    const counts = await myLoadsCountsOf(test.app, dispatcher);
    const driverCounts = await myLoadsCountsOf(test.app, driver);

    const response = await uploadInvoice(test, dispatcher, invoiceForm(shipmentId, null, [pdf]));
    expect(response.statusCode).toBe(200);
    expect(response.json().shipmentState).toBe('DELIVERED_WITH_PPWK');

    const after = await shipmentRowOf(db, shipmentId);
    expect(after).toMatchObject({
      shipmentState: 'DELIVERED_WITH_PPWK',
      documentStatus: 'RECEIVED',
      paymentStatus: 'INVOICED',
      paperworkCompletedAt: detailsNow,
      invoiceCreatedAt: detailsNow,
      version: before.version + 1,
    });
    for (const [caller, was] of [
      [dispatcher, counts],
      [driver, driverCounts],
    ] as const) {
      const now = await myLoadsCountsOf(test.app, caller);
      expect(now.deliveredNeedsPaperWork).toBe(was.deliveredNeedsPaperWork! - 1);
      expect(now.deliveredWithPaperWork).toBe(was.deliveredWithPaperWork! + 1);
    }
    const events = (await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType);
    expect(events.slice(-2)).toEqual(['INVOICE_SUBMITTED', 'PAPERWORK_COMPLETED']);
    // The carrier's dispatcher is told the provider has it, once.
    expect(await paymentNoticesOf(shipmentId)).toEqual([dispatcher.member.id]);
  });

  it('[D2-4.07] [D2-4.10] the upload that brings the last required document moves it, after its own event', async () => {
    const shipmentId = await delivered();
    expect((await uploadInvoice(test, dispatcher, invoiceForm(shipmentId, null, [pdf]))).statusCode).toBe(
      200,
    );
    await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    expect((await shipmentRowOf(db, shipmentId)).shipmentState).toBe('DELIVERED_NEEDS_PPWK');
    const counts = await myLoadsCountsOf(test.app, driver);
    const last = await submitDocument(test, driver, uploadForm(shipmentId, 'masterBillOfLading', [jpg]));
    expect(last.statusCode).toBe(200);
    expect((await shipmentRowOf(db, shipmentId)).shipmentState).toBe('DELIVERED_WITH_PPWK');
    const now = await myLoadsCountsOf(test.app, driver);
    expect(now.deliveredNeedsPaperWork).toBe(counts.deliveredNeedsPaperWork! - 1);
    expect(now.deliveredWithPaperWork).toBe(counts.deliveredWithPaperWork! + 1);
    const events = (await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType);
    expect(events.slice(-2)).toEqual(['DOCUMENT_UPLOADED', 'PAPERWORK_COMPLETED']);
    expect(await paymentNoticesOf(shipmentId)).toEqual([dispatcher.member.id]);
  });

  it('[D2-4.07] without its bill of lading the load stays Delivered Needs Paperwork after the invoice', async () => {
    const shipmentId = await delivered();
    await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    const response = await uploadInvoice(test, dispatcher, invoiceForm(shipmentId, null, [pdf]));
    expect(response.json().shipmentState).toBe('DELIVERED_NEEDS_PPWK');
    expect(await shipmentRowOf(db, shipmentId)).toMatchObject({
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      paymentStatus: 'NOT_INVOICED',
      paperworkCompletedAt: null,
    });
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.eventType)).not.toContain(
      'PAPERWORK_COMPLETED',
    );
    expect(await paymentNoticesOf(shipmentId)).toEqual([]);
  });

  it('[D2-5.29] an invoice submitted with no file answers the configured footer message and keeps nothing', async () => {
    const shipmentId = await delivered();
    const response = await expectRefused(
      dispatcher,
      shipmentId,
      invoiceForm(shipmentId, null, []),
      400,
      'Attach the invoice PDF, then Submit.',
    );
    expect(response.json().fields).toEqual({ files: 'Attach the invoice PDF, then Submit.' });
    // The configured text has no French: the French caller reads it as configured, in English.
    await expectRefused(
      dispatcher,
      shipmentId,
      invoiceForm(shipmentId, null, []),
      400,
      'Attach the invoice PDF, then Submit.',
      'fr-CA',
    );
  });

  it('[D2-5.30] the invoice number is optional where asked, refused where it is not, and kept to its length', async () => {
    const asl = await delivered({ sourceSystem: 'ASL' });
    await expectRefused(
      dispatcher,
      asl,
      invoiceForm(asl, 'INV-1', [pdf]),
      400,
      'No invoice number is asked for this load.',
    );
    expect((await uploadInvoice(test, dispatcher, invoiceForm(asl, '', [pdf]))).statusCode).toBe(200);
    const mastermind = await delivered();
    const tooLong = await expectRefused(
      dispatcher,
      mastermind,
      invoiceForm(mastermind, 'X'.repeat(31), [pdf]),
      400,
      'The invoice number must be at most 30 characters.',
    );
    expect(Object.keys(tooLong.json().fields)).toEqual(['invoiceNumber']);
    await expectRefused(
      dispatcher,
      mastermind,
      invoiceForm(mastermind, 'X'.repeat(31), [pdf]),
      400,
      'Le numéro de facture doit comporter au plus 30 caractères.',
      'fr-CA',
    );
  });

  it('[D2-6.11] only a Dispatcher uploads invoices: driver, owner-operator and Beta are refused', async () => {
    const shipmentId = await delivered();
    for (const caller of [driver, ownerOperator, beta])
      await expectRefused(caller, shipmentId, invoiceForm(shipmentId, null, [pdf]), 403, /./);
  });

  it("another carrier's shipment answers as an unknown one, by id", async () => {
    const shipmentId = await delivered();
    const theirs = await expectRefused(stranger, shipmentId, invoiceForm(shipmentId, null, [pdf]), 404, /./);
    const unknown = await uploadInvoice(test, stranger, invoiceForm('S-NOPE-1', null, [pdf]));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(theirs.json().message);
  });

  it('[D2-6.10] [D2-6.12] a load whose source keeps its paperwork takes no invoice here, and a trip not delivered none yet', async () => {
    const brokerage = await delivered({ sourceSystem: 'MERCURYGATE', loadType: 'Brokerage' });
    await expectRefused(
      dispatcher,
      brokerage,
      invoiceForm(brokerage, null, [pdf]),
      400,
      'The invoice of this load is handled by its source system.',
    );
    const inTransit = await delivered({ state: 'IN_TRANSIT' });
    await expectRefused(
      dispatcher,
      inTransit,
      invoiceForm(inTransit, null, [pdf]),
      400,
      'Please complete the trip before submitting its invoice.',
    );
  });

  it.each([
    [
      'a renamed executable',
      { fileName: 'invoice.pdf', bytes: exeBytes, type: 'application/pdf' },
      400,
      /format only/,
    ],
    ['a zip named .png', { fileName: 'invoice.png', bytes: zipBytes, type: 'image/png' }, 400, /format only/],
    [
      'a decompression bomb disguised as an image',
      { fileName: 'scan.png', bytes: pngBytes(100_000, 100_000) },
      400,
      /too large to be read/,
    ],
  ])('[D2-5.27] refuses %s: nothing is stored', async (_name, file, status, text) => {
    const shipmentId = await delivered();
    await expectRefused(dispatcher, shipmentId, invoiceForm(shipmentId, null, [pdf, file]), status, text);
  });

  it('[D2-5.27] refuses a file above the configured size: nothing is stored', async () => {
    const shipmentId = await delivered();
    const big = new Uint8Array(2_048 * 1024 + 1);
    big.set(pdfBytes());
    await expectRefused(
      dispatcher,
      shipmentId,
      invoiceForm(shipmentId, null, [{ fileName: 'big.pdf', bytes: big }]),
      413,
      'Each document must be at most 2048 KB.',
    );
  });

  it('a file name with path parts is kept as its base name only', async () => {
    const shipmentId = await delivered();
    const response = await uploadInvoice(
      test,
      dispatcher,
      invoiceForm(shipmentId, null, [{ fileName: '../../etc/invoice.pdf', bytes: pdfBytes() }]),
    );
    expect(response.statusCode).toBe(200);
    expect((await invoiceDocumentsOf(db, shipmentId)).map((row) => row.fileName)).toEqual(['invoice.pdf']);
    expect(await uploadedDocumentsOf(db, shipmentId)).toHaveLength(1);
  });
});
