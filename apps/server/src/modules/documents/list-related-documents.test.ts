import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { storeApiKey } from '../../platform/api-keys';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type GraphqlBody, type TestApp } from '../../test-support/test-app';
import { buy, buyInput, createBooker, postLoad } from '../booking/booking.fixtures';
import { insertPlaces } from '../postings/postings.fixtures';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import type { TenderShipmentPayload } from '../shipments/tender-shipment.schemas';
import {
  listDocumentsQuery,
  storeTestDocument,
  submitDocument,
  uploadForm,
  type ListedDocument,
} from './documents.fixtures';

const commonCarrierId = 'CC-DOCS-LIST';
const pdf = { fileName: 'pod.pdf', bytes: pdfBytes(), type: 'application/pdf' };
const jpg = { fileName: 'bol.jpg', bytes: jpegBytes(800, 600), type: 'image/jpeg' };

type ListAnswer = {
  orderId: string | null;
  shipmentId: string;
  documents: ListedDocument[];
  relatedDocuments: ListedDocument[];
};

describe('listRelatedDocumentsV2', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;
  let dispatcher: TestCaller;

  /** A delivered shipment of the carrier, driven by the driver, of this source and load type. */
  function shipmentOf(overrides: Partial<TenderShipmentPayload> = {}, sourceSystem = 'MASTERMIND' as const) {
    return tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: driver.member.upn,
      sourceSystem,
      overrides: { loadType: 'Power Only', ...overrides },
    });
  }

  async function list(caller: TestCaller, request: Record<string, unknown>) {
    const { status, body } = await graphqlAs(test.app, caller.headers, listDocumentsQuery, { request });
    return { status, body, answer: body.data?.listRelatedDocumentsV2 as ListAnswer | undefined };
  }

  const errorOf = (body: GraphqlBody) =>
    body.errors?.[0] && { code: body.errors[0].extensions.code, message: body.errors[0].message };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
  });
  afterAll(async () => {
    await test.close();
  });

  it('[D2-7.19] [D2-3.06] [D2-3.07] lists the uploads newest first with every field, ranked, under the shipment and its order', async () => {
    const shipmentId = await shipmentOf();
    expect(
      (await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]))).statusCode,
    ).toBe(200);
    const camera = [
      ...uploadForm(shipmentId, 'masterBillOfLading', [jpg]),
      { name: 'source', value: 'CAMERA' },
    ];
    expect((await submitDocument(test, driver, camera)).statusCode).toBe(200);

    const { answer } = await list(driver, { shipmentId, sourceTms: 'MASTERMIND', orderId: null });

    expect(answer?.shipmentId).toBe(shipmentId);
    expect(answer?.orderId).toMatch(/^ORD-/);
    expect(answer?.relatedDocuments).toEqual([]);
    expect(answer?.documents).toEqual([
      {
        documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        shipmentId,
        displayName: 'bol.jpg',
        documentType: 'masterBillOfLading',
        documentExtension: 'jpg',
        documentNumber: `${shipmentId}-2`,
        fileName: 'bol.jpg',
        createdDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        rank: 2,
        source: 'CAMERA',
        metadata: [],
      },
      expect.objectContaining({
        documentType: 'proofOfDelivery',
        documentNumber: `${shipmentId}-1`,
        rank: 1,
        source: 'FILE',
      }),
    ]);
  });

  it('[D2-7.19] the shipment decides, not the request: its own order id, whatever sourceTms and orderId say', async () => {
    const shipmentId = await shipmentOf();
    const { answer } = await list(dispatcher, {
      shipmentId: shipmentId.toLowerCase(),
      sourceTms: 'MERCURYGATE',
      orderId: 'NOT-THIS',
    });
    expect(answer?.shipmentId).toBe(shipmentId);
    expect(answer?.orderId).not.toBe('NOT-THIS');
    expect(answer?.orderId).toMatch(/^ORD-/);
  });

  it('[D2-6.14] a dray route answers the documents of its other legs as related, apart from its own', async () => {
    const shipmentId = await shipmentOf({ loadType: 'PO Dray', isDrayRoute: true });
    await storeTestDocument(test, shipmentId, {
      documentType: 'proofOfDelivery',
      documentNumber: `${shipmentId}-1`,
      fileName: 'pod.pdf',
      bytes: pdfBytes(),
      format: 'pdf',
      source: 'FILE',
    });
    await storeTestDocument(test, shipmentId, {
      documentType: 'masterBillOfLading',
      documentNumber: 'OBL-778',
      fileName: 'ocean-bill.png',
      bytes: pngBytes(),
      format: 'png',
      isRelated: true,
      metadata: { routeLeg: 'Port pick-up' },
    });

    const { answer } = await list(driver, { shipmentId });

    expect(answer?.documents.map((document) => document.fileName)).toEqual(['pod.pdf']);
    expect(answer?.relatedDocuments).toEqual([
      expect.objectContaining({
        shipmentId,
        documentType: 'masterBillOfLading',
        documentNumber: 'OBL-778',
        documentExtension: 'png',
        source: 'SOURCE',
        metadata: [{ key: 'routeLeg', value: 'Port pick-up' }],
      }),
    ]);
  });

  it('[D2-5.32] what the source system sent takes no rank of the uploads, which start at 1', async () => {
    const shipmentId = await shipmentOf();
    await storeTestDocument(test, shipmentId, {
      documentType: 'shipmentTender',
      documentNumber: 'TENDER-1',
      fileName: 'tender.pdf',
      bytes: pdfBytes(),
      format: 'pdf',
    });
    expect(
      (await submitDocument(test, driver, uploadForm(shipmentId, 'proofOfDelivery', [pdf]))).statusCode,
    ).toBe(200);

    const { answer } = await list(driver, { shipmentId });

    expect(
      answer?.documents.map(({ documentType, rank, source }) => ({ documentType, rank, source })),
    ).toEqual([
      { documentType: 'proofOfDelivery', rank: 1, source: 'FILE' },
      { documentType: 'shipmentTender', rank: 1, source: 'SOURCE' },
    ]);
  });

  it('[D2-6.14] a shipment on no dray route answers no related documents, even ones marked related', async () => {
    const shipmentId = await shipmentOf();
    await storeTestDocument(test, shipmentId, {
      documentType: 'masterBillOfLading',
      documentNumber: 'OBL-1',
      fileName: 'ocean-bill.pdf',
      bytes: pdfBytes(),
      format: 'pdf',
      isRelated: true,
    });

    const { answer } = await list(driver, { shipmentId });

    expect(answer?.documents).toEqual([]);
    expect(answer?.relatedDocuments).toEqual([]);
  });

  it.each([
    ['Freight Under Management', 'OTMNONASSET'],
    ['Port Dray', 'TRINIUM'],
  ] as const)(
    '[D2-6.12] [D2-6.14] %s shows no documents: refused, nothing listed',
    async (loadType, source) => {
      const shipmentId = await tenderTestShipment(db, {
        commonCarrierId,
        state: 'DELIVERED_NEEDS_PPWK',
        driverUpn: driver.member.upn,
        sourceSystem: source,
        overrides: { loadType },
      });
      const { body, answer } = await list(dispatcher, { shipmentId });
      expect(answer).toBeUndefined();
      expect(errorOf(body)).toEqual({
        code: 'FORBIDDEN',
        message: 'Documents are not available for this load.',
      });
    },
  );

  it('[D1-2.26] [D2-6.14] a tendered load has no Documents tab: its documents are refused', async () => {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'TENDERED',
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only' },
    });
    const { body } = await list(dispatcher, { shipmentId });
    expect(errorOf(body)?.code).toBe('FORBIDDEN');
  });

  it('[D2-6.03] an admin, who has no Document List, is refused', async () => {
    const shipmentId = await shipmentOf();
    const admin = await signInPerson(db, (await createCarrier(db)).id, ['carrierAdmin']);
    const { body } = await list(admin, { shipmentId });
    expect(errorOf(body)?.code).toBe('FORBIDDEN');
  });

  it('refuses a request without a shipment as bad input', async () => {
    const { body } = await list(driver, { shipmentId: '   ' });
    expect(errorOf(body)?.code).toBe('BAD_USER_INPUT');
  });
});

