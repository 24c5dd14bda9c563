import { and, asc, count, eq, getTableColumns, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultConfig, type AppConfig } from '@freight/domain/config';
import type { LoadViewer } from '@freight/domain/load-visibility';
import type { SortColumn, SortDirection } from '@freight/domain/search/sorting';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import {
  earthRadiusMeters,
  haversine,
  isOpen,
  metersPerMile,
  visibleTo,
  withinCircle,
  type SearchCircle,
} from '../postings/load-posting-conditions';
import { fetchLoadPostingViews, type DeadHeads, type LoadPostingView } from '../postings/load-posting-views';

// All the SQL of one load search, apart from the use cases that check the request (and so that a
// benchmark can time the same SQL alone): the search's filters, its order, its page and its count. The
// conditions every list of loads shares, the distances and how a radius runs on the indexes are in
// postings/load-posting-conditions.ts.

export type SearchQueryParams = {
  /** The trailer type the load needs (transport_mode); null for any (loads by state). */
  trailerType: string | null;
  /** The posting's pick-up start lies in [pickUpFrom, pickUpTo]; a null bound is open. */
  pickUpFrom: Date | null;
  pickUpTo: Date | null;
  /** Only loads whose pick-up window has not ended at this moment (loads by state). */
  pickUpOpenAt?: Date | null;
  /** The load's origin within the circle (degrees and miles). */
  origin: SearchCircle | null;
  /** The load picks up in this state or province (loads by state). */
  originState?: { country: string; state: string } | null;
  /** The load's destination within the circle. */
  destination: SearchCircle | null;
  /** Or the load's destination in one of these states of a country. */
  destinationStates?: { country: string; states: readonly string[] } | null;
  /** The posting's drop start lies in [dropFrom, dropTo]; a null bound is open. */
  dropFrom: Date | null;
  dropTo: Date | null;
  /** Who is looking: managed/non-managed capabilities and tier (D1-1.12). */
  viewer: LoadViewer;
  /** The configuration of exclusive-load tiers; the defaults when left out. */
  config?: Pick<AppConfig, 'search'>;
  /** The member whose watched loads are marked; null or left out: none. */
  memberId?: string | null;
  sortColumn: SortColumn;
  sortDirection: SortDirection;
  /** 0-based page of `size` postings. */
  page: number;
  size: number;
};

export type SearchQueryResult = { totalRecords: number; postings: LoadPostingView[] };

function milesOf(haversineTerm: SQL): SQL<number> {
  return sql<number>`round((2 * ${earthRadiusMeters}::float8 * asin(sqrt(least(1, ${haversineTerm}))) / ${metersPerMile}::float8)::numeric, 1)::float8`;
}

function between(column: AnyPgColumn, from: Date | null, to: Date | null): SQL | undefined {
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
}

function conditionsOf(params: SearchQueryParams): SQL {
  const { origin, destination, originState, destinationStates } = params;
  return and(
    isOpen,
    params.trailerType === null ? undefined : eq(loadPostings.transportMode, params.trailerType),
    between(loadPostings.pickupStart, params.pickUpFrom, params.pickUpTo),
    params.pickUpOpenAt ? gte(loadPostings.pickupEnd, params.pickUpOpenAt) : undefined,
    origin ? withinCircle(loadPostings.originLat, loadPostings.originLng, origin) : undefined,
    originState
      ? and(
          eq(loadPostings.originCountry, originState.country),
          eq(loadPostings.originState, originState.state),
        )
      : undefined,
    destination
      ? withinCircle(loadPostings.destinationLat, loadPostings.destinationLng, destination)
      : undefined,
    destinationStates
      ? and(
          eq(loadPostings.destinationCountry, destinationStates.country),
          // OR, not IN: PostgreSQL 15 turns an IN list on an index column into one index scan per
          // value and per cell (3 states x 88 cells), which measured 50% slower than this filter.
          or(...destinationStates.states.map((state) => eq(loadPostings.destinationState, state))),
        )
      : undefined,
    between(loadPostings.dropStart, params.dropFrom, params.dropTo),
    visibleTo(params.viewer, params.config ?? defaultConfig),
  )!;
}

function sortKeyOf(params: SearchQueryParams): SQL | AnyPgColumn {
  switch (params.sortColumn) {
    case 'pickUpStartDate':
      return loadPostings.pickupStart;
    case 'total_distance':
      return loadPostings.totalDistance;
    case 'price':
      return loadPostings.totalChargeCents;
    case 'originDeadHead':
      if (!params.origin) throw new Error('Sorting by origin deadhead needs an origin circle');
      return haversine(loadPostings.originLat, loadPostings.originLng, params.origin);
    case 'destinationDeadHead':
      if (!params.destination) throw new Error('Sorting by destination deadhead needs a destination circle');
      return haversine(loadPostings.destinationLat, loadPostings.destinationLng, params.destination);
  }
}

/** The chosen order, loads without a rate last either way, then the load id so that pages never overlap. */
function orderOf(params: SearchQueryParams): SQL[] {
  const key = sortKeyOf(params);
  const direction = params.sortDirection === 'DESC' ? sql`desc` : sql`asc`;
  return [sql`${key} ${direction} nulls last`, asc(loadPostings.loadId)];
}

/** Runs the whole search: the page with the total count, then the page's stops, accessorials and watch marks. */
export async function runSearchQueries(db: Executor, params: SearchQueryParams): Promise<SearchQueryResult> {
  const where = conditionsOf(params);
  const order = orderOf(params);
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
