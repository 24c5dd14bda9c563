import type { ReactNode } from 'react';
import { Flex } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWeight, roundDistance, stopOffs } from '@freight/domain/load-format';
import { useFormatLocale } from '../../../lib/format-locale';
import { useTrailerTypeLabel } from '../../../lib/trailer-type-label';
import type { LoadCardPosting } from '../api/load-posting';
import { LoadCardFact } from './load-card-fact';
import { LoadCardFlags } from './load-card-flags';

// The row of figures under a card's route that a carrier compares loads by (D1-9.07, D2-2.27): the
// trailer, the miles, the weight, the stop-offs and the special handling; each card adds its own
// facts around them.

type LoadCardFactsProps = {
  load: Pick<
    LoadCardPosting,
    | 'transportMode'
    | 'totalDistance'
    | 'totalWeight'
    | 'weightUOM'
    | 'numberOfStops'
    | 'isHazardous'
    | 'isHighValue'
    | 'isTemperatureControlled'
  >;
  /** Facts before the trailer (the pick-up date). */
  leading?: ReactNode;
  /** Facts after the stop-offs, before the flags (the deadheads, the driver). */
  children?: ReactNode;
};

export function LoadCardFacts({ load, leading, children }: LoadCardFactsProps) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const trailerLabel = useTrailerTypeLabel();
  const stopOffCount = stopOffs(load.numberOfStops);
  return (
    <Flex component="span" gap="md" wrap="wrap" mt="xs" align="center">
      {leading}
      <LoadCardFact>{trailerLabel(load.transportMode)}</LoadCardFact>
      <LoadCardFact>{t('loadCard.miles', { count: roundDistance(load.totalDistance) })}</LoadCardFact>
      <LoadCardFact>
        {t('loadCard.weight', { weight: formatWeight(load.totalWeight, locale), unit: load.weightUOM })}
      </LoadCardFact>
      {stopOffCount > 0 && <LoadCardFact>{t('loadCard.stopOffs', { count: stopOffCount })}</LoadCardFact>}
      {children}
      <LoadCardFlags
        isHazardous={load.isHazardous}
        isHighValue={load.isHighValue}
        isTemperatureControlled={load.isTemperatureControlled}
      />
    </Flex>
  );
}
