import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../../apps/server/src/db/client';
import { selectRows } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { ensureGazetteer } from '../../apps/server/src/db/seed/ensure-gazetteer';
import { loadHubs } from '../../apps/server/src/db/seed/demo-hubs';
import { createWorkTables, slotCount } from './search-data-tables';

// The benchmark's open postings, generated inside the database (INSERT ... SELECT over
// generate_series) because building a million postings in JavaScript and sending them over takes
// far longer than the measurement itself. The distributions are the demo seed's (demo-postings.ts,
// demo-routes.ts): the same source systems, load types and trailer shares, origins drawn from the
// gazetteer's hubs weighted by the square root of their population, destinations regional half of
// the time, 2 to 4 stops, pick-ups over the next 30 days in local business hours, per-mile rates.
// Stops lie within about 3 miles of their town (a facility, not the town centre), so that the
// geographic index sees distinct points as it would with real addresses.

export type LoadSummary = {
  postings: number;
  stops: number;
  accessorials: number;
  hubs: number;
  /** Milliseconds of each phase. */
  phases: { name: string; ms: number }[];
};

type Log = (message: string) => void;

/** A random element of an array (null when it is empty). */
const pickFrom = (items: string, r: string) => `${items}[1 + floor(${r} * cardinality(${items}))::int]`;

/** A random element of an array that is not on the route yet (the next one along instead). */
const pickOther = (items: string, r: string, used: string) => `(
  select candidate from generate_series(0, 3) as step,
    lateral (select ${items}[1 + ((floor(${r} * cardinality(${items}))::int + step) % cardinality(${items}))]
      as candidate) c
  where cardinality(${items}) > 0 and candidate <> all (${used})
  order by step limit 1)`;

