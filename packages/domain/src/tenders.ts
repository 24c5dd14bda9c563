import type { AppConfig } from './config';
import { isSourceListed, type SourceScope } from './source-scope';

// Tenders (D2-4.11 to D2-4.14, D2-6.15, D2-9.09): how a dispatcher answers a shipment tendered to their
// carrier, what the configuration asks of each answer, and the reasons an answer ends as it does. The
// Accept and Decline dialogs and the server's tenderAction read the same rules.

export const tenderActions = ['ACCEPT', 'DECLINE'] as const;
export type TenderAction = (typeof tenderActions)[number];

/** Whether accepting this shipment's tender asks for the carrier PRO ("PRO visibility", D2-6.15). */
export function isCarrierProShown(shipment: SourceScope, config: Pick<AppConfig, 'tenders'>): boolean {
  return isSourceListed(config.tenders.carrierProSources, shipment);
}

/**
 * The reason codes a decline of this shipment's tender chooses from (D2-4.12, D2-9.09); empty when
 * none is configured for its source, and then no reason is asked for.
 */
export function declineReasonCodesOf(
  shipment: SourceScope,
  config: Pick<AppConfig, 'tenders' | 'declineReasonCodes'>,
): readonly string[] {
  return isSourceListed(config.tenders.declineReasonSources, shipment) ? config.declineReasonCodes : [];
}

/** required: a reason must be chosen; unknown: it is none of the codes; notAsked: none is taken. */
export type DeclineReasonError = 'required' | 'unknown' | 'notAsked';

/**
 * What is wrong with the reason code of a decline whose configured codes are `codes` (D2-4.12); null
 * when it may be sent. Codes match in any case.
 */
export function checkDeclineReason(
  code: string | null | undefined,
  codes: readonly string[],
): DeclineReasonError | null {
  const chosen = code ? code.toUpperCase() : null;
  if (codes.length === 0) return chosen ? 'notAsked' : null;
  if (!chosen) return 'required';
  return codes.includes(chosen) ? null : 'unknown';
}

/**
 * Why a tender answer ended as it did. The server answers the reason with an English message; the
 * dialogs show the text of the user's language, and the server's message for a reason they do not know.
 */
export const tenderResultReasons = [
  'accepted',
  'declined',
  'carrierProTaken',
  'alreadyAccepted',
  'alreadyDeclined',
  'noLongerTendered',
  'notAnswerableHere',
] as const;
export type TenderResultReason = (typeof tenderResultReasons)[number];

export type TenderStatus = 'OK' | 'REJECTED';

export const tenderStatusOfReason: Record<TenderResultReason, TenderStatus> = {
  accepted: 'OK',
  declined: 'OK',
  carrierProTaken: 'REJECTED',
  alreadyAccepted: 'REJECTED',
  alreadyDeclined: 'REJECTED',
  noLongerTendered: 'REJECTED',
  notAnswerableHere: 'REJECTED',
};

export function isTenderResultReason(value: unknown): value is TenderResultReason {
  return typeof value === 'string' && (tenderResultReasons as readonly string[]).includes(value);
}
