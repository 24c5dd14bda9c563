import { count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { earthRadiusMeters, haversine, metersPerMile } from '../postings/load-posting-conditions';
import { fetchLoadPostingViews, type DeadHeads, type LoadPostingView } from '../postings/load-posting-views';
import { searchConditions } from './search-filters';
import { searchOrder } from './search-order';
import type { SearchQueryParams } from './search-query-params';

// All the SQL of one load search, apart from the use cases that check the request (and so that a
// benchmark can time the same SQL alone): the page of postings in the search's order (search-order.ts)
// among those its filters match (search-filters.ts), the total count and the deadhead miles.

export type SearchQueryResult = { totalRecords: number; postings: LoadPostingView[] };

function milesOf(haversineTerm: SQL): SQL<number> {
  return sql<number>`round((2 * ${earthRadiusMeters}::float8 * asin(sqrt(least(1, ${haversineTerm}))) / ${metersPerMile}::float8)::numeric, 1)::float8`;
}

/** Runs the whole search: the page with the total count, then the page's stops, accessorials and watch marks. */
export async function runSearchQueries(db: Executor, params: SearchQueryParams): Promise<SearchQueryResult> {
  const where = searchConditions(params);
  const order = searchOrder(params);
  // The page is chosen and counted from the index alone; the table is read for its rows only.
  const page = db.$with('page').as(
    db
      .select({
        pageLoadId: sql<string>`${loadPostings.loadId}`.as('page_load_id'),
        totalRecords: sql<number>`count(*) over ()`.as('total_records'),
      })
      .from(loadPostings)
      .where(where)
      .orderBy(...order)
      .limit(params.size)
      .offset(params.page * params.size),
  );
  const noMiles = sql<number | null>`null::float8`;
  const rows = await db
    .with(page)
    .select({
      posting: getTableColumns(loadPostings),
      totalRecords: sql<number>`${page.totalRecords}`.mapWith(Number),
      originDeadHead: params.origin
        ? milesOf(haversine(loadPostings.originLat, loadPostings.originLng, params.origin))
        : noMiles,
      destinationDeadHead: params.destination
        ? milesOf(haversine(loadPostings.destinationLat, loadPostings.destinationLng, params.destination))
        : noMiles,
    })
    .from(page)
    .innerJoin(loadPostings, eq(loadPostings.loadId, page.pageLoadId))
    .orderBy(...order);

  let totalRecords = rows[0]?.totalRecords ?? 0;
  if (rows.length === 0 && params.page > 0) {
    // Past the last page the window count has no row to ride on: count on its own.
    const [counted] = await db.select({ value: count() }).from(loadPostings).where(where);
    totalRecords = counted?.value ?? 0;
  }
  const deadHeads = new Map<string, DeadHeads>(
    rows.map((row) => [
      row.posting.id,
      { originDeadHead: row.originDeadHead, destinationDeadHead: row.destinationDeadHead },
    ]),
  );
  const postings = await fetchLoadPostingViews(
    db,
    rows.map((row) => row.posting),
    params.memberId ?? null,
    deadHeads,
  );
  return { totalRecords, postings };
}
