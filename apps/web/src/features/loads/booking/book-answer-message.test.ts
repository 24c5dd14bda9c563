import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import type { BuyLoadAnswer } from './api/buy-load';
import { bookAnswerMessage } from './book-answer-message';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, fr: { translation: fr } },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

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
    expect(bookAnswerMessage(answer({}), 'en', i18n.t)).toBe('Load L1 is booked.');
    expect(bookAnswerMessage(answer({}), 'fr', i18n.getFixedT('fr'))).toBe('Le chargement L1 est réservé.');
    const onHold = answer({
      status: 'ON_HOLD',
      reason: 'complianceHold',
      message: 'On hold',
      hold: 'INSURANCE',
    });
    expect(bookAnswerMessage(onHold, 'en', i18n.t)).toBe(
      'Your carrier is on a compliance hold (INSURANCE). Bookings resume once carrier support lifts it.',
    );
  });

  it('[D1-4.31] [D1-8.05] an unknown reason shows the server text, else the buy-load error', () => {
    const other = answer({ status: 'PENDING', reason: 'somethingNew', message: ' Try later. ' });
    expect(bookAnswerMessage(other, 'en', i18n.t)).toBe('Try later.');
    expect(bookAnswerMessage({ ...other, message: '  ' }, 'en', i18n.t)).toBe(
      'We could not book this load. Please try again.',
    );
    expect(bookAnswerMessage({ ...other, message: '' }, 'fr', i18n.getFixedT('fr'))).toBe(
      'Nous n’avons pas pu réserver ce chargement. Veuillez réessayer.',
    );
  });
});
