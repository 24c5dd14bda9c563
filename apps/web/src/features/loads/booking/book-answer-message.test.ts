import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BookResultParams, BookResultReason } from '@freight/domain/book-result-reasons';
import enMessages from '@freight/locales/catalogues/en/messages.json';
import en from '@freight/locales/catalogues/en/web.json';
import frMessages from '@freight/locales/catalogues/fr/messages.json';
import fr from '@freight/locales/catalogues/fr/web.json';
import type { BuyLoadAnswer } from './api/buy-load';
import { bookAnswerMessage, type BookResultText } from './book-answer-message';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: ['web', 'messages'],
  defaultNS: 'web',
  resources: { en: { web: en, messages: enMessages }, fr: { web: fr, messages: frMessages } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** What useBookResultMessage gives a screen in a language. */
const reasonText =
  (language: 'en' | 'fr'): BookResultText =>
  (reason: BookResultReason, { loadId, hold }: BookResultParams) =>
    i18n.getFixedT(language, 'messages')(`bookResults.${reason}`, { loadId, hold: hold ?? '' });

const answer = (changes: Partial<BuyLoadAnswer>): BuyLoadAnswer => ({
  status: 'OK',
  reason: 'booked',
  message: 'Load L1 is booked.',
  loadId: 'L1',
  shipmentIds: ['S1'],
  hold: null,
  ...changes,
});

describe('the message of a book answer', () => {
  it('[D1-4.26] [D1-4.28] a known reason is written in the user language, with the load and the hold', () => {
    expect(bookAnswerMessage(answer({}), reasonText('en'), i18n.getFixedT('en'))).toBe('Load L1 is booked.');
    expect(bookAnswerMessage(answer({}), reasonText('fr'), i18n.getFixedT('fr'))).toBe(
      'Le chargement L1 est réservé.',
    );
    const onHold = answer({
      status: 'ON_HOLD',
      reason: 'complianceHold',
      message: 'On hold',
      hold: 'INSURANCE',
    });
    expect(bookAnswerMessage(onHold, reasonText('en'), i18n.getFixedT('en'))).toBe(
      'Your carrier is on a compliance hold (INSURANCE). Bookings resume once carrier support lifts it.',
    );
  });

  it('[D1-4.31] [D1-8.05] an unknown reason shows the server text, else the buy-load error', () => {
    const other = answer({ status: 'PENDING', reason: 'somethingNew', message: ' Try later. ' });
    expect(bookAnswerMessage(other, reasonText('en'), i18n.getFixedT('en'))).toBe('Try later.');
    expect(bookAnswerMessage({ ...other, message: '  ' }, reasonText('en'), i18n.getFixedT('en'))).toBe(
      'We could not book this load. Please try again.',
    );
    expect(bookAnswerMessage({ ...other, message: '' }, reasonText('fr'), i18n.getFixedT('fr'))).toBe(
      'Nous n’avons pas pu réserver ce chargement. Veuillez réessayer.',
    );
  });
});
