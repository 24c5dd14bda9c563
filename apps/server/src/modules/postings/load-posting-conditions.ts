import { and, asc, count, eq, getTableColumns, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { defaultConfig, type AppConfig } from '@freight/domain/config';
import { mayViewerSeeLoad, type LoadViewer } from '@freight/domain/load-visibility';
import type { SortColumn, SortDirection } from '@freight/domain/search-criteria';
import type { Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { fetchLoadPostingViews, type DeadHeads, type LoadPostingView } from './load-posting-views';

// All the SQL of one load search, apart from the use cases that check the request (and so that a
// benchmark can time the same SQL alone). Distances are great-circle distances on the sphere that
// PostgreSQL's earthdistance uses, computed with the haversine formula in plain arithmetic.
//
// How a radius is found fast (indexes in db/schema/loads.ts): the circle is covered by the 1-degree
// cells of latitude and longitude it touches; the index leads with (trailer, floor(lat), floor(lng),
// pick-up date), so each cell is one short range of the pick-up window, and every column the search
// filters or sorts on follows in the index, so matches are counted and sorted without reading the
// table. Only the page's rows are then read, by load id. On 400,000 postings (250 miles around
// Chicago, 7 days, Dry Van: 3,774 matches) counting them took 3 ms this way, 15 ms with a GiST index
// on (trailer, pick-up date, ll_to_earth()) from btree_gist and 45 ms with ll_to_earth() alone, whose
// earth_distance() test also costs 13 us a row against 0.4 us for the haversine formula below.

/** The radius of earthdistance's earth() in metres, so that both give the same distances. */
export const earthRadiusMeters = 6_378_168;
export const metersPerMile = 1_609.344;

export type SearchCircle = { latitude: number; longitude: number; radiusMiles: number };

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

const radians = Math.PI / 180;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The 1-degree cells (floor of latitude, floor of longitude) that a circle touches and the box around
 * it. Longitudes are null when the circle reaches a pole or crosses the antimeridian. The longitude
 * half-width of a circle of angular radius r around latitude φ is asin(sin r / cos φ).
 */
export function boundsOfCircle(circle: SearchCircle): {
  latitudes: number[];
  longitudes: number[] | null;
  latitudeSpan: [number, number];
  longitudeSpan: [number, number] | null;
} {
  const angle = (circle.radiusMiles * metersPerMile) / earthRadiusMeters;
  // A hair wider than the circle, so that rounding never drops a point on its edge; the distance
  // test decides.
  const margin = 1e-9;
  const south = Math.max(-90, circle.latitude - angle / radians - margin);
  const north = Math.min(90, circle.latitude + angle / radians + margin);
  const latitudes = range(Math.floor(south), Math.floor(north));
  const latitudeSpan: [number, number] = [south, north];
  const spread = Math.sin(angle) / Math.cos(circle.latitude * radians);
  if (south <= -90 || north >= 90 || spread >= 1) {
    return { latitudes, longitudes: null, latitudeSpan, longitudeSpan: null };
  }
  const halfWidth = Math.asin(spread) / radians + margin;
  const west = circle.longitude - halfWidth;
  const east = circle.longitude + halfWidth;
  if (west < -180 || east > 180) {
    // Across the antimeridian (never in North America): every longitude cell, no box.
    return { latitudes, longitudes: null, latitudeSpan, longitudeSpan: null };
  }
  return {
    latitudes,
    longitudes: range(Math.floor(west), Math.floor(east)),
    latitudeSpan,
    longitudeSpan: [west, east],
  };
}

/** sin²(d/2R) of the haversine formula: grows with the distance d, so it also sorts by distance. */
function haversine(latitude: AnyPgColumn, longitude: AnyPgColumn, circle: SearchCircle): SQL {
  const lat = sql`${circle.latitude}::float8`;
  const lng = sql`${circle.longitude}::float8`;
  return sql`(power(sind((${latitude} - ${lat}) / 2), 2) + cosd(${latitude}) * cosd(${lat}) * power(sind((${longitude} - ${lng}) / 2), 2))`;
}

function milesOf(haversineTerm: SQL): SQL<number> {
  return sql<number>`round((2 * ${earthRadiusMeters}::float8 * asin(sqrt(least(1, ${haversineTerm}))) / ${metersPerMile}::float8)::numeric, 1)::float8`;
}

function integerArray(values: number[]): SQL {
  // Whole numbers computed here, never input text: safe to write into the statement.
  return sql.raw(`array[${values.map((value) => String(Math.trunc(value))).join(',')}]::float8[]`);
}

/** Whether a point is inside the circle, written to run on the covering cell indexes (decision 011). */
export function withinCircle(latitude: AnyPgColumn, longitude: AnyPgColumn, circle: SearchCircle): SQL {
  const { latitudes, longitudes, latitudeSpan, longitudeSpan } = boundsOfCircle(circle);
  const limit = Math.sin((circle.radiusMiles * metersPerMile) / (2 * earthRadiusMeters)) ** 2;
  return and(
    sql`floor(${latitude}) = any(${integerArray(latitudes)})`,
    longitudes ? sql`floor(${longitude}) = any(${integerArray(longitudes)})` : undefined,
    // The box around the circle costs two comparisons where the distance costs five trigonometric
    // functions; the planner runs the cheaper test first.
    sql`${latitude} between ${latitudeSpan[0]}::float8 and ${latitudeSpan[1]}::float8`,
    longitudeSpan
      ? sql`${longitude} between ${longitudeSpan[0]}::float8 and ${longitudeSpan[1]}::float8`
      : undefined,
    sql`${haversine(latitude, longitude, circle)} <= ${limit}::float8`,
  )!;
}

/**
 * mayViewerSeeLoad of the domain, as SQL: the rule is evaluated here for the four kinds of load
 * (managed or not, exclusive or not) and the query keeps the kinds it allows.
 */
export function visibleTo(viewer: LoadViewer, config: Pick<AppConfig, 'search'>): SQL | undefined {
  const kinds = [false, true].flatMap((managedEquipment) =>
    [false, true].map((exclusiveLoad) => ({ managedEquipment, exclusiveLoad })),
  );
  const allowed = kinds.filter((kind) => mayViewerSeeLoad(viewer, kind, config));
  if (allowed.length === kinds.length) return undefined;
  if (allowed.length === 0) return sql`false`;
  return or(
    ...allowed.map((kind) =>
      and(
        eq(loadPostings.managedEquipment, kind.managedEquipment),
        eq(loadPostings.exclusiveLoad, kind.exclusiveLoad),
      ),
    ),
  );
}

// Written out, not a parameter, so that the planner always matches the partial indexes.
export const isOpen = sql`${loadPostings.status} = 'OPEN'`;

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
