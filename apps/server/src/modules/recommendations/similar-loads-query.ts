import { and, asc, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { LoadViewer } from '@freight/domain/load-visibility';
import { defaultDates } from '@freight/domain/search/defaults';
import { selectRows, type Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { formatInZone } from '@freight/domain/zoned-dates';
import { isOpen, visibleTo, withinCircle } from '../postings/load-posting-conditions';
import { anyTrailerType } from './any-trailer-type';

// Similar loads (D1-4.13, D1-7.12, D1-9.05; decision 012): open postings on the primary load's lane,
// the search's own date ranges with the similar-load offsets. The count on a recommended card and
// the list behind "Show N similar loads" use this one condition, so the two always agree.

export type SimilarPrimary = Pick<
  typeof loadPostings.$inferSelect,
  'id' | 'originLat' | 'originLng' | 'destinationLat' | 'destinationLng' | 'pickupStart' | 'originTimeZone'
>;

export type SimilarOptions = {
  viewer: LoadViewer;
  config: Pick<AppConfig, 'search' | 'app' | 'recommendations'>;
};

/**
 * The windows of a similar-load search, as the search form sets them from a pick-up day (D1-5.07):
 * pick-up from the start of the primary's pick-up day (where it picks up) to the end of the day
 * `similarPickupOffsetDays` later, drop from that same start to the end of the day
 * `similarDropOffsetDays` later.
 */
export function similarWindowOf(primary: SimilarPrimary, config: SimilarOptions['config']) {
  const { similarPickupOffsetDays, similarDropOffsetDays } = config.recommendations;
  const dates = defaultDates(formatInZone(primary.pickupStart, primary.originTimeZone), {
    ...config,
    search: {
      ...config.search,
      originDateDefaultOffsetDays: similarPickupOffsetDays,
      destinationDateDefaultOffsetDays: similarDropOffsetDays,
    },
  });
  return {
    pickUpFrom: new Date(dates.pickUpStartDate!),
    pickUpTo: new Date(dates.pickUpEndDate!),
    dropFrom: new Date(dates.dropStartDate!),
    dropTo: new Date(dates.dropEndDate!),
  };
}

export function similarLoadsWhere(primary: SimilarPrimary, options: SimilarOptions): SQL {
  const radiusMiles = options.config.recommendations.similarRadiusMiles;
  const window = similarWindowOf(primary, options.config);
  return and(
    isOpen,
    anyTrailerType,
    withinCircle(loadPostings.originLat, loadPostings.originLng, {
      latitude: primary.originLat,
      longitude: primary.originLng,
      radiusMiles,
    }),
    gte(loadPostings.pickupStart, window.pickUpFrom),
    lte(loadPostings.pickupStart, window.pickUpTo),
    withinCircle(loadPostings.destinationLat, loadPostings.destinationLng, {
      latitude: primary.destinationLat,
      longitude: primary.destinationLng,
      radiusMiles,
    }),
    gte(loadPostings.dropStart, window.dropFrom),
    lte(loadPostings.dropStart, window.dropTo),
    visibleTo(options.viewer, options.config),
    ne(loadPostings.id, primary.id),
  )!;
}

/** How many similar loads each primary has, in one statement (a page of recommendations at once). */
export async function countSimilarLoads(
  db: Executor,
  primaries: readonly SimilarPrimary[],
  options: SimilarOptions,
): Promise<Map<string, number>> {
  if (primaries.length === 0) return new Map();
  const counts = primaries.map(
    (primary) =>
      sql`(select ${primary.id}::uuid as primary_id, count(*)::int as similar from ${loadPostings} where ${similarLoadsWhere(primary, options)})`,
  );
  const rows = await selectRows<{ primary_id: string; similar: number }>(
    db,
    sql.join(counts, sql` union all `),
  );
  return new Map(rows.map((row) => [row.primary_id, Number(row.similar)]));
}

/** The similar loads of one primary, soonest pick-up first, with the count of all of them. */
export async function findSimilarLoads(
  db: Executor,
  primary: SimilarPrimary,
  options: SimilarOptions & { limit: number },
) {
  const rows = await db
    .select({ posting: loadPostings, totalRecords: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(loadPostings)
    .where(similarLoadsWhere(primary, options))
    .orderBy(asc(loadPostings.pickupStart), asc(loadPostings.loadId))
    .limit(options.limit);
  return { postings: rows.map((row) => row.posting), totalRecords: rows[0]?.totalRecords ?? 0 };
}
