import { z } from 'zod';
import { asc, desc, eq } from 'drizzle-orm';
import { documents } from '../../db/schema/documents';
import type { RelatedDocumentsList } from '../../generated/graphql';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';
import { toShipmentDocumentView } from './document-views';
import { findDocumentsShipment } from './find-documents-shipment';

export type RelatedDocumentsAnswer = RelatedDocumentsList;

/** What one answer lists at most: far more than a shipment's paperwork, so a request stays bounded. */
export const maxListedDocuments = 500;

export const documentMetaDataRequestSchema = z.object({
  shipmentId: z.string().trim().min(1, issueMessage('input.chooseShipment')).max(64),
  // Informational (D2-7.19): the shipment's own source system and order decide.
  sourceTms: z.string().max(40).nullish(),
  orderId: z.string().max(64).nullish(),
});

/**
 * listRelatedDocumentsV2 (D2-7.19, D2-3.06): a shipment's documents, newest first, the rate
 * confirmation made at booking among them; and, for a shipment on a dray route, the related
 * documents of the route's other legs (D2-6.14, decision 045), which only a dray route answers.
 */
export async function listRelatedDocuments(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<RelatedDocumentsAnswer> {
  const request = parseInput(documentMetaDataRequestSchema, input);
  const { shipment } = await findDocumentsShipment(services, caller, request.shipmentId);
  const rows = await services.db
    .select()
    .from(documents)
    .where(eq(documents.shipmentId, shipment.id))
    .orderBy(desc(documents.createdAt), desc(documents.rank), asc(documents.id))
    .limit(maxListedDocuments);
  const view = (row: (typeof rows)[number]) => toShipmentDocumentView(row, shipment.shipmentId);
  return {
    orderId: shipment.orderId,
    shipmentId: shipment.shipmentId,
    documents: rows.filter((row) => !row.isRelated).map(view),
    relatedDocuments: shipment.isDrayRoute ? rows.filter((row) => row.isRelated).map(view) : [],
  };
}
