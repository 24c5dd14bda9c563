import type { DocumentType } from '@freight/domain/stops';
import type { DocumentRow } from './insert-shipment-documents';

/** A document as an upload answers it (D2-3.06, D2-3.07); createdDateTime tells success (D2-7.27). */
export type UploadedDocumentView = {
  documentId: string;
  documentType: DocumentType;
  documentNumber: string;
  displayName: string;
  fileName: string;
  documentExtension: string;
  rank: number;
  source: string;
  createdDateTime: string;
};

/** The rows of one upload (documents or an invoice) as answered, by rank. */
export function toUploadedDocumentViews(rows: readonly DocumentRow[]): UploadedDocumentView[] {
  return [...rows]
    .sort((a, b) => a.rank - b.rank)
    .map((row) => ({
      documentId: row.id,
      documentType: row.documentType,
      documentNumber: row.documentNumber,
      displayName: row.displayName,
      fileName: row.fileName,
      documentExtension: row.extension,
      rank: row.rank,
      source: row.source,
      createdDateTime: row.createdAt.toISOString(),
    }));
}
