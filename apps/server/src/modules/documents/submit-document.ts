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
import { storeThenRecord } from './store-then-record';
import { toUploadedDocumentViews, type UploadedDocumentView } from './uploaded-document-view';

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

  const created = await storeThenRecord(services.fileStore, files, (stored) =>
    recordUploadedDocuments(services, caller, { shipment, documentType, source, files: stored }),
  );
  const views = toUploadedDocumentViews(created);
  return {
    shipmentId: shipment.shipmentId,
    displayName: views.map((view) => view.displayName).join(', '),
    message: documentsUploadedMessage,
    documents: views,
  };
}
