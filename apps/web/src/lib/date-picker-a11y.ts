import { useId } from 'react';
import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export type DatePickerA11y = {
  id: string;
  ariaLabels: CalendarAriaLabels;
  popoverProps: { id: string };
};

/**
 * What a Mantine date picker needs to be named, spread onto it (one call per picker):
 * - the previous and next controls of its calendar (month, year, decade) in the current language,
 *   which Mantine draws as bare icons; the level control keeps its visible text (the month shown);
 * - one id for the field and its calendar's popover, so that the calendar dialog is labelled by the
 *   field (Mantine labels it by the popover's own id, which the field's id otherwise replaces).
 */
export function useDatePickerA11y(): DatePickerA11y {
  const { t } = useTranslation();
  const id = useId();
  return {
    id,
    popoverProps: { id },
    ariaLabels: {
      previousMonth: t('calendar.previousMonth'),
      nextMonth: t('calendar.nextMonth'),
      previousYear: t('calendar.previousYear'),
      nextYear: t('calendar.nextYear'),
      previousDecade: t('calendar.previousDecade'),
      nextDecade: t('calendar.nextDecade'),
    },
  };
}
