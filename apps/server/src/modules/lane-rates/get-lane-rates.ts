import { z } from 'zod';
import { laneTrendOf } from '@freight/domain/profit/lane-rates';
import { selectFixed, type FixedStatement } from '../../db/fixed-statement';
import type { LaneWeek } from '../../db/schema/profit';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { issueMessage, parseInput } from '../../platform/validate';

/** A page of cards asks for its lanes at once: at most one page. */
export const maxLanesPerRequest = 25;

const part = (max: number) => z.string().trim().min(1).max(max);
const laneSchema = z.object({
  originCountry: part(10),
  originState: part(10),
  destinationCountry: part(10),
  destinationState: part(10),
  trailerType: part(40),
});
const lanesSchema = z.object({
  lanes: z
    .array(laneSchema)
    .min(1, issueMessage('laneRates.lanes', { max: maxLanesPerRequest }))
    .max(maxLanesPerRequest, issueMessage('laneRates.lanes', { max: maxLanesPerRequest })),
});

type Row = {
  ord: number;
  loads_30: number | null;
  median_30: number | null;
  lower_quartile_30: number | null;
  upper_quartile_30: number | null;
  loads_90: number | null;
  median_90: number | null;
  lower_quartile_90: number | null;
  upper_quartile_90: number | null;
  weeks: LaneWeek[] | null;
  own_loads: number;
  own_median: number | null;
  own_last: Date | string | null;
};

function windowOf(median: number | null, lower: number | null, upper: number | null, loads: number | null) {
  if (median === null || lower === null || upper === null || loads === null) return null;
  return {
    medianCentsPerMile: Number(median),
    lowerQuartileCentsPerMile: Number(lower),
    upperQuartileCentsPerMile: Number(upper),
    loads,
  };
}

/**
 * The asked lanes are arrays (one per key part, in order), so the text never changes and PostgreSQL
 * keeps its plan (decision 066): each lane is looked up in the summaries by its key (a lateral join,
 * so that the planner probes the primary key rather than hashing every summary with its weeks), and
 * each lane's own loads are an index range of the carrier's settled rates.
 */
const laneRatesStatement: FixedStatement = {
  name: 'get_lane_rates',
  text: `
    with asked (ord, origin_country, origin_state, destination_country, destination_state, transport_mode) as (
      select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
    )
    select a.ord, s.loads_30, s.median_30, s.lower_quartile_30, s.upper_quartile_30,
           s.loads_90, s.median_90, s.lower_quartile_90, s.upper_quartile_90, s.weeks,
           own.loads as own_loads, own.median as own_median, own.last as own_last
    from asked a
    left join lateral (
      select * from lane_rate_summaries l
      where l.origin_country = a.origin_country and l.origin_state = a.origin_state
        and l.destination_country = a.destination_country and l.destination_state = a.destination_state
        and l.transport_mode = a.transport_mode
    ) s on true
    left join lateral (
      select count(*)::int as loads,
             percentile_cont(0.5) within group (order by r.cents_per_mile) as median,
             max(r.settled_at) as last
      from settled_lane_rates r
      where r.carrier_id = $7::uuid
        and r.origin_country = a.origin_country and r.origin_state = a.origin_state
        and r.destination_country = a.destination_country and r.destination_state = a.destination_state
        and r.transport_mode = a.transport_mode and r.settled_at > $8::timestamptz
    ) own on true
    order by a.ord`,
};

/**
 * getLaneRates: each lane's summary as stored (figures below the threshold are already null), and
 * what the caller's own carrier was paid there over 90 days, in one fixed statement (above).
 * Aggregates only: no row of another carrier is ever answered.
 */
export async function getLaneRates(services: Pick<Services, 'db' | 'now'>, caller: Caller, input: unknown) {
  const { lanes } = parseInput(lanesSchema, input);
  const carrierId = caller.carrier?.id ?? null;
  const since = new Date(services.now().getTime() - 90 * 86_400_000);
  const column = (pick: (lane: (typeof lanes)[number]) => string) => lanes.map(pick);
  const rows = await selectFixed<Row>(services.db, laneRatesStatement, [
    lanes.map((_lane, index) => index),
    column((lane) => lane.originCountry),
    column((lane) => lane.originState),
    column((lane) => lane.destinationCountry),
    column((lane) => lane.destinationState),
    column((lane) => lane.trailerType),
    carrierId,
    since,
  ]);
  return lanes.map((lane, index) => {
    const row = rows.find((candidate) => Number(candidate.ord) === index);
    const last30Days = row
      ? windowOf(row.median_30, row.lower_quartile_30, row.upper_quartile_30, row.loads_30)
      : null;
    const last90Days = row
      ? windowOf(row.median_90, row.lower_quartile_90, row.upper_quartile_90, row.loads_90)
      : null;
    return {
      ...lane,
      last30Days,
      last90Days,
      trend: laneTrendOf(last30Days?.medianCentsPerMile ?? null, last90Days?.medianCentsPerMile ?? null),
      weeks: (row?.weeks ?? []).map(({ weekStart, medianCentsPerMile }) => ({
        weekStart,
        medianCentsPerMile,
      })),
      ownPay:
        row && row.own_loads > 0 && row.own_median !== null && row.own_last !== null
          ? {
              loads: row.own_loads,
              medianCentsPerMile: Number(row.own_median),
              lastSettledAt: new Date(row.own_last).toISOString(),
            }
          : null,
    };
  });
}
