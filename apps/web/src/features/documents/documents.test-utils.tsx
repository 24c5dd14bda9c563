import type { ReactNode } from 'react';
import type { FakeAnswer } from '../../test/fake-api';
import { renderWithApi, type RenderOptions } from '../../test/render-with-api';
import type { ShipmentDocument } from './api/list-related-documents';
import type { DocumentsShipment } from './documents-shipment';

// Documents as listRelatedDocumentsV2 answers them, the shipment the tab is about, and a render with
// the app's providers over a fake API.

/** A delivered Power Only shipment of MASTERMIND: its driver, dispatcher and owner-operator upload. */
export function makeDocumentsShipment(overrides: Partial<DocumentsShipment> = {}): DocumentsShipment {
  return {
    shipmentId: 'SH1',
    sourceSystem: 'MASTERMIND',
    division: null,
    loadType: 'Power Only',
    isDrayRoute: false,
    executionStatus: 'DELIVERED',
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<ShipmentDocument> = {}): ShipmentDocument {
  return {
    documentId: 'D1',
    displayName: 'Bill of lading',
    documentType: 'masterBillOfLading',
    documentExtension: 'pdf',
    documentNumber: 'SH1-1',
    fileName: 'bol.pdf',
    createdDateTime: '2026-11-24T14:05:00Z',
    rank: 1,
    source: 'FILE',
    ...overrides,
  };
}

/** The answer of listRelatedDocumentsV2: these documents, and these related ones. */
export function answerDocuments(
  documents: ShipmentDocument[] = [makeDocument()],
  relatedDocuments: ShipmentDocument[] = [],
): FakeAnswer<'listRelatedDocumentsV2'> {
  return ({ documentMetaDataRequest }) => ({
    data: {
      listRelatedDocumentsV2: {
        orderId: 'ORD-1',
        shipmentId: documentMetaDataRequest.shipmentId,
        documents,
        relatedDocuments,
      },
    },
  });
}

export function renderDocuments(ui: ReactNode, options: RenderOptions = {}) {
  return renderWithApi(ui, { config: { features: { documents: true } }, ...options });
}

export { findViolations } from '../../test/dom';
