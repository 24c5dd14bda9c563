import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes } from '@freight/domain/documents/document-samples';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import { documentContentPolicy } from './documents.module';
import { getDocumentContent, storeTestDocument, submitDocument, uploadForm } from './documents.fixtures';

const commonCarrierId = 'CC-DOCS-CONTENT';

// Run once on the local folder and once on an S3-compatible bucket (s3rver, decision 042).
describe.each([
  ['the local store', false],
  ['an S3 bucket', true],
])('GET /web/v2/documents/:documentId/content on %s', (_store, useS3) => {
  let test: TestApp;
  let db: Database;
  let s3: TestS3Server | undefined;
  let driver: TestCaller;

  /** Uploads one file to a new delivered Power Only shipment of the driver; answers its document id. */
  async function uploaded(fileName: string, bytes: Uint8Array, type = 'proofOfDelivery') {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: driver.member.upn,
      sourceSystem: 'MASTERMIND',
      overrides: { loadType: 'Power Only' },
    });
    const response = await submitDocument(test, driver, uploadForm(shipmentId, type, [{ fileName, bytes }]));
    expect(response.statusCode, response.body).toBe(200);
    return { shipmentId, documentId: response.json().documents[0].documentId as string };
  }

  beforeAll(async () => {
    s3 = useS3 ? await startTestS3Server() : undefined;
    test = await startTestApp(s3?.env ?? {}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
  });
  afterAll(async () => {
    await test.close();
    await s3?.close();
  });

  it('answers the bytes inline with their stored type, never sniffed, sandboxed and never cached', async () => {
    const bytes = pdfBytes();
    const { documentId } = await uploaded('pod.pdf', bytes);

    const response = await getDocumentContent(test, driver, documentId);

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(Buffer.from(bytes));
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="pod.pdf"; filename*=UTF-8''pod.pdf`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': documentContentPolicy,
      'cache-control': 'private, no-store',
    });
    expect(documentContentPolicy).toMatch(/^sandbox;/);
  });

  it('?download=1 saves it as an attachment; the /mobile twin answers the same bytes', async () => {
    const bytes = jpegBytes(320, 240);
    const { documentId } = await uploaded('bol.jpg', bytes, 'masterBillOfLading');

    const download = await getDocumentContent(test, driver, documentId, { query: '?download=1' });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="bol.jpg"; filename*=UTF-8''bol.jpg`,
    );
    expect(download.headers['content-type']).toBe('image/jpeg');

    const mobile = await getDocumentContent(test, driver, documentId, { client: 'mobile' });
    expect(mobile.statusCode).toBe(200);
    expect(mobile.rawPayload).toEqual(Buffer.from(bytes));
  });

  it('names a non-ASCII file in filename* and saves a misnamed one under the extension of what it is', async () => {
    const { documentId: accented } = await uploaded('Reçu de pesée.png', pngBytes(), 'scaleTicket');
    expect((await getDocumentContent(test, driver, accented)).headers['content-disposition']).toBe(
      `inline; filename="Re_u de pes_e.png"; filename*=UTF-8''Re%C3%A7u%20de%20pes%C3%A9e.png`,
    );

    const { documentId: misnamed } = await uploaded('invoice.exe', pdfBytes(), 'miscellaneous');
    const response = await getDocumentContent(test, driver, misnamed, { query: '?download=1' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="invoice.exe.pdf"`);
  });

  it('asks for the bearer token like every API call', async () => {
    const { documentId } = await uploaded('pod.pdf', pdfBytes());
    const response = await getDocumentContent(test, null, documentId);
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('serves nothing of the store from the web root or any other path', async () => {
    if (useS3) return; // the bucket has no path on this server at all
    const { shipmentId } = await uploaded('pod.pdf', pdfBytes());
    const key = await storedKeyOf(shipmentId);
    for (const url of [
      `/${key}`,
      `/files/${key}`,
      `/carrier/${key}`,
      `/carrier/files/${key}`,
      `/data/files/${key}`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: driver.headers });
      expect(response.rawPayload.includes(Buffer.from('%PDF')), url).toBe(false);
    }
  });

  async function storedKeyOf(shipmentId: string): Promise<string> {
    const id = await storeTestDocument(test, shipmentId, {
      documentType: 'miscellaneous',
      documentNumber: 'KEY-1',
      fileName: 'key.pdf',
      bytes: pdfBytes(),
      format: 'pdf',
    });
    const [row] = await db.select({ key: documents.storageKey }).from(documents).where(eq(documents.id, id));
    return row!.key;
  }
});
