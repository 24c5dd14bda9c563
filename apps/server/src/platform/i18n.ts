import i18next from 'i18next';
import type { FastifyRequest } from 'fastify';
import type { TextOverride } from '@freight/domain/config';
import {
  catalogues,
  namespaces,
  type ErrorsKey,
  type MessagesKey,
  type Namespace,
} from '@freight/locales/catalogues';
import { languages, resolveLanguage, type Language } from '@freight/locales/languages';

// The server translates with i18next, as the web app does, over the same catalogues
// (@freight/locales, decision 025): the same `{{name}}` interpolation, plurals and fallback to
// English. Everything is in memory, so the instance is ready when this module is loaded.

const instance = i18next.createInstance();
void instance.init({
  resources: catalogues,
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: languages,
  ns: namespaces,
  defaultNS: 'errors',
  // Pages escape what they interpolate (identity/pages/html.ts); JSON answers and mails need no escaping.
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

export type MessageValues = Record<string, string | number>;

/** A key of the errors namespace, or of the shared messages as `messages:...`. */
export type MessageKey = ErrorsKey | `messages:${MessagesKey}`;

/**
 * A text the API answers, as a catalogue key and its values: use cases stay free of any language and
 * the answer is translated for its caller. `configured` is a text the configuration sets instead
 * (by language), which wins over the catalogue where it has the caller's language.
 */
export type Message = {
  key: MessageKey;
  values?: MessageValues;
  configured?: TextOverride | undefined;
};

export const message = (key: MessageKey, values?: MessageValues): Message =>
  values ? { key, values } : { key };

/** A configured text in a language, falling back to the other one, as the web app reads them. */
function configuredText(configured: TextOverride | undefined, language: Language): string | undefined {
  const text = language === 'fr' ? (configured?.fr ?? configured?.en) : (configured?.en ?? configured?.fr);
  return text?.trim() ? text : undefined;
}

export function translate(language: Language, { key, values, configured }: Message): string {
  return configuredText(configured, language) ?? instance.t(key, { lng: language, ...values });
}

/** The fixed translate function of one namespace, for texts that are not API messages (identity pages, mails). */
export function translatorOf(language: Language, namespace: Namespace) {
  return instance.getFixedT(language, namespace);
}

/** The caller's language: Accept-Language, as the identity pages read it; English by default. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return resolveLanguage({ acceptLanguage: request.headers['accept-language'] });
}

/** An answer with its message fields translated: what a use case returns as it reaches the caller. */
export type Translated<T> = {
  [K in keyof T]: T[K] extends Message ? string : T[K] extends Message | null ? string | null : T[K];
};

/** Translates the message of an answer (a result type with a `message`), leaving the rest as it is. */
export function translateAnswer<T extends { message: Message | null }>(
  language: Language,
  answer: T,
): Translated<T> {
  return {
    ...answer,
    message: answer.message === null ? null : translate(language, answer.message),
  } as Translated<T>;
}
