import { eq } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { Transaction } from '../../db/client';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import {
  insertShipmentDocuments,
  type DocumentRow,
  type StoredFile,
} from '../documents/insert-shipment-documents';
import { notifyPaymentStage } from '../payments/notify-payment-stage';
import { completePaperworkIfDone } from '../shipments/complete-paperwork';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { recordShipmentEvent } from '../shipments/record-shipment-event';

/** Who made the invoice: the carrier's own file (YES) or the provider from the cost items (NO). */
export type InvoiceOrigin = 'UPLOADED' | 'PROVIDER';

export type InvoiceToRecord = {
  caller: Caller;
  shipment: ShipmentRow;
  /** The invoice's files, already in the store: the carrier's pages, or the provider's one PDF. */
  files: readonly StoredFile[];
  invoiceNumber: string | null;
  origin: InvoiceOrigin;
  /** The provider's invoice total and currency; null for the carrier's own file, which is not read. */
  amountCents: number | null;
  currency: string | null;
  /** Kept on the rows (documents.metadata): what a later call answers of a provider's invoice. */
  metadata?: Record<string, string>;
  now: Date;
  config: Pick<AppConfig, 'documents'>;
};

export type RecordedInvoice = { rows: DocumentRow[]; shipmentState: ShipmentState };

/**
 * Inside the caller's transaction: the invoice's documents (type createInvoice, ranked after the
 * shipment's others, D2-5.32, with the carrier's invoice number), its INVOICE_SUBMITTED event for the
 * source's feed (decision 018), then Delivered With Paperwork when the invoice completes the paperwork
 * (decision 044). Answers the rows and the shipment's state after.
 */
export async function recordInvoice(tx: Transaction, input: InvoiceToRecord): Promise<RecordedInvoice> {
  const { caller, shipment, now } = input;
  const rows = await insertShipmentDocuments(tx, {
    shipment,
    documentType: 'createInvoice',
    source: input.origin === 'PROVIDER' ? 'PROVIDER' : 'FILE',
    files: input.files,
    uploadedBy: caller.memberId,
    invoiceNumber: input.invoiceNumber,
    ...(input.metadata ? { metadata: input.metadata } : {}),
  });
  const first = [...rows].sort((a, b) => a.rank - b.rank)[0]!;
  await recordShipmentEvent(tx, {
    type: 'INVOICE_SUBMITTED',
    shipment,
    occurredAt: now,
    data: {
      origin: input.origin,
      documentNumber: first.documentNumber,
      invoiceNumber: input.invoiceNumber,
      amountCents: input.amountCents,
      currency: input.currency,
      submittedBy: caller.upn,
    },
  });
  const completed = await completePaperworkIfDone(tx, shipment, now, input.config);
  if (completed) await notifyPaymentStage(tx, completed);
  const [after] = await tx
    .select({ shipmentState: shipments.shipmentState })
    .from(shipments)
    .where(eq(shipments.id, shipment.id));
  return { rows, shipmentState: after!.shipmentState };
}
