import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { browserStorage, readStoredValue, writeStoredValue, type KeyValueStorage } from './browser-storage';
import { toFormatLocale } from './format-locale';

// Keys checked at compile time: `t('landing.getStarted')` compiles, a typo does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** Each language is named in its own language, so the names are not translated. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'Français' },
] as const;

export type Language = (typeof languages)[number]['code'];

export const languageStorageKey = 'freight.language';

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language.code === value);
}

/** The language chosen before, else the browser's first supported one, else English. */
export function getInitialLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

// English is the fallback, so it is always needed and ships in the main bundle; French is a separate
// chunk loaded when chosen.
const loadCatalogue: Record<Language, () => Promise<ResourceKey>> = {
  en: () => Promise.resolve(en),
  fr: () => import('../locales/fr.json').then((module) => module.default),
};

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No catalogue for language "${language}"`), false);
      return;
    }
    loadCatalogue[language]().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.title = i18next.t('app.name');
}

export async function initI18n(storage: KeyValueStorage | null = browserStorage): Promise<void> {
  if (i18next.isInitialized) return;
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: getInitialLanguage(readStoredValue(storage, languageStorageKey), navigator.languages),
      fallbackLng: 'en',
      supportedLngs: languages.map((language) => language.code),
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // No advertisement in the browser console.
      showSupportNotice: false,
    });
  // `{{count, number}}` in the catalogues formats with the same locale as the rest of the UI
  // (fr-CA, not i18next's plain `fr`, whose grouping space differs).
  i18next.services.formatter?.addCached('number', (language, options) => {
    const format = new Intl.NumberFormat(toFormatLocale(language), options as Intl.NumberFormatOptions);
    return (value: number) => format.format(value);
  });
}

/** Switches the language and remembers the choice for the next visit. */
export async function changeLanguage(
  language: Language,
  storage: KeyValueStorage | null = browserStorage,
): Promise<void> {
  writeStoredValue(storage, languageStorageKey, language);
  await i18next.changeLanguage(language);
}
