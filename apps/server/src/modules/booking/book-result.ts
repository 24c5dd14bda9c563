import type { BookResult } from '@freight/domain/booking';
import { statusOfReason, type BookResultReason } from '@freight/domain/book-result-reasons';
import type { Language } from '@freight/locales/languages';
import { message, translate, type Message } from '../../platform/i18n';

/** The text of a reason (its catalogue key), with the load and the hold filled in. */
function bookResultMessage(reason: string, loadId: string, hold: string | null | undefined): Message {
  return message(`messages:bookResults.${reason as BookResultReason}`, { loadId, hold: hold ?? '' });
}

/**
 * The answer of buyLoadRequest for a reason: its status (statusOfReason) and its English text, as the
 * booking stores it; translateBookResult gives the caller theirs.
 */
export function bookResultOf(
  reason: BookResultReason,
  loadId: string,
  details: { hold?: string; shipmentIds?: string[] } = {},
): BookResult {
  return {
    status: statusOfReason[reason],
    reason,
    message: translate('en', bookResultMessage(reason, loadId, details.hold)),
    loadId,
    shipmentIds: details.shipmentIds ?? [],
    hold: details.hold ?? null,
  };
}

/** A book result as its caller reads it: the message of its reason in their language. */
export function translateBookResult(language: Language, result: BookResult): BookResult {
  return {
    ...result,
    message: translate(language, bookResultMessage(result.reason, result.loadId, result.hold)),
  };
}
