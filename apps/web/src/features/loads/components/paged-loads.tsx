import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Group, SegmentedControl } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showMoreCount } from '@freight/domain/search/paging';
import { useConfig } from '../../../lib/config-provider';
import type { LoadCardPosting } from '../api/load-posting';
import { countLoaded, flattenPages, type LoadPostingPage } from '../api/paged-load-postings';
import { LoadList } from './load-list';
import { LoadsMapView } from './loads-map-view';
import { ShowMoreFooter } from './show-more-footer';

// The body of every paged list of loads (search results, loads by state, Recommended, Watched): the
// list/map toggle beside the list's own tools, the cards or the map, Show N More and 'End of list'
// (D1-2.19, D1-2.20, D1-4.10, D1-4.15).

type View = 'list' | 'map';

export type PagedLoadsQuery = UseInfiniteQueryResult<InfiniteData<LoadPostingPage, unknown>, Error>;

type PagedLoadsProps = {
  query: PagedLoadsQuery;
  pageSize: number;
  /** Runs an action that needs the network (or shows why it cannot). */
  runOnline: (action: () => void) => void;
  /** Shown left of the list/map toggle, such as the sort control. */
  tools?: ReactNode;
  /** Whether the map may open now; a list that refuses says why itself. Default: always. */
  mayShowMap?: () => boolean;
  /** Called when a card opens (not when it closes). */
  onOpen?: (posting: LoadCardPosting) => void;
  renderExtra?: (posting: LoadCardPosting) => ReactNode;
};

export function PagedLoads({
  query,
  pageSize,
  runOnline,
  tools,
  mayShowMap = () => true,
  onOpen,
  renderExtra,
}: PagedLoadsProps) {
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

  // What the stable toggle below reads, so that opening a card does not re-render every memoised card.
  const latest = useRef({ postings, onOpen, expandedLoadId });
  useEffect(() => {
    latest.current = { postings, onOpen, expandedLoadId };
  });

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
    if (value === 'map' && !mayShowMap()) return;
    setView(value === 'map' ? 'map' : 'list');
  };

  return (
    <>
      <Group justify={tools ? 'space-between' : 'flex-end'} align="flex-end" wrap="wrap">
        {tools}
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
      <Box ref={listRef} aria-busy={query.isPlaceholderData || query.isFetchingNextPage}>
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
      <ShowMoreFooter
        hasMore={query.hasNextPage}
        nextCount={nextCount}
        isLoading={query.isFetchingNextPage}
        isDisabled={query.isPlaceholderData}
        hasFailed={query.isFetchNextPageError}
        onShowMore={() => runOnline(() => void query.fetchNextPage())}
      />
    </>
  );
}
