import * as z from 'zod/mini';
import { checkCarrierPro } from './carrier-pro';
import { checkDeclineReason } from './tenders';

// The Accept and Decline dialogs of a tender (D2-4.11, D2-4.12) as zod/mini schemas (they ship to the
// browser), over the rules the server's tenderAction checks again. An issue's message is the rule's
// code: a CarrierProError, a DeclineReasonError.

export type AcceptTenderValues = { carrierPro: string };
export type DeclineTenderValues = { reasonCode: string | null };

/**
 * Accept: where the dialog asks for the carrier PRO (D2-6.15), the typed PRO against the shipment's
 * `existing` one (D2-5.03).
 */
export function acceptTenderSchema(
  existing: string | null | undefined,
  isProShown: boolean,
): z.ZodMiniType<AcceptTenderValues> {
  return z.object({
    carrierPro: z.string().check(
      z.superRefine((value, refinement) => {
        const error = isProShown ? checkCarrierPro(value, existing) : null;
        if (error) refinement.addIssue({ code: 'custom', message: error, input: value });
      }),
    ),
  });
}

/** Decline: one of the configured reason codes, where there are any (D2-4.12, D2-9.09). */
export function declineTenderSchema(codes: readonly string[]): z.ZodMiniType<DeclineTenderValues> {
  return z.object({
    reasonCode: z.nullable(z.string()).check(
      z.superRefine((value, refinement) => {
        const error = checkDeclineReason(value, codes);
        if (error) refinement.addIssue({ code: 'custom', message: error, input: value });
      }),
    ),
  });
}
