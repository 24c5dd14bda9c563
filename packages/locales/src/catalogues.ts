import enErrors from '../catalogues/en/errors.json';
import enIdentity from '../catalogues/en/identity.json';
import enMessages from '../catalogues/en/messages.json';
import enWeb from '../catalogues/en/web.json';
import frErrors from '../catalogues/fr/errors.json';
import frIdentity from '../catalogues/fr/identity.json';
import frMessages from '../catalogues/fr/messages.json';
import frWeb from '../catalogues/fr/web.json';
import type { Language } from './languages';

// Every catalogue, by language and namespace (decision 025):
// - web: the web app's screens;
// - messages: texts both the server and the web app show (search rules, booking and tender results,
//   charge names), keyed by the domain's codes;
// - errors: what the API answers in its errors and answers (the web shows them as answered);
// - identity: the identity provider's pages and mails.
// The server imports this module; the web app imports only the files of the namespaces it shows.

export const namespaces = ['web', 'messages', 'errors', 'identity'] as const;
export type Namespace = (typeof namespaces)[number];

export const catalogues = {
  en: { web: enWeb, messages: enMessages, errors: enErrors, identity: enIdentity },
  fr: { web: frWeb, messages: frMessages, errors: frErrors, identity: frIdentity },
} satisfies Record<Language, Record<Namespace, unknown>>;

/** The dotted keys of a nested catalogue: `{ a: { b: 'x' } }` gives 'a.b'. */
export type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];

export type MessagesKey = KeyOf<typeof enMessages>;
export type ErrorsKey = KeyOf<typeof enErrors>;
export type IdentityKey = KeyOf<typeof enIdentity>;

/** `{ a: { b: 'x' } }` becomes `[['a.b', 'x']]`; leaves of any type are kept so that checks can see them. */
export function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}
