import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { jpegBytes, pdfBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import type { TenderShipmentPayload } from '../shipments/tender-shipment.schemas';
import { fetchDocumentQuery, storeTestDocument, submitDocument, uploadForm } from './documents.fixtures';

const commonCarrierId = 'CC-DOCS-FETCH';

type Fetched = {
  documents: {
    content: string;
    contentType: string;
    document: { documentNumber: string; fileName: string };
  }[];
};

describe('fetchDocument', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;

  function shipmentOf(overrides: Partial<TenderShipmentPayload> = {}) {
    return tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: driver.member.upn,
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only', ...overrides },
    });
  }

  async function fetchOne(variables: Record<string, unknown>) {
    const { body } = await graphqlAs(test.app, driver.headers, fetchDocumentQuery, {
      sourceTms: 'MASTERMIND',
      ...variables,
    });
    const error = body.errors?.[0];
    return {
      fetched: body.data?.fetchDocument as Fetched | undefined,
      error: error && { code: error.extensions.code, message: error.message },
    };
  }

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
  });
  afterAll(async () => {
    await test.close();
  });

  it('[D2-7.20] answers the document of that type and number with its bytes in base64, documents[0].content', async () => {
    const shipmentId = await shipmentOf();
    const bytes = jpegBytes(640, 480);
    const upload = uploadForm(shipmentId, 'masterBillOfLading', [{ fileName: 'bol.jpg', bytes }]);
    expect((await submitDocument(test, driver, upload)).statusCode).toBe(200);

    const { fetched } = await fetchOne({
      shipmentId,
      documentType: 'masterBillOfLading',
      documentNumber: `${shipmentId}-1`,
    });

    expect(fetched?.documents).toHaveLength(1);
    expect(fetched?.documents[0]).toMatchObject({
      contentType: 'image/jpeg',
      document: { documentNumber: `${shipmentId}-1`, fileName: 'bol.jpg' },
    });
    expect(Buffer.from(fetched!.documents[0]!.content, 'base64')).toEqual(Buffer.from(bytes));
  });

  it("[D2-7.20] the type must be the document's: another type with its number is not found", async () => {
    const shipmentId = await shipmentOf();
    await submitDocument(
      test,
      driver,
      uploadForm(shipmentId, 'proofOfDelivery', [{ fileName: 'pod.pdf', bytes: pdfBytes() }]),
    );

    const { fetched, error } = await fetchOne({
      shipmentId,
      documentType: 'scaleTicket',
      documentNumber: `${shipmentId}-1`,
    });

    expect(fetched).toBeUndefined();
    expect(error).toEqual({ code: 'NOT_FOUND', message: 'This document was not found.' });
  });

  it("[D2-7.20] another shipment's document number is not found through this shipment", async () => {
    const mine = await shipmentOf();
    const other = await shipmentOf();
    await submitDocument(
      test,
      driver,
      uploadForm(other, 'proofOfDelivery', [{ fileName: 'pod.pdf', bytes: pdfBytes() }]),
    );

    const { error } = await fetchOne({
      shipmentId: mine,
      documentType: 'proofOfDelivery',
      documentNumber: `${other}-1`,
    });

    expect(error?.code).toBe('NOT_FOUND');
  });

  it('[D2-6.14] a related document answers on a dray route only, as it is listed', async () => {
    const dray = await shipmentOf({ loadType: 'PO Dray', isDrayRoute: true });
    const plain = await shipmentOf();
    for (const shipmentId of [dray, plain])
      await storeTestDocument(test, shipmentId, {
        documentType: 'masterBillOfLading',
        documentNumber: 'OBL-1',
        fileName: 'ocean-bill.pdf',
        bytes: pdfBytes(),
        format: 'pdf',
        isRelated: true,
      });
    const asked = { documentType: 'masterBillOfLading', documentNumber: 'OBL-1' };

    expect((await fetchOne({ shipmentId: dray, ...asked })).fetched?.documents[0]?.contentType).toBe(
      'application/pdf',
    );
    expect((await fetchOne({ shipmentId: plain, ...asked })).error?.code).toBe('NOT_FOUND');
  });

  it('is bounded by the configured document size: a larger file is refused, not read', async () => {
    const shipmentId = await shipmentOf();
    const limit = defaultConfig.documents.maxSizeKb * 1024;
    await storeTestDocument(test, shipmentId, {
      documentType: 'miscellaneous',
      documentNumber: 'BIG-1',
      fileName: 'big.pdf',
      bytes: pdfBytes(),
      format: 'pdf',
      sizeBytes: limit + 1,
    });

    const { fetched, error } = await fetchOne({
      shipmentId,
      documentType: 'miscellaneous',
      documentNumber: 'BIG-1',
    });

    expect(fetched).toBeUndefined();
    expect(error).toEqual({
      code: 'LIMIT_EXCEEDED',
      message: 'This document is larger than 2048 KB: open it from the Documents tab.',
    });
  });

  it.each([
    ['a type that is not one', { documentType: 'passport', documentNumber: 'X-1' }],
    ['an empty number', { documentType: 'proofOfDelivery', documentNumber: '  ' }],
    ['a number too long', { documentType: 'proofOfDelivery', documentNumber: 'N'.repeat(200) }],
  ])('refuses %s as bad input', async (_name, asked) => {
    const shipmentId = await shipmentOf();
    expect((await fetchOne({ shipmentId, ...asked })).error?.code).toBe('BAD_USER_INPUT');
  });
});
