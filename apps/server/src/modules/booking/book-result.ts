import type { BookResult } from '@freight/domain/booking';
import { statusOfReason, type BookResultReason } from '@freight/domain/book-result-reasons';
import type { Language } from '@freight/locales/languages';
import { message, translate } from '../../platform/i18n';
import { holdTextIn } from './carrier-hold-text';

/** The text of a reason (its catalogue key) in a language, with the load and the hold filled in. */
function bookResultText(
  language: Language,
  reason: string,
  loadId: string,
  hold: string | null | undefined,
): string {
  const values = { loadId, hold: holdTextIn(language, hold) ?? '' };
  return translate(language, message(`messages:bookResults.${reason as BookResultReason}`, values));
}

/**
 * The answer of buyLoadRequest for a reason: its status (statusOfReason) and its English text, as the
 * booking stores it, with the hold in its stored form; translateBookResult gives the caller theirs.
 */
export function bookResultOf(
  reason: BookResultReason,
  loadId: string,
  details: { hold?: string; shipmentIds?: string[] } = {},
): BookResult {
  return {
    status: statusOfReason[reason],
    reason,
    message: bookResultText('en', reason, loadId, details.hold),
    loadId,
    shipmentIds: details.shipmentIds ?? [],
    hold: details.hold ?? null,
  };
}

/** A book result as its caller reads it: the message of its reason and the hold in their language. */
export function translateBookResult(language: Language, result: BookResult): BookResult {
  return {
    ...result,
    message: bookResultText(language, result.reason, result.loadId, result.hold),
    hold: holdTextIn(language, result.hold),
  };
}
