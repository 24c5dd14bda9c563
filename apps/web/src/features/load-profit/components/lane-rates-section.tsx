import { lazy, Suspense } from 'react';
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { laneFigureMinCarriers, laneFigureMinLoads, type LaneTrend } from '@freight/domain/profit/lane-rates';
import { useMaySeeProfit } from '../../cost-profile/api/get-cost-profile';
import { useFormatLocale } from '../../../lib/format-locale';
import { useLaneRates, type LaneRates } from '../api/get-lane-rates';
import { laneOfLoad, type ProfitLoad } from '../profit-load';

// A load's lane rate history in its details panel (decision 058): the platform's median and middle
// half over 30 and 90 days with the loads behind them, the trend, what the carrier itself was paid
// there, and a chart of the weekly medians (its own lazily loaded chunk).

const LaneRateChart = lazy(() => import('./lane-rate-chart'));

type Window = LaneRates['last30Days'];

export function LaneRatesSection({ load }: { load: ProfitLoad }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const maySeeProfit = useMaySeeProfit();
  const lane = maySeeProfit ? laneOfLoad(load) : null;
  const rates = useLaneRates(lane);
  if (!lane) return null;

  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: load.currency }).format(cents / 100);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const windowText = (window: Window) =>
    window
      ? t('laneRates.window', {
          median: money(window.medianCentsPerMile),
          low: money(window.lowerQuartileCentsPerMile),
          high: money(window.upperQuartileCentsPerMile),
          loads: count(window.loads),
        })
      : t('laneRates.notEnoughWindow', { loads: laneFigureMinLoads, carriers: laneFigureMinCarriers });

  const hasChart = rates.data?.weeks.some((week) => week.medianCentsPerMile !== null) ?? false;
  return (
    <Stack gap="xs" component="section" aria-labelledby="lane-rates-title" data-testid="lane-rates">
      <Title order={3} size="h5" id="lane-rates-title">
        {t('laneRates.title', {
          origin: lane.originState,
          destination: lane.destinationState,
          trailer: lane.trailerType,
        })}
      </Title>
      {rates.isPending && <Loader size="xs" aria-label={t('laneRates.loading')} />}
      {rates.isError && <Text size="sm">{t('laneRates.loadFailed')}</Text>}
      {rates.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Text size="sm">
              <strong>{t('laneRates.last30')}</strong> {windowText(rates.data.last30Days)}
            </Text>
            <Text size="sm">
              <strong>{t('laneRates.last90')}</strong> {windowText(rates.data.last90Days)}
            </Text>
          </SimpleGrid>
          {rates.data.trend && (
            <Text size="sm">{t(`laneRates.trends.${rates.data.trend as LaneTrend}`)}</Text>
          )}
          <Text size="sm">
            {rates.data.ownPay
              ? t('laneRates.ownPay', {
                  median: money(rates.data.ownPay.medianCentsPerMile),
                  loads: count(rates.data.ownPay.loads),
                })
              : t('laneRates.noOwnPay')}
          </Text>
          {hasChart && (
            <Suspense fallback={<Loader size="xs" aria-label={t('laneRates.loading')} />}>
              <LaneRateChart weeks={rates.data.weeks} currency={load.currency} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
