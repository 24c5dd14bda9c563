import type { TFunction } from 'i18next';
import { formatBookResultMessage, isBookResultReason } from '@freight/domain/booking-messages';
import type { Language } from '../../../lib/i18n';
import type { BuyLoadAnswer } from './api/buy-load';

/**
 * The message of a book answer (D1-4.26 to D1-4.31): its reason in the user's language (the hold as the
 * server names it); else the server's text; else the buy-load error (D1-8.05).
 */
export function bookAnswerMessage(answer: BuyLoadAnswer, language: Language, t: TFunction): string {
  if (isBookResultReason(answer.reason)) {
    return formatBookResultMessage(language, answer.reason, {
      loadId: answer.loadId,
      hold: answer.hold ?? undefined,
    });
  }
  return answer.message.trim() || t('booking.buyLoadError');
}
