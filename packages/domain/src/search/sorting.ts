import { defaultConfig } from '../config';
import type { SearchConfig, SearchCriteria } from './criteria';

// The columns a list of loads sorts by, and their default directions (D1-9.03).

export const sortColumns = [
  'pickUpStartDate',
  'total_distance',
  'price',
  'originDeadHead',
  'destinationDeadHead',
] as const;
export type SortColumn = (typeof sortColumns)[number];
export type SortDirection = 'ASC' | 'DESC';

export function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (sortColumns as readonly string[]).includes(value);
}

/** Deadhead sorts exist only for a side set to a city (not Anywhere, not states). */
export function availableSortColumns(
  criteria: Pick<SearchCriteria, 'originMode' | 'destinationMode'>,
): SortColumn[] {
  return sortColumns.filter(
    (column) =>
      (column !== 'originDeadHead' || criteria.originMode === 'city') &&
      (column !== 'destinationDeadHead' || criteria.destinationMode === 'city'),
  );
}

/** Price sorts the other way round by default: the best paying first (D1-9.03). */
export function defaultSortDirection(
  column: SortColumn,
  config: SearchConfig = defaultConfig,
): SortDirection {
  const direction = config.search.defaultSortDirection as SortDirection;
  if (column !== 'price') return direction;
  return direction === 'ASC' ? 'DESC' : 'ASC';
}
