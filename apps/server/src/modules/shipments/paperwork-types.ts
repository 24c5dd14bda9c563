import { and, eq } from 'drizzle-orm';
import type { DocumentType } from '@freight/domain/stops';
import type { Executor } from '../../db/client';
import { documents } from '../../db/schema/documents';

/**
 * The types of the documents a shipment has, uploaded, made by the provider or received from its
 * source (decision 044): what `missingPaperwork` compares with the required ones. A related document
 * belongs to the associated dray route, not to this shipment's paperwork.
 */
export async function readPaperworkTypes(db: Executor, shipmentUuid: string): Promise<DocumentType[]> {
  const rows = await db
    .selectDistinct({ documentType: documents.documentType })
    .from(documents)
    .where(and(eq(documents.shipmentId, shipmentUuid), eq(documents.isRelated, false)));
  return rows.map((row) => row.documentType);
}
