import { useDeferredValue, type ReactNode } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortColumn } from '@freight/domain/search/sorting';
import { MatchCountText } from '../../loads/components/match-count-text';
import { PagedLoads, type PagedLoadsQuery } from '../../loads/components/paged-loads';
import type { SearchSort } from '../api/search-load-postings';
import { NoResults, ResultsError, type OnlineGate } from './results-status';
import { SortControl } from './sort-control';

// The screen of a paged load list, shared by the search results and loads by state (D1-2.09,
// D1-2.20): 'Results', 'N Match(es)', the sort control, the list/map toggle, Show N More and
// 'End of list'.

type ResultsViewProps = {
  title: string;
  query: PagedLoadsQuery;
  pageSize: number;
  sortColumns: readonly SortColumn[];
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  gate: OnlineGate;
  onReturnToSearch: () => void;
  /** Shown under the title: the summary of the search. */
  children?: ReactNode;
};

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
  // The list is drawn in the background (a transition React splits into short tasks), so that a page
  // of cards arriving does not hold the main thread in one long task.
  const data = useDeferredValue(query.data);
  const pages = data?.pages;
  const lastPage = pages?.at(-1);
  const isEmpty = pages?.every((page) => page.loadPostings.length === 0) ?? true;

  const handleSortChange = (next: SearchSort) => gate.runOnline(() => onSortChange(next));
  const handleRetry = () => gate.runOnline(() => void query.refetch());

  const renderBody = () => {
    if (!data) {
      if (query.isError) {
        return <ResultsError error={query.error} onRetry={handleRetry} onReturnToSearch={onReturnToSearch} />;
      }
      if (query.isFetching || query.data) {
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
    if (isEmpty) return <NoResults onReturnToSearch={onReturnToSearch} />;
    return (
      <PagedLoads
        query={query}
        pageSize={pageSize}
        runOnline={gate.runOnline}
        tools={<SortControl columns={sortColumns} sort={sort} onChange={handleSortChange} />}
      />
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{title}</Title>
        <MatchCountText page={lastPage} />
      </div>
      {children}
      {gate.notice}
      {renderBody()}
    </Stack>
  );
}
