import { useMemo } from 'react';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadPosting } from './api/get-load-posting';
import { BookingAction } from './booking/booking-action';
import { LoadDetailsPanel } from './details/load-details-panel';
import { toPostingDetailsView } from './details/load-details-view';

// The details of an expanded card: the load details panel of the posting (outside My Loads, so Map
// and Pay, D1-2.24) and, under it, the booking action (D1-4.18). The whole posting is fetched when the
// card opens, since a list carries only what the cards show and booking needs the rate lines.

export function LoadCardDetails({ loadId }: { loadId: string }) {
  const { t } = useTranslation();
  const query = useLoadPosting(loadId);
  const posting = query.data;
  const details = useMemo(() => (posting ? toPostingDetailsView(posting) : null), [posting]);

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
  if (!posting || !details) return <Text p="md">{t('loadCard.noLongerAvailable')}</Text>;

  return (
    <Box p="md" pt={0}>
      <LoadDetailsPanel details={details} />
      <Group justify="flex-end" mt="sm">
        <BookingAction posting={posting} />
      </Group>
    </Box>
  );
}
