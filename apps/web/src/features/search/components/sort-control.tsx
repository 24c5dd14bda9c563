import { useState } from 'react';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { defaultSortDirection, isSortColumn, type SortColumn } from '@freight/domain/search/sorting';
import { useConfig } from '../../../lib/config-provider';
import type { SearchSort } from '../api/search-load-postings';
import { getInitialSort } from '../initial-sort';

// The sort of a result list (D1-9.03): a column among those the search allows, in its default
// direction, and a toggle for the other direction. Sorting starts the list again at page 0 (D1-4.10).

/**
 * The sort state of a paged list. Changing it drops any pages cached for the new sort, so that the
 * list always starts again from page 0 rather than from pages loaded under that sort earlier.
 */
export function useResultsSort(columns: readonly SortColumn[], queryKeyOf: (sort: SearchSort) => QueryKey) {
  const config = useConfig();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState(() => getInitialSort(columns, config));
  const changeSort = (next: SearchSort) => {
    queryClient.removeQueries({ queryKey: queryKeyOf(next), exact: true });
    setSort(next);
  };
  return [sort, changeSort] as const;
}

type SortControlProps = {
  columns: readonly SortColumn[];
  sort: SearchSort;
  onChange: (sort: SearchSort) => void;
};

export function SortControl({ columns, sort, onChange }: SortControlProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const nextDirection = sort.sortDirection === 'ASC' ? 'DESC' : 'ASC';
  const directionText = t(`results.directions.${sort.sortDirection}`);

  return (
    <Group gap="xs" align="flex-end">
      <NativeSelect
        label={t('results.sortBy')}
        value={sort.sortColumn}
        data={columns.map((column) => ({ value: column, label: t(`results.sortColumns.${column}`) }))}
        onChange={(event) => {
          const column = event.currentTarget.value;
          if (isSortColumn(column)) {
            onChange({ sortColumn: column, sortDirection: defaultSortDirection(column, config) });
          }
        }}
      />
      <Button
        variant="default"
        aria-label={`${t('results.sortDirection')}: ${directionText}`}
        onClick={() => onChange({ ...sort, sortDirection: nextDirection })}
        leftSection={<span aria-hidden>{sort.sortDirection === 'ASC' ? '↑' : '↓'}</span>}
      >
        {directionText}
      </Button>
    </Group>
  );
}
