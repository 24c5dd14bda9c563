import type { AppConfig } from '../config';
import { documentTypes, type DocumentType } from '../stops';
import type { Role } from '../roles';
import { entryForSource, type SourceScope } from '../source-scope';

// Which document types a caller may upload on a shipment (D2-3.08, D2-6.09..13, D2-6.15): the
// configured list of its source system, or of SOURCE/DIVISION when that is configured, for each of the
// caller's roles together. An empty answer means no upload is possible ("No document type available
// for selection", D2-5.28).

/** Where an uploaded file comes from (D2-3.07): the phone's camera or a file; anything else is not an upload. */
export const uploadSources = ['FILE', 'CAMERA'] as const;
export type UploadSource = (typeof uploadSources)[number];

export function uploadTypesFor(
  shipment: SourceScope,
  roles: readonly Role[],
  config: Pick<AppConfig, 'documents'>,
): DocumentType[] {
  const byRole = entryForSource(config.documents.uploadTypes, shipment) ?? {};
  const allowed = new Set(roles.flatMap((role) => byRole[role] ?? []));
  // Only the spec's values, in their order, whatever the configuration holds.
  return documentTypes.filter((type) => allowed.has(type));
}

/**
 * Whether the shipment's trip has started, as the upload needs it (D2-5.28): any execution status does
 * (STARTED, IN_TRANSIT, COMPLETED, DELIVERED, CANCELLED: "already started or finished", D2-4.04), so a
 * shipment its source system sent already in transit or delivered counts, not only one started here.
 */
export function hasTripStarted(executionStatus: string | null | undefined): boolean {
  return executionStatus !== null && executionStatus !== undefined && executionStatus !== '';
}

/** Why an upload cannot start, before any file is read (D2-5.28). */
export type UploadRefusal = 'tripNotStarted' | 'noDocumentType' | 'documentTypeNotAllowed';

export function uploadRefusalOf(input: {
  tripStarted: boolean;
  docType: string;
  allowed: readonly DocumentType[];
}): UploadRefusal | null {
  if (input.allowed.length === 0) return 'noDocumentType';
  if (!(input.allowed as readonly string[]).includes(input.docType)) return 'documentTypeNotAllowed';
  if (!input.tripStarted) return 'tripNotStarted';
  return null;
}

/** The ranks of the files of one upload, after the shipment's highest so far (D2-3.07, D2-5.32). */
export function nextRanks(highestRank: number | null, count: number): number[] {
  const start = (highestRank ?? 0) + 1;
  return Array.from({ length: count }, (_, index) => start + index);
}
