import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadDetailsPanel } from '../details/load-details-panel';
import type { LoadDetailsView } from '../details/load-details-view';

// What an expanded card shows while its details are fetched when it opens (a posting for a load card,
// a shipment for a My Loads card): a loader, an error with Retry, or the details panel and, under it,
// what the card adds (the booking action).

type LoadCardDetailsBodyProps<T> = {
  /** The fetch of what the card details; null when it is no longer there. */
  query: UseQueryResult<T | null>;
  /** Defined once (not inline), so that the view is made again only when the data changes. */
  toView: (data: T) => LoadDetailsView;
  renderFooter?: (data: T) => ReactNode;
};

export function LoadCardDetailsBody<T>({ query, toView, renderFooter }: LoadCardDetailsBodyProps<T>) {
  const { t } = useTranslation();
  const data = query.data;
  const details = useMemo(() => (data ? toView(data) : null), [data, toView]);

  if (query.isPending) {
    return (
      <Group p="md" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('loadCard.loadingDetails')}</Text>
      </Group>
    );
  }
  // A failed refresh keeps what was shown (D1-8.03); only a first load that failed offers Retry.
  if (query.isError && !details) {
    return (
      <Alert color="red" m="md" title={t('loadCard.detailsError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('loadCard.retry')}
        </Button>
      </Alert>
    );
  }
  if (!data || !details) return <Text p="md">{t('loadCard.noLongerAvailable')}</Text>;

  return (
    <Box p="md" pt={0}>
      <LoadDetailsPanel details={details} />
      {renderFooter?.(data)}
    </Box>
  );
}
