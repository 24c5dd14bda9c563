import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { outbox, shipmentCostItems } from '../../db/schema/index';
import { deliverPendingMail } from '../../platform/mail/deliver-pending-mail';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { pdfTextLines } from '../../test-support/pdf-text';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { storedObjectCount, submitDocument, uploadForm } from '../documents/documents.fixtures';
import { detailsNow, myLoadsCountsOf, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import {
  createInvoice,
  deliveredShipment,
  getInvoiceOptions,
  invoiceDocumentsOf,
  shipmentRowOf,
} from './invoices.fixtures';

const commonCarrierId = 'CC-INVOICE-NEW';
const pdf = { fileName: 'pod.pdf', bytes: pdfBytes(), type: 'application/pdf' };
/** How the PDF writes an amount: Intl for the reader's locale, its spaces as plain spaces (WinAnsi). */
const amountIn = (locale: string, currency: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value).replace(/\s/g, ' ');

type CreateAnswer = {
  status: string;
  message: string;
  created: boolean;
  shipmentState: string;
  response: {
    documentId: string;
    documentNumber: string;
    invoiceNumber: string;
    fileName: string;
    totalAmount: string;
    currency: string;
    createdDateTime: string;
    emailQueued: boolean;
  };
};

describe('createInvoice: the provider prepares the invoice', () => {
  let test: TestApp;
  let db: Database;
  let sink: SmtpSink;
  let dispatcher: TestCaller;
  let driver: TestCaller;
  let ownerOperator: TestCaller;
  let beta: TestCaller;
  let stranger: TestCaller;
  let noRecordDispatcher: TestCaller;
  let noRecordDriver: TestCaller;

  const delivered = (options: Partial<Parameters<typeof deliveredShipment>[1]> = {}) =>
    deliveredShipment(db, { commonCarrierId, driverUpn: driver.member.upn, ...options });
  const answerOf = (body: { data: Record<string, unknown> | null }) =>
    body.data?.createInvoice as CreateAnswer;
  const outboxTo = (recipient: string) => db.select().from(outbox).where(eq(outbox.recipient, recipient));
  const pdfLinesOf = async (shipmentId: string) => {
    const [row] = await invoiceDocumentsOf(db, shipmentId);
    return pdfTextLines(await test.app.fileStore.get(row!.storageKey));
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await startTestApp(
      // ASL's invoices are not prepared by the provider here, so that one source is left out (D2-4.59).
      {
        CONFIG_OVERRIDES: JSON.stringify({
          documents: { invoice: { providerInvoiceSources: ['MASTERMIND'] } },
        }),
      },
      { now: () => detailsNow },
    );
    db = test.database.db;
    const carrierId = (
      await createCarrier(db, {
        commonCarrierId,
        name: 'Great Lakes Test Freight',
        source: 'MASTERMIND',
        scac: 'GLTF',
        settings: { carrierInvoiceExists: true },
      })
    ).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher'], {
      firstName: 'Dana',
      lastName: 'Price',
    });
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    beta = await signInPerson(db, carrierId, ['carrierBeta1']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-INVOICE-NEW-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
    const noRecordCarrierId = (
      await createCarrier(db, {
        commonCarrierId: 'CC-INVOICE-NEW-3',
        source: 'MASTERMIND',
        settings: { carrierInvoiceExists: false },
      })
    ).id;
    noRecordDispatcher = await signInPerson(db, noRecordCarrierId, ['carrierDispatcher']);
    noRecordDriver = await signInPerson(db, noRecordCarrierId, ['carrierDriver']);
  });
  afterAll(async () => {
    await test.close();
    await sink.close();
  });

  it('[D2-7.22] [D2-4.59] [D2-4.60] [D2-9.11] makes a PDF of the cost items, keeps it as the invoice, tells the source and queues the e-mail with the PDF attached', async () => {
    const shipmentId = await delivered();
    const { body } = await createInvoice(test, dispatcher, {
      sendEmail: true,
      shipmentId,
      invoiceNumber: 'INV-77',
    });
    expect(body.errors).toBeUndefined();
    const answer = answerOf(body);
    expect(answer).toMatchObject({
      status: 'OK',
      message: 'Your invoice was prepared and e-mailed to you.',
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      response: {
        documentNumber: `${shipmentId}-1`,
        invoiceNumber: 'INV-77',
        fileName: `invoice-${shipmentId}.pdf`,
        totalAmount: '2832.62',
        currency: 'USD',
        emailQueued: true,
      },
    });
    const [row] = await invoiceDocumentsOf(db, shipmentId);
    expect(row).toMatchObject({ rank: 1, source: 'PROVIDER', extension: 'pdf', invoiceNumber: 'INV-77' });

    // The cost items (description, rate, qualifier, quantity, total) with 2 decimals in USD, and the total.
    const lines = await pdfLinesOf(shipmentId);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Invoice',
        'Invoice number: INV-77',
        'Great Lakes Test Freight',
        'Carrier id CC-INVOICE-NEW, SCAC GLTF',
        'Line haul',
        amountIn('en-US', 'USD', 2.38),
        'PM',
        '968.4',
        amountIn('en-US', 'USD', 2_300),
        'Fuel surcharge',
        amountIn('en-US', 'USD', 0.55),
        amountIn('en-US', 'USD', 532.62),
        'Total',
        amountIn('en-US', 'USD', 2_832.62),
      ]),
    );
    expect(lines).toContain('Invoice date: March 1, 2030');
    expect(lines.some((line) => line.startsWith(`Shipment ${shipmentId}`))).toBe(true);

    const [event] = (await shipmentEventsOf(db, shipmentId)).filter(
      (e) => e.eventType === 'INVOICE_SUBMITTED',
    );
    expect(event!.data).toEqual({
      origin: 'PROVIDER',
      documentNumber: `${shipmentId}-1`,
      invoiceNumber: 'INV-77',
      amountCents: 283_262,
      currency: 'USD',
      submittedBy: dispatcher.member.upn,
    });

    const [mail] = await outboxTo(dispatcher.member.upn);
    expect(mail).toMatchObject({
      subject: `Invoice INV-77 for shipment ${shipmentId}`,
      attachments: [
        {
          fileName: `invoice-${shipmentId}.pdf`,
          contentType: 'application/pdf',
          storageKey: row!.storageKey,
        },
      ],
    });
    expect(mail!.text).toContain('Hello Dana Price,');
    expect(mail!.text).toContain(amountIn('en-US', 'USD', 2_832.62));

    // The mail sender reads the PDF from the store and attaches it (a real SMTP server receives it).
    const transport = nodemailer.createTransport(sink.url);
    const result = await deliverPendingMail(
      db,
      transport,
      'x@freight.test',
      { warn: () => undefined },
      undefined,
      test.app.fileStore,
    );
    transport.close();
    expect(result.sent).toBeGreaterThanOrEqual(1);
    const received = sink.received.find((entry) => entry.to.includes(dispatcher.member.upn))!;
    expect(received.raw).toContain(`filename=invoice-${shipmentId}.pdf`);
    const stored = await test.app.fileStore.get(row!.storageKey);
    expect(received.raw.replace(/\r?\n/g, '')).toContain(stored.subarray(0, 57).toString('base64'));
  });

  it("[D2-9.11] [D2-7.22] the PDF and the e-mail are in the reader's language, amounts in the load's currency", async () => {
    const shipmentId = await delivered({ currency: 'CAD' });
    const { body } = await createInvoice(test, dispatcher, { sendEmail: true, shipmentId }, 'fr-CA');
    expect(answerOf(body)).toMatchObject({
      message: 'Votre facture a été préparée et vous a été envoyée par courriel.',
      response: { invoiceNumber: `INV-${shipmentId}`, currency: 'CAD', totalAmount: '2832.62' },
    });
    const lines = await pdfLinesOf(shipmentId);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Facture',
        `Numéro de facture : INV-${shipmentId}`,
        'Frais',
        amountIn('fr-CA', 'CAD', 2_300),
        amountIn('fr-CA', 'CAD', 2_832.62),
        '968,4',
      ]),
    );
    expect(lines).not.toContain('Invoice');
    const mails = await outboxTo(dispatcher.member.upn);
    expect(mails.map((mail) => mail.subject)).toContain(`Facture INV-${shipmentId} de l'envoi ${shipmentId}`);
  });

  it('without sendEmail nothing is queued', async () => {
    const shipmentId = await delivered();
    const before = (await outboxTo(dispatcher.member.upn)).length;
    const { body } = await createInvoice(test, dispatcher, { sendEmail: false, shipmentId });
    expect(answerOf(body)).toMatchObject({
      message: 'Your invoice was prepared.',
      response: { emailQueued: false },
    });
    expect(await outboxTo(dispatcher.member.upn)).toHaveLength(before);
  });

  it("a double click or a retry makes one invoice: the second call answers the first one's", async () => {
    const shipmentId = await delivered();
    const objects = await storedObjectCount(test);
    const mails = (await outboxTo(dispatcher.member.upn)).length;
    const [first, second] = await Promise.all([
      createInvoice(test, dispatcher, { sendEmail: true, shipmentId }),
      createInvoice(test, dispatcher, { sendEmail: true, shipmentId }),
    ]);
    const retry = await createInvoice(test, dispatcher, { sendEmail: true, shipmentId });
    const answers = [first, second, retry].map(({ body }) => answerOf(body));
    expect(new Set(answers.map((answer) => answer.response.documentId)).size).toBe(1);
    expect(
      answers.filter((answer) => answer.message === 'The invoice of this load was already prepared.'),
    ).toHaveLength(2);
    expect(answers.map((answer) => answer.created).sort()).toEqual([false, false, true]);
    expect(await invoiceDocumentsOf(db, shipmentId)).toHaveLength(1);
    expect(await storedObjectCount(test)).toBe(objects + 1);
    expect(await outboxTo(dispatcher.member.upn)).toHaveLength(mails + 1);
    const events = (await shipmentEventsOf(db, shipmentId)).filter(
      (e) => e.eventType === 'INVOICE_SUBMITTED',
    );
    expect(events).toHaveLength(1);
  });

  it("[D2-4.07] [D2-4.10] with the proof of delivery and the bill of lading in, the provider's invoice moves the load to Delivered With Paperwork", async () => {
    const shipmentId = await delivered();
    for (const docType of ['proofOfDelivery', 'masterBillOfLading'])
      expect((await submitDocument(test, driver, uploadForm(shipmentId, docType, [pdf]))).statusCode).toBe(
        200,
      );
    const counts = await myLoadsCountsOf(test.app, dispatcher);
    const { body } = await createInvoice(test, dispatcher, { sendEmail: false, shipmentId });
    expect(answerOf(body).shipmentState).toBe('DELIVERED_WITH_PPWK');
    expect(await shipmentRowOf(db, shipmentId)).toMatchObject({
      shipmentState: 'DELIVERED_WITH_PPWK',
      paymentStatus: 'INVOICED',
    });
    const after = await myLoadsCountsOf(test.app, dispatcher);
    expect(after.deliveredNeedsPaperWork).toBe(counts.deliveredNeedsPaperWork! - 1);
    expect(after.deliveredWithPaperWork).toBe(counts.deliveredWithPaperWork! + 1);
    expect(answerOf(body).response.documentNumber).toBe(`${shipmentId}-3`);
  });

  it('[D2-4.59] is refused where the carrier has no invoice record or the source is not configured: nothing is made', async () => {
    const noRecord = await deliveredShipment(db, {
      commonCarrierId: 'CC-INVOICE-NEW-3',
      driverUpn: noRecordDriver.member.upn,
    });
    const asl = await delivered({ sourceSystem: 'ASL' });
    const objects = await storedObjectCount(test);
    for (const [caller, shipmentId] of [
      [noRecordDispatcher, noRecord],
      [dispatcher, asl],
    ] as const) {
      const { status, body } = await createInvoice(test, caller, { sendEmail: true, shipmentId });
      expect(status).toBe(400);
      expect(body.errors![0]).toMatchObject({
        message: 'The provider cannot prepare the invoice of this load.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await invoiceDocumentsOf(db, shipmentId)).toEqual([]);
    }
    expect(await storedObjectCount(test)).toBe(objects);
  });

  it('[D2-6.11] the provider-created invoice is for Beta and Dispatcher: Beta may, a driver and an owner-operator may not', async () => {
    const shipmentId = await delivered();
    for (const caller of [driver, ownerOperator]) {
      const { body } = await createInvoice(test, caller, { sendEmail: false, shipmentId });
      expect(body.errors![0]!.extensions.code).toBe('FORBIDDEN');
    }
    expect(await invoiceDocumentsOf(db, shipmentId)).toEqual([]);
    const { body } = await createInvoice(test, beta, { sendEmail: false, shipmentId });
    expect(answerOf(body).status).toBe('OK');
  });

  it("another carrier's shipment answers as an unknown one, by id", async () => {
    const shipmentId = await delivered();
    const theirs = await createInvoice(test, stranger, { sendEmail: true, shipmentId });
    const unknown = await createInvoice(test, stranger, { sendEmail: true, shipmentId: 'S-NOPE-2' });
    expect(theirs.body.errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect(theirs.body.errors![0]!.message).toBe(unknown.body.errors![0]!.message);
    expect(await invoiceDocumentsOf(db, shipmentId)).toEqual([]);
  });

  it('[D2-5.30] the invoice number is kept to its length; a load without charges has nothing to invoice', async () => {
    const shipmentId = await delivered();
    const tooLong = await createInvoice(test, dispatcher, {
      sendEmail: false,
      shipmentId,
      invoiceNumber: 'X'.repeat(31),
    });
    expect(tooLong.body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { invoiceNumber: 'The invoice number must be at most 30 characters.' },
    });
    expect(await invoiceDocumentsOf(db, shipmentId)).toEqual([]);

    const noCharges = await delivered();
    await db
      .delete(shipmentCostItems)
      .where(eq(shipmentCostItems.shipmentId, (await shipmentRowOf(db, noCharges)).id));
    const refused = await createInvoice(test, dispatcher, { sendEmail: false, shipmentId: noCharges });
    expect(refused.body.errors![0]!.message).toBe('This load has no charges to invoice yet.');
    expect(await invoiceDocumentsOf(db, noCharges)).toEqual([]);
  });

  it('[D2-4.59] [D2-5.30] getInvoiceOptions offers what the rules allow and tells what paperwork is missing', async () => {
    const shipmentId = await delivered();
    const options = async (caller: TestCaller, id = shipmentId) =>
      (await getInvoiceOptions(test, caller, id)).body.data?.getInvoiceOptions as
        { choices: string[]; missingDocuments: string[] | null } | null | undefined;
    expect(await options(dispatcher)).toEqual({
      shipmentId,
      shipmentState: 'DELIVERED_NEEDS_PPWK',
      choices: ['YES', 'NO'],
      invoiceNumberShown: true,
      invoiceNumberMaxLength: 30,
      missingDocuments: ['masterBillOfLading', 'proofOfDelivery'],
      invoiceMissing: true,
    });
    expect((await options(beta))?.choices).toEqual(['NO']);
    await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]));
    expect((await options(dispatcher))?.missingDocuments).toEqual(['masterBillOfLading']);

    const asl = await delivered({ sourceSystem: 'ASL' });
    expect(await options(dispatcher, asl)).toMatchObject({ choices: ['YES'], invoiceNumberShown: false });
    const brokerage = await delivered({ sourceSystem: 'MERCURYGATE', loadType: 'Brokerage' });
    expect(await options(dispatcher, brokerage)).toMatchObject({ choices: [], missingDocuments: null });
    expect(await options(stranger)).toBeNull();
    const { body } = await getInvoiceOptions(test, driver, shipmentId);
    expect(body.errors![0]!.extensions.code).toBe('FORBIDDEN');
  });
});
