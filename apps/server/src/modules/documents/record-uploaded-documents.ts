import { and, eq, inArray, max } from 'drizzle-orm';
import { nextRanks, uploadSources } from '@freight/domain/documents/upload-rules';
import type { DocumentType } from '@freight/domain/stops';
import { runInTransaction } from '../../db/run-in-transaction';
import { documents } from '../../db/schema/documents';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { shipments } from '../../db/schema/shipments';
import { contentTypeOfFormat, type CheckedFile } from './check-upload-files';

export type DocumentRow = typeof documents.$inferSelect;

/** What one upload writes: checked files already in the store, under their keys. */
export type UploadToRecord = {
  shipment: ShipmentRow;
  documentType: DocumentType;
  source: string;
  files: (CheckedFile & { storageKey: string })[];
};

/**
 * The rows of an upload's files, ranked after the shipment's highest (D2-5.32), and its
 * DOCUMENT_UPLOADED event for the source system (decision 018), in one transaction.
 */
export function recordUploadedDocuments(
  services: Pick<Services, 'db' | 'now'>,
  caller: Caller,
  { shipment, documentType, source, files }: UploadToRecord,
): Promise<DocumentRow[]> {
  return runInTransaction(services.db, async (tx) => {
    // The shipment's row is locked so that two uploads at once number their files one after the other.
    await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipment.id)).for('update');
    const [highest] = await tx
      .select({ rank: max(documents.rank) })
      .from(documents)
      // Uploaded files have their own sequence: the rate confirmation made at booking and what the
      // source system sent are not among them.
      .where(
        and(
          eq(documents.shipmentId, shipment.id),
          eq(documents.isRelated, false),
          inArray(documents.source, [...uploadSources]),
        ),
      );
    const ranks = nextRanks(highest?.rank ?? null, files.length);
    const rows = await tx
      .insert(documents)
      .values(
        files.map((file, index) => ({
          shipmentId: shipment.id,
          documentType,
          documentNumber: `${shipment.shipmentId}-${ranks[index]}`,
          displayName: file.fileName,
          fileName: file.fileName,
          extension: file.format,
          contentType: contentTypeOfFormat(file.format),
          sizeBytes: file.bytes.byteLength,
          storageKey: file.storageKey,
          rank: ranks[index]!,
          source,
          uploadedBy: caller.memberId,
        })),
      )
      .returning();
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
      occurredAt: services.now(),
    });
    return rows;
  });
}
