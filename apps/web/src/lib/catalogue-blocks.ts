/**
 * The blocks of the web catalogue that load with their screens rather than at start-up (decision 063):
 * each is a top-level key of `web.json` and an i18next namespace of the same name holding that key, so
 * `useTranslation('users')` then `t('users.title')` reads it, and the component suspends until the
 * block has arrived. A block belongs here when only pages of lazily loaded routes use it; the shell and
 * the search results page read theirs from the core (`web`), which ships with the app.
 */
export const lazyCatalogueBlocks = [
  'users',
  'trip',
  'tracking',
  'capacity',
  'costProfile',
  'preferences',
  'carrierProfile',
  'feedback',
  'support',
  'push',
  'registration',
] as const;

export type LazyCatalogueBlock = (typeof lazyCatalogueBlocks)[number];

export const catalogueLanguages = ['en', 'fr'] as const;
