import type { DocumentType } from '@freight/domain/stops';
import { runInTransaction } from '../../db/run-in-transaction';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { notifyPaymentStage } from '../payments/notify-payment-stage';
import { completePaperworkIfDone } from '../shipments/complete-paperwork';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { insertShipmentDocuments, type DocumentRow, type StoredFile } from './insert-shipment-documents';

/** What one upload writes: checked files already in the store, under their keys. */
export type UploadToRecord = {
  shipment: ShipmentRow;
  documentType: DocumentType;
  source: string;
  files: StoredFile[];
};

/**
 * The rows of an upload's files, ranked after the shipment's highest (D2-5.32), and its
 * DOCUMENT_UPLOADED event for the source system (decision 018), in one transaction; a delivered
 * shipment whose paperwork this upload completes moves to Delivered With Paperwork in it (decision 044).
 */
export async function recordUploadedDocuments(
  services: Pick<Services, 'db' | 'now' | 'appConfig'>,
  caller: Caller,
  { shipment, documentType, source, files }: UploadToRecord,
): Promise<DocumentRow[]> {
  const config = await services.appConfig();
  return runInTransaction(services.db, async (tx) => {
    const now = services.now();
    const rows = await insertShipmentDocuments(tx, {
      shipment,
      documentType,
      source,
      files,
      uploadedBy: caller.memberId,
    });
    await recordShipmentEvent(tx, {
      type: 'DOCUMENT_UPLOADED',
      data: {
        documentType,
        documents: rows.map((row) => ({
          documentNumber: row.documentNumber,
          fileName: row.fileName,
          rank: row.rank,
          source: row.source,
        })),
        uploadedBy: caller.upn,
      },
      shipment: {
        sourceSystem: shipment.sourceSystem,
        shipmentId: shipment.shipmentId,
        orderId: shipment.orderId,
      },
      occurredAt: now,
    });
    const completed = await completePaperworkIfDone(tx, shipment, now, config);
    if (completed) await notifyPaymentStage(tx, completed);
    return rows;
  });
}
