import { Checkbox, Fieldset, Group, Input } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  areAllWeekdays,
  setAllWeekdays,
  toggleWeekday,
  weekdays,
  type Weekday,
} from '@freight/domain/capacity/weekdays';

type WeekdayFieldProps = {
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string | undefined;
};

/** A Lane's days (D3-2.59, D3-9.06): All, checked when every day is, and the seven days. */
export function WeekdayField({ value, onChange, error }: WeekdayFieldProps) {
  const { t } = useTranslation('capacity');
  const errorId = useId();
  const isAll = areAllWeekdays(value);
  const described = error ? { 'aria-describedby': errorId } : {};
  return (
    <Fieldset legend={t('capacity.form.days')} variant="unstyled">
      <Group gap="md">
        <Checkbox
          label={t('capacity.form.allDays')}
          checked={isAll}
          indeterminate={!isAll && value.length > 0}
          onChange={(event) => onChange(setAllWeekdays(event.currentTarget.checked))}
          {...described}
        />
        {weekdays.map((day) => (
          <Checkbox
            key={day}
            label={t(`capacity.days.${day}`)}
            checked={value.includes(day)}
            onChange={(event) => onChange(toggleWeekday(value, day, event.currentTarget.checked))}
            error={Boolean(error)}
            {...described}
          />
        ))}
      </Group>
      {error && (
        <Input.Error id={errorId} mt={6}>
          {error}
        </Input.Error>
      )}
    </Fieldset>
  );
}
