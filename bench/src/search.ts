import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/client';
import { loadHubs } from '../../apps/server/src/db/seed/demo-hubs';
import { loadCaller } from '../../apps/server/src/platform/caller';
import { ensureSigningKeys } from '../../apps/server/src/platform/signing-keys';
import {
  authHeaders,
  createCarrier,
  createMemberWithRoles,
  signIdToken,
} from '../../apps/server/src/test-support/sign-in';
import { loadSearchData } from './search-data';
import { explainSearch } from './search-explain';
import { startLocalPostgres } from './search-postgres';
import { buildSearchMix, type MixSearch } from './search-mix';
import { apiSearcher, queryParamsOf, runMix, sqlSearcher, type Sample, type Searcher } from './search-run';
import { printBudgets, printEngineReport, type EngineRun } from './search-stats';
import { createScratchDatabase, pickBenchPort, startServer, type StartServerOptions } from './server-process';

// The search benchmark (architecture: performance budgets).
//
//   npm run build                     # the server bundle the API runs are measured against
//   npm run bench -- search           # 1,000,000 postings on PostgreSQL, then on PGlite
//   npm run bench -- search --postings 200000 --pglite-postings 100000 --rounds 3 --connections 4
//   npm run bench -- search --engines pglite        # or postgres
//   npm run bench -- search --explain               # EXPLAIN ANALYZE of the slowest searches
//
// PostgreSQL: a scratch database on BENCH_POSTGRES_URL (any database of a server where the user may
// create databases), or, without it, a throw-away server started from the installed Debian packages
// the way .ci/run does; with neither, PGlite only. For each engine: generate the postings in a fresh
// database, time the 200 searches of the mix as runSearchQueries alone on a connection of this
// process (a warm-up round, then --rounds rounds at --connections at a time, then one round one at a
// time), then start the built server on the same data and time the same searches as the results page
// sends them (a GET of the web app's search document's hash on /web/v1/experience) as a signed-in
// dispatcher. Exits 0 whatever the figures: it measures.

export type SearchBenchArgs = {
  connections: number;
  postings?: number;
  pglitePostings?: number;
  rounds?: number;
  engines?: string;
  explain?: boolean;
};

const defaultPostings = 1_000_000;
const defaultRounds = 5;
const seed = 20_417;

type Engine = {
  name: 'PostgreSQL' | 'PGlite';
  description: string;
  postings: number;
  /** A fresh, empty database, the server options to start on it, and how to remove it. */
  create: () => Promise<{ target: DatabaseTarget; server: StartServerOptions; remove: () => Promise<void> }>;
};

const log = (message: string) => console.log(message);

async function timeRounds(mix: MixSearch[], rounds: number, concurrency: number, searcher: Searcher) {
  await runMix(mix, concurrency, searcher); // warm-up: caches, JIT of V8, prepared plans
  const samples: Sample[] = [];
  for (let round = 0; round < rounds; round += 1) samples.push(...(await runMix(mix, concurrency, searcher)));
  return samples;
}

