import type { AppConfig } from '@freight/domain/config';
import { defaultSortDirection, isSortColumn, type SortColumn } from '@freight/domain/search/sorting';
import type { SearchSort } from './api/search-load-postings';

/** The configured default column when the list offers it, in that column's default direction (D1-9.03). */
export function getInitialSort(columns: readonly SortColumn[], config: AppConfig): SearchSort {
  const configured = config.search.defaultSortColumn;
  const sortColumn =
    isSortColumn(configured) && columns.includes(configured) ? configured : (columns[0] ?? 'pickUpStartDate');
  return { sortColumn, sortDirection: defaultSortDirection(sortColumn, config) };
}
