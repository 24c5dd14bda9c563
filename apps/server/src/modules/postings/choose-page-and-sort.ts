import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import { defaultSortDirection, type SortColumn, type SortDirection } from '@freight/domain/search/sorting';
import { badInput } from '../../platform/errors';
import { issueMessage, parseInput } from '../../platform/validate';
import { message } from '../../platform/i18n';

/** The largest page a client may ask for; the lists show 25 (D1-9.01). */
export const maxPageSize = 100;
/** Deep enough for any list a person pages through with Show More, shallow enough to stay cheap. */
export const maxPage = 999;

export const pageAndSortFields = {
  page: z
    .int()
    .min(0)
    .max(maxPage, issueMessage('input.page', { max: maxPage }))
    .nullish(),
  size: z
    .int()
    .min(1)
    .max(maxPageSize, issueMessage('input.pageSize', { max: maxPageSize }))
    .nullish(),
  sortColumn: z.string().max(40).nullish(),
  sortDirection: z.string().max(4).nullish(),
};
const pageAndSortSchema = z.object(pageAndSortFields);
export type PageAndSortInput = z.input<typeof pageAndSortSchema>;

export type PageAndSort = {
  page: number;
  size: number;
  sortColumn: SortColumn;
  sortDirection: SortDirection;
};

/**
 * Page, size and order of a load list (D1-4.10, D1-9.01, D1-9.03): page 0 and the list's page size by
 * default, pick-up date first; a column without a direction takes its default (price: the best paying
 * first). Only the columns the list offers are accepted: the deadheads need a city on their side.
 */
export function choosePageAndSort(
  input: PageAndSortInput,
  options: {
    pageSize: number;
    sortColumns: readonly SortColumn[];
    config: Pick<AppConfig, 'search' | 'app'>;
  },
): PageAndSort {
  const { page, size, sortColumn, sortDirection } = parseInput(pageAndSortSchema, input);
  const column = sortColumn ?? (options.config.search.defaultSortColumn as SortColumn);
  if (!(options.sortColumns as readonly string[]).includes(column)) {
    const text = message('sortColumn', { columns: options.sortColumns.join(', ') });
    throw badInput(text, { sortColumn: text });
  }
  const direction =
    sortDirection?.toUpperCase() ?? defaultSortDirection(column as SortColumn, options.config);
  if (direction !== 'ASC' && direction !== 'DESC') {
    const text = message('sortDirection');
    throw badInput(text, { sortDirection: text });
  }
  return {
    page: page ?? 0,
    size: size ?? options.pageSize,
    sortColumn: column as SortColumn,
    sortDirection: direction,
  };
}
