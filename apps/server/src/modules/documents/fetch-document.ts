import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import { documentTypes } from '@freight/domain/stops';
import { documents } from '../../db/schema/documents';
import type { FetchedDocuments } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import { AppError, notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { toShipmentDocumentView } from './document-views';
import { documentNotFoundMessage, findDocumentsShipment } from './find-documents-shipment';

export const fetchDocumentArgsSchema = z.object({
  shipmentId: z.string().trim().min(1, issueMessage('input.chooseShipment')).max(64),
  // Informational (D2-7.20): the shipment's own source system decides.
  sourceTms: z.string().max(40).nullish(),
  documentType: z.enum(documentTypes, issueMessage('documents.typeUnknown')),
  documentNumber: z.string().trim().min(1, issueMessage('documents.numberRequired')).max(80),
});

/**
 * fetchDocument (D2-7.20): one document of a shipment the caller may read, by its type and number,
 * with its bytes in base64 (documents[0].content). Related documents answer only on a dray route, as
 * they are listed. The answer is bounded by the configured document size (documents.maxSizeKb): a
 * larger file (none is uploaded, but a source could send one) is read from the content route.
 */
export async function fetchDocument(
  services: Pick<Services, 'db' | 'appConfig' | 'fileStore'>,
  caller: Caller,
  input: unknown,
): Promise<FetchedDocuments> {
  const request = parseInput(fetchDocumentArgsSchema, input);
  const { shipment } = await findDocumentsShipment(services, caller, request.shipmentId);
  const [row] = await services.db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.shipmentId, shipment.id),
        eq(documents.documentType, request.documentType),
        eq(documents.documentNumber, request.documentNumber),
        shipment.isDrayRoute ? undefined : eq(documents.isRelated, false),
      ),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id))
    .limit(1);
  if (!row) throw notFound(documentNotFoundMessage);
  const { documents: config } = await services.appConfig();
  if (row.sizeBytes > config.maxSizeKb * 1024)
    throw new AppError(
      'LIMIT_EXCEEDED',
      message('documents.tooLargeToFetch', { maxSizeKb: config.maxSizeKb }),
    );
  const bytes = await services.fileStore.get(row.storageKey);
  return {
    documents: [
      {
        document: toShipmentDocumentView(row, shipment.shipmentId),
        content: bytes.toString('base64'),
        contentType: row.contentType,
      },
    ],
  };
}
