import { Agent } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { defaultConfig } from '@freight/domain/config';
import { availableSortColumns, type SortColumn } from '@freight/domain/search/sorting';
import { openDatabase, type Executor } from '../../apps/server/src/db/client';
import { capacities } from '../../apps/server/src/db/schema/capacity';
import { loadHubs } from '../../apps/server/src/db/seed/demo-hubs';
import { createRandom } from '../../apps/server/src/db/seed/prng';
import {
  capacityMatchParams,
  hasDestinationCity,
} from '../../apps/server/src/modules/capacity/capacity-matching';
import { originZonesOf } from '../../apps/server/src/modules/capacity/capacity-places';
import type { CapacityRow } from '../../apps/server/src/modules/capacity/capacity-records';
import { countCapacityMatches } from '../../apps/server/src/modules/capacity/count-capacity-matches';
import { loadViewerOf } from '../../apps/server/src/modules/postings/load-viewer';
import { runSearchQueries } from '../../apps/server/src/modules/search/search-query';
import { loadCaller } from '../../apps/server/src/platform/caller';
import { ensureSigningKeys } from '../../apps/server/src/platform/signing-keys';
import {
  authHeaders,
  createCarrier,
  createMemberWithRoles,
  signIdToken,
} from '../../apps/server/src/test-support/sign-in';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { insertCapacities, type CapacityOwner } from './capacity-data';
import { loadSearchData } from './search-data';
import { loadPostingSelection, postJson, runMix, type Outcome, type Sample } from './search-run';
import { summarize, type Summary } from './search-stats';
import { pickBenchPort, startServer } from './server-process';

// The capacity benchmark (issue 17, decision 050).
//
//   npm run build                       # the server bundle the API runs are measured against
//   npm run bench -- capacity           # 1,000,000 postings and 10,000 capacities, PostgreSQL then PGlite
//   npm run bench -- capacity --postings 200000 --rounds 3 --engines postgres
//
// For each engine (bench-engines.ts): the search benchmark's postings (search-data.ts, decision 010),
// then 100 carriers with 100 trucks and lanes each (capacity-data.ts). Timed, as SQL alone on a
// connection of this process and then through POST /web/v1/experience as each carrier's dispatcher:
// - See results: getCapacityLoad of 200 capacities drawn at random (pick-up date first mostly, some
//   by price or deadhead, some on pages 2 to 4), the search's own query;
// - the list's counts: getCarrierCapacityWithLoadCount of 200 pages of 10 capacities, one statement
//   counting each capacity's matches.
// A warm-up round, --rounds rounds at --connections at a time, one round one at a time. Budgets
// (issue 17): See results p95 at most the search's 40 ms through the API; a page of counts p95 at most
// 60 ms. It prints the machine's load average: on a shared 2-core machine other work moves them a lot.

export type CapacityBenchArgs = { connections: number; postings?: number; rounds?: number; engines?: string };

const defaultPostings = 1_000_000;
const defaultRounds = 5;
const carrierCount = 100;
const capacitiesPerCarrier = 100;
const callsPerKind = 200;
const seed = 50_017;
const budgets = { seeResults: 40, counts: 60 };
const log = (message: string) => console.log(message);

type Owner = CapacityOwner & { headers: Record<string, string> };
type SeeResultsCall = {
  id: number;
  row: CapacityRow;
  owner: Owner;
  page: number;
  sortColumn: SortColumn;
  sortDirection: 'ASC' | 'DESC';
};
type CountsCall = { id: number; owner: Owner; page: number; rows: CapacityRow[] };

function sortOf(random: ReturnType<typeof createRandom>, row: CapacityRow) {
  const columns = availableSortColumns({
    originMode: 'city',
    destinationMode: hasDestinationCity(row) ? 'city' : 'anywhere',
  });
  const sortColumn = random.weighted<SortColumn>([
    ['pickUpStartDate', 70],
    ['price', 15],
    [
      columns.includes('destinationDeadHead') && random.chance(0.3)
        ? 'destinationDeadHead'
        : 'originDeadHead',
      15,
    ],
  ]);
  return { sortColumn, sortDirection: sortColumn === 'price' ? ('DESC' as const) : ('ASC' as const) };
}

