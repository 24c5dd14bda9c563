import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showMoreCount, type SortColumn } from '@freight/domain/search-criteria';
import { useConfig } from '../../../lib/config-provider';
import {
  countLoaded,
  flattenPages,
  type LoadPostingPage,
} from '../../../components/loads/api/load-posting-fields';
import type { SearchSort } from '../api/search-load-postings';
import { LoadList } from '../../../components/loads/load-list';
import { LoadsMapView } from '../../../components/loads/loads-map-view';
import { NoResults, ResultsError, type OnlineGate } from './results-status';
import { SortControl } from './sort-control';

// The screen of a paged load list, shared by the search results and loads by state (D1-2.09,
// D1-2.20): 'Results', 'N Match(es)', the sort control, the list/map toggle, Show N More and
// 'End of list'.

type ResultsViewProps = {
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<LoadPostingPage, unknown>, Error>;
  pageSize: number;
  sortColumns: readonly SortColumn[];
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  gate: OnlineGate;
  onReturnToSearch: () => void;
  /** Shown under the title: the summary of the search. */
  children?: ReactNode;
};

type View = 'list' | 'map';

export function ResultsView({
  title,
  query,
  pageSize,
  sortColumns,
  sort,
  onSortChange,
  gate,
  onReturnToSearch,
  children,
}: ResultsViewProps) {
  const { t } = useTranslation();
  const { scrollIntoViewDelayMs } = useConfig().map;
  const [view, setView] = useState<View>('list');
  const [expandedLoadId, setExpandedLoadId] = useState<string | null>(null);
  const [scrollTarget, setScrollTarget] = useState<{ loadId: string } | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const pages = query.data?.pages;
  const postings = useMemo(() => flattenPages(pages), [pages]);
  const totalRecords = pages?.at(-1)?.totalRecords ?? 0;
  const nextCount = showMoreCount(totalRecords, countLoaded(pages), pageSize);

  // A load chosen on the map is scrolled to once the list is back and the card has opened; the spec's
  // delay (D1-9.08) leaves time for both.
  useEffect(() => {
    if (!scrollTarget) return;
    const timer = window.setTimeout(() => {
      const card = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-load-id]') ?? [])].find(
        (element) => element.dataset.loadId === scrollTarget.loadId,
      );
      card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      card?.querySelector<HTMLElement>('[aria-expanded]')?.focus({ preventScroll: true });
    }, scrollIntoViewDelayMs);
    return () => window.clearTimeout(timer);
  }, [scrollTarget, scrollIntoViewDelayMs]);

  const handleToggle = useCallback((loadId: string) => {
    setExpandedLoadId((current) => (current === loadId ? null : loadId));
  }, []);
  const handleChooseLoad = (loadId: string) => {
    setView('list');
    setExpandedLoadId(loadId);
    setScrollTarget({ loadId });
  };
  const handleSortChange = (next: SearchSort) => gate.runOnline(() => onSortChange(next));
  const handleShowMore = () => gate.runOnline(() => void query.fetchNextPage());
  const handleRetry = () => gate.runOnline(() => void query.refetch());

  const renderBody = () => {
    if (!query.data) {
      if (query.isError) {
        return <ResultsError error={query.error} onRetry={handleRetry} onReturnToSearch={onReturnToSearch} />;
      }
      if (query.isFetching) {
        return (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t('results.loading')}</Text>
          </Group>
        );
      }
      // Offline: the gate's notice says why nothing runs.
      return null;
    }
    if (postings.length === 0) return <NoResults onReturnToSearch={onReturnToSearch} />;
    return (
      <>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <SortControl columns={sortColumns} sort={sort} onChange={handleSortChange} />
          <SegmentedControl
            aria-label={t('results.view')}
            value={view}
            onChange={(value) => setView(value === 'map' ? 'map' : 'list')}
            data={[
              { value: 'list', label: t('results.listView') },
              { value: 'map', label: t('results.mapView') },
            ]}
          />
        </Group>
        <Box ref={listRef} aria-busy={query.isPlaceholderData || query.isFetchingNextPage}>
          {view === 'map' ? (
            <LoadsMapView postings={postings} onChooseLoad={handleChooseLoad} />
          ) : (
            <LoadList postings={postings} expandedLoadId={expandedLoadId} onToggle={handleToggle} />
          )}
        </Box>
        {query.isFetchNextPageError && (
          // Show More below tries the same page again.
          <Alert color="red" title={t('errors.generic')}>
            {t('errors.processingRequest')}
          </Alert>
        )}
        {query.hasNextPage ? (
          <Button
            variant="light"
            style={{ alignSelf: 'center' }}
            onClick={handleShowMore}
            loading={query.isFetchingNextPage}
            disabled={query.isPlaceholderData}
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
      <div>
        <Title order={1}>{title}</Title>
        {query.data && <Text aria-live="polite">{t('results.matches', { count: totalRecords })}</Text>}
      </div>
      {children}
      {gate.notice}
      {renderBody()}
    </Stack>
  );
}
