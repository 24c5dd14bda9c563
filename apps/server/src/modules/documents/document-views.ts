import type { ShipmentDocument } from '../../generated/graphql';
import type { DocumentRow } from './insert-shipment-documents';

// A document as the reads answer it (D2-3.06, D2-3.07; documents.graphql).

export type ShipmentDocumentView = ShipmentDocument;

export function toShipmentDocumentView(row: DocumentRow, shipmentId: string): ShipmentDocumentView {
  return {
    documentId: row.id,
    shipmentId,
    displayName: row.displayName,
    documentType: row.documentType,
    documentExtension: row.extension,
    documentNumber: row.documentNumber,
    fileName: row.fileName,
    createdDateTime: row.createdAt.toISOString(),
    rank: row.rank,
    source: row.source,
    metadata: Object.entries(row.metadata).map(([key, value]) => ({ key, value: String(value) })),
  };
}
