import { describe, expect, it } from 'vitest';
import { readSignInLanguage } from './sign-in-language';

describe('the language handed back by the sign-in pages', () => {
  it('is read from the cookies, among others', () => {
    expect(readSignInLanguage('lang=en; signInLanguage=fr; other=1')).toBe('fr');
    expect(readSignInLanguage('signInLanguage=en')).toBe('en');
  });

  it('is none without the cookie, or with a value that is not a language of the app', () => {
    expect(readSignInLanguage('')).toBeNull();
    expect(readSignInLanguage('lang=fr')).toBeNull();
    expect(readSignInLanguage('signInLanguage=de')).toBeNull();
    expect(readSignInLanguage('signInLanguage=')).toBeNull();
  });
});
