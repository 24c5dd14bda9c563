import type { BookResultParams, BookResultReason } from '@freight/domain/book-result-reasons';
import enMessages from '@freight/locales/catalogues/en/messages.json';
import frMessages from '@freight/locales/catalogues/fr/messages.json';

// The shared catalogue's texts (`messages` namespace) as the screens show them, for assertions.

const messages = { en: enMessages, fr: frMessages };

export const searchRuleMessages = { en: enMessages.searchRules, fr: frMessages.searchRules };

/** A book result's text with the load and the hold filled in. */
export function formatBookResultMessage(
  language: 'en' | 'fr',
  reason: BookResultReason,
  { loadId, hold = '' }: BookResultParams,
): string {
  return messages[language].bookResults[reason].replace('{{loadId}}', loadId).replace('{{hold}}', hold);
}