/** The calls of both kinds, drawn once with a fixed seed. */
async function buildCalls(db: Executor, owners: readonly Owner[]) {
  const random = createRandom(seed);
  const rows = await db.select().from(capacities);
  const byCarrier = new Map<string, CapacityRow[]>();
  for (const row of rows) byCarrier.set(row.carrierId, [...(byCarrier.get(row.carrierId) ?? []), row]);
  // The list's order: newest first (capacity-records.ts).
  for (const list of byCarrier.values())
    list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  const ownerOf = new Map(owners.map((owner) => [owner.carrierId, owner]));
  const seeResults: SeeResultsCall[] = Array.from({ length: callsPerKind }, (_, id) => {
    const row = random.pick(rows);
    return {
      id,
      row,
      owner: ownerOf.get(row.carrierId)!,
      page: random.chance(0.85) ? 0 : random.int(1, 3),
      ...sortOf(random, row),
    };
  });
  const pageSize = defaultConfig.paging.capacityListPageSize;
  const counts: CountsCall[] = Array.from({ length: callsPerKind }, (_, id) => {
    const owner = random.pick(owners);
    const page = random.int(0, capacitiesPerCarrier / pageSize - 1);
    return {
      id,
      owner,
      page,
      rows: byCarrier.get(owner.carrierId)!.slice(page * pageSize, (page + 1) * pageSize),
    };
  });
  return { seeResults, counts, rows };
}

const loadsDocument = `query getCapacityLoad($input: CapacityLoadInput!) {
  getCapacityLoad(input: $input) {
    totalRecords
    capacity { capacityId capacityType }
    loadPostings {${loadPostingSelection}
    }
  }
}`;
const countsDocument = `query getCarrierCapacityWithLoadCount($input: CapacityListInput) {
  getCarrierCapacityWithLoadCount(input: $input) {
    totalPages totalRecords
    capacity {
      capacityId capacityType trailerType preferredDays pickUpFromDate pickUpToDate loadCount
      origin { city state radius timeZone } destination { city state radius } destinationStates
      lastUpdatedBy lastUpdatedDateTime
    }
  }
}`;

type Answer = {
  data?: Record<string, { totalRecords: number; capacity?: { loadCount: number | null }[] }> | null;
  errors?: { message: string }[];
};

