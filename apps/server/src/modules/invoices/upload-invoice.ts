import type { ShipmentState } from '@freight/domain/shipment-states';
import { runInTransaction } from '../../db/run-in-transaction';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { checkUploadFiles } from '../documents/check-upload-files';
import type { UploadParts } from '../documents/read-upload-parts';
import { storeThenRecord } from '../documents/store-then-record';
import { toUploadedDocumentViews, type UploadedDocumentView } from '../documents/uploaded-document-view';
import { findInvoiceShipment } from './find-invoice-shipment';
import { readInvoiceNumber } from './read-invoice-number';
import { recordInvoice } from './record-invoice';

/** The answer of uploadInvoiceV2 (D2-7.21): as submitDocumentV2's, with where the shipment is now. */
export type UploadInvoiceAnswer = {
  shipmentId: string;
  displayName: string;
  message: Message;
  documents: UploadedDocumentView[];
  /** DELIVERED_WITH_PPWK once this invoice completed the paperwork (D2-4.07). */
  shipmentState: ShipmentState;
};

export const invoiceSubmittedMessage = message('invoices.answers.submitted');

/**
 * POST /web|mobile/v2/uploadInvoiceV2 (D2-7.21, D2-5.29, D2-5.30, D2-6.11; decision 046): the carrier's
 * own invoice (choice YES), sent by a Dispatcher (the route's access) for a delivered Power Only or PO
 * Dray load of their carrier. The form's fields are shipmentId, sourceSystem, division (informational:
 * the shipment's own decide), invoiceNumber and files. The files pass the document upload's checks
 * (formats by their bytes, sizes, image headers); none is the configured footer message (D2-5.29).
 * Everything is checked before anything is stored, and a failure deletes what this call stored.
 */
export async function uploadInvoice(
  services: Pick<Services, 'db' | 'now' | 'appConfig' | 'fileStore'>,
  caller: Caller,
  parts: UploadParts,
): Promise<UploadInvoiceAnswer> {
  const config = await services.appConfig();
  const { shipment } = await findInvoiceShipment(services.db, caller, parts.fields.shipmentId, 'YES', config);
  const invoiceNumber = readInvoiceNumber(parts.fields.invoiceNumber, shipment, config);
  if (parts.files.length === 0) {
    const footer: Message = {
      ...message('invoices.noFiles'),
      configured: config.documents.invoice.noFilesFooterText,
    };
    throw badInput(footer, { files: footer });
  }
  const files = checkUploadFiles(parts.files, config.documents);

  const recorded = await storeThenRecord(services.fileStore, files, (stored) =>
    runInTransaction(services.db, (tx) =>
      recordInvoice(tx, {
        caller,
        shipment,
        files: stored,
        invoiceNumber,
        origin: 'UPLOADED',
        amountCents: null,
        currency: null,
        now: services.now(),
        config,
      }),
    ),
  );
  const views = toUploadedDocumentViews(recorded.rows);
  return {
    shipmentId: shipment.shipmentId,
    displayName: views.map((view) => view.displayName).join(', '),
    message: invoiceSubmittedMessage,
    documents: views,
    shipmentState: recorded.shipmentState,
  };
}