/** Plans postings first..last: kind, trailer, route, first pick-up and every random draw. */
async function planPostings(
  tx: Transaction,
  first: number,
  last: number,
  now: Date,
  hubCount: number,
): Promise<void> {
  // Any hub at least 80 miles away: a uniform draw, drawn again when it lands too close.
  const farHub = (r: string) => `1 + floor(${r} * ${hubCount})::int`;
  const isFar = (hub: string) => `(${hub} <> o.origin and not ${hub} = any (h.near))`;
  await tx.execute(sql`
    insert into bench_plan
    with draws as (
      select n, random() as r_kind, random() as r_trailer, random() as r_route, random() as r_stops,
        random() as r_origin, random() as r_dest, random() as r_dest2, random() as r_regional, random() as r_pick,
        random() as r_extra_pick, random() as r_extra_drop, random() as r_same_day, random() as r_day,
        random() as r_hour, random() as r_minute, random() as r_window, random() as r_rate,
        random() as r_cad, random() as r_unit, random() as r_fuel, random() as r_weight,
        random() as r_hazardous, random() as r_high_value, random() as r_buy, random() as r_managed,
        random() as r_exclusive
      from generate_series(${first}::int, ${last}::int) as n
    ),
    kinded as (
      select d.*, k.kind, k.trailer, k.is_dray, k.managed_share, k.cents_low, k.cents_high,
        case when k.is_dray and cardinality(l.ports) > 0 then 'dray'
             when d.r_route < 0.04 and cardinality(l.canadian) >= 2 then 'intraCanada'
             else 'regular' end as route_kind,
        l.ports, l.canadian
      from draws d
      join bench_kinds k on d.r_kind >= k.kind_lo and d.r_kind < k.kind_hi
        and d.r_trailer >= k.trailer_lo and d.r_trailer < k.trailer_hi
      cross join bench_lists l
    ),
    origins as (
      select kd.*,
        case kd.route_kind
          when 'dray' then kd.ports[1 + floor(kd.r_origin * cardinality(kd.ports))::int]
          when 'intraCanada' then kd.canadian[1 + floor(kd.r_origin * cardinality(kd.canadian))::int]
          else s.hub end as origin,
        case when kd.route_kind = 'dray' or kd.r_stops < 0.75 then 2
             when kd.r_stops < 0.75 + 0.25 * 2.0 / 3 then 3 else 4 end as stop_count
      from kinded kd
      join bench_slots s on s.slot = least(floor(kd.r_origin * ${slotCount})::int, ${slotCount - 1})
    ),
    routed as (
      -- The neighbour lists never hold the hub itself, so a pick from them is never the origin.
      select o.*,
        case
          when o.route_kind = 'dray' then ${sql.raw(pickFrom('h.dray', 'o.r_dest'))}
          when o.route_kind = 'intraCanada' and cardinality(h.canada_far) > 0
            then ${sql.raw(pickFrom('h.canada_far', 'o.r_dest'))}
          when o.r_regional < 0.5 and cardinality(h.regional) > 0
            then ${sql.raw(pickFrom('h.regional', 'o.r_dest'))}
          when ${sql.raw(isFar(farHub('o.r_dest')))} then ${sql.raw(farHub('o.r_dest'))}
          when ${sql.raw(isFar(farHub('o.r_dest2')))} then ${sql.raw(farHub('o.r_dest2'))}
          else coalesce(${sql.raw(pickFrom('h.regional', 'o.r_dest'))}, ${sql.raw(pickFrom('h.dray', 'o.r_dest'))})
        end as destination,
        h.time_zone as origin_zone
      from origins o join bench_hubs h on h.hub = o.origin
    ),
    extras as (
      select r.*,
        r.stop_count >= 3 and (r.stop_count = 4 or r.r_pick < 0.5) as extra_pick,
        r.stop_count = 4 or (r.stop_count = 3 and r.r_pick >= 0.5) as extra_drop,
        ho.local as origin_local, hd.local as destination_local
      from routed r
      join bench_hubs ho on ho.hub = r.origin
      join bench_hubs hd on hd.hub = r.destination
    ),
    stops as (
      select e.*,
        case when e.extra_pick
          then ${sql.raw(pickOther('e.origin_local', 'e.r_extra_pick', 'array[e.origin, e.destination]'))} end as second_pick
      from extras e
    ),
    drops as (
      select s.*,
        case when s.extra_drop then ${sql.raw(
          pickOther(
            's.destination_local',
            's.r_extra_drop',
            'array[s.origin, s.destination, coalesce(s.second_pick, 0)]',
          ),
        )} end as first_drop
      from stops s
    )
    select n, kind, is_dray, trailer,
      array_remove(array[origin, second_pick, first_drop, destination], null),
      array_remove(array['P', case when second_pick is not null then 'P' end,
        case when first_drop is not null then 'D' end, 'D'], null),
      -- 5% pick up later today (the same-day warning), the rest on one of the next 29 days at 6:00-15:30 local.
      case when r_same_day < 0.05
        then to_timestamp(ceil((extract(epoch from ${now.toISOString()}::timestamptz) + (2 + floor(r_hour * 5)) * 3600) / 1800) * 1800)
        else (date_trunc('day', ${now.toISOString()}::timestamptz at time zone origin_zone)
          + make_interval(days => 1 + floor(r_day * 29)::int, hours => 6 + floor(r_hour * 10)::int,
                          mins => 30 * floor(r_minute * 2)::int)) at time zone origin_zone end,
      (array[0, 2, 2, 4])[1 + floor(r_window * 4)::int],
      r_rate < 0.95, r_cad,
      cents_low + floor(r_unit * (cents_high - cents_low + 1))::int,
      45 + floor(r_fuel * 21)::int,
      case when trailer = 'Refrigerated' then 2000 + floor(r_weight * 2301)::int
           else 500 + floor(r_weight * 4001)::int end * 10,
      trailer <> 'Refrigerated' and r_hazardous < 0.065,
      r_high_value < 0.05, r_buy < 0.93, r_managed < managed_share, r_exclusive < 0.03
    from drops`);
}