function apiCaller(baseUrl: string, concurrency: number) {
  const url = new URL('/web/v1/experience', baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const call = async (
    headers: Record<string, string>,
    query: string,
    variables: unknown,
    field: string,
  ): Promise<Outcome> => {
    const { status, text } = await postJson(url, agent, headers, { query, variables });
    let answer: Answer;
    try {
      answer = JSON.parse(text) as Answer;
    } catch {
      return { totalRecords: null, error: `HTTP ${status}: ${text.slice(0, 200)}` };
    }
    const result = answer.data?.[field];
    return {
      totalRecords: result?.totalRecords ?? null,
      error: answer.errors?.[0]?.message ?? (result ? null : `HTTP ${status}`),
    };
  };
  return {
    seeResults: (item: SeeResultsCall) =>
      call(
        item.owner.headers,
        loadsDocument,
        {
          input: {
            capacityId: item.row.id,
            page: item.page,
            size: 25,
            sortColumn: item.sortColumn,
            sortDirection: item.sortDirection,
          },
        },
        'getCapacityLoad',
      ),
    counts: (item: CountsCall) =>
      call(
        item.owner.headers,
        countsDocument,
        { input: { capacityType: 'ALL', page: item.page, size: 10 } },
        'getCarrierCapacityWithLoadCount',
      ),
    close: () => agent.destroy(),
  };
}

async function timeRounds<T extends { id: number }>(
  items: T[],
  rounds: number,
  concurrency: number,
  run: (item: T) => Promise<Outcome>,
) {
  await runMix(items, concurrency, run); // warm-up: caches, JIT of V8, prepared plans
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round += 1) samples.push(...(await runMix(items, concurrency, run)));
  return { concurrent: samples, sequential: await runMix(items, 1, run) };
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1)).padStart(6);
const line = (label: string, summary: Summary) =>
  `    ${label.padEnd(34)} p50 ${ms(summary.p50)}  p95 ${ms(summary.p95)}  p99 ${ms(summary.p99)} ms  (${summary.count} calls, ${summary.errors} errors)`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function runEngine(engine: BenchEngine, args: CapacityBenchArgs): Promise<boolean> {
  const postings = args.postings ?? defaultPostings;
  const rounds = args.rounds ?? defaultRounds;
  const concurrency = args.connections;
  log(`\n${engine.name} (${engine.description}): ${postings.toLocaleString('en-US')} postings`);
  const database = await engine.create();
  const handle = await openDatabase(database.target);
  let isHandleOpen = true;
  try {
    const now = new Date();
    const loaded = await loadSearchData(handle, { postings, now, seed, log });
    log(
      `  postings loaded: ${loaded.phases.map((phase) => `${phase.name} ${(phase.ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const { db } = handle;
    await ensureSigningKeys(db);
    const port = pickBenchPort();
    const issuer = `http://127.0.0.1:${port}/identity`;
    const owners: Owner[] = [];
    for (let index = 0; index < carrierCount; index += 1) {
      // Carriers that may see every load, as the search benchmark's dispatcher.
      const carrier = await createCarrier(db, {
        tier: 'GOLD',
        managedEquipmentCapability: true,
        nonManagedEquipmentCapability: true,
      });
      const member = await createMemberWithRoles(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
      owners.push({
        carrierId: carrier.id,
        memberId: member.id,
        headers: authHeaders(await signIdToken(db, member, { issuer })),
      });
    }
    const started = performance.now();
    const written = await insertCapacities(db, {
      hubs: await loadHubs(db),
      owners,
      perOwner: capacitiesPerCarrier,
      now,
      seed,
    });
    await db.execute(sql`vacuum analyze capacities`);
    log(
      `  ${written.toLocaleString('en-US')} capacities of ${carrierCount} carriers written (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    const calls = await buildCalls(db, owners);
    const caller = (await loadCaller(db, owners[0]!.memberId))!;
    const viewer = loadViewerOf(caller);
    const zones = await originZonesOf(db, calls.rows, defaultConfig);
    const sqlSeeResults = async (item: SeeResultsCall): Promise<Outcome> => {
      const params = capacityMatchParams(
        item.row,
        {
          viewer,
          config: defaultConfig,
          now,
          originZone: zones.get(item.row.id)!,
          memberId: item.owner.memberId,
        },
        { page: item.page, size: 25, sortColumn: item.sortColumn, sortDirection: item.sortDirection },
      );
      const result = await runSearchQueries(db, params);
      return { totalRecords: result.totalRecords, error: null };
    };
    const sqlCounts = async (item: CountsCall): Promise<Outcome> => {
      const counted = await countCapacityMatches(db, item.rows, {
        viewer,
        config: defaultConfig,
        now,
        originZones: zones,
      });
      return {
        totalRecords: [...counted.values()].reduce((sum, value) => sum + value.totalRecords, 0),
        error: null,
      };
    };
    const sqlLoad = loadavg()[0]!;
    log(
      `  SQL alone: ${rounds} rounds of ${callsPerKind} See results and ${callsPerKind} pages of counts, ${concurrency} at a time`,
    );
    const sqlSee = await timeRounds(calls.seeResults, rounds, concurrency, sqlSeeResults);
    const sqlCount = await timeRounds(calls.counts, rounds, concurrency, sqlCounts);
    await handle.close();
    isHandleOpen = false;

    log(`  API: starting the built server on the same data`);
    const server = await startServer({ ...database.server, port });
    let apiSee: Awaited<ReturnType<typeof timeRounds>>;
    let apiCount: Awaited<ReturnType<typeof timeRounds>>;
    const apiLoad = loadavg()[0]!;
    try {
      const api = apiCaller(server.url, concurrency);
      apiSee = await timeRounds(calls.seeResults, rounds, concurrency, api.seeResults);
      apiCount = await timeRounds(calls.counts, rounds, concurrency, api.counts);
      api.close();
    } finally {
      await server.stop();
    }

    const seeApi = summarize(apiSee.concurrent);
    const countApi = summarize(apiCount.concurrent);
    log(
      `\n  ${engine.name}, ${availableParallelism()} cores, load average ${sqlLoad.toFixed(1)} (SQL) / ${apiLoad.toFixed(1)} (API)`,
    );
    log(
      `  matches per See results: median ${median(sqlSee.sequential.map((s) => s.totalRecords ?? 0))}; matches per page of 10 counts: median ${median(sqlCount.sequential.map((s) => s.totalRecords ?? 0))}`,
    );
    log(line(`See results, API, ${concurrency} at a time`, seeApi));
    log(line('See results, SQL alone', summarize(sqlSee.concurrent)));
    log(line('See results, API one at a time', summarize(apiSee.sequential)));
    log(line('See results, SQL one at a time', summarize(sqlSee.sequential)));
    log(line(`counts of 10, API, ${concurrency} at a time`, countApi));
    log(line('counts of 10, SQL alone', summarize(sqlCount.concurrent)));
    log(line('counts of 10, API one at a time', summarize(apiCount.sequential)));
    log(line('counts of 10, SQL one at a time', summarize(sqlCount.sequential)));
    const errors = [...apiSee.concurrent, ...apiCount.concurrent].find((sample) => sample.error !== null);
    if (errors) log(`  first error: ${errors.error}`);
    log(
      `  budget See results p95 <= ${budgets.seeResults} ms through the API: ${seeApi.p95 <= budgets.seeResults ? 'met' : 'NOT met'} (${seeApi.p95.toFixed(1)} ms)`,
    );
    log(
      `  budget counts of 10 p95 <= ${budgets.counts} ms through the API: ${countApi.p95 <= budgets.counts ? 'met' : 'NOT met'} (${countApi.p95.toFixed(1)} ms)`,
    );
    return seeApi.errors === 0 && countApi.errors === 0;
  } finally {
    if (isHandleOpen) await handle.close();
    await database.remove();
  }
}

export async function benchCapacity(args: CapacityBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  await runOnEngines(
    engines,
    { urlVariables: ['BENCH_POSTGRES_URL'], folderPrefix: 'freight-bench-capacity-' },
    (engine) => runEngine(engine, args),
  );
}
