import { memo, useId, type ReactNode } from 'react';
import { Box, Flex, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatCardPrice,
  formatRate,
  formatWeight,
  ratePerMileCents,
  roundDistance,
  stopOffs,
} from '@freight/domain/load-format';
import { parseMoneyToCents } from '@freight/domain/money';
import { sortStops, type LoadCardPosting, type LoadCardStop } from './api/load-posting-fields';
import { AppointmentWindow, formatStopDate, toDateLocale } from './load-card-dates';
import { LoadCardDetails } from './load-card-details';
import { LoadCardFlags } from './load-card-flags';
import { WatchToggle } from './watch-toggle';

// One load of a result list (D1-9.07): where and when it picks up and delivers, what it pays, and the
// figures a carrier compares loads by. The whole summary is one button that opens the details below
// it; the watch toggle sits beside it (a button cannot hold another), and a list may add a part under
// the card (similar loads under a recommended one).

/** The total charge in cents, or null when the load has no rate (Contact to Book). */
export function totalChargeCents(rate: LoadCardPosting['rate']): number | null {
  if (!rate?.totalCharge) return null;
  return parseMoneyToCents(rate.totalCharge) ?? null;
}

function StopSummary({ stop }: { stop: LoadCardStop }) {
  const { t } = useTranslation();
  return (
    <Flex component="span" direction="column">
      <Text component="span" fw={700}>
        {t('loadCard.place', { city: stop.city, state: stop.state })}
      </Text>
      <Text component="span" size="sm" c="dimmed">
        <AppointmentWindow from={stop.appointmentFrom} to={stop.appointmentTo} />
      </Text>
    </Flex>
  );
}

function Fact({ children }: { children: ReactNode }) {
  return (
    <Text component="span" size="sm">
      {children}
    </Text>
  );
}

type LoadCardProps = {
  posting: LoadCardPosting;
  isExpanded: boolean;
  onToggle: (loadId: string) => void;
  /** What the list shows under this card; a function defined once, so that the memo holds. */
  renderExtra?: (posting: LoadCardPosting) => ReactNode;
};

// Memoised: Show More and opening a card re-render the list, and only the cards that changed need to.
export const LoadCard = memo(function LoadCard({
  posting,
  isExpanded,
  onToggle,
  renderExtra,
}: LoadCardProps) {
  const { t, i18n } = useTranslation();
  const detailsId = useId();
  const stops = sortStops(posting.stops);
  const origin = stops[0];
  const destination = stops.length > 1 ? stops[stops.length - 1] : undefined;
  const currency = posting.rate?.currency ?? 'USD';
  const totalCents = totalChargeCents(posting.rate);
  const perMileCents = ratePerMileCents(totalCents, posting.totalDistance);
  const stopOffCount = stopOffs(posting.numberOfStops);
  const deadheads = [
    posting.originDeadHead != null &&
      t('loadCard.originDeadhead', { miles: roundDistance(posting.originDeadHead) }),
    posting.destinationDeadHead != null &&
      t('loadCard.destinationDeadhead', { miles: roundDistance(posting.destinationDeadHead) }),
  ].filter((text): text is string => typeof text === 'string');

  return (
    <Paper component="li" withBorder radius="md" data-load-id={posting.loadId} data-expanded={isExpanded}>
      <Flex align="flex-start">
        <UnstyledButton
          display="block"
          flex={1}
          miw={0}
          p="md"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onClick={() => onToggle(posting.loadId)}
        >
          <Flex component="span" justify="space-between" gap="md" wrap="wrap">
            <Flex component="span" direction="column" gap={4}>
              <Text component="span" size="xs" c="dimmed">
                {t('loadCard.loadNumber', { loadId: posting.loadId })}
              </Text>
              <Flex component="span" gap="lg" wrap="wrap" align="flex-start">
                {origin && <StopSummary stop={origin} />}
                {destination && (
                  <>
                    <Text component="span" fw={700} aria-hidden>
                      →
                    </Text>
                    <StopSummary stop={destination} />
                  </>
                )}
              </Flex>
            </Flex>
            <Flex component="span" direction="column" align="flex-end">
              <Text component="span" fw={700} size="lg">
                {totalCents === null ? t('loadCard.contactToBook') : formatCardPrice(totalCents, currency)}
              </Text>
              {perMileCents !== null && (
                <Text component="span" size="sm" c="dimmed">
                  {t('loadCard.perMile', { rate: formatRate(perMileCents, currency) })}
                </Text>
              )}
            </Flex>
          </Flex>
          <Flex component="span" gap="md" wrap="wrap" mt="xs" align="center">
            {origin && (
              <Fact>
                {t('loadCard.pickUpDate', {
                  date: formatStopDate(origin.appointmentFrom, toDateLocale(i18n.language)),
                })}
              </Fact>
            )}
            <Fact>{posting.transportMode}</Fact>
            <Fact>{t('loadCard.miles', { count: roundDistance(posting.totalDistance) })}</Fact>
            <Fact>
              {t('loadCard.weight', { weight: formatWeight(posting.totalWeight), unit: posting.weightUOM })}
            </Fact>
            {stopOffCount > 0 && <Fact>{t('loadCard.stopOffs', { count: stopOffCount })}</Fact>}
            {deadheads.map((text) => (
              <Fact key={text}>{text}</Fact>
            ))}
            <LoadCardFlags
              isHazardous={posting.isHazardous}
              isHighValue={posting.isHighValue}
              isTemperatureControlled={posting.isTemperatureControlled}
            />
          </Flex>
        </UnstyledButton>
        <WatchToggle posting={posting} />
      </Flex>
      <Box id={detailsId} hidden={!isExpanded}>
        {isExpanded && <LoadCardDetails loadId={posting.loadId} />}
      </Box>
      {renderExtra?.(posting)}
    </Paper>
  );
});
