import type { TFunction } from 'i18next';
import {
  isBookResultReason,
  type BookResultParams,
  type BookResultReason,
} from '@freight/domain/book-result-reasons';
import type { BuyLoadAnswer } from './api/buy-load';

/** The text of a book result's reason in the user's language (useBookResultMessage). */
export type BookResultText = (reason: BookResultReason, params: BookResultParams) => string;

/**
 * The message of a book answer (D1-4.26 to D1-4.31): its reason in the user's language (the hold as the
 * server names it); else the server's text; else the buy-load error (D1-8.05).
 */
export function bookAnswerMessage(answer: BuyLoadAnswer, reasonText: BookResultText, t: TFunction): string {
  if (isBookResultReason(answer.reason)) {
    return reasonText(answer.reason, { loadId: answer.loadId, hold: answer.hold ?? undefined });
  }
  return answer.message.trim() || t('booking.buyLoadError');
}
