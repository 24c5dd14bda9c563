import { Badge, Box, Flex, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCardPrice, formatRate, roundDistance } from '@freight/domain/load-format';
import { percentAgainstMedian } from '@freight/domain/profit/lane-rates';
import { loadProfitOf, type ProfitBadge } from '@freight/domain/profit/load-profit';
import { toCostProfile, useCostProfile } from '../../cost-profile/api/get-cost-profile';
import { useFormatLocale } from '../../../lib/format-locale';
import { useLaneRates } from '../api/get-lane-rates';
import { useMyLastPosition } from '../api/get-my-last-position';
import { laneOfLoad, loadForProfitOf, type ProfitLoad } from '../profit-load';

// What a load really pays, on its card (decision 058): total miles with the deadhead, all-in rate,
// estimated days, net profit and net per day with the carrier's cost profile, a badge against its
// target and floor, and the posted rate against the lane's 30-day median. The deadhead counts from the
// searched origin, else from the member's own last trip position (a driver, an owner-operator). Nothing for a member who
// may not see rates, nor before the profile is read.

const badgeColors: Record<ProfitBadge, string> = {
  aboveTarget: 'green.9',
  betweenFloorAndTarget: 'yellow.9',
  belowFloor: 'red.9',
};

export function LoadProfitFacts({ load }: { load: ProfitLoad }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const profile = useCostProfile();
  // Without a searched origin, the deadhead counts from the member's own last trip position, if recent.
  const fromSearch = load.originDeadHead !== null && load.originDeadHead !== undefined;
  const position = useMyLastPosition(Boolean(profile.data) && !fromSearch);
  const truck =
    !fromSearch && position.data ? { lat: position.data.latitude, lng: position.data.longitude } : null;
  const forProfit = loadForProfitOf(load, truck);
  const lane = profile.data && load.totalChargeCents !== null ? laneOfLoad(load) : null;
  const rates = useLaneRates(lane);
  // Until what the line shows has been read, its place is kept: the cards below it do not move down
  // when it comes (the results page's layout shift, decision 053).
  if (profile.isLoading || position.isLoading || rates.isLoading) {
    return (
      <Box
        component="span"
        display="block"
        mt={4}
        mih="1lh"
        fz="sm"
        aria-hidden
        data-testid="load-profit-pending"
      />
    );
  }
  if (!profile.data || !forProfit) return null;

  const profit = loadProfitOf(forProfit, toCostProfile(profile.data));
  const money = (cents: number) => formatCardPrice(cents, load.currency, locale);
  const days = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(profit.days);
  const median = rates.data?.last30Days?.medianCentsPerMile ?? null;
  const percent = percentAgainstMedian(load.totalChargeCents, load.totalDistance, median);

  return (
    <Flex component="span" gap="md" wrap="wrap" mt={4} align="center" data-testid="load-profit">
      <Text component="span" size="sm">
        {profit.deadheadMiles === null
          ? t('loadProfit.totalMilesNoDeadhead', { count: roundDistance(profit.totalMiles) })
          : t(truck ? 'loadProfit.totalMilesFromLastPosition' : 'loadProfit.totalMiles', {
              count: roundDistance(profit.totalMiles),
              deadhead: roundDistance(profit.deadheadMiles),
            })}
      </Text>
      {profit.allInCentsPerMile !== null && (
        <Text component="span" size="sm">
          {t('loadProfit.allIn', {
            rate: formatRate(Math.round(profit.allInCentsPerMile), load.currency, locale),
          })}
        </Text>
      )}
      <Text component="span" size="sm">
        {t('loadProfit.days', { days })}
      </Text>
      {profit.netProfitCents !== null && (
        <Text component="span" size="sm" fw={600}>
          {t('loadProfit.net', { amount: money(Math.round(profit.netProfitCents)) })}
        </Text>
      )}
      {profit.netCentsPerDay !== null && (
        <Text component="span" size="sm" fw={600}>
          {t('loadProfit.netPerDay', { amount: money(Math.round(profit.netCentsPerDay)) })}
        </Text>
      )}
      {profit.badge && (
        <Badge component="span" variant="light" color={badgeColors[profit.badge]}>
          {t(`loadProfit.badges.${profit.badge}`)}
        </Badge>
      )}
      {percent !== null && (
        <Text component="span" size="sm" c="dimmed" data-testid="lane-median">
          {percent === 0
            ? t('loadProfit.atLaneMedian')
            : t(percent > 0 ? 'loadProfit.aboveLaneMedian' : 'loadProfit.belowLaneMedian', {
                percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(Math.abs(percent) / 100),
              })}
        </Text>
      )}
    </Flex>
  );
}