async function runEngine(engine: Engine, args: { rounds: number; concurrency: number; explain: boolean }) {
  const database = await engine.create();
  // Closed once, before the server starts or, after a failure, before the database is removed.
  let closeHandle = async () => {};
  try {
    log(`\n${engine.name}: loading ${engine.postings.toLocaleString('en-US')} open postings`);
    const handle = await openDatabase(database.target);
    closeHandle = async () => {
      closeHandle = async () => {};
      await handle.close();
    };
    const now = new Date();
    const loaded = await loadSearchData(handle, { postings: engine.postings, now, seed, log });
    log(
      `  rows: ${loaded.postings.toLocaleString('en-US')} postings, ${loaded.stops.toLocaleString('en-US')} stops, ${loaded.accessorials.toLocaleString('en-US')} accessorials between ${loaded.hubs} hubs`,
    );
    log(
      `  load times: ${loaded.phases.map((phase) => `${phase.name} ${(phase.ms / 1000).toFixed(1)} s`).join(', ')}`,
    );

    // A dispatcher of a carrier that may see every load (both equipment capabilities, an exclusive tier).
    const carrier = await createCarrier(handle.db, {
      tier: 'GOLD',
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
    });
    const member = await createMemberWithRoles(handle.db, {
      roles: ['carrierDispatcher'],
      carrierId: carrier.id,
    });
    const caller = (await loadCaller(handle.db, member.id))!;
    const mix = buildSearchMix(await loadHubs(handle.db), now, seed);
    const params = await queryParamsOf(handle.db, mix, caller);

    log(`  SQL alone: ${args.rounds} rounds of ${mix.length} searches`);
    const sqlLoadAverage = loadavg()[0]!;
    const sqlSearch = sqlSearcher(handle.db, params);
    const sql = await timeRounds(mix, args.rounds, args.concurrency, sqlSearch);
    const sqlSequential = await runMix(mix, 1, sqlSearch);
    if (args.explain) {
      // The slowest one at a time: the statement's own cost, not the wait behind the others.
      const slowest = mix
        .map((search) => ({ search, ms: sqlSequential.find((s) => s.searchId === search.id)?.ms ?? 0 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3);
      for (const { search, ms } of slowest) {
        log(
          `\n  EXPLAIN ANALYZE of the slowest statement of #${search.id} (${ms.toFixed(1)} ms alone): ${search.label}`,
        );
        log((await explainSearch(handle, params.get(search.id)!)).replace(/^/gm, '    '));
      }
    }

    // The embedded database belongs to one process: the server opens it once this one has let go.
    await ensureSigningKeys(handle.db);
    const port = pickBenchPort();
    const token = await signIdToken(handle.db, member, { issuer: `http://127.0.0.1:${port}/identity` });
    await closeHandle();

    log(`  API: starting the built server on the same data`);
    const server = await startServer({ ...database.server, port });
    try {
      const measured = apiSearcher(server.url, authHeaders(token), args.concurrency, {
        skipUserSearchHistory: true,
      });
      log(`  API: ${args.rounds} rounds of ${mix.length} searches`);
      const apiLoadAverage = loadavg()[0]!;
      const api = await timeRounds(mix, args.rounds, args.concurrency, measured.searcher);
      const apiSequential = await runMix(mix, 1, measured.searcher);
      measured.close();
      // Last, since it writes: the same searches recorded as recent searches, as a new search is.
      const recorded = apiSearcher(server.url, authHeaders(token), args.concurrency, {
        skipUserSearchHistory: false,
      });
      const apiWithHistory = await runMix(mix, args.concurrency, recorded.searcher);
      recorded.close();
      const run: EngineRun = {
        engine: engine.name,
        description: engine.description,
        postings: loaded.postings,
        concurrency: args.concurrency,
        rounds: args.rounds,
        mix,
        api,
        sql,
        sqlSequential,
        apiSequential,
        apiWithHistory,
        loadAverages: { sql: sqlLoadAverage, api: apiLoadAverage },
        cores: availableParallelism(),
      };
      printEngineReport(run);
      return run;
    } finally {
      await server.stop();
    }
  } finally {
    await closeHandle();
    await database.remove();
  }
}

function embeddedEngine(postings: number): Engine {
  return {
    name: 'PGlite',
    description: 'embedded, file-backed, in the server process',
    postings,
    create: async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-search-'));
      return {
        target: { kind: 'pglite', dataDir },
        server: { dataDir },
        remove: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  };
}

function postgresEngine(adminUrl: string, description: string, postings: number): Engine {
  return {
    name: 'PostgreSQL',
    description,
    postings,
    create: async () => {
      const scratch = await createScratchDatabase(adminUrl);
      return {
        target: { kind: 'postgres', url: scratch.url },
        server: { databaseUrl: scratch.url },
        remove: scratch.drop,
      };
    },
  };
}

export async function benchSearch(args: SearchBenchArgs): Promise<void> {
  const postings = args.postings ?? defaultPostings;
  const pglitePostings = args.pglitePostings ?? postings;
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  const options = {
    rounds: args.rounds ?? defaultRounds,
    concurrency: args.connections,
    explain: args.explain ?? false,
  };
  const runs: EngineRun[] = [];

  if (engines.includes('postgres')) {
    const given = process.env.BENCH_POSTGRES_URL;
    const local = given ? undefined : await startLocalPostgres();
    if (!given && !local) {
      log(
        'No PostgreSQL: BENCH_POSTGRES_URL is not set and none is installed (/usr/lib/postgresql). PGlite only.',
      );
    } else {
      try {
        const description = given ? `the server of BENCH_POSTGRES_URL` : local!.description;
        runs.push(await runEngine(postgresEngine((given ?? local!.url)!, description, postings), options));
      } finally {
        await local?.stop();
      }
    }
  }
  if (engines.includes('pglite')) {
    if (pglitePostings !== postings)
      log(`\nPGlite runs with ${pglitePostings.toLocaleString('en-US')} postings (--pglite-postings).`);
    runs.push(await runEngine(embeddedEngine(pglitePostings), options));
  }
  printBudgets(runs);
}
