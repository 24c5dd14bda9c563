import { useTranslation } from 'react-i18next';

// The one way the UI language becomes a formatting locale for `Intl` (numbers, amounts, distances,
// weights, dates): English as in the US, French as in Canada. The catalogues' `{{count, number}}` goes
// through it too (i18n.ts), so a card never mixes two French groupings.

export type FormatLocale = 'en-US' | 'fr-CA';

export function toFormatLocale(language: string | null | undefined): FormatLocale {
  return language?.toLowerCase().startsWith('fr') ? 'fr-CA' : 'en-US';
}

/** The formatting locale of the current language; re-renders when the language changes. */
export function useFormatLocale(): FormatLocale {
  const { i18n } = useTranslation();
  return toFormatLocale(i18n.resolvedLanguage ?? i18n.language);
}
