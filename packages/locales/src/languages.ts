// The languages of every catalogue (D1-1.09), and how a request chooses one. The identity pages, the
// API and its mails resolve the language the same way; the web app has its own choice (stored, then
// the browser's) and tells the API through Accept-Language.

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

const firstSupported = (tags: string[]): Language | undefined =>
  tags.map((tag) => tag.trim().toLowerCase().split('-')[0]).find(isLanguage);

export type LanguageSources = {
  /** A choice made on the page itself (language link or a form's hidden field): it wins. */
  explicit?: string | undefined;
  /** The authorize request's ui_locales, space-separated by preference. */
  uiLocales?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
};

/**
 * An explicit choice, then ui_locales, then the lang cookie, then Accept-Language (by quality);
 * English when none names a supported language.
 */
export function resolveLanguage(sources: LanguageSources): Language {
  if (isLanguage(sources.explicit)) return sources.explicit;
  const fromUiLocales = firstSupported((sources.uiLocales ?? '').split(' '));
  if (fromUiLocales) return fromUiLocales;
  if (isLanguage(sources.cookie)) return sources.cookie;
  const accepted = (sources.acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
      return { tag, quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map((entry) => entry.tag);
  return firstSupported(accepted) ?? 'en';
}
