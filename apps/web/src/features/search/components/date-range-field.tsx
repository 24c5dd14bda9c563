import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '@freight/domain/search/defaults';
import { datePart, toLocalOffsetDateTime } from '@freight/domain/zoned-dates';
import { useDatePickerA11y } from '../../../lib/date-picker-a11y';
import { useConfig } from '../../../lib/config-provider';
import { currentOffsetDateTime } from '../search-form-store';

type DateRangeFieldProps = {
  label: string;
  startTimeLabel: string;
  endTimeLabel: string;
  value: DateRange;
  onChange: (range: DateRange) => void;
  error?: string | undefined;
};

// Dates are shown as MMM D, YYYY (D1-5.07); French puts the day first.
const dateFormats: Record<string, string> = { en: 'MMM D, YYYY', fr: 'D MMM YYYY' };
const startOfDayTime = '00:00';
const endOfDayTime = '23:55';

/** HH:mm of a date-time as written. */
function timeOf(value: string | null): string | null {
  return value ? value.slice(11, 16) : null;
}

function dateOf(value: string | null): string | null {
  try {
    return value ? datePart(value) : null;
  } catch {
    return null;
  }
}

/** A picked day and time in the browser's zone, written with that moment's offset (D1-3.05). */
export function composeOffsetDateTime(date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const local = new Date(year, month - 1, day, hours, minutes);
  return toLocalOffsetDateTime(local);
}

/**
 * A range of days with a time on each end (time inputs in 5-minute steps). A new start day keeps its
 * time, or starts at midnight; a new end day keeps its time, or ends at the day's last slot.
 */
export function DateRangeField({
  label,
  startTimeLabel,
  endTimeLabel,
  value,
  onChange,
  error,
}: DateRangeFieldProps) {
  const { i18n } = useTranslation();
  const { timePickerStepMinutes } = useConfig().search;
  const [today] = useState(() => datePart(currentOffsetDateTime()));
  const language = i18n.language?.startsWith('fr') ? 'fr' : 'en';
  const picker = useDatePickerA11y();
  const startDate = dateOf(value.start);
  const endDate = dateOf(value.end);

  const handleDates = ([start, end]: [string | null, string | null]) => {
    onChange({
      start: start ? composeOffsetDateTime(start, timeOf(value.start) ?? startOfDayTime) : null,
      end: end ? composeOffsetDateTime(end, timeOf(value.end) ?? endOfDayTime) : null,
    });
  };

  const handleTime = (side: 'start' | 'end', date: string | null, time: string) => {
    if (!date || !/^\d{2}:\d{2}$/.test(time)) return;
    onChange({ ...value, [side]: composeOffsetDateTime(date, time) });
  };

  return (
    <Stack gap="xs">
      <DatePickerInput
        {...picker}
        type="range"
        label={label}
        value={[startDate, endDate]}
        onChange={handleDates}
        valueFormat={dateFormats[language]}
        locale={language}
        minDate={today}
        allowSingleDateInRange
        error={error}
      />
      <Group grow>
        <TimeInput
          label={startTimeLabel}
          value={timeOf(value.start) ?? ''}
          onChange={(event) => handleTime('start', startDate, event.currentTarget.value)}
          disabled={!startDate}
          step={timePickerStepMinutes * 60}
        />
        <TimeInput
          label={endTimeLabel}
          value={timeOf(value.end) ?? ''}
          onChange={(event) => handleTime('end', endDate, event.currentTarget.value)}
          disabled={!endDate}
          step={timePickerStepMinutes * 60}
        />
      </Group>
    </Stack>
  );
}
