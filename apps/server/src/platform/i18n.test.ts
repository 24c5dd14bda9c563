import { describe, expect, it } from 'vitest';
import { message, requestLanguage, translate, translateAnswer } from './i18n';

describe('server translation', () => {
  it('[D1-1.09] chooses the language of Accept-Language, English without one or for another language', () => {
    expect(requestLanguage({ headers: { 'accept-language': 'fr-CA' } })).toBe('fr');
    expect(requestLanguage({ headers: { 'accept-language': 'de-DE,fr;q=0.8,en;q=0.5' } })).toBe('fr');
    expect(requestLanguage({ headers: { 'accept-language': 'de-DE' } })).toBe('en');
    expect(requestLanguage({ headers: {} })).toBe('en');
  });

  it('[D1-8.05] fills in the load and the hold of a book result', () => {
    expect(translate('en', message('messages:bookResults.alreadyBooked', { loadId: 'L-1' }))).toBe(
      'Load L-1 has already been booked.',
    );
    const hold = message('messages:bookResults.complianceHold', { loadId: 'L-1', hold: 'assurance expirée' });
    expect(translate('fr', hold)).toContain('(assurance expirée)');
  });

  it('leaves a placeholder without its value visible rather than blank', () => {
    expect(translate('en', message('booking.alreadySettled', { status: 'CONFIRMED' }))).toBe(
      'This booking is already CONFIRMED and can no longer be {{decision}}.',
    );
  });

  it('answers a configured text of the language, else of the other one, else the catalogue', () => {
    const required = message('tenders.carrierProRequired');
    expect(translate('fr', { ...required, configured: { en: 'PRO, please', fr: 'Le PRO, svp' } })).toBe(
      'Le PRO, svp',
    );
    expect(translate('fr', { ...required, configured: { en: 'PRO, please' } })).toBe('PRO, please');
    expect(translate('fr', { ...required, configured: null })).toBe(
      'Veuillez indiquer le PRO du transporteur',
    );
  });

  it('translates the message of an answer and keeps the rest', () => {
    const answer = { id: 'w-1', error: false, message: message('watched.added') };
    expect(translateAnswer('fr', answer)).toEqual({
      id: 'w-1',
      error: false,
      message: 'Chargement suivi ajouté',
    });
    expect(translateAnswer('en', { id: null, message: null })).toEqual({ id: null, message: null });
  });
});