/** Stops of the planned postings: places, legs, and appointments one after the other at 47 mph. */
async function planStops(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    insert into bench_stops
    with placed as (
      select p.n, s.seq::int as seq, s.hub, s.stop_type, p.first_from, p.first_window,
        h.latitude as hub_lat, h.longitude as hub_lng,
        h.latitude + (random() - 0.5) * 0.08 as latitude,
        h.longitude + (random() - 0.5) * 0.1 as longitude,
        random() as r_window, random() as r_confirmed
      from bench_plan p
      cross join lateral unnest(p.stop_hubs, p.stop_types) with ordinality as s(hub, stop_type, seq)
      join bench_hubs h on h.hub = s.hub
    ),
    legs as (
      select pl.*,
        case when pl.seq = 1 then 0 else greatest(1, round(earth_distance(
          ll_to_earth(lag(pl.hub_lat) over w, lag(pl.hub_lng) over w),
          ll_to_earth(pl.hub_lat, pl.hub_lng)) / 1609.344 * 1.2 * 10))::int end as leg_tenths
      from placed pl
      window w as (partition by pl.n order by pl.seq)
    ),
    timed as (
      -- Each next stop: a 2-hour dwell, the drive at 47 mph and 10 hours of rest per 11 hours driven.
      select lg.*, sum(case when lg.seq = 1 then 0 else
          2 + lg.leg_tenths / 470.0 + floor(lg.leg_tenths / 470.0 / 11) * 10 end)
        over (partition by lg.n order by lg.seq) as offset_hours
      from legs lg
    ),
    appointed as (
      select t.*,
        case when t.seq = 1 then t.first_from
          else to_timestamp(ceil((extract(epoch from t.first_from) + t.offset_hours * 3600) / 3600) * 3600) end
          as appointment_from,
        case when t.seq = 1 then t.first_window
          else (array[0, 2, 2, 4])[1 + floor(t.r_window * 4)::int] end as window_hours
      from timed t
    )
    select n, seq, hub, stop_type, latitude, longitude, leg_tenths, appointment_from,
      appointment_from + make_interval(hours => window_hours),
      r_confirmed < case when stop_type = 'P' then 0.85 else 0.95 end
    from appointed`);
}

/** Accessorials of the postings that have a rate: stop-offs, tarps, lumpers, detention. */
async function planAccessorials(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    insert into bench_accessorials
    with rated as (
      select p.n, p.trailer, cardinality(p.stop_hubs) as stop_count, random() as r_tarp,
        random() as r_tarp_amount, random() as r_lumper, random() as r_lumper_amount, random() as r_detention
      from bench_plan p where p.has_rate
    )
    select n, 'STOP', 'Stop-off charge', 'FLAT', 7500 * (stop_count - 2) from rated where stop_count > 2
    union all
    select n, 'TARP', 'Tarp charge', 'FLAT', (array[10000, 12500, 15000])[1 + floor(r_tarp_amount * 3)::int]
      from rated where trailer = 'Flatbed' and r_tarp < 0.6
    union all
    select n, 'LUM', 'Lumper fee', 'REIMBURSABLE', (15 + floor(r_lumper_amount * 21)::int) * 1000
      from rated where trailer in ('Dry Van', 'Refrigerated') and r_lumper < 0.1
    union all
    select n, 'DET', 'Detention (2 hours)', 'ESTIMATE', 15000 from rated where r_detention < 0.08`);
}

// Posting ids and load ids follow from the sequence number, so the stops need no lookup and the
// same run gives the same load ids. 7,919 is prime to 10^8: every n below 10^8 gets its own id.
const postingIdOf = (column: string) => sql.raw(`md5('freight-bench-' || ${column})::uuid`);
const loadIdOf = (column: string) =>
  sql.raw(`'L' || lpad(((${column}::bigint * 7919 + 104729) % 100000000)::text, 8, '0')`);

