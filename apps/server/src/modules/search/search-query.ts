import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { defaultConfig } from '@freight/domain/config';
import { cappedMatchCount, matchCountLimit, type MatchCount } from '@freight/domain/search/match-count';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { watchedLoads } from '../../db/schema/searches';
import { haversine, roundedMilesOf } from '../postings/load-posting-conditions';
import { toLoadPostingView, type LoadPostingView } from '../postings/load-posting-views';
import { accessorialsJsonOf, stopsJsonOf } from '../postings/posting-parts-json';
import { searchConditions } from './search-filters';
import { searchOrder } from './search-order';
import type { SearchQueryParams } from './search-query-params';

// All the SQL of one load search, apart from the use cases that check the request (and so that a
// benchmark can time the same SQL alone): the page of postings in the search's order (search-order.ts)
// among those its filters match (search-filters.ts), the count of matches up to a cap, the deadhead
// miles, and each posting's stops, accessorials and watch mark: one statement, one round trip
// (decision 054).

export type SearchQueryResult = MatchCount & { postings: LoadPostingView[] };

function isWatchedBy(memberId: string | null): SQL<boolean> {
  if (memberId === null) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${watchedLoads} where ${and(
    eq(watchedLoads.memberId, memberId),
    eq(watchedLoads.loadPostingId, loadPostings.id),
  )})`;
}

/**
 * Runs the whole search in one statement: the page with its stops, accessorials and watch marks, and
 * the matches counted up to the cap (`search.matchCountCap`, or further for a page past it).
 */
export async function runSearchQueries(db: Executor, params: SearchQueryParams): Promise<SearchQueryResult> {
  const where = searchConditions(params);
  const order = searchOrder(params);
  const cap = params.config?.search.matchCountCap ?? defaultConfig.search.matchCountCap;
  const countLimit = matchCountLimit(params.page, params.size, cap);
  // The page is chosen from the index alone, with a top-N sort; the table is read for its rows only.
  const page = db.$with('page').as(
    db
      .select({ pageLoadId: sql<string>`${loadPostings.loadId}`.as('page_load_id') })
      .from(loadPostings)
      .where(where)
      .orderBy(...order)
      .limit(params.size)
      .offset(params.page * params.size),
  );
  // Counting stops at one past the limit: a wide search no longer reads every match to count it.
  const counted = db.$with('counted').as(
    db.select({ matches: sql<number>`count(*)::int`.as('matches') }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(loadPostings)
        .where(where)
        .limit(countLimit + 1)
        .as('m'),
    ),
  );
  const noMiles = sql<number | null>`null::float8`;
  const rows = await db
    .with(page, counted)
    .select({
      matches: sql<number>`${counted.matches}`.mapWith(Number),
      posting: getTableColumns(loadPostings),
      originDeadHead: params.origin
        ? roundedMilesOf(haversine(loadPostings.originLat, loadPostings.originLng, params.origin))
        : noMiles,
      destinationDeadHead: params.destination
        ? roundedMilesOf(
            haversine(loadPostings.destinationLat, loadPostings.destinationLng, params.destination),
          )
        : noMiles,
      stops: stopsJsonOf(loadPostings.id),
      accessorials: accessorialsJsonOf(loadPostings.id),
      isWatched: isWatchedBy(params.memberId ?? null),
    })
    .from(counted)
    // Past the last page, the count still comes back, on a row without a posting.
    .leftJoin(page, sql`true`)
    .leftJoin(loadPostings, eq(loadPostings.loadId, page.pageLoadId))
    .orderBy(...order);

  const postings = rows.flatMap((row) =>
    row.posting
      ? [
          toLoadPostingView(row.posting, {
            stops: row.stops,
            accessorials: row.accessorials,
            isWatched: row.isWatched,
            deadHeads: { originDeadHead: row.originDeadHead, destinationDeadHead: row.destinationDeadHead },
          }),
        ]
      : [],
  );
  return { ...cappedMatchCount(rows[0]?.matches ?? 0, countLimit), postings };
}
