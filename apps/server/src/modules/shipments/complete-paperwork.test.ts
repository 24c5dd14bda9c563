import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { PaymentStatus } from '@freight/domain/shipment-states';
import type { DocumentType } from '@freight/domain/stops';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import { createCarrier } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { completePaperworkIfDone } from './complete-paperwork';
import { detailsNow, shipmentEventsOf, signInPerson, tenderTestShipment } from './shipments.fixtures';
import type { ImportableShipmentState } from './tender-shipment.schemas';

// completePaperworkIfDone on its own (decision 044), with the documents written straight into the
// table: the upload and invoice tests drive it through their routes.

const commonCarrierId = 'CC-PAPERWORK';
const config = { documents: defaultConfig.documents };
const later = new Date('2030-03-06T10:00:00Z');

describe('completePaperworkIfDone', () => {
  let test: TestApp;
  let db: Database;
  let driverUpn: string;

  async function shipmentWith(
    types: (DocumentType | { type: DocumentType; isRelated: boolean })[],
    {
      state = 'DELIVERED_NEEDS_PPWK' as ImportableShipmentState,
      sourceSystem = 'MASTERMIND' as SourceSystem,
      paymentStatus = undefined as PaymentStatus | undefined,
    } = {},
  ) {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state,
      driverUpn,
      sourceSystem,
      overrides: sourceSystem === 'MASTERMIND' ? { loadType: 'Power Only' } : {},
    });
    const [row] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
    if (paymentStatus) await db.update(shipments).set({ paymentStatus }).where(eq(shipments.id, row!.id));
    for (const [index, entry] of types.entries()) {
      const { type, isRelated } = typeof entry === 'string' ? { type: entry, isRelated: false } : entry;
      await db.insert(documents).values({
        shipmentId: row!.id,
        documentType: type,
        documentNumber: `${shipmentId}-${index + 1}`,
        displayName: `${type}.pdf`,
        fileName: `${type}.pdf`,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `${randomUUID()}.pdf`,
        rank: index + 1,
        isRelated,
      });
    }
    return row!;
  }

  const current = async (id: string) => (await db.select().from(shipments).where(eq(shipments.id, id)))[0]!;
  /** Whether the shipment's paperwork completed: the row as written, or null. */
  const complete = async (row: { id: string }, withConfig: Pick<typeof config, 'documents'> = config) => {
    const written = await db.transaction((tx) => completePaperworkIfDone(tx, row, later, withConfig));
    if (written) expect(written).toEqual(await current(row.id));
    return written !== null;
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MASTERMIND' })).id;
    driverUpn = (await signInPerson(db, carrierId, ['carrierDriver'])).member.upn;
  });
  afterAll(() => test.close());

  it('[D2-4.07] a delivered shipment with its required documents and its invoice is Delivered With Paperwork', async () => {
    const row = await shipmentWith(['proofOfDelivery', 'masterBillOfLading', 'createInvoice']);
    expect(await complete(row)).toBe(true);
    expect(await current(row.id)).toMatchObject({
      shipmentState: 'DELIVERED_WITH_PPWK',
      documentStatus: 'RECEIVED',
      paymentStatus: 'INVOICED',
      paymentStatusUpdatedAt: later,
      paperworkCompletedAt: later,
      invoiceCreatedAt: later,
      version: row.version + 1,
    });
    const events = await shipmentEventsOf(db, row.shipmentId);
    expect(events.at(-1)).toMatchObject({
      eventType: 'PAPERWORK_COMPLETED',
      data: { completedAt: later.toISOString() },
    });
    // Once done, nothing more: a later document changes nothing.
    expect(await complete(row)).toBe(false);
    expect((await current(row.id)).version).toBe(row.version + 1);
  });

  it('[D2-4.07] a missing document, or a missing invoice, keeps it Delivered Needs Paperwork', async () => {
    for (const types of [
      ['proofOfDelivery', 'createInvoice'],
      ['proofOfDelivery', 'masterBillOfLading'],
      ['createInvoice'],
    ] as DocumentType[][]) {
      const row = await shipmentWith(types);
      expect(await complete(row)).toBe(false);
      expect(await current(row.id)).toMatchObject({
        shipmentState: 'DELIVERED_NEEDS_PPWK',
        version: row.version,
      });
      expect((await shipmentEventsOf(db, row.shipmentId)).map((event) => event.eventType)).not.toContain(
        'PAPERWORK_COMPLETED',
      );
    }
  });

  it("a related document (of the associated dray route) is not this shipment's paperwork", async () => {
    const row = await shipmentWith([
      'proofOfDelivery',
      { type: 'masterBillOfLading', isRelated: true },
      'createInvoice',
    ]);
    expect(await complete(row)).toBe(false);
  });

  it('[D2-4.10] only a delivered shipment moves: the paperwork of a trip in transit waits for the delivery', async () => {
    const row = await shipmentWith(['proofOfDelivery', 'masterBillOfLading', 'createInvoice'], {
      state: 'IN_TRANSIT',
    });
    expect(await complete(row)).toBe(false);
    expect((await current(row.id)).shipmentState).toBe('IN_TRANSIT');
  });

  it('a source without configured paperwork keeps it in its own system: nothing here completes it', async () => {
    const row = await shipmentWith(['proofOfDelivery', 'masterBillOfLading', 'createInvoice'], {
      sourceSystem: 'MERCURYGATE',
    });
    expect(await complete(row)).toBe(false);
    // An empty list for the source: the invoice alone is its paperwork.
    const invoiceOnly = {
      documents: { ...defaultConfig.documents, requiredTypes: { MERCURYGATE: [] } },
    };
    expect(await complete(row, invoiceOnly)).toBe(true);
  });

  it('a payment status the source already moved on is kept', async () => {
    const row = await shipmentWith(['proofOfDelivery', 'masterBillOfLading', 'createInvoice'], {
      paymentStatus: 'APPROVED',
    });
    expect(await complete(row)).toBe(true);
    expect(await current(row.id)).toMatchObject({
      shipmentState: 'DELIVERED_WITH_PPWK',
      paymentStatus: 'APPROVED',
    });
  });

  it('keeps the invoice time a source system gave', async () => {
    const row = await shipmentWith(['proofOfDelivery', 'masterBillOfLading', 'createInvoice']);
    await db.update(shipments).set({ invoiceCreatedAt: detailsNow }).where(eq(shipments.id, row.id));
    expect(await complete(row)).toBe(true);
    expect((await current(row.id)).invoiceCreatedAt).toEqual(detailsNow);
  });
});
