import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '@freight/locales/catalogues/en/web.json';
import type enMessages from '@freight/locales/catalogues/en/messages.json';
import { englishCore, loaders as webLoaders } from 'virtual:web-catalogue';
import { browserStorage, readStoredValue, writeStoredValue, type KeyValueStorage } from './browser-storage';
import { lazyCatalogueBlocks, type LazyCatalogueBlock } from './catalogue-blocks';
import { toFormatLocale } from './format-locale';

type WebCatalogue = typeof en;

// Keys checked at compile time: `t('landing.getStarted')` compiles, a typo does not. The catalogues
// are @freight/locales' (decision 025): the app's screens (`web`, the default, without the blocks that
// load with their screens, decision 063), those blocks (`useTranslation('users')`), and the texts it
// shares with the server (`messages`: search rules, booking and tender results, charge names).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: Omit<WebCatalogue, LazyCatalogueBlock>; messages: typeof enMessages } & {
      [Block in LazyCatalogueBlock]: Pick<WebCatalogue, Block>;
    };
  }
}

export const namespaces = ['web', 'messages', ...lazyCatalogueBlocks] as const;
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

// English screens are the fallback, so their core ships in the main bundle; French is a separate chunk
// loaded when chosen. The blocks of lazily loaded screens (decision 063) are a chunk per language and
// block, loaded when a screen first asks for them. The shared messages are a chunk per language,
// fetched after start-up (initI18n), so the main bundle does not carry them.
const loadMessages: Record<Language, () => Promise<ResourceKey>> = {
  en: () => import('@freight/locales/catalogues/en/messages.json').then((module) => module.default),
  fr: () => import('@freight/locales/catalogues/fr/messages.json').then((module) => module.default),
};

function loadCatalogue(language: Language, namespace: Namespace): Promise<ResourceKey> {
  if (namespace === 'messages') return loadMessages[language]();
  const load = webLoaders[language]?.[namespace];
  return load ? load() : Promise.reject(new Error(`No catalogue "${namespace}" for "${language}"`));
}

const isNamespace = (value: string): value is Namespace => (namespaces as readonly string[]).includes(value);

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isNamespace(namespace)) {
      callback(new Error(`No catalogue "${namespace}" for language "${language}"`), false);
      return;
    }
    loadCatalogue(language, namespace).then(
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
      resources: { en: { web: englishCore } },
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

/**
 * A lazily loaded page's loader that also fetches the catalogue blocks its screens read (decision 063),
 * side by side with its chunk, so the page does not wait for one and then the other.
 */
export function withCatalogueBlocks<T>(
  blocks: readonly LazyCatalogueBlock[],
  load: () => Promise<T>,
): () => Promise<T> {
  return () => Promise.all([load(), i18next.loadNamespaces([...blocks])]).then(([module]) => module);
}
