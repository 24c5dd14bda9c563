// The documents feature's own query keys; the shipment's list (listRelatedDocumentsV2) is in
// lib/query-keys.ts, since an invoice made elsewhere makes it stale too.

/** The bytes of one document, read while its viewer is open. */
export function documentContentQueryKey(documentId: string) {
  return ['documentContent', documentId] as const;
}
