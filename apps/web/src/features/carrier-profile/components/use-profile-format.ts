import { shownOrAbsent } from '@freight/domain/carrier-profile/absent-field';
import { useTranslation } from 'react-i18next';
import { useFormatLocale } from '../../../lib/format-locale';

// How the carrier profile's values read (D3-2.47): text as sent, "-" when absent; days and amounts
// through Intl in the user's language; flags as Yes or No.

export function useProfileFormat() {
  const { t } = useTranslation('carrierProfile');
  const locale = useFormatLocale();
  return {
    text: shownOrAbsent,
    /** A calendar day (YYYY-MM-DD) as the user's language writes it, the same day everywhere. */
    day: (value: string | null | undefined) =>
      value
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${value}T00:00:00Z`),
          )
        : shownOrAbsent(value),
    /** A decimal amount in US dollars, as the API answers it. */
    dollars: (value: string | null | undefined) =>
      value
        ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(Number(value))
        : shownOrAbsent(value),
    flag: (value: boolean) => (value ? t('carrierProfile.yes') : t('carrierProfile.no')),
    list: (items: string[]) =>
      items.length > 0
        ? new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
        : shownOrAbsent(null),
  };
}
