import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import type { Executor } from '../../db/client';
import { savedSearches } from '../../db/schema/searches';
import type { Caller } from '../../platform/caller';
import { issueMessage, parseInput } from '../../platform/validate';
import { toSavedSearchView, type SavedSearchView } from './saved-search-view';

/** The largest page one call may ask for (keeps the answer within the gateway's cost limit). */
export const maxSavedSearchPageSize = 50;

export const savedSearchSortColumns = ['pickupdate', 'searchdate'] as const;

export const findSearchHistoryInputSchema = z
  .object({
    page: z.number().int().min(0, issueMessage('searchHistory.pageStart')).nullish(),
    size: z
      .number()
      .int()
      .min(1, issueMessage('searchHistory.pageSizeMin'))
      .max(maxSavedSearchPageSize, issueMessage('searchHistory.pageSizeMax', { max: maxSavedSearchPageSize }))
      .nullish(),
    sortColumn: z.enum(savedSearchSortColumns, issueMessage('searchHistory.sortColumn')).nullish(),
    sortDirection: z.enum(['ASC', 'DESC'], issueMessage('sortDirection')).nullish(),
  })
  .nullish();

export type SearchHistoryList = 'recent' | 'favourite';
export type SearchHistoryPage = { totalRecords: number; savedSearches: SavedSearchView[] };
export type SearchHistoryContext = { now: Date; config: Pick<AppConfig, 'paging'> };

/**
 * One page of the caller's recent searches (all of them, favourites included) or favourite searches
 * (D1-7.09), never another member's. Defaults are the spec's: page 0, size 10 (savedSearchPageSize),
 * sorted by pickupdate. Both columns sort newest first unless told otherwise: by pick-up date, the
 * latest pick-up first, which puts the searches made last on top (a search never picks up in the past
 * when it is made) and never leads with long-gone ones; ties go to the most recently searched.
 */
export async function findSearchHistory(
  db: Executor,
  caller: Caller,
  input: unknown,
  list: SearchHistoryList,
  { now, config }: SearchHistoryContext,
): Promise<SearchHistoryPage> {
  const parsed = parseInput(findSearchHistoryInputSchema, input) ?? {};
  const page = parsed.page ?? 0;
  const size = parsed.size ?? config.paging.savedSearchPageSize;
  const column = parsed.sortColumn ?? 'pickupdate';
  const direction = parsed.sortDirection === 'ASC' ? asc : desc;

  const mine = eq(savedSearches.memberId, caller.memberId);
  const where = list === 'favourite' ? and(mine, eq(savedSearches.favorite, true)) : mine;
  const order: SQL[] =
    column === 'pickupdate'
      ? [sql`${direction(savedSearches.pickupStart)} nulls last`, desc(savedSearches.searchDate)]
      : [direction(savedSearches.searchDate)];

  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(savedSearches)
      .where(where)
      .orderBy(...order, asc(savedSearches.id))
      .limit(size)
      .offset(page * size),
    db.select({ value: count() }).from(savedSearches).where(where),
  ]);
  return {
    totalRecords: total?.value ?? 0,
    savedSearches: rows.map((row) => toSavedSearchView(row, now)),
  };
}