async function insertPostings(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    insert into load_postings (
      id, load_id, source_system, source_reference, status, load_type, transport_mode, is_hazardous,
      is_high_value, is_temperature_controlled, total_distance, total_weight, number_of_stops,
      terms_and_conditions, buy_allowed, managed_equipment, exclusive_load, currency, bin_rate_id,
      total_charge_cents, line_haul_cents, line_haul_unit_charge, line_haul_quantity, line_haul_qualifier,
      fuel_cents, fuel_unit_charge, fuel_quantity, fuel_qualifier,
      origin_city, origin_state, origin_country, origin_postal_code, origin_lat, origin_lng, origin_time_zone,
      pickup_start, pickup_end,
      destination_city, destination_state, destination_country, destination_postal_code, destination_lat,
      destination_lng, destination_time_zone, drop_start, drop_end)
    with routes as (
      select s.n, sum(s.leg_tenths)::int as tenths, bool_and(h.country = 'CAN') as is_canadian,
        max(s.seq) as last_seq
      from bench_stops s join bench_hubs h on h.hub = s.hub
      group by s.n
    ),
    extras as (
      select n, sum(cents)::int as cents from bench_accessorials group by n
    ),
    priced as (
      select p.*, r.tenths, r.last_seq,
        -- A Canadian dollar buys less: CAD rates are about a third higher for the same haul.
        case when r.is_canadian and p.r_cad < 0.85 then 'CAD' else 'USD' end as currency,
        case when r.is_canadian and p.r_cad < 0.85 then 1.35 else 1 end as factor,
        coalesce(x.cents, 0) as accessorial_cents
      from bench_plan p join routes r on r.n = p.n left join extras x on x.n = p.n
    ),
    charged as (
      select pr.*, round(pr.unit_cents * pr.factor)::int as unit,
        round(round(pr.unit_cents * pr.factor) * pr.tenths / 10.0)::int as per_mile,
        round(pr.fuel_unit_cents * pr.tenths / 10.0)::int as fuel
      from priced pr
    ),
    lined as (
      -- Short hauls pay a flat minimum line haul.
      select c.*, c.per_mile < 35000 as is_flat,
        case when c.per_mile < 35000 then round(35000 * c.factor)::int else c.per_mile end as line_haul
      from charged c
    )
    select ${postingIdOf('l.n')}, ${loadIdOf('l.n')}, k.source_system, k.prefix || 'B' || l.n, 'OPEN',
      k.load_type, l.trailer, l.is_hazardous, l.is_high_value, l.trailer = 'Refrigerated',
      l.tenths / 10.0, l.weight, l.last_seq, k.terms, l.buy_allowed, l.managed, l.exclusive, l.currency,
      case when l.has_rate then 'BR' || (10000000 + l.n) end,
      case when l.has_rate then l.line_haul + l.fuel + l.accessorial_cents end,
      case when l.has_rate then l.line_haul end,
      case when l.has_rate then case when l.is_flat then l.line_haul / 100.0 else l.unit / 100.0 end end,
      case when l.has_rate then case when l.is_flat then 1 else l.tenths / 10.0 end end,
      case when l.has_rate then case when l.is_flat then 'FLAT' else 'PM' end end,
      case when l.has_rate then l.fuel end,
      case when l.has_rate then l.fuel_unit_cents / 100.0 end,
      case when l.has_rate then l.tenths / 10.0 end,
      case when l.has_rate then 'PM' end,
      ho.name, ho.state, ho.country, ho.postal_code, f.latitude, f.longitude, ho.time_zone,
      f.appointment_from, f.appointment_to,
      hd.name, hd.state, hd.country, hd.postal_code, d.latitude, d.longitude, hd.time_zone,
      d.appointment_from, d.appointment_to
    from lined l
    join (select distinct on (kind) kind, source_system, prefix, load_type, terms from bench_kinds) k on k.kind = l.kind
    join bench_stops f on f.n = l.n and f.seq = 1
    join bench_stops d on d.n = l.n and d.seq = l.last_seq
    join bench_hubs ho on ho.hub = f.hub
    join bench_hubs hd on hd.hub = d.hub`);
  await tx.execute(sql`
    insert into load_posting_stops (
      load_posting_id, stop_id, sequence, stop_type, location_name, address_line1, city, state,
      postal_code, country, latitude, longitude, time_zone, appointment_from, appointment_to,
      appointment_state, special_services)
    select ${postingIdOf('s.n')}, ${loadIdOf('s.n')} || '-' || s.seq, s.seq, s.stop_type,
      case when p.is_dray and s.seq = 1 and h.is_port
        then 'Port of ' || h.name || ' Terminal ' || (1 + floor(random() * 6)::int)
        else l.companies[1 + floor(random() * cardinality(l.companies))::int] || ' '
          || l.facilities[1 + floor(random() * cardinality(l.facilities))::int] end,
      (100 + floor(random() * 9800)::int) || ' ' || l.streets[1 + floor(random() * cardinality(l.streets))::int],
      h.name, h.state, h.postal_code, h.country, s.latitude, s.longitude, h.time_zone,
      s.appointment_from, s.appointment_to,
      case when s.stop_type = 'P' and not s.confirmed then 'P' end,
      case when random() < 0.15
        then array[l.services[1 + floor(random() * cardinality(l.services))::int]]
        else '{}'::text[] end
    from bench_stops s
    join bench_plan p on p.n = s.n
    join bench_hubs h on h.hub = s.hub
    cross join bench_lists l`);
  await tx.execute(sql`
    insert into load_posting_accessorials (load_posting_id, code, description, type, charge_cents)
    select ${postingIdOf('n')}, code, description, type, cents from bench_accessorials`);
}

type IndexDefinition = { name: string; definition: string };

// The search tables' secondary indexes are dropped during the load and built again afterwards from
// their own definitions (whatever the migrations made them): one build is far faster than a
// million insertions into each. Indexes behind constraints (keys, unique) stay.
async function dropSecondaryIndexes(tx: Transaction): Promise<IndexDefinition[]> {
  const indexes = await selectRows<IndexDefinition>(
    tx,
    sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname in ('load_postings', 'load_posting_stops', 'load_posting_accessorials')
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  return indexes;
}

const chunkSize = 50_000;

async function timed<T>(phases: LoadSummary['phases'], name: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  phases.push({ name, ms: Math.round(performance.now() - started) });
  return result;
}

/**
 * A fresh database made ready for the search benchmark: migrations, the gazetteer, `postings` open
 * postings with their stops and accessorials, the indexes, and fresh planner statistics.
 */
export async function loadSearchData(
  handle: DatabaseHandle,
  options: { postings: number; now: Date; seed: number; log: Log },
): Promise<LoadSummary> {
  const phases: LoadSummary['phases'] = [];
  const { db } = handle;
  await timed(phases, 'migrations and gazetteer', async () => {
    await applyMigrations(handle);
    await ensureGazetteer(db);
  });
  const hubs = await loadHubs(db);
  await db.transaction(async (tx) => {
    const [role] = await selectRows<{ isSuper: boolean }>(
      tx,
      sql`select rolsuper as "isSuper" from pg_roles where rolname = current_user`,
    );
    // Foreign keys are right by construction here; checking three million of them one by one
    // would double the load time. Only a superuser may skip them.
    if (role?.isSuper) await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // The generator's estimates are wild (arrays, ranges): PostgreSQL would spend seconds compiling
    // each statement with JIT for nothing. (PGlite has no JIT; the setting exists and does nothing.)
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select setseed(${(options.seed % 1000) / 1000})`);
    const indexes = await dropSecondaryIndexes(tx);
    await createWorkTables(tx, hubs);
    await timed(phases, 'postings, stops and accessorials', async () => {
      const started = performance.now();
      for (let first = 1; first <= options.postings; first += chunkSize) {
        const last = Math.min(options.postings, first + chunkSize - 1);
        await planPostings(tx, first, last, options.now, hubs.length);
        await planStops(tx);
        await planAccessorials(tx);
        await insertPostings(tx);
        await tx.execute(sql`truncate bench_plan, bench_stops, bench_accessorials`);
        const seconds = (performance.now() - started) / 1000;
        if (last % 100_000 === 0 || last === options.postings)
          options.log(`  ${last.toLocaleString('en-US')} postings (${seconds.toFixed(0)} s)`);
      }
    });
    await timed(phases, 'index builds', async () => {
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    });
  });
  // VACUUM too, not only ANALYZE: a table that autovacuum has seen (visibility map, hint bits) is
  // the steady state of a live marketplace; a freshly loaded one would pay for it in the first runs.
  await timed(phases, 'vacuum analyze', async () => {
    for (const table of ['load_postings', 'load_posting_stops', 'load_posting_accessorials', 'places'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));
  });
  const [counts] = await selectRows<{ postings: number; stops: number; accessorials: number }>(
    db,
    sql`select (select count(*) from load_postings)::int as postings,
               (select count(*) from load_posting_stops)::int as stops,
               (select count(*) from load_posting_accessorials)::int as accessorials`,
  );
  return { ...counts!, hubs: hubs.length, phases };
}
