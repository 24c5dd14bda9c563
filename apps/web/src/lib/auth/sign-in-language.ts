import { changeLanguage, getCurrentLanguage, isLanguage, type Language } from '../i18n';

// The embedded identity provider hands the language of the page the user signed in on back to the
// app, in a short-lived cookie under the app's path (decision 051): a language chosen on the sign-in
// pages is the app's language after sign-in. The app reads it once, right after the sign-in.

const cookieName = 'signInLanguage';

/** The handed-back language in a Cookie text; null without one, or with a value that is no language. */
export function readSignInLanguage(cookies: string): Language | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookieName) {
      const language = value.join('=');
      return isLanguage(language) ? language : null;
    }
  }
  return null;
}

/** Adopts the sign-in page's language, and remembers it as the user's choice; the cookie goes at once. */
export async function adoptSignInLanguage(): Promise<void> {
  if (!document.cookie.includes(`${cookieName}=`)) return;
  const language = readSignInLanguage(document.cookie);
  document.cookie = `${cookieName}=; Path=${import.meta.env.BASE_URL}; Max-Age=0; SameSite=Lax`;
  if (language && language !== getCurrentLanguage()) await changeLanguage(language);
}
