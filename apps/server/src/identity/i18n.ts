import { catalogues, flatten, type IdentityKey } from '@freight/locales/catalogues';
import type { Language } from '@freight/locales/languages';
import { translatorOf } from '../platform/i18n';

// The identity pages and mails read the shared catalogues' `identity` namespace (decision 025), in
// English and French (D1-1.09), through the server's translator.

export { isLanguage, languages, resolveLanguage, type Language } from '@freight/locales/languages';

export type MessageKey = IdentityKey;

/** The identity catalogue of each language, flat (`signIn.title`), as the pages' tests compare them. */
export const identityCatalogues = Object.fromEntries(
  Object.entries(catalogues).map(([language, { identity }]) => [
    language,
    Object.fromEntries(flatten(identity)) as Record<MessageKey, string>,
  ]),
) as Record<Language, Record<MessageKey, string>>;

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Fills `{{name}}` placeholders; a missing value leaves the placeholder visible rather than blank. */
export function translator(language: Language): Translate {
  const t = translatorOf(language, 'identity');
  return (key, values = {}) => t(key, values);
}
