import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadCardPosting } from '../api/load-posting';
import classes from './load-card-flags.module.css';

// The load's special handling as small icons (D1-3.01 isHazardous, isHighValue,
// isTemperatureControlled). Each icon is an image named by its text, so it is read out, and a tooltip
// shows the same text to sighted users (hidden from assistive technology, which has the name).

function FlagIcon({ label, color, children }: { label: string; color: string; children: ReactNode }) {
  return (
    <span className={classes.flag}>
      <svg
        role="img"
        aria-label={label}
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable={false}
      >
        {children}
      </svg>
      <span className={classes.tip} aria-hidden="true">
        {label}
      </span>
    </span>
  );
}

type LoadCardFlagsProps = Pick<LoadCardPosting, 'isHazardous' | 'isHighValue' | 'isTemperatureControlled'>;

export function LoadCardFlags({ isHazardous, isHighValue, isTemperatureControlled }: LoadCardFlagsProps) {
  const { t } = useTranslation();
  if (!isHazardous && !isHighValue && !isTemperatureControlled) return null;
  return (
    <Group gap={6} component="span">
      {isHazardous && (
        <FlagIcon label={t('loadCard.hazardous')} color="var(--mantine-color-red-8)">
          <path d="M12 3 2 20h20L12 3z" />
          <path d="M12 10v4M12 17h.01" />
        </FlagIcon>
      )}
      {isHighValue && (
        <FlagIcon label={t('loadCard.highValue')} color="var(--mantine-color-green-8)">
          <path d="M6 3h12l4 6-10 12L2 9l4-6z" />
          <path d="M2 9h20" />
        </FlagIcon>
      )}
      {isTemperatureControlled && (
        <FlagIcon label={t('loadCard.temperatureControlled')} color="var(--mantine-color-blue-8)">
          <path d="M14 14.76V3.5a2.5 2.5 0 0 0-5 0v11.26a4.5 4.5 0 1 0 5 0z" />
        </FlagIcon>
      )}
    </Group>
  );
}
