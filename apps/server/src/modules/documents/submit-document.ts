import {
  hasTripStarted,
  uploadRefusalOf,
  uploadSources,
  uploadTypesFor,
} from '@freight/domain/documents/upload-rules';
import type { DocumentType } from '@freight/domain/stops';
import type { Caller } from '../../platform/caller';
import { badInput, notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { checkUploadFiles } from './check-upload-files';
import { recordUploadedDocuments } from './record-uploaded-documents';
import type { UploadParts } from './read-upload-parts';

/** A document as the upload answers it (D2-3.06, D2-3.07); createdDateTime tells success (D2-7.27). */
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

/** The answer of submitDocumentV2 (D2-7.21): shipmentId, displayName, message, and what was made. */
export type SubmitDocumentAnswer = {
  shipmentId: string;
  displayName: string;
  message: Message;
  documents: UploadedDocumentView[];
};

export const uploadShipmentNotFoundMessage = message('shipmentNotFound');
export const documentsUploadedMessage = message('messages:documents.uploaded');

const refusalMessages = {
  noDocumentType: message('documents.noDocumentType'),
  documentTypeNotAllowed: message('documents.typeNotAllowed'),
  tripNotStarted: message('documents.tripNotStarted'),
} as const;

/**
 * POST /web|mobile/v2/submitDocumentV2 (D2-5.27..32, D2-7.21; decision 043): documents of one type for
 * one shipment the caller may see (findCallerShipment: a driver their own, an owner-operator theirs, a
 * dispatcher the carrier's; anything else NOT_FOUND). The shipment's own source system and division
 * decide the allowed types, not the form's. Everything is checked before anything is stored; the
 * objects are put, then the rows and the DOCUMENT_UPLOADED event commit together; if that fails, the
 * objects of this call are deleted again, so a refusal or a failure leaves nothing behind.
 */
export async function submitDocument(
  services: Pick<Services, 'db' | 'now' | 'appConfig' | 'fileStore'>,
  caller: Caller,
  parts: UploadParts,
): Promise<SubmitDocumentAnswer> {
  const { documents: config } = await services.appConfig();
  const shipmentId = parts.fields.shipmentId?.trim() ?? '';
  if (shipmentId.length === 0)
    throw badInput(message('documents.shipmentRequired'), {
      shipmentId: message('documents.shipmentRequired'),
    });
  const found = await findCallerShipment(services.db, caller, shipmentId);
  if (!found) throw notFound(uploadShipmentNotFoundMessage);
  const { shipment } = found;

  const docType = parts.fields.docType?.trim() ?? '';
  const allowed = uploadTypesFor(shipment, caller.roles, { documents: config });
  if (docType.length === 0 && allowed.length > 0)
    throw badInput(message('documents.typeRequired'), { docType: message('documents.typeRequired') });
  const refusal = uploadRefusalOf({
    tripStarted: hasTripStarted(shipment.executionStatus),
    docType,
    allowed,
  });
  if (refusal)
    throw badInput(
      refusalMessages[refusal],
      refusal === 'tripNotStarted' ? undefined : { docType: refusalMessages[refusal] },
    );
  const documentType = docType as DocumentType;
  const source = (uploadSources as readonly string[]).includes(parts.fields.source ?? '')
    ? parts.fields.source!
    : 'FILE';
  const files = checkUploadFiles(parts.files, config);

  const stored: string[] = [];
  try {
    for (const file of files) stored.push(await services.fileStore.put(file.bytes, file.format));
    const created = await recordUploadedDocuments(services, caller, {
      shipment,
      documentType,
      source,
      files: files.map((file, index) => ({ ...file, storageKey: stored[index]! })),
    });
    const views = created
      .sort((a, b) => a.rank - b.rank)
      .map((row): UploadedDocumentView => ({
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
    return {
      shipmentId: shipment.shipmentId,
      displayName: views.map((view) => view.displayName).join(', '),
      message: documentsUploadedMessage,
      documents: views,
    };
  } catch (error) {
    // A store that cannot delete logs it itself; the caller hears of the first failure, not of this.
    await Promise.allSettled(stored.map((key) => services.fileStore.delete(key)));
    throw error;
  }
}
