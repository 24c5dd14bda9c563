import type { IncomingHttpHeaders } from 'node:http';
import { resolveLanguage, translator, type Language } from './i18n';
import type { PageContext } from './pages/page-context';

/** Reads one cookie from a Cookie header (the pages need only `lang`). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The same address with `lang` set: the language link of each page. */
export function withLanguage(url: string, language: Language): string {
  const parsed = new URL(url, 'http://placeholder');
  parsed.searchParams.set('lang', language);
  return `${parsed.pathname}${parsed.search}`;
}

export type LanguageRequest = {
  headers: IncomingHttpHeaders;
  url: string;
  /** `lang` of the query string or of a posted form. */
  explicit?: string | undefined;
  uiLocales?: string | undefined;
};

export function pageLanguage(request: LanguageRequest): Language {
  return resolveLanguage({
    explicit: request.explicit,
    uiLocales: request.uiLocales,
    cookie: readCookie(request.headers.cookie, 'lang'),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** Everything a page template needs, for a page at `url` whose forms post under `base`. */
export function pageContext(language: Language, base: string, url: string): PageContext {
  return {
    language,
    t: translator(language),
    base,
    switchLanguageHref: withLanguage(url, language === 'en' ? 'fr' : 'en'),
  };
}

/** Remembers an explicit choice for the pages outside the interaction (a reset link opened later). */
export function languageCookie(language: Language): string {
  return `lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`;
}

/** The cookie that hands the sign-in page's language to the web app (decision 051). */
export const signInLanguageCookieName = 'signInLanguage';

/**
 * The language of the page a member signed in on, for the web app under /carrier/ to adopt once
 * (it reads the cookie and removes it): a choice made on the sign-in page becomes the app's language.
 * Readable by the app's script, hence not HttpOnly; it holds nothing but `en` or `fr` and lives 5
 * minutes, long enough for the redirects back to the app.
 */
export function signInLanguageCookie(language: Language, isSecure: boolean): string {
  const secure = isSecure ? '; Secure' : '';
  return `${signInLanguageCookieName}=${language}; Path=/carrier/; Max-Age=300; SameSite=Lax${secure}`;
}
