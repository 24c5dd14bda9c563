import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { AppConfig } from '@freight/domain/config';
import { defaultSortDirection } from '@freight/domain/search/sorting';
import { loadPostings } from '../../db/schema/loads';
import { watchedLoads } from '../../db/schema/searches';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { pageAndSortFields } from '../postings/choose-page-and-sort';
import { isOpen, visibleTo } from '../postings/load-posting-conditions';
import { fetchLoadPostingViews, type LoadPostingSearchResult } from '../postings/load-posting-views';
import { loadViewerOf } from '../postings/load-viewer';
import { message } from '../../platform/i18n';

export const watchedSortColumns = ['watchDate', 'pickUpStartDate', 'price', 'total_distance'] as const;
type WatchedSortColumn = (typeof watchedSortColumns)[number];

// The watched-load query of D1-7.14 and D3-3.16. userId, carrierId, userRole and the equipment
// capabilities are not read (unknown keys are dropped): the list is the caller's, and what their
// carrier may see decides which loads it shows.
export const userWatchedLoadsInputSchema = z.object(pageAndSortFields);

const sortKeys: Record<WatchedSortColumn, AnyPgColumn> = {
  watchDate: watchedLoads.watchDate,
  pickUpStartDate: loadPostings.pickupStart,
  price: loadPostings.totalChargeCents,
  total_distance: loadPostings.totalDistance,
};

function isWatchedSortColumn(value: string): value is WatchedSortColumn {
  return (watchedSortColumns as readonly string[]).includes(value);
}

/** The newest watch first unless asked otherwise; the search columns keep their own default directions. */
function chooseOrder(
  sortColumn: string | null | undefined,
  sortDirection: string | null | undefined,
  config: Pick<AppConfig, 'search' | 'app'>,
): SQL[] {
  const column = sortColumn ?? 'watchDate';
  if (!isWatchedSortColumn(column)) {
    const text = message('sortColumn', { columns: watchedSortColumns.join(', ') });
    throw badInput(text, { sortColumn: text });
  }
  const direction =
    sortDirection?.toUpperCase() ?? (column === 'watchDate' ? 'DESC' : defaultSortDirection(column, config));
  if (direction !== 'ASC' && direction !== 'DESC') {
    const text = message('sortDirection');
    throw badInput(text, { sortDirection: text });
  }
  const order = direction === 'DESC' ? sql`desc` : sql`asc`;
  // Loads without a rate last either way, then the load id so that pages never overlap.
  return [sql`${sortKeys[column]} ${order} nulls last`, asc(loadPostings.loadId)];
}

/**
 * getUserWatchedLoads (D1-7.14): the caller's watched loads that are still open and that their
 * carrier may see, a page at a time (25 by default, D1-9.01). A load that is booked, withdrawn or
 * expired leaves the list without its watch being deleted; one hidden from the carrier (managed
 * equipment it cannot carry, an exclusive tier) is never listed.
 */
export async function getUserWatchedLoads(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<LoadPostingSearchResult> {
  const { db } = services;
  const request = parseInput(userWatchedLoadsInputSchema, input ?? {});
  const config = await services.appConfig();
  const order = chooseOrder(request.sortColumn, request.sortDirection, config);
  const page = request.page ?? 0;
  const size = request.size ?? config.paging.watchedPageSize;
  const result = (totalRecords: number, postings: LoadPostingSearchResult['loadPostings']) => ({
    totalRecords,
    // A member's watched loads are few: counted exactly.
    totalRecordsCapped: false,
    loadPostings: postings,
    message: null,
    status: 'OK',
    error: null,
    searchHistoryId: null,
    searchHistoryFavorite: false,
  });
  const carrier = caller.carrier;
  if (!carrier) return result(0, []);

  const where = and(
    eq(watchedLoads.memberId, caller.memberId),
    // Watches made for another carrier (the member moved) stay theirs.
    eq(watchedLoads.carrierId, carrier.id),
    isOpen,
    visibleTo(loadViewerOf(caller), config),
  );
  const rows = await db
    .select({
      posting: getTableColumns(loadPostings),
      totalRecords: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(watchedLoads)
    .innerJoin(loadPostings, eq(loadPostings.id, watchedLoads.loadPostingId))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size);
  let totalRecords = rows[0]?.totalRecords ?? 0;
  if (rows.length === 0 && page > 0) {
    // Past the last page the window count has no row to ride on: count on its own.
    const [counted] = await db
      .select({ value: count() })
      .from(watchedLoads)
      .innerJoin(loadPostings, eq(loadPostings.id, watchedLoads.loadPostingId))
      .where(where);
    totalRecords = counted?.value ?? 0;
  }
  const postings = await fetchLoadPostingViews(
    db,
    rows.map((row) => row.posting),
    caller.memberId,
  );
  return result(totalRecords, postings);
}
