import { eq } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import { isPaperworkComplete, missingPaperwork } from '@freight/domain/documents/paperwork';
import type { Transaction } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import type { ShipmentRow } from './find-caller-shipment';
import { readPaperworkTypes } from './paperwork-types';
import { recordShipmentEvent } from './record-shipment-event';
import { updateShipmentIfUnchanged } from './update-shipment-if-unchanged';

/**
 * Delivered With Paperwork (D2-4.07 "delivered with paperwork (invoice created)", decision 044): once a
 * delivered shipment has every document its source requires and its invoice, it moves from Delivered
 * Needs Paperwork (D2-4.10: from one My Loads list to the other) and its invoice awaits the provider.
 *
 * Runs inside the transaction of the change that may complete the set (an upload, an invoice), after
 * that change's own rows and event: the shipment's row is locked and read again here, so two changes
 * at once cannot both complete it, nor either miss the other's document. Sets the state, when the
 * paperwork was completed, the payment status INVOICED (unless the source has moved it further) and
 * the invoice's time if it has none, moves the version on, and records PAPERWORK_COMPLETED for the
 * source. Answers the row as written when it completed (its caller tells the carrier, decision 047),
 * else null.
 */
export async function completePaperworkIfDone(
  tx: Transaction,
  shipment: Pick<ShipmentRow, 'id'>,
  now: Date,
  config: Pick<AppConfig, 'documents'>,
): Promise<ShipmentRow | null> {
  const [current] = await tx.select().from(shipments).where(eq(shipments.id, shipment.id)).for('update');
  if (!current || current.shipmentState !== 'DELIVERED_NEEDS_PPWK') return null;
  const missing = missingPaperwork(current, await readPaperworkTypes(tx, current.id), config);
  if (!isPaperworkComplete(missing)) return null;
  // A status the source already moved on (approved, paid, disputed) is not taken back to INVOICED.
  const isNotInvoiced = current.paymentStatus === null || current.paymentStatus === 'NOT_INVOICED';
  const written = await updateShipmentIfUnchanged(tx, current, {
    shipmentState: 'DELIVERED_WITH_PPWK',
    documentStatus: 'RECEIVED',
    paperworkCompletedAt: now,
    ...(isNotInvoiced ? { paymentStatus: 'INVOICED' as const, paymentStatusUpdatedAt: now } : {}),
    invoiceCreatedAt: current.invoiceCreatedAt ?? now,
  });
  // The row is locked by this transaction: nothing else can have moved it since it was read.
  if (!written) throw new Error(`Shipment ${current.shipmentId} changed under its lock`);
  await recordShipmentEvent(tx, {
    type: 'PAPERWORK_COMPLETED',
    shipment: current,
    occurredAt: now,
    data: { completedAt: now.toISOString() },
  });
  return written;
}