describe('listRelatedDocumentsV2 after a booking', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    await insertPlaces(test.database.db);
    await storeApiKey(test.database.db, 'MERCURYGATE', 'MercuryGate', 'test-key-documents');
  });
  afterAll(async () => {
    await test.close();
  });

  it('[D2-7.19] the rate confirmation made at booking is among the documents, made by the marketplace', async () => {
    const booker = await createBooker(test.database.db, detailsNow);
    const { loadId } = await postLoad(test.app, 'test-key-documents');
    const { result } = await buy(test.app, booker, buyInput(booker, loadId));
    expect(result?.status).toBe('OK');
    const shipmentId = result!.shipmentIds[0]!;

    // Drawn apart once the decision has committed (decision 054).
    const answer = await vi.waitFor(async () => {
      const { body } = await graphqlAs(test.app, booker.headers, listDocumentsQuery, {
        request: { shipmentId },
      });
      const listed = body.data?.listRelatedDocumentsV2 as ListAnswer;
      expect(listed.documents).toHaveLength(1);
      return listed;
    });

    expect(answer.documents).toEqual([
      expect.objectContaining({
        documentType: 'rateConfirmation',
        documentExtension: 'pdf',
        documentNumber: `RC-${shipmentId}`,
        fileName: `rate-confirmation-${loadId}.pdf`,
        source: 'SYSTEM',
        metadata: [{ key: 'loadId', value: loadId }],
      }),
    ]);
  });
});
