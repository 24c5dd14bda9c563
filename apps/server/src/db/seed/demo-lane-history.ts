import { sql } from 'drizzle-orm';
import { refreshLaneRateSummaries } from '../../modules/lane-rates/refresh-lane-rate-summaries';
import type { Transaction } from '../client';
import { carriers } from '../schema/index';

// The demo's booked history (decision 058), so that lane rates show something on the first start:
// for every lane with at least 5 open demo postings, 12 to 30 loads booked over the last 90 days by
// six history carriers, paid around the lane's posted median per mile (0.85 to 1.15 of it, a little
// lower 90 days ago than today), and a few of the active demo carrier's own on its lanes out of
// Illinois. The rates are drawn from hashes of the lane and the load's number, so the same postings
// give the same history. Then every lane's summary is computed once.

export const historyCarrierCount = 6;
const historyCarrierIdPrefix = 'HIST-';

export async function insertDemoLaneHistory(
  tx: Transaction,
  activeCarrierId: string,
  now: Date,
): Promise<number> {
  const historyCarriers = await tx
    .insert(carriers)
    .values(
      Array.from({ length: historyCarrierCount }, (_, index) => ({
        name: `Marketplace Carrier ${index + 1}`,
        commonCarrierId: `${historyCarrierIdPrefix}${index + 1}`,
        source: 'TMS',
      })),
    )
    .returning({ id: carriers.id });
  const carrierIds = historyCarriers.map((carrier) => carrier.id);
  // A number in [0, 1) from a text: stable across runs and engines.
  const unit = (text: ReturnType<typeof sql>) => sql`((hashtext(${text}) & 2147483647)::float8 / 2147483648)`;
  const result = await tx.execute(sql`
    with lanes as (
      select origin_country, origin_state, destination_country, destination_state, transport_mode,
             percentile_cont(0.5) within group (order by total_charge_cents::float8 / total_distance::float8) as cents_per_mile,
             avg(total_distance)::float8 as miles,
             count(*) as postings
      from load_postings
      where status = 'OPEN' and total_charge_cents is not null and total_distance > 0
      group by 1, 2, 3, 4, 5
      having count(*) >= 5
    ),
    loads as (
      select l.*, n,
             ${unit(sql`l.origin_state || l.destination_state || l.transport_mode || n`)} as draw,
             ${unit(sql`n || l.destination_state || l.origin_state`)} as when_draw
      from lanes l
      cross join lateral generate_series(1, 12 + (l.postings % 19)::int) as n
    ),
    dated as (
      select *, ${now}::timestamptz - (when_draw * 90) * interval '1 day' as settled_at
      from loads
    )
    insert into settled_lane_rates (carrier_id, origin_country, origin_state, destination_country,
      destination_state, transport_mode, settled_at, total_charge_cents, loaded_miles, cents_per_mile)
    select case when origin_state = 'IL' and n % 7 = 0 then ${activeCarrierId}::uuid
                else (${sql.param(carrierIds)}::uuid[])[1 + (n % ${historyCarrierCount})] end,
           origin_country, origin_state, destination_country, destination_state, transport_mode, settled_at,
           round(rate * miles)::int, round(miles::numeric, 1), round(rate * miles) / round(miles::numeric, 1)::float8
    from (
      select *, cents_per_mile * (0.85 + 0.3 * draw)
               * (1 - 0.06 * extract(epoch from (${now}::timestamptz - settled_at)) / (90 * 86400)) as rate
      from dated
    ) priced
  `);
  await refreshLaneRateSummaries(tx, now, null);
  return (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
}
