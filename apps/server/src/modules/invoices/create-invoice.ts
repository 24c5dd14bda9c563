import { and, eq } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import type { ShipmentState } from '@freight/domain/shipment-states';
import type { Language } from '@freight/locales/languages';
import type { Executor } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import type { DocumentRow } from '../documents/insert-shipment-documents';
import { storeThenRecord } from '../documents/store-then-record';
import { enqueueInvoiceMail } from './enqueue-invoice-mail';
import { findInvoiceShipment } from './find-invoice-shipment';
import { renderInvoicePdf } from './invoice-pdf';
import { readInvoiceContent } from './read-invoice-content';
import { readInvoiceNumber } from './read-invoice-number';
import { recordInvoice } from './record-invoice';

export type CreateInvoiceArgs = { sendEmail: boolean; shipmentId: string; invoiceNumber?: string | null };

/** The invoice as createInvoice answers it (D2-7.22 response). */
export type CreatedInvoiceView = {
  documentId: string;
  documentNumber: string;
  invoiceNumber: string;
  fileName: string;
  totalAmount: string;
  currency: string;
  createdDateTime: string;
  emailQueued: boolean;
};

export type CreateInvoiceAnswer = {
  status: 'OK';
  message: Message;
  created: boolean;
  response: CreatedInvoiceView;
  shipmentState: ShipmentState;
};

const noCostItemsMessage = message('invoices.noCostItems');
export const alreadyCreatedMessage = message('invoices.answers.alreadyCreated');

/** The invoice the provider prepared for this shipment, if any: there is one at most. */
async function findProviderInvoice(db: Executor, shipmentUuid: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.shipmentId, shipmentUuid),
        eq(documents.documentType, 'createInvoice'),
        eq(documents.source, 'PROVIDER'),
      ),
    )
    .limit(1);
  return row;
}

function viewOf(row: DocumentRow): CreatedInvoiceView {
  return {
    documentId: row.id,
    documentNumber: row.documentNumber,
    invoiceNumber: row.metadata.invoiceNumber ?? row.invoiceNumber ?? '',
    fileName: row.fileName,
    totalAmount: row.metadata.totalAmount ?? '',
    currency: row.metadata.currency ?? '',
    createdDateTime: row.createdAt.toISOString(),
    emailQueued: row.metadata.emailQueued === 'true',
  };
}

/**
 * createInvoice (D2-4.59, D2-4.60, D2-7.22; decision 046): the provider prepares the invoice (choice
 * NO) of a delivered Power Only or PO Dray load of the caller's carrier, where the source is configured
 * for it and the carrier's invoice record exists (findInvoiceShipment). The PDF is made from the
 * shipment's cost items in the caller's language (invoice-pdf.ts), stored, recorded as the shipment's
 * createInvoice document with its INVOICE_SUBMITTED event (origin PROVIDER, amount, currency), and,
 * with sendEmail, queued in the outbox to the caller with the PDF attached; the paperwork may then be
 * complete (Delivered With Paperwork).
 *
 * A shipment has one provider's invoice: a second call (a double click, a retry after a lost answer)
 * answers the first one's invoice with alreadyCreated and makes nothing. The PDF is made and stored
 * before the transaction (no store I/O while the shipment's row is locked); the transaction locks the
 * row and looks again, and the call that finds an invoice there deletes its own PDF.
 */
export async function createInvoice(
  services: Pick<Services, 'db' | 'now' | 'appConfig' | 'fileStore'>,
  caller: Caller,
  args: CreateInvoiceArgs,
  language: Language,
): Promise<CreateInvoiceAnswer> {
  const { db } = services;
  const config = await services.appConfig();
  const found = await findInvoiceShipment(db, caller, args.shipmentId, 'NO', config);
  const { shipment } = found;
  const invoiceNumber = readInvoiceNumber(args.invoiceNumber, shipment, config);
  const earlier = await findProviderInvoice(db, shipment.id);
  if (earlier)
    return {
      status: 'OK',
      message: alreadyCreatedMessage,
      created: false,
      response: viewOf(earlier),
      shipmentState: shipment.shipmentState,
    };

  const now = services.now();
  const content = await readInvoiceContent(db, found, invoiceNumber, now);
  if (content.costItems.length === 0) throw badInput(noCostItemsMessage);
  const pdf = await renderInvoicePdf(content, language);
  const file = {
    bytes: Buffer.from(pdf),
    format: 'pdf' as const,
    fileName: `invoice-${shipment.shipmentId}.pdf`,
  };

  const outcome = await storeThenRecord(services.fileStore, [file], (stored) =>
    runInTransaction(db, async (tx) => {
      await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.id, shipment.id))
        .for('update');
      const raced = await findProviderInvoice(tx, shipment.id);
      if (raced) {
        const [current] = await tx
          .select({ shipmentState: shipments.shipmentState })
          .from(shipments)
          .where(eq(shipments.id, shipment.id));
        return { kind: 'earlier' as const, row: raced, shipmentState: current!.shipmentState, stored };
      }
      const recorded = await recordInvoice(tx, {
        caller,
        shipment,
        files: stored,
        invoiceNumber,
        origin: 'PROVIDER',
        amountCents: content.totalCents,
        currency: content.currency,
        metadata: {
          invoiceNumber: content.invoiceNumber,
          totalAmount: formatCents(content.totalCents),
          currency: content.currency,
          emailQueued: String(args.sendEmail),
        },
        now,
        config,
      });
      const row = recorded.rows[0]!;
      if (args.sendEmail) await enqueueInvoiceMail(tx, caller.memberId, row, content, language);
      return { kind: 'created' as const, row, shipmentState: recorded.shipmentState };
    }),
  );
  if (outcome.kind === 'earlier') {
    // Another call made it first: this call's PDF is not kept.
    await Promise.allSettled(outcome.stored.map((file) => services.fileStore.delete(file.storageKey)));
    return {
      status: 'OK',
      message: alreadyCreatedMessage,
      created: false,
      response: viewOf(outcome.row),
      shipmentState: outcome.shipmentState,
    };
  }
  return {
    status: 'OK',
    message: message(args.sendEmail ? 'invoices.answers.createdAndSent' : 'invoices.answers.created'),
    created: true,
    response: viewOf(outcome.row),
    shipmentState: outcome.shipmentState,
  };
}
