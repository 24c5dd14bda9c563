import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useDatePickerA11y } from '../../../lib/date-picker-a11y';

type AvailabilityFieldProps = {
  from: string | null;
  to: string | null;
  /** The first day a Truck may start: today at its origin (D3-5.18). */
  minDate: string;
  onChange: (dates: { pickUpFromDate: string | null; pickUpToDate: string | null }) => void;
  error?: string | undefined;
};

// Dates read as the search form shows them (D1-5.07): MMM D, YYYY, the day first in French.
const dateFormats: Record<string, string> = { en: 'MMM D, YYYY', fr: 'D MMM YYYY' };

/**
 * A Truck's from-date and to-date pickers (D3-2.58): days only, from today at the origin; the to-date
 * picker starts at the from-date. The rule that the to-date is not before the from-date is the form's
 * (D3-5.18), so a date typed past it still says so.
 */
export function AvailabilityField({ from, to, minDate, onChange, error }: AvailabilityFieldProps) {
  const { t, i18n } = useTranslation('capacity');
  const language = i18n.language?.startsWith('fr') ? 'fr' : 'en';
  const fromPicker = useDatePickerA11y();
  const toPicker = useDatePickerA11y();
  return (
    <Group grow align="flex-start">
      <DatePickerInput
        {...fromPicker}
        label={t('capacity.form.fromDate')}
        value={from}
        onChange={(pickUpFromDate) => onChange({ pickUpFromDate, pickUpToDate: to })}
        valueFormat={dateFormats[language]}
        locale={language}
        minDate={minDate}
        error={error}
      />
      <DatePickerInput
        {...toPicker}
        label={t('capacity.form.toDate')}
        value={to}
        onChange={(pickUpToDate) => onChange({ pickUpFromDate: from, pickUpToDate })}
        valueFormat={dateFormats[language]}
        locale={language}
        minDate={from && from > minDate ? from : minDate}
        error={Boolean(error)}
      />
    </Group>
  );
}
