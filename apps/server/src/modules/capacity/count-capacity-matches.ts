import { sql } from 'drizzle-orm';
import type { AppConfig } from '@freight/domain/config';
import type { LoadViewer } from '@freight/domain/load-visibility';
import { cappedMatchCount, matchCountLimit, type MatchCount } from '@freight/domain/search/match-count';
import { selectRows, type Executor } from '../../db/client';
import { loadPostings } from '../../db/schema/loads';
import { searchConditions } from '../search/search-filters';
import { capacityMatchParams } from './capacity-matching';
import type { CapacityRow } from './capacity-records';

// How many open loads each capacity of a page matches (D3-7.15): the very conditions of See results
// (capacity-matching.ts), counted from the search's indexes, one statement for the whole page, and up
// to the search's cap as See results counts them ("1,000+"): a wide capacity stops reading at the cap.

export type CountContext = {
  viewer: LoadViewer;
  config: Pick<AppConfig, 'search' | 'app' | 'paging'>;
  now: Date;
  /** The zone of each capacity's origin, by capacity id. */
  originZones: ReadonlyMap<string, string>;
};

export async function countCapacityMatches(
  db: Executor,
  rows: readonly CapacityRow[],
  context: CountContext,
): Promise<Map<string, MatchCount>> {
  if (rows.length === 0) return new Map();
  // The limit of See results' first page, so that a card and the page it opens say the same.
  const limit = matchCountLimit(
    0,
    context.config.paging.capacityLoadPageSize,
    context.config.search.matchCountCap,
  );
  const counts = rows.map((row) => {
    const params = capacityMatchParams(row, {
      ...context,
      originZone: context.originZones.get(row.id) ?? context.config.app.defaultTimeZone,
    });
    return sql`(select ${row.id}::text as capacity_id, count(*)::int as load_count
      from (select 1 from ${loadPostings} where ${searchConditions(params)} limit ${limit + 1}) as matched)`;
  });
  const answered = await selectRows<{ capacity_id: string; load_count: number }>(
    db,
    sql.join(counts, sql` union all `),
  );
  return new Map(answered.map((row) => [row.capacity_id, cappedMatchCount(Number(row.load_count), limit)]));
}
