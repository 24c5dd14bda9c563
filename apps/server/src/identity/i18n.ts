import en from './locales/en.json';
import fr from './locales/fr.json';

// The identity pages' own catalogues (the web app has its own): English and French (D1-1.09).

export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export type MessageKey = keyof typeof en;

export const catalogues: Record<Language, Record<MessageKey, string>> = { en, fr };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than blank. */
export function translator(language: Language): Translate {
  const catalogue = catalogues[language];
  return (key, values = {}) =>
    catalogue[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
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

/** The page language: an explicit choice, then ui_locales, then the lang cookie, then Accept-Language. */
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
