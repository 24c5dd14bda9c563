import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showMoreCount } from '@freight/domain/search-criteria';
import { useConfig } from '../../lib/config-provider';
import {
  countLoaded,
  flattenPages,
  type LoadCardPosting,
  type LoadPostingPage,
} from '../loads/api/load-posting-fields';
import { LoadList } from '../loads/load-list';
import { LoadsMapView } from '../loads/loads-map-view';
import { useNetworkGuard } from '../ui/network-guard';

// The screen part of a matched-loads list, shared by Recommended and Watched on Home and on the search
// screen (D1-2.19): the count title, the list/map toggle (the map is not offered at phone width, where a
// toast says so), the cards, Show N More and 'End of list', or the list's own empty state.

type View = 'list' | 'map';

type MatchedLoadsViewProps = {
  /** The title once the count is known: 'N Recommendation(s)', 'N Watched load(s)'. */
  titleOf: (count: number) => string;
  /** The title while the first page loads. */
  pendingTitle: string;
  query: UseInfiniteQueryResult<InfiniteData<LoadPostingPage, unknown>, Error>;
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
  const { app, map, toasts } = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const isPhoneWidth = useMediaQuery(`(max-width: ${app.minBrowserWidthPx - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [view, setView] = useState<View>('list');
  const [expandedLoadId, setExpandedLoadId] = useState<string | null>(null);
  const [scrollTarget, setScrollTarget] = useState<{ loadId: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const pages = query.data?.pages;
  const postings = useMemo(() => flattenPages(pages), [pages]);
  const totalRecords = pages?.at(-1)?.totalRecords ?? 0;
  const nextCount = showMoreCount(totalRecords, countLoaded(pages), pageSize);

  // What the stable toggle below reads, so that opening a card does not re-render every memoised card.
  const latest = useRef({ postings, onOpen, expandedLoadId });
  useEffect(() => {
    latest.current = { postings, onOpen, expandedLoadId };
  });

  // A load chosen on the map is scrolled to once the list is back (D1-9.08), as on the results screen.
  useEffect(() => {
    if (!scrollTarget) return;
    const timer = window.setTimeout(() => {
      const card = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-load-id]') ?? [])].find(
        (element) => element.dataset.loadId === scrollTarget.loadId,
      );
      card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      card?.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
    }, map.scrollIntoViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [scrollTarget, map.scrollIntoViewDelayMs]);

  const openLoad = useCallback((loadId: string) => {
    setExpandedLoadId(loadId);
    const posting = latest.current.postings.find((item) => item.loadId === loadId);
    if (posting) latest.current.onOpen?.(posting);
  }, []);
  const handleToggle = useCallback(
    (loadId: string) => {
      if (latest.current.expandedLoadId === loadId) setExpandedLoadId(null);
      else openLoad(loadId);
    },
    [openLoad],
  );
  const handleChooseLoad = (loadId: string) => {
    setView('list');
    openLoad(loadId);
    setScrollTarget({ loadId });
  };
  const handleViewChange = (value: string) => {
    if (value !== 'map') return setView('list');
    // The map needs room the phone width does not give (D1-2.19).
    if (isPhoneWidth) {
      notifications.show({ message: t('matchedLoads.comingSoon'), autoClose: toasts.defaultMs });
      return;
    }
    setView('map');
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
    if (postings.length === 0) return empty;
    return (
      <>
        <Group justify="flex-end">
          <SegmentedControl
            aria-label={t('results.view')}
            value={view}
            onChange={handleViewChange}
            data={[
              { value: 'list', label: t('results.listView') },
              { value: 'map', label: t('results.mapView') },
            ]}
          />
        </Group>
        <Box ref={listRef} aria-busy={query.isFetchingNextPage}>
          {view === 'map' ? (
            <LoadsMapView postings={postings} onChooseLoad={handleChooseLoad} />
          ) : (
            <LoadList
              postings={postings}
              expandedLoadId={expandedLoadId}
              onToggle={handleToggle}
              renderExtra={renderExtra}
            />
          )}
        </Box>
        {query.isFetchNextPageError && (
          <Alert color="red" title={t('errors.generic')}>
            {t('errors.processingRequest')}
          </Alert>
        )}
        {query.hasNextPage ? (
          <Button
            variant="light"
            style={{ alignSelf: 'center' }}
            onClick={() => runOnline(() => void query.fetchNextPage())}
            loading={query.isFetchingNextPage}
          >
            {t('results.showMore', { number: nextCount })}
          </Button>
        ) : (
          <Text c="dimmed" ta="center">
            {t('results.endOfList')}
          </Text>
        )}
      </>
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
