import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import type { LoadCardPosting } from '../api/load-posting';
import { PagedLoads, type PagedLoadsQuery } from '../components/paged-loads';
import { useNetworkGuard } from '../../../components/ui/network-guard';

// The screen part of a matched-loads list, shared by Recommended and Watched on Home and on the search
// screen (D1-2.19): the count title, the list/map toggle (the map is not offered at phone width, where a
// toast says so), the cards, Show N More and 'End of list', or the list's own empty state.

type MatchedLoadsViewProps = {
  /** The title once the count is known: 'N Recommendation(s)', 'N Watched load(s)'. */
  titleOf: (count: number) => string;
  /** The title while the first page loads. */
  pendingTitle: string;
  query: PagedLoadsQuery;
  pageSize: number;
  empty: ReactNode;
  /** Called when a card opens (not when it closes). */
  onOpen?: (posting: LoadCardPosting) => void;
  renderExtra?: (posting: LoadCardPosting) => ReactNode;
};

export function MatchedLoadsView({
  titleOf,
  pendingTitle,
  query,
  pageSize,
  empty,
  onOpen,
  renderExtra,
}: MatchedLoadsViewProps) {
  const { t } = useTranslation();
  const { app, toasts } = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const isPhoneWidth = useMediaQuery(`(max-width: ${app.minBrowserWidthPx - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const pages = query.data?.pages;
  const totalRecords = pages?.at(-1)?.totalRecords ?? 0;
  const isEmpty = pages?.every((page) => page.loadPostings.length === 0) ?? true;

  // The map needs room the phone width does not give (D1-2.19).
  const mayShowMap = () => {
    if (!isPhoneWidth) return true;
    notifications.show({ message: t('matchedLoads.comingSoon'), autoClose: toasts.defaultMs });
    return false;
  };

  const renderBody = () => {
    if (!query.data) {
      if (query.isError) {
        return (
          <Alert color="red" title={t('errors.generic')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('errors.processingRequest')}</Text>
              <Button onClick={() => runOnline(() => void query.refetch())}>{t('matchedLoads.retry')}</Button>
            </Stack>
          </Alert>
        );
      }
      return (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text>{t('matchedLoads.loading')}</Text>
        </Group>
      );
    }
    if (isEmpty) return empty;
    return (
      <PagedLoads
        query={query}
        pageSize={pageSize}
        runOnline={runOnline}
        mayShowMap={mayShowMap}
        onOpen={onOpen}
        renderExtra={renderExtra}
      />
    );
  };

  return (
    <Stack gap="md">
      <Title order={2} aria-live="polite">
        {query.data ? titleOf(totalRecords) : pendingTitle}
      </Title>
      {renderBody()}
      {offlineAlert}
    </Stack>
  );
}
