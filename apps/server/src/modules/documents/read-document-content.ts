import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';
import { shipments } from '../../db/schema/shipments';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { documentNotFoundMessage, findDocumentsShipment } from './find-documents-shipment';

/** The bytes of a document and what the download says of them. */
export type DocumentContent = { bytes: Buffer; contentType: string; fileName: string; extension: string };

const documentIdSchema = z.uuid();

/**
 * GET /web|mobile/v2/documents/:documentId/content (decision 045): the bytes of one document of a
 * shipment the caller may read (findDocumentsShipment). An id that is not a uuid, a document that does
 * not exist, another carrier's or a colleague driver's, and a related document of a shipment not on a
 * dray route (which is not listed) all answer the same NOT_FOUND.
 */
export async function readDocumentContent(
  services: Pick<Services, 'db' | 'appConfig' | 'fileStore'>,
  caller: Caller,
  documentId: string,
): Promise<DocumentContent> {
  if (!documentIdSchema.safeParse(documentId).success) throw notFound(documentNotFoundMessage);
  const [found] = await services.db
    .select({ document: documents, shipmentId: shipments.shipmentId })
    .from(documents)
    .innerJoin(shipments, eq(shipments.id, documents.shipmentId))
    .where(eq(documents.id, documentId))
    .limit(1);
  if (!found) throw notFound(documentNotFoundMessage);
  const { shipment } = await findDocumentsShipment(
    services,
    caller,
    found.shipmentId,
    documentNotFoundMessage,
  );
  const { document } = found;
  if (document.isRelated && !shipment.isDrayRoute) throw notFound(documentNotFoundMessage);
  return {
    bytes: await services.fileStore.get(document.storageKey),
    contentType: document.contentType,
    fileName: document.fileName,
    extension: document.extension,
  };
}
