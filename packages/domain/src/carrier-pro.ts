// The carrier PRO: the carrier's own number for a load, which a dispatcher may give when accepting a
// tender (D2-4.11, D2-5.03, D2-5.04). One rule for the Accept dialog's live check and for the server.
// The spec names the field without its format; ours is what carriers' PRO numbers look like (letters,
// digits, hyphens) and what a source system may send us (at most 30 characters).

export const carrierProMaxLength = 30;
const carrierProPattern = /^[A-Z0-9-]+$/;

/** required: an existing PRO was cleared (D2-5.03); the others: the typed PRO is not one. */
export type CarrierProError = 'required' | 'tooLong' | 'invalidCharacters';

/** PROs are kept in upper case without surrounding spaces, so 'glf-1 ' and 'GLF-1' are one PRO. */
export function normalizeCarrierPro(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/**
 * What is wrong with the PRO typed for a shipment that has `existing` (null when it has none); null
 * when it may be sent. The PRO is optional, but one that existed may not be cleared (D2-5.03); the
 * existing one kept as it is passes, whatever its source system wrote.
 */
export function checkCarrierPro(
  value: string | null | undefined,
  existing: string | null | undefined,
): CarrierProError | null {
  const pro = normalizeCarrierPro(value);
  const current = normalizeCarrierPro(existing);
  if (!pro) return current ? 'required' : null;
  if (pro === current) return null;
  if (pro.length > carrierProMaxLength) return 'tooLong';
  if (!carrierProPattern.test(pro)) return 'invalidCharacters';
  return null;
}
