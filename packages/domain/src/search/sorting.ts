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

/**
 * Beyond the spec (issue 20): net profit and net per day, from the carrier's cost profile. They count
 * the deadhead from the searched origin, so they exist only when the origin is a city.
 */
export const profitSortColumns = ['netProfit', 'netPerDay'] as const;
export type ProfitSortColumn = (typeof profitSortColumns)[number];

export type SortColumn = (typeof sortColumns)[number] | ProfitSortColumn;
export type SortDirection = 'ASC' | 'DESC';

export function isSortColumn(value: unknown): value is SortColumn {
  return (
    typeof value === 'string' && ([...sortColumns, ...profitSortColumns] as readonly string[]).includes(value)
  );
}

export function isProfitSortColumn(value: unknown): value is ProfitSortColumn {
  return typeof value === 'string' && (profitSortColumns as readonly string[]).includes(value);
}

/** Deadhead sorts exist only for a side set to a city (not Anywhere, not states). */
export function availableSortColumns(
  criteria: Pick<SearchCriteria, 'originMode' | 'destinationMode'>,
): (typeof sortColumns)[number][] {
  return sortColumns.filter(
    (column) =>
      (column !== 'originDeadHead' || criteria.originMode === 'city') &&
      (column !== 'destinationDeadHead' || criteria.destinationMode === 'city'),
  );
}

/** A load search's sorts: the spec's, then the profit sorts when the origin is a city. */
export function searchSortColumns(
  criteria: Pick<SearchCriteria, 'originMode' | 'destinationMode'>,
): SortColumn[] {
  const columns: SortColumn[] = availableSortColumns(criteria);
  return criteria.originMode === 'city' ? [...columns, ...profitSortColumns] : columns;
}

/** Price sorts the other way round by default: the best paying first (D1-9.03). */
export function defaultSortDirection(
  column: SortColumn,
  config: SearchConfig = defaultConfig,
): SortDirection {
  const direction = config.search.defaultSortDirection as SortDirection;
  // The best paid or most profitable first, as for price.
  if (column !== 'price' && !isProfitSortColumn(column)) return direction;
  return direction === 'ASC' ? 'DESC' : 'ASC';
}
