import type { Language, Translate } from '../i18n';

/** What every page template needs: its language, the translator and where its forms post. */
export type PageContext = {
  language: Language;
  t: Translate;
  /** The interaction's address (`/identity/interaction/<uid>`), or the page's own for pages outside one. */
  base: string;
  switchLanguageHref: string;
};
