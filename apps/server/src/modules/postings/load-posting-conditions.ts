import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppConfig } from '@freight/domain/config';
import { mayViewerSeeLoad, type LoadViewer } from '@freight/domain/load-visibility';
import { loadPostings } from '../../db/schema/loads';

// The conditions on load postings that every list of loads shares (search, recommendations, similar
// loads, watched loads, booking): open, visible to the viewer's carrier, within a circle. Distances are
// great-circle distances on the sphere that PostgreSQL's earthdistance uses, computed with the
// haversine formula in plain arithmetic.
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
export function haversine(latitude: AnyPgColumn, longitude: AnyPgColumn, circle: SearchCircle): SQL {
  const lat = sql`${circle.latitude}::float8`;
  const lng = sql`${circle.longitude}::float8`;
  return sql`(power(sind((${latitude} - ${lat}) / 2), 2) + cosd(${latitude}) * cosd(${lat}) * power(sind((${longitude} - ${lng}) / 2), 2))`;
}

/**
 * The miles of a haversine term, to a tenth of a mile as a card shows them (half up, as the domain's
 * Math.round): the deadhead a search shows and the one its profit sorts count. Float arithmetic: a
 * `round(numeric, 1)` per matching row cost a profit sort most of its time (decision 054).
 */
export function roundedMilesOf(haversineTerm: SQL): SQL<number> {
  return sql<number>`(floor(20 * ${earthRadiusMeters}::float8 * asin(sqrt(least(1, ${haversineTerm}))) / ${metersPerMile}::float8 + 0.5) / 10)`;
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

/**
 * Whether the first pick-up falls on one of these days of the week where it picks up (ISO numbers,
 * Monday 1 to Sunday 7): a Lane's days (decision 050). The stored weekday is the last column of the
 * origin's cell index, so the test runs on the index alone.
 */
export function picksUpOnWeekdays(isoWeekdays: readonly number[]): SQL {
  if (isoWeekdays.length === 0) return sql`false`;
  return inArray(loadPostings.pickupWeekday, [...isoWeekdays]);
}
