import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LoadType, SourceSystem } from '@freight/domain/source-systems';
import type { Database } from '../../db/client';
import { bookings, documents, notifications, shipments } from '../../db/schema/index';
import type { TestApp } from '../../test-support/test-app';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { tenderTestShipment, type TestShipmentOptions } from '../shipments/shipments.fixtures';

// Shipments in the stages of the payment tracker, their documents, the booking that makes an
// owner-operator the one who booked a load, and what the tracker's notices and source calls look like.

/** The load types of the sources the payment tests use. */
const loadTypeOf: Partial<Record<SourceSystem, LoadType>> = {
  MASTERMIND: 'Power Only',
  ASL: 'Power Only',
  OTMNONASSET: 'Freight Under Management',
  TRINIUM: 'Port Dray',
};

/** A shipment of the carrier in this state, tendered by this source (MERCURYGATE: Brokerage). */
export async function paymentTestShipment(
  db: Database,
  commonCarrierId: string,
  {
    state = 'DELIVERED_NEEDS_PPWK',
    sourceSystem = 'MERCURYGATE',
    driverUpn,
  }: Partial<Pick<TestShipmentOptions, 'state' | 'sourceSystem' | 'driverUpn'>> = {},
): Promise<string> {
  const loadType = loadTypeOf[sourceSystem];
  return tenderTestShipment(db, {
    commonCarrierId,
    state,
    sourceSystem,
    ...(driverUpn ? { driverUpn } : {}),
    overrides: loadType ? { loadType } : {},
  });
}

export async function shipmentRowOf(db: Database, shipmentId: string): Promise<ShipmentRow> {
  const [row] = await db.select().from(shipments).where(eq(shipments.shipmentId, shipmentId));
  return row!;
}

/** Sets the payment columns of a shipment as a test needs them. */
export async function setPaymentColumns(
  db: Database,
  shipmentId: string,
  values: Partial<typeof shipments.$inferInsert>,
): Promise<void> {
  await db.update(shipments).set(values).where(eq(shipments.shipmentId, shipmentId));
}

/** A document row of this type (no bytes: the tracker reads only the types). */
export async function addDocumentOfType(db: Database, shipmentId: string, documentType: string) {
  const shipment = await shipmentRowOf(db, shipmentId);
  const key = randomUUID();
  await db.insert(documents).values({
    shipmentId: shipment.id,
    documentType: documentType as (typeof documents.$inferInsert)['documentType'],
    documentNumber: `${shipmentId}-${key.slice(0, 4)}`,
    displayName: `${documentType}.pdf`,
    fileName: `${documentType}.pdf`,
    extension: 'pdf',
    contentType: 'application/pdf',
    sizeBytes: 10,
    storageKey: `${key}.pdf`,
  });
}

/** The member's booking of the shipment, settled OK, as booking leaves it (the owner-operator who booked it). */
export async function recordBooking(
  db: Database,
  shipmentId: string,
  member: { id: string },
  carrierId: string,
): Promise<void> {
  const shipment = await shipmentRowOf(db, shipmentId);
  await db.insert(bookings).values({
    memberId: member.id,
    carrierId,
    loadId: `L-${shipmentId}`,
    idempotencyKey: randomUUID(),
    status: 'OK',
    reason: 'booked',
    message: 'Booked.',
    amountCents: shipment.totalCostCents ?? 0,
    currency: shipment.costCurrency,
    binRateId: 'BIN-1',
    shipmentId: shipment.id,
  });
}

/** The PAYMENT notifications of a member, oldest first, as stored (English texts). */
export function paymentNoticesOf(db: Database, memberId: string) {
  return db
    .select({
      title: notifications.title,
      body: notifications.body,
      shipmentId: notifications.shipmentId,
      deepLinkUri: notifications.deepLinkUri,
    })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, 'PAYMENT')))
    .orderBy(asc(notifications.createdAt), asc(notifications.vendorMessageId));
}

/** PUT the payment status of a shipment as a source system with this API key. */
export function putPaymentStatus(test: TestApp, apiKey: string, shipmentId: string, body: unknown) {
  return test.app.inject({
    method: 'PUT',
    url: `/integration/v1/shipments/${shipmentId}/payment-status`,
    headers: { 'x-api-key': apiKey },
    payload: body as object,
  });
}
