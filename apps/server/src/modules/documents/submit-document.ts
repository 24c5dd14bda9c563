import { and, eq, max } from 'drizzle-orm';
import { nextRanks, uploadRefusalOf, uploadTypesFor } from '@freight/domain/documents/upload-rules';
import type { DocumentType } from '@freight/domain/stops';
import { runInTransaction } from '../../db/run-in-transaction';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { badInput, notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { findCallerShipment } from '../shipments/find-caller-shipment';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { checkUploadFiles, contentTypeOfFormat } from './check-upload-files';
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

const sources = ['FILE', 'CAMERA'] as const;

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
  const refusal = uploadRefusalOf({ tripStarted: shipment.tripStartedAt !== null, docType, allowed });
  if (refusal)
    throw badInput(
      refusalMessages[refusal],
      refusal === 'tripNotStarted' ? undefined : { docType: refusalMessages[refusal] },
    );
  const documentType = docType as DocumentType;
  const source = (sources as readonly string[]).includes(parts.fields.source ?? '')
    ? parts.fields.source!
    : 'FILE';
  const files = checkUploadFiles(parts.files, config);

  const stored: string[] = [];
  try {
    for (const file of files) stored.push(await services.fileStore.put(file.bytes, file.format));
    const created = await runInTransaction(services.db, async (tx) => {
      // The shipment's row is locked so that two uploads at once number their files one after the other.
      await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.id, shipment.id))
        .for('update');
      const [highest] = await tx
        .select({ rank: max(documents.rank) })
        .from(documents)
        .where(and(eq(documents.shipmentId, shipment.id), eq(documents.isRelated, false)));
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
            storageKey: stored[index]!,
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
