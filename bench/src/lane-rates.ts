import { Agent } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { createRandom } from '../../apps/server/src/db/seed/prng';
import { getLaneRates } from '../../apps/server/src/modules/lane-rates/get-lane-rates';
import { refreshLaneRateSummaries } from '../../apps/server/src/modules/lane-rates/refresh-lane-rate-summaries';
import { loadCaller } from '../../apps/server/src/platform/caller';
import { ensureSigningKeys } from '../../apps/server/src/platform/signing-keys';
import {
  authHeaders,
  createCarrier,
  createMemberWithRoles,
  signIdToken,
} from '../../apps/server/src/test-support/sign-in';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { postJson, runMix, type Outcome, type Sample } from './search-run';
import { summarize, type Summary } from './search-stats';
import { pickBenchPort, startServer } from './server-process';

// The lane rate history benchmark (issue 20, decision 058).
//
//   npm run build                          # the server bundle the API runs are measured against
//   npm run bench -- lane-rates            # 1,000,000 settled shipments on PostgreSQL
//   npm run bench -- lane-rates --postings 200000 --rounds 3 --engines postgres,pglite
//
// Data: --postings settled shipments (1,000,000 by default) written inside the database, over the last
// 180 days, between 62 states and provinces (busy lanes weighted, as freight is), on 6 trailer types,
// by 200 carriers. Then every lane's summary is computed once (timed), and one busy lane's, as a
// settled booking does (timed). Timed, as SQL alone (the getLaneRates use case on a connection of this
// process) and through POST /web/v1/experience as a dispatcher: 200 pages of 25 cards, each page's
// lanes in one getLaneRates call, as the web app batches them. Budget (issue 20): a page's lookup p95
// at most 10 ms on PostgreSQL.

export type LaneRatesBenchArgs = {
  connections: number;
  postings?: number;
  rounds?: number;
  engines?: string;
};

const defaultShipments = 1_000_000;
const defaultRounds = 5;
const carrierCount = 200;
const pages = 200;
const lanesPerPage = 25;
const seed = 58_058;
const budgetMs = 10;
const log = (message: string) => console.log(message);

const states = [
  'AL',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
const trailers = ['Dry Van', 'Refrigerated', 'Flatbed', 'Power Only', 'Container', 'Specialty'] as const;

type Lane = {
  originCountry: string;
  originState: string;
  destinationCountry: string;
  destinationState: string;
  trailerType: string;
};
type Page = { id: number; lanes: Lane[]; headers: Record<string, string>; memberId: string };

/**
 * Settled shipments written in the database: a state's share of freight falls with its rank (the
 * square of a uniform draw picks low ranks more often), trailers as the search benchmark's shares.
 */
async function insertSettled(
  db: Parameters<typeof refreshLaneRateSummaries>[0],
  count: number,
  carrierIds: string[],
  now: Date,
) {
  const stateList = sql.raw(`array[${states.map((state) => `'${state}'`).join(',')}]`);
  const trailerList = sql.raw(`array[${trailers.map((trailer) => `'${trailer}'`).join(',')}]`);
  const batch = 100_000;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    await db.execute(sql`
      insert into settled_lane_rates (carrier_id, origin_country, origin_state, destination_country,
        destination_state, transport_mode, settled_at, total_charge_cents, loaded_miles, cents_per_mile)
      select (${sql.param(carrierIds)}::uuid[])[1 + floor(random() * ${carrierIds.length})::int],
             'USA', (${stateList})[1 + floor(random() ^ 2 * ${states.length})::int],
             'USA', (${stateList})[1 + floor(random() ^ 2 * ${states.length})::int],
             (${trailerList})[1 + floor(random() ^ 1.5 * ${trailers.length})::int],
             ${now}::timestamptz - random() * interval '180 days',
             round(miles * rate)::int, miles, round(miles * rate) / miles
      from (select round((100 + random() * 1400)::numeric, 1) as miles, 180 + random() * 160 as rate
            from generate_series(1, ${size})) drawn
    `);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1)).padStart(6);
const line = (label: string, summary: Summary) =>
  `    ${label.padEnd(36)} p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)} ms  (${summary.count} calls, ${summary.errors} errors)`;

