import { sql } from 'drizzle-orm';
import type { Transaction } from '../../apps/server/src/db/client';
import type { Hub } from '../../apps/server/src/db/seed/demo-hubs';
import {
  isDrayLoad,
  managedShareOf,
  postingMix,
  termsKeys,
} from '../../apps/server/src/db/seed/demo-postings';
import { greatCircleMiles, perMileCents } from '../../apps/server/src/db/seed/demo-routes';
import { companies, facilityKinds, specialServices, streets } from '../../apps/server/src/db/seed/demo-stops';

// The reference data the posting generator of search-data.ts draws from, as temporary tables of the
// loading transaction.

// The demo seed's shares of source systems, load types and trailers, with what the generator needs of
// each kind.
const kinds = postingMix.map((kind) => ({
  ...kind,
  isDray: isDrayLoad(kind.loadType),
  managedShare: managedShareOf(kind.loadType),
  terms: termsKeys[kind.loadType],
}));

/** Weighted origins: 100,000 slots shared out by weight, so that a uniform draw picks a hub by weight. */
export const slotCount = 100_000;

type HubRow = {
  hub: number;
  name: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
  time_zone: string;
  postal_code: string | null;
  is_port: boolean;
  local: number[];
  regional: number[];
  near: number[];
  dray: number[];
  canada_far: number[];
};

/**
 * The hubs with their neighbours by distance ring, worked out here: a million pair distances take a
 * fraction of a second in JavaScript and far longer in SQL on the embedded engine.
 */
function hubRows(hubs: Hub[]): HubRow[] {
  return hubs.map((hub, i) => {
    const ring = (min: number, max: number, canadianOnly = false) =>
      hubs.flatMap((other, j) => {
        if (j === i || (canadianOnly && other.country !== 'CAN')) return [];
        const miles = greatCircleMiles(hub, other);
        return miles >= min && miles <= max ? [j + 1] : [];
      });
    const nearest = hubs
      .map((other, j) => ({ j, miles: j === i ? Infinity : greatCircleMiles(hub, other) }))
      .reduce((best, entry) => (entry.miles < best.miles ? entry : best));
    const dray = ring(10, 250);
    return {
      hub: i + 1,
      name: hub.name,
      state: hub.state,
      country: hub.country,
      latitude: hub.latitude,
      longitude: hub.longitude,
      time_zone: hub.timeZone,
      postal_code: hub.postalCode,
      is_port: hub.isPort,
      local: ring(15, 150),
      regional: ring(80, 600),
      near: ring(0, 80),
      dray: dray.length > 0 ? dray : [nearest.j + 1],
      canada_far: hub.country === 'CAN' ? ring(80, 100_000, true) : [],
    };
  });
}

function originSlots(hubs: Hub[]): number[] {
  // Bigger cities ship more, but not in proportion to their size (the demo's square-root weighting).
  const weights = hubs.map((hub) => Math.sqrt(Math.max(hub.population, 10_000)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const slots: number[] = [];
  let cumulative = 0;
  weights.forEach((weight, i) => {
    cumulative += weight;
    const end = Math.round((cumulative / total) * slotCount);
    while (slots.length < end) slots.push(i + 1);
  });
  return slots;
}

// Lists travel as JSON: both drivers pass one text parameter the same way, whatever its length.
const textArray = (items: readonly string[]) =>
  sql`array(select json_array_elements_text(${JSON.stringify(items)}::json))`;

/**
 * The session's work tables: kinds with their trailers, hubs with their neighbours, weighted origin
 * slots, lists of names, and the empty plan tables that each batch of postings fills and empties.
 */
export async function createWorkTables(tx: Transaction, hubs: Hub[]): Promise<void> {
  const kindRows = kinds.flatMap((kind, k) => {
    // Both ends from the same cumulative sums, so that neighbouring intervals meet exactly.
    const sharesBefore = kinds.slice(0, k).reduce((sum, other) => sum + other.share, 0);
    const total = kind.trailers.reduce((sum, [, weight]) => sum + weight, 0);
    let trailerStart = 0;
    return kind.trailers.map(([trailer, weight]) => {
      const row = {
        kind: k + 1,
        kind_lo: sharesBefore / 100,
        kind_hi: (sharesBefore + kind.share) / 100,
        trailer_lo: trailerStart / total,
        trailer_hi: (trailerStart + weight) / total,
        source_system: kind.sourceSystem,
        load_type: kind.loadType,
        prefix: kind.prefix,
        is_dray: kind.isDray,
        managed_share: kind.managedShare,
        terms: kind.terms,
        trailer,
        cents_low: perMileCents[trailer][0],
        cents_high: perMileCents[trailer][1],
      };
      trailerStart += weight;
      return row;
    });
  });
  // The last interval ends at 1 exactly, whatever the rounding of the shares.
  for (const row of kindRows) {
    if (row.kind === kinds.length) row.kind_hi = 1.000001;
    if (row.trailer_hi > 0.999999) row.trailer_hi = 1.000001;
  }
  await tx.execute(sql`
    create temp table bench_kinds on commit drop as
    select * from json_to_recordset(${JSON.stringify(kindRows)}::json) as x(
      kind int, kind_lo float8, kind_hi float8, trailer_lo float8, trailer_hi float8,
      source_system text, load_type text, prefix text, is_dray boolean, managed_share float8,
      terms text, trailer text, cents_low int, cents_high int)`);
  await tx.execute(sql`
    create temp table bench_hubs on commit drop as
    select * from json_to_recordset(${JSON.stringify(hubRows(hubs))}::json) as x(
      hub int, name text, state text, country text, latitude float8, longitude float8,
      time_zone text, postal_code text, is_port boolean, local int[], regional int[], near int[],
      dray int[], canada_far int[])`);
  await tx.execute(sql`alter table bench_hubs add primary key (hub)`);
  await tx.execute(sql`
    create temp table bench_slots on commit drop as
    select (ord - 1)::int as slot, hub::int
    from json_array_elements_text(${JSON.stringify(originSlots(hubs))}::json) with ordinality as t(hub, ord)`);
  await tx.execute(sql`alter table bench_slots add primary key (slot)`);
  await tx.execute(sql`
    create temp table bench_lists on commit drop as
    select coalesce(array_agg(hub order by hub) filter (where is_port), '{}') as ports,
           coalesce(array_agg(hub order by hub) filter (where country = 'CAN'), '{}') as canadian,
           ${textArray(companies)} as companies, ${textArray(facilityKinds)} as facilities,
           ${textArray(streets)} as streets, ${textArray(specialServices)} as services
    from bench_hubs`);
  await tx.execute(sql`
    create temp table bench_plan (
      n int primary key, kind int, is_dray boolean, trailer text, stop_hubs int[], stop_types text[],
      first_from timestamptz, first_window int, has_rate boolean, r_cad float8, unit_cents int,
      fuel_unit_cents int, weight int, is_hazardous boolean, is_high_value boolean,
      buy_allowed boolean, managed boolean, exclusive boolean) on commit drop`);
  await tx.execute(sql`
    create temp table bench_stops (
      n int, seq int, hub int, stop_type text, latitude float8, longitude float8, leg_tenths int,
      appointment_from timestamptz, appointment_to timestamptz, confirmed boolean,
      primary key (n, seq)) on commit drop`);
  await tx.execute(sql`
    create temp table bench_accessorials (
      n int, code text, description text, type text, cents int) on commit drop`);
}
