import { sql, type SQL } from 'drizzle-orm';
import { laneFigureMinCarriers, laneFigureMinLoads, type Lane } from '@freight/domain/profit/lane-rates';
import type { Executor } from '../../db/client';

// The lane summaries (decision 058) computed from the settled rates of the last 90 days: per window
// the median and quartiles of cents per loaded mile, the loads and carriers behind them, and 13 weekly
// medians for the chart. A figure with fewer than 5 loads or 3 carriers behind it is stored as null,
// so that no answer can carry it. One statement, for some lanes (as a booking settles) or all of them
// (once in a while, since the windows slide with time).

const weeks = 13;

function laneFilter(lanes: readonly Lane[] | null): SQL {
  if (lanes === null) return sql`true`;
  if (lanes.length === 0) return sql`false`;
  const rows = sql.join(
    lanes.map(
      (lane) =>
        sql`(${lane.originCountry}, ${lane.originState}, ${lane.destinationCountry}, ${lane.destinationState}, ${lane.trailerType})`,
    ),
    sql`, `,
  );
  return sql`(origin_country, origin_state, destination_country, destination_state, transport_mode) in (${rows})`;
}

/** Whether a group's loads and carriers may be shown (the domain's threshold, in SQL). */
const enough = (loads: SQL, carriers: SQL) =>
  sql`(${loads} >= ${laneFigureMinLoads} and ${carriers} >= ${laneFigureMinCarriers})`;

const rateColumns = sql.raw(`origin_country, origin_state, destination_country, destination_state,
  transport_mode, settled_at, cents_per_mile, carrier_id`);

/**
 * Recomputes the summaries of these lanes, or of every lane (null); lanes with no loads left are
 * removed. `adding`, an insert into settled_lane_rates, runs in the same statement and its rows count
 * (a settled booking's rate and its lane's summary in one round trip).
 */
export async function refreshLaneRateSummaries(
  db: Executor,
  now: Date,
  lanes: readonly Lane[] | null,
  adding?: SQL,
): Promise<void> {
  const since90 = new Date(now.getTime() - 90 * 86_400_000);
  const since30 = new Date(now.getTime() - 30 * 86_400_000);
  const sinceWeeks = new Date(now.getTime() - weeks * 7 * 86_400_000);
  const filter = laneFilter(lanes);
  const in30 = sql`settled_at > ${since30}`;
  const quantile = (fraction: number, where: SQL | null) =>
    where
      ? sql`percentile_cont(${fraction}::float8) within group (order by cents_per_mile) filter (where ${where})`
      : sql`percentile_cont(${fraction}::float8) within group (order by cents_per_mile)`;
  const since = sinceWeeks < since90 ? sinceWeeks : since90;
  // A statement does not see its own inserts: the added rows join the rates it reads as they are returned.
  const added = adding ? sql`added as (${adding} returning ${rateColumns}),` : sql``;
  const addedRates = adding
    ? sql`union all select ${rateColumns} from added where settled_at > ${since} and ${filter}`
    : sql``;
  await db.execute(sql`
    with ${added}
    rates as (
      select ${rateColumns}
      from settled_lane_rates
      where settled_at > ${since} and ${filter}
      ${addedRates}
    ),
    lanes as (
      select origin_country, origin_state, destination_country, destination_state, transport_mode,
             count(*) filter (where ${in30})::int as loads_30,
             count(distinct carrier_id) filter (where ${in30})::int as carriers_30,
             ${quantile(0.5, in30)} as median_30,
             ${quantile(0.25, in30)} as lower_30,
             ${quantile(0.75, in30)} as upper_30,
             count(*) filter (where settled_at > ${since90})::int as loads_90,
             count(distinct carrier_id) filter (where settled_at > ${since90})::int as carriers_90,
             ${quantile(0.5, sql`settled_at > ${since90}`)} as median_90,
             ${quantile(0.25, sql`settled_at > ${since90}`)} as lower_90,
             ${quantile(0.75, sql`settled_at > ${since90}`)} as upper_90
      from rates
      group by 1, 2, 3, 4, 5
    ),
    by_week as (
      select origin_country, origin_state, destination_country, destination_state, transport_mode,
             floor(extract(epoch from (${now}::timestamptz - settled_at)) / 604800)::int as weeks_ago,
             count(*)::int as loads, count(distinct carrier_id)::int as carriers,
             ${quantile(0.5, null)} as median
      from rates
      where settled_at > ${sinceWeeks}
      group by 1, 2, 3, 4, 5, 6
    ),
    week_lists as (
      select origin_country, origin_state, destination_country, destination_state, transport_mode,
             jsonb_agg(jsonb_build_object(
               'weekStart', to_char(${now}::timestamptz - (weeks_ago + 1) * interval '7 days', 'YYYY-MM-DD'),
               'medianCentsPerMile', case when ${enough(sql`loads`, sql`carriers`)} then median end,
               'loads', case when ${enough(sql`loads`, sql`carriers`)} then loads else 0 end
             ) order by weeks_ago desc) as weeks
      from by_week
      group by 1, 2, 3, 4, 5
    ),
    removed as (
      delete from lane_rate_summaries s
      where ${filter}
        and not exists (
          select 1 from lanes l
          where (l.origin_country, l.origin_state, l.destination_country, l.destination_state, l.transport_mode)
              = (s.origin_country, s.origin_state, s.destination_country, s.destination_state, s.transport_mode)
            and l.loads_90 > 0)
    )
    insert into lane_rate_summaries as s (
      origin_country, origin_state, destination_country, destination_state, transport_mode,
      loads_30, carriers_30, median_30, lower_quartile_30, upper_quartile_30,
      loads_90, carriers_90, median_90, lower_quartile_90, upper_quartile_90, weeks, computed_at)
    select l.origin_country, l.origin_state, l.destination_country, l.destination_state, l.transport_mode,
           l.loads_30, l.carriers_30,
           case when ${enough(sql`l.loads_30`, sql`l.carriers_30`)} then l.median_30 end,
           case when ${enough(sql`l.loads_30`, sql`l.carriers_30`)} then l.lower_30 end,
           case when ${enough(sql`l.loads_30`, sql`l.carriers_30`)} then l.upper_30 end,
           l.loads_90, l.carriers_90,
           case when ${enough(sql`l.loads_90`, sql`l.carriers_90`)} then l.median_90 end,
           case when ${enough(sql`l.loads_90`, sql`l.carriers_90`)} then l.lower_90 end,
           case when ${enough(sql`l.loads_90`, sql`l.carriers_90`)} then l.upper_90 end,
           coalesce(w.weeks, '[]'::jsonb), ${now}
    from lanes l
    left join week_lists w using (origin_country, origin_state, destination_country, destination_state, transport_mode)
    where l.loads_90 > 0
    on conflict (origin_country, origin_state, destination_country, destination_state, transport_mode)
    do update set loads_30 = excluded.loads_30, carriers_30 = excluded.carriers_30,
      median_30 = excluded.median_30, lower_quartile_30 = excluded.lower_quartile_30,
      upper_quartile_30 = excluded.upper_quartile_30, loads_90 = excluded.loads_90,
      carriers_90 = excluded.carriers_90, median_90 = excluded.median_90,
      lower_quartile_90 = excluded.lower_quartile_90, upper_quartile_90 = excluded.upper_quartile_90,
      weeks = excluded.weeks, computed_at = excluded.computed_at
  `);
}
