import type { AppConfig } from '../config';
import { entryForSource, type SourceScope } from '../source-scope';
import { documentTypes, type DocumentType } from '../stops';

// What a delivered shipment still needs before it is Delivered With Paperwork (D2-4.07 "delivered with
// paperwork (invoice created)"; issue 15, decision 044): the configured document types of its source
// system or SOURCE/DIVISION, and an invoice. A source without configured types keeps its paperwork in
// its own system, which says through the integration API when it is in; the product cannot complete it.

/** The document types a shipment of this source needs besides its invoice; null where the source keeps its paperwork. */
export function requiredPaperworkTypes(
  shipment: SourceScope,
  config: Pick<AppConfig, 'documents'>,
): DocumentType[] | null {
  const configured = entryForSource(config.documents.requiredTypes, shipment);
  if (configured === undefined) return null;
  // Only the spec's values, in their order; the invoice is asked for apart.
  return documentTypes.filter((type) => type !== 'createInvoice' && configured.includes(type));
}

export type MissingPaperwork = {
  /** The required document types of which no document is in yet. */
  documents: DocumentType[];
  /** Whether the invoice is still missing. */
  invoice: boolean;
};

/**
 * What is missing, from the types of the shipment's documents (uploaded, made by the provider or
 * received from the source; an invoice is a document of type createInvoice). Null where the source
 * keeps its paperwork.
 */
export function missingPaperwork(
  shipment: SourceScope,
  presentTypes: readonly string[],
  config: Pick<AppConfig, 'documents'>,
): MissingPaperwork | null {
  const required = requiredPaperworkTypes(shipment, config);
  if (required === null) return null;
  return {
    documents: required.filter((type) => !presentTypes.includes(type)),
    invoice: !presentTypes.includes('createInvoice'),
  };
}

/** Whether nothing is missing: the shipment moves to Delivered With Paperwork once it is delivered. */
export function isPaperworkComplete(missing: MissingPaperwork | null): boolean {
  return missing !== null && missing.documents.length === 0 && !missing.invoice;
}
