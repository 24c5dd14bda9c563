import { ActionIcon, Group, Input, Slider, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { canDecreaseRadius, canIncreaseRadius, stepRadius } from '@freight/domain/search/radius';
import { useConfig } from '../../../lib/config-provider';

type RadiusSliderProps = {
  label: string;
  value: number;
  onChange: (miles: number) => void;
  disabled: boolean;
  error?: string | undefined;
};

/**
 * The radius around a chosen city (D1-4.02, D1-5.08): a slider from 25 to 250 miles in steps of 25,
 * with minus and plus buttons that stop at the bounds.
 */
export function RadiusSlider({ label, value, onChange, disabled, error }: RadiusSliderProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { radiusMinMiles, radiusMaxMiles, radiusStepMiles } = config.search;
  const labelId = useId();
  const errorId = useId();
  const miles = t('searchForm.miles', { miles: value });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Group gap="xs" wrap="nowrap" mt={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('searchForm.decrease', { name: label })}
          disabled={disabled || !canDecreaseRadius(value, config)}
          onClick={() => onChange(stepRadius(value, -1, config))}
        >
          <span aria-hidden>−</span>
        </ActionIcon>
        <Slider
          flex={1}
          min={radiusMinMiles}
          max={radiusMaxMiles}
          step={radiusStepMiles}
          value={value}
          onChange={onChange}
          disabled={disabled}
          label={(miles) => t('searchForm.miles', { miles })}
          thumbProps={{
            'aria-labelledby': labelId,
            'aria-valuetext': miles,
            ...(error ? { 'aria-describedby': errorId } : {}),
          }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('searchForm.increase', { name: label })}
          disabled={disabled || !canIncreaseRadius(value, config)}
          onClick={() => onChange(stepRadius(value, 1, config))}
        >
          <span aria-hidden>+</span>
        </ActionIcon>
        <Text miw="4.5em" ta="right" c={disabled ? 'dimmed' : undefined} aria-hidden>
          {miles}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