async function timeRounds(
  items: Page[],
  rounds: number,
  concurrency: number,
  run: (page: Page) => Promise<Outcome>,
) {
  await runMix(items, concurrency, run); // warm-up
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round += 1) samples.push(...(await runMix(items, concurrency, run)));
  return { concurrent: samples, sequential: await runMix(items, 1, run) };
}

const document = `query getLaneRates($lanes: [LaneInput!]!) {
  getLaneRates(lanes: $lanes) {
    last30Days { medianCentsPerMile lowerQuartileCentsPerMile upperQuartileCentsPerMile loads }
    last90Days { medianCentsPerMile lowerQuartileCentsPerMile upperQuartileCentsPerMile loads }
    trend weeks { weekStart medianCentsPerMile } ownPay { loads medianCentsPerMile lastSettledAt }
  }
}`;

async function runEngine(engine: BenchEngine, args: LaneRatesBenchArgs): Promise<boolean> {
  const count = args.postings ?? defaultShipments;
  const rounds = args.rounds ?? defaultRounds;
  const concurrency = args.connections;
  log(`\n${engine.name} (${engine.description}): ${count.toLocaleString('en-US')} settled shipments`);
  const database = await engine.create();
  const handle = await openDatabase(database.target);
  let isHandleOpen = true;
  try {
    await applyMigrations(handle);
    const { db } = handle;
    await ensureSigningKeys(db);
    const now = new Date();
    const port = pickBenchPort();
    const issuer = `http://127.0.0.1:${port}/identity`;
    const carrierIds: string[] = [];
    const viewers: { memberId: string; headers: Record<string, string> }[] = [];
    for (let index = 0; index < carrierCount; index += 1) {
      const carrier = await createCarrier(db);
      carrierIds.push(carrier.id);
      if (index < 20) {
        const member = await createMemberWithRoles(db, {
          roles: ['carrierDispatcher'],
          carrierId: carrier.id,
        });
        viewers.push({
          memberId: member.id,
          headers: authHeaders(await signIdToken(db, member, { issuer })),
        });
      }
    }
    let started = performance.now();
    await insertSettled(db, count, carrierIds, now);
    await db.execute(sql`vacuum analyze settled_lane_rates`);
    log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await refreshLaneRateSummaries(db, now, null);
    await db.execute(sql`vacuum analyze lane_rate_summaries`);
    const [{ lanes = 0, shown = 0 } = {}] = await selectRows<{ lanes: number; shown: number }>(
      db,
      sql`select count(*)::int as lanes, count(median_30)::int as shown from lane_rate_summaries`,
    );
    log(
      `  every lane's summary: ${((performance.now() - started) / 1000).toFixed(1)} s (${lanes} lanes, ${shown} with a 30-day figure)`,
    );
    const busiest = (
      await selectRows<Record<string, string>>(
        db,
        sql`
        select origin_country, origin_state, destination_country, destination_state, transport_mode, loads_90
        from lane_rate_summaries order by loads_90 desc limit 1`,
      )
    )[0]!;
    const oneLane: Lane = {
      originCountry: busiest.origin_country!,
      originState: busiest.origin_state!,
      destinationCountry: busiest.destination_country!,
      destinationState: busiest.destination_state!,
      trailerType: busiest.transport_mode!,
    };
    const refreshTimes: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      started = performance.now();
      await refreshLaneRateSummaries(db, now, [oneLane]);
      refreshTimes.push(performance.now() - started);
    }
    refreshTimes.sort((a, b) => a - b);
    log(
      `  the busiest lane's summary (${busiest.loads_90} loads in 90 days), as a settled booking recomputes it: median ${refreshTimes[2]!.toFixed(1)} ms of 5`,
    );

    // Pages of cards: lanes drawn from those with loads, busy ones more often, as a board shows them.
    const random = createRandom(seed);
    const laneRows = (
      await selectRows<Record<string, string>>(
        db,
        sql`
        select origin_country, origin_state, destination_country, destination_state, transport_mode
        from lane_rate_summaries order by loads_90 desc`,
      )
    ).map((row) => ({
      originCountry: row.origin_country!,
      originState: row.origin_state!,
      destinationCountry: row.destination_country!,
      destinationState: row.destination_state!,
      trailerType: row.transport_mode!,
    }));
    const pick = () => laneRows[Math.floor(random.next() ** 2 * laneRows.length)]!;
    const pageList: Page[] = Array.from({ length: pages }, (_, id) => {
      const viewer = random.pick(viewers);
      return { id, lanes: Array.from({ length: lanesPerPage }, pick), ...viewer };
    });

    const callers = new Map<string, NonNullable<Awaited<ReturnType<typeof loadCaller>>>>();
    for (const viewer of viewers) callers.set(viewer.memberId, (await loadCaller(db, viewer.memberId))!);
    const sqlAlone = async (page: Page): Promise<Outcome> => {
      const answers = await getLaneRates({ db, now: () => now }, callers.get(page.memberId)!, {
        lanes: page.lanes,
      });
      return { totalRecords: answers.length, error: null };
    };
    const sqlLoad = loadavg()[0]!;
    log(`  SQL alone: ${rounds} rounds of ${pages} pages of ${lanesPerPage} lanes, ${concurrency} at a time`);
    const sqlRuns = await timeRounds(pageList, rounds, concurrency, sqlAlone);
    await handle.close();
    isHandleOpen = false;

    log(`  API: starting the built server on the same data`);
    // The server would recompute every lane's summary as it starts (the 6-hourly refresh runs at start
    // too): seconds of work over the settled rates, which the benchmark has just done itself, and which
    // would run beside the timed rounds. It measures the lookups, so that refresh is off here.
    const server = await startServer({
      ...database.server,
      port,
      env: { ...database.server.env, LANE_RATES_REFRESH_INTERVAL_MS: '0' },
    });
    const apiLoad = loadavg()[0]!;
    let apiRuns: Awaited<ReturnType<typeof timeRounds>>;
    try {
      const url = new URL('/web/v1/experience', server.url);
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      const api = async (page: Page): Promise<Outcome> => {
        const { status, text } = await postJson(url, agent, page.headers, {
          query: document,
          variables: { lanes: page.lanes },
        });
        try {
          const answer = JSON.parse(text) as {
            data?: { getLaneRates?: unknown[] };
            errors?: { message: string }[];
          };
          return {
            totalRecords: answer.data?.getLaneRates?.length ?? null,
            error: answer.errors?.[0]?.message ?? (answer.data?.getLaneRates ? null : `HTTP ${status}`),
          };
        } catch {
          return { totalRecords: null, error: `HTTP ${status}: ${text.slice(0, 200)}` };
        }
      };
      apiRuns = await timeRounds(pageList, rounds, concurrency, api);
      agent.destroy();
    } finally {
      await server.stop();
    }
    const apiSummary = summarize(apiRuns.concurrent);
    log(
      `\n  ${engine.name}, ${availableParallelism()} cores, load average ${sqlLoad.toFixed(1)} (SQL) / ${apiLoad.toFixed(1)} (API)`,
    );
    log(line(`page of 25 lanes, API, ${concurrency} at a time`, apiSummary));
    log(line('page of 25 lanes, SQL alone', summarize(sqlRuns.concurrent)));
    log(line('page of 25 lanes, API one at a time', summarize(apiRuns.sequential)));
    log(line('page of 25 lanes, SQL one at a time', summarize(sqlRuns.sequential)));
    const error = apiRuns.concurrent.find((sample) => sample.error !== null);
    if (error) log(`  first error: ${error.error}`);
    log(
      `  budget a page's lane rates p95 <= ${budgetMs} ms through the API: ${apiSummary.p95 <= budgetMs ? 'met' : 'NOT met'} (${apiSummary.p95.toFixed(1)} ms)`,
    );
    return apiSummary.errors === 0;
  } finally {
    if (isHandleOpen) await handle.close();
    await database.remove();
  }
}

export async function benchLaneRates(args: LaneRatesBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres').split(',').map((name) => name.trim().toLowerCase());
  await runOnEngines(
    engines,
    { urlVariables: ['BENCH_POSTGRES_URL'], folderPrefix: 'freight-bench-lane-rates-' },
    (engine) => runEngine(engine, args),
  );
}
