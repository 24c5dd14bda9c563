import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@freight/locales/catalogues/en/web.json';
import type enMessages from '@freight/locales/catalogues/en/messages.json';
import { browserStorage, readStoredValue, writeStoredValue, type KeyValueStorage } from './browser-storage';
import { toFormatLocale } from './format-locale';

// Keys checked at compile time: `t('landing.getStarted')` compiles, a typo does not. The catalogues
// are @freight/locales' (decision 025): the app's screens (`web`, the default) and the texts it shares
// with the server (`messages`: search rules, booking and tender results, charge names).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof en; messages: typeof enMessages };
  }
}

export const namespaces = ['web', 'messages'] as const;
export type Namespace = (typeof namespaces)[number];

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

// English screens are the fallback, so they are always needed and ship in the main bundle; French is a
// separate chunk loaded when chosen. The shared messages are a chunk per language, fetched after
// start-up (initI18n), so the main bundle does not carry them.
const loadCatalogue: Record<Language, Record<Namespace, () => Promise<ResourceKey>>> = {
  en: {
    web: () => Promise.resolve(en),
    messages: () => import('@freight/locales/catalogues/en/messages.json').then((module) => module.default),
  },
  fr: {
    web: () => import('@freight/locales/catalogues/fr/web.json').then((module) => module.default),
    messages: () => import('@freight/locales/catalogues/fr/messages.json').then((module) => module.default),
  },
};

const isNamespace = (value: string): value is Namespace => (namespaces as readonly string[]).includes(value);

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(new Error(`No catalogue "${namespace}" for language "${language}"`), false);
      return;
    }
    loadCatalogue[language][namespace]().then(
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
      ns: ['web'],
      defaultNS: 'web',
      resources: { en: { web: en } },
      partialBundledLanguages: true,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      // No advertisement in the browser console.
      showSupportNotice: false,
    });
  // Most screens show a shared message (a search rule, a charge, a result): fetch them now, off the
  // first render's path, so that a screen rarely waits for them (it suspends if it does).
  void i18next.loadNamespaces('messages');
  // `{{count, number}}` in the catalogues formats with the same locale as the rest of the UI
  // (fr-CA, not i18next's plain `fr`, whose grouping space differs).
  i18next.services.formatter?.addCached('number', (language, options) => {
    const format = new Intl.NumberFormat(toFormatLocale(language), options as Intl.NumberFormatOptions);
    return (value: number) => format.format(value);
  });
}

/** The language the user reads now (what the API is told in Accept-Language). */
export function getCurrentLanguage(): string | undefined {
  return i18next.resolvedLanguage;
}

/** Switches the language and remembers the choice for the next visit. */
export async function changeLanguage(
  language: Language,
  storage: KeyValueStorage | null = browserStorage,
): Promise<void> {
  writeStoredValue(storage, languageStorageKey, language);
  await i18next.changeLanguage(language);
}
