import { lazy, memo, Suspense, useId, type ReactNode } from 'react';
import { Box, Flex, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCardPrice, formatRate, ratePerMileCents, roundDistance } from '@freight/domain/load-format';
import { PageLoader } from '../../../components/ui/page-loader';
import { useFormatLocale } from '../../../lib/format-locale';
import type { LoadCardPosting } from '../api/load-posting';
import { sortStops } from '../sort-stops';
import { totalChargeCents } from '../total-charge-cents';
import { formatStopDate } from './load-card-dates';
import { LoadCardFact } from './load-card-fact';
import { LoadCardFacts } from './load-card-facts';
import { LoadCardRoute } from './load-card-route';
import classes from './load-card.module.css';
import { WatchToggle } from './watch-toggle';
import { LoadProfitFacts } from '../../load-profit/components/load-profit-facts';
import { profitLoadOf } from '../profit-load-of';

// One load of a result list (D1-9.07): where and when it picks up and delivers, what it pays, and the
// figures a carrier compares loads by. The whole summary is one button that opens the details below
// it; the watch toggle sits beside it (a button cannot hold another), and a list may add a part under
// the card (similar loads under a recommended one).

// The details (the panel, booking, documents, references) are a chunk of their own (decision 053): a
// list shows none until a card opens. It is fetched when a card is about to open (the pointer over
// it, the focus on it), so that opening one seldom waits for it.
const loadDetailsModule = () => import('./load-card-details');
const LoadCardDetails = lazy(() =>
  loadDetailsModule().then((module) => ({ default: module.LoadCardDetails })),
);
const preloadDetails = () => void loadDetailsModule().catch(() => undefined);

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
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const detailsId = useId();
  const stops = sortStops(posting.stops);
  const origin = stops[0];
  const currency = posting.rate?.currency ?? 'USD';
  const totalCents = totalChargeCents(posting.rate);
  const perMileCents = ratePerMileCents(totalCents, posting.totalDistance);
  const deadheads = [
    posting.originDeadHead != null &&
      t('loadCard.originDeadhead', { count: roundDistance(posting.originDeadHead) }),
    posting.destinationDeadHead != null &&
      t('loadCard.destinationDeadhead', { count: roundDistance(posting.destinationDeadHead) }),
  ].filter((text): text is string => typeof text === 'string');

  return (
    <Paper
      component="li"
      className={classes.card}
      withBorder
      radius="md"
      data-load-id={posting.loadId}
      data-expanded={isExpanded}
    >
      <Flex align="flex-start">
        <UnstyledButton
          display="block"
          flex={1}
          miw={0}
          p="md"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onPointerEnter={preloadDetails}
          onFocus={preloadDetails}
          onClick={() => onToggle(posting.loadId)}
        >
          <Flex component="span" justify="space-between" gap="md" wrap="wrap">
            <LoadCardRoute reference={t('loadCard.loadNumber', { loadId: posting.loadId })} stops={stops} />
            <Flex component="span" direction="column" align="flex-end">
              <Text component="span" fw={700} size="lg">
                {totalCents === null
                  ? t('loadCard.contactToBook')
                  : formatCardPrice(totalCents, currency, locale)}
              </Text>
              {perMileCents !== null && (
                <Text component="span" size="sm" c="dimmed">
                  {t('loadCard.perMile', { rate: formatRate(perMileCents, currency, locale) })}
                </Text>
              )}
            </Flex>
          </Flex>
          <LoadCardFacts
            load={posting}
            leading={
              origin && (
                <LoadCardFact>
                  {t('loadCard.pickUpDate', {
                    date: formatStopDate(origin.appointmentFrom, locale),
                  })}
                </LoadCardFact>
              )
            }
          >
            {deadheads.map((text) => (
              <LoadCardFact key={text}>{text}</LoadCardFact>
            ))}
          </LoadCardFacts>
          <LoadProfitFacts load={profitLoadOf(posting)} />
        </UnstyledButton>
        <WatchToggle posting={posting} />
      </Flex>
      <Box id={detailsId} hidden={!isExpanded}>
        {isExpanded && (
          <Suspense fallback={<PageLoader />}>
            <LoadCardDetails loadId={posting.loadId} />
          </Suspense>
        )}
      </Box>
      {renderExtra?.(posting)}
    </Paper>
  );
});
