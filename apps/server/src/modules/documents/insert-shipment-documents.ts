import { and, eq, inArray, max } from 'drizzle-orm';
import { nextRanks, uploadSources } from '@freight/domain/documents/upload-rules';
import type { DocumentType } from '@freight/domain/stops';
import type { Transaction } from '../../db/client';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import type { ShipmentRow } from '../shipments/find-caller-shipment';
import { contentTypeOfFormat, type CheckedFile } from './check-upload-files';

export type DocumentRow = typeof documents.$inferSelect;

/** The documents numbered in one sequence: the carrier's uploads and the invoice the provider made. */
const rankedSources: readonly string[] = [...uploadSources, 'PROVIDER'];

/** The files of one call, checked and already in the store under their keys. */
export type StoredFile = CheckedFile & { storageKey: string };

export type DocumentsToInsert = {
  shipment: Pick<ShipmentRow, 'id' | 'shipmentId'>;
  documentType: DocumentType;
  /** CAMERA or FILE for an upload (D2-3.07); PROVIDER for the invoice the provider prepared. */
  source: string;
  files: readonly StoredFile[];
  uploadedBy: string;
  /** The carrier's invoice number (D2-5.30), kept on an invoice's rows. */
  invoiceNumber?: string | null;
  /** What else a document made by the server records about itself (the provider's invoice total). */
  metadata?: Record<string, string>;
};

/**
 * The rows of one call's files, ranked after the shipment's highest (D2-5.32): an upload's documents
 * and an invoice (whichever way it was made) share the sequence; the rate confirmation made at booking
 * (source SYSTEM), what the source system sent and related documents are not in it. Inside the caller's transaction, with the
 * shipment's row locked so that two calls at once number their files one after the other.
 */
export async function insertShipmentDocuments(
  tx: Transaction,
  {
    shipment,
    documentType,
    source,
    files,
    uploadedBy,
    invoiceNumber = null,
    metadata = {},
  }: DocumentsToInsert,
): Promise<DocumentRow[]> {
  await tx.select({ id: shipments.id }).from(shipments).where(eq(shipments.id, shipment.id)).for('update');
  const [highest] = await tx
    .select({ rank: max(documents.rank) })
    .from(documents)
    .where(
      and(
        eq(documents.shipmentId, shipment.id),
        eq(documents.isRelated, false),
        inArray(documents.source, rankedSources),
      ),
    );
  const ranks = nextRanks(highest?.rank ?? null, files.length);
  return tx
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
        uploadedBy,
        invoiceNumber,
        metadata,
      })),
    )
    .returning();
}
