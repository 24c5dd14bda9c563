import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { formatCents } from '@freight/domain/money';
import { openDatabase, selectRows, type DatabaseTarget } from '../../apps/server/src/db/client';
import { ensureSigningKeys } from '../../apps/server/src/platform/signing-keys';
import {
  authHeaders,
  createCarrier,
  createMemberWithRoles,
  signIdToken,
} from '../../apps/server/src/test-support/sign-in';
import { loadSearchData } from './search-data';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { percentile } from './search-stats';
import { pickBenchPort, startServer } from './server-process';

// The booking benchmark (architecture: performance budgets, booking contention).
//
//   npm run build                      # the server bundle the benchmark runs
//   npm run bench -- booking           # 200 clients, PostgreSQL then PGlite
//   npm run bench -- booking --connections 500 --postings 5000 --duration 10 --engines postgres
//
// For each engine: a fresh database with --postings open postings (the search benchmark's generator)
// and --connections carriers, each with a dispatcher signed in. Then, through the built server:
//  1. contention, cold: every dispatcher buys the same load at the same moment, as the server's first
//     requests. Exactly one may answer OK; the rest must be a clean REJECTED; no HTTP error, no
//     GraphQL error.
//  2. mixed: for --duration seconds every dispatcher books one load after another, drawn at random
//     from all bookable loads, so that some collide: throughput and latency of decided bookings.
//  3. contention, warm: the same as 1 on another load, with the server in service (the budget's case).
// Afterwards the database itself is asked: no load may have two shipments, and each OK is one.
// Exits 1 when a contention run breaks the rule (more or less than one OK, errors), 0 otherwise.

export type BookingBenchArgs = {
  connections: number;
  duration: number;
  postings?: number;
  engines?: string;
};

const defaultPostings = 5_000;
const seed = 40_417;
const log = (message: string) => console.log(message);

type Client = { headers: Record<string, string>; userId: string; carrierId: string };
type BookableLoad = {
  loadId: string;
  sourceSystem: string;
  binRateId: string;
  totalChargeCents: number;
  currency: string;
  lineHaulCents: number | null;
  fuelCents: number | null;
};
type Attempt = { ms: number; status: string | null; error: string | null };

const buyDocument = `mutation Buy($input: BuyLoadRequestInput!) {
  buyLoadRequest(input: $input) { status reason message loadId shipmentIds }
}`;

type BuyAnswer = {
  data?: { buyLoadRequest?: { status: string } | null } | null;
  errors?: { message: string }[];
};

/** One buyLoadRequest through POST /web/v1/experience, timed from its start to its last byte. */
function buy(baseUrl: string, agent: Agent, client: Client, load: BookableLoad): Promise<Attempt> {
  const money = (cents: number | null) => (cents === null ? null : formatCents(cents));
  const body = JSON.stringify({
    query: buyDocument,
    variables: {
      input: {
        userId: client.userId,
        carrierId: client.carrierId,
        sourceSystem: load.sourceSystem,
        loadId: load.loadId,
        binRateId: load.binRateId,
        amount: money(load.totalChargeCents),
        currency: load.currency,
        lhlCharges: money(load.lineHaulCents),
        fsrCharges: money(load.fuelCents),
        idempotencyKey: randomUUID(),
      },
    },
  });
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: string | null, error: string | null) =>
      resolve({ ms: performance.now() - started, status, error });
    const call = request(
      new URL('/web/v1/experience', baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          ...client.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => done(null, error.message));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200)
            return done(null, `HTTP ${response.statusCode}: ${text.slice(0, 200)}`);
          try {
            const answer = JSON.parse(text) as BuyAnswer;
            const status = answer.data?.buyLoadRequest?.status ?? null;
            done(status, answer.errors?.[0]?.message ?? (status ? null : 'no answer'));
          } catch {
            done(null, `unreadable answer: ${text.slice(0, 200)}`);
          }
        });
      },
    );
    call.on('error', (error) => done(null, error.message));
    call.end(body);
  });
}

function countBy(attempts: readonly Attempt[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const attempt of attempts) {
    const key = attempt.error === null ? (attempt.status ?? 'none') : 'error';
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function latencies(attempts: readonly Attempt[]): string {
  const times = attempts
    .filter((attempt) => attempt.error === null)
    .map((attempt) => attempt.ms)
    .sort((a, b) => a - b);
  const at = (p: number) => percentile(times, p).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${at(100)} ms`;
}

/** Postings, carriers with a signed-in dispatcher each, and the loads they may book. */
async function prepare(target: DatabaseTarget, args: BookingBenchArgs, port: number) {
  const handle = await openDatabase(target);
  try {
    const loaded = await loadSearchData(handle, {
      postings: args.postings ?? defaultPostings,
      now: new Date(),
      seed,
      log,
    });
    log(`  ${loaded.postings.toLocaleString('en-US')} open postings`);
    await ensureSigningKeys(handle.db);
    const clients: Client[] = [];
    for (let index = 0; index < args.connections; index += 1) {
      // Carriers that may see and book every load: both equipment capabilities, the top tier.
      const carrier = await createCarrier(handle.db, {
        tier: 'GOLD',
        managedEquipmentCapability: true,
        nonManagedEquipmentCapability: true,
      });
      const member = await createMemberWithRoles(handle.db, {
        roles: ['carrierDispatcher'],
        carrierId: carrier.id,
      });
      const token = await signIdToken(handle.db, member, { issuer: `http://127.0.0.1:${port}/identity` });
      clients.push({ headers: authHeaders(token), userId: member.id, carrierId: carrier.id });
    }
    const loads = await selectRows<BookableLoad>(
      handle.db,
      sql`select load_id as "loadId", source_system as "sourceSystem", bin_rate_id as "binRateId",
            total_charge_cents as "totalChargeCents", currency, line_haul_cents as "lineHaulCents",
            fuel_cents as "fuelCents"
          from load_postings
          where status = 'OPEN' and buy_allowed and bin_rate_id is not null and total_charge_cents is not null
          order by load_id`,
    );
    log(`  ${clients.length} carriers with a signed-in dispatcher; ${loads.length} bookable loads`);
    return { clients, loads };
  } finally {
    await handle.close();
  }
}

/** What the database holds after the runs: shipments per booked load and OK bookings. */
async function verify(target: DatabaseTarget, contended: string[]) {
  const handle = await openDatabase(target);
  try {
    const [counts] = await selectRows<{ doubled: number; contended: number; shipments: number; ok: number }>(
      handle.db,
      sql`select
            (select count(*) from (select load_posting_id from shipments where load_posting_id is not null
               group by load_posting_id having count(*) > 1) d)::int as doubled,
            (select count(*) from shipments s join load_postings p on p.id = s.load_posting_id
               where p.load_id in ${contended})::int as contended,
            (select count(*) from shipments where load_posting_id is not null)::int as shipments,
            (select count(*) from bookings where status = 'OK')::int as ok`,
    );
    return counts!;
  } finally {
    await handle.close();
  }
}

async function runEngine(engine: BenchEngine, args: BookingBenchArgs): Promise<boolean> {
  log(`\n${engine.name} (${engine.description})`);
  const database = await engine.create();
  try {
    const port = pickBenchPort();
    const { clients, loads } = await prepare(database.target, args, port);
    // Two contended loads: one at the server's first request (cold: its code not yet optimised, every
    // client's connection and signed-in caller new), one after the mixed run (warm, as a server in
    // service meets a burst on one load). The mixed run books neither.
    const [contended, warmContended, ...others] = loads;
    if (!contended || !warmContended) throw new Error('Too few bookable loads were generated');
    const server = await startServer({ ...database.server, port });
    const agent = new Agent({ keepAlive: true, maxSockets: clients.length });
    let contention: Attempt[];
    let warmContention: Attempt[];
    let mixed: Attempt[];
    let seconds: number;
    try {
      log(`  contention, cold: ${clients.length} dispatchers buy load ${contended.loadId} at once`);
      contention = await Promise.all(clients.map((client) => buy(server.url, agent, client, contended)));
      log(`    ${JSON.stringify(countBy(contention))}; ${latencies(contention)}`);

      log(`  mixed: ${clients.length} dispatchers book loads at random for ${args.duration} s`);
      mixed = [];
      const deadline = performance.now() + args.duration * 1000;
      const started = performance.now();
      await Promise.all(
        clients.map(async (client) => {
          while (performance.now() < deadline && others.length > 0) {
            const load = others[Math.floor(Math.random() * others.length)]!;
            mixed.push(await buy(server.url, agent, client, load));
          }
        }),
      );
      seconds = (performance.now() - started) / 1000;

      log(`  contention, warm: ${clients.length} dispatchers buy load ${warmContended.loadId} at once`);
      warmContention = await Promise.all(
        clients.map((client) => buy(server.url, agent, client, warmContended)),
      );
      log(`    ${JSON.stringify(countBy(warmContention))}; ${latencies(warmContention)}`);
    } finally {
      agent.destroy();
      await server.stop();
    }
    const mixedCounts = countBy(mixed);
    log(`    ${mixed.length} bookings decided in ${seconds.toFixed(1)} s: ${JSON.stringify(mixedCounts)}`);
    log(
      `    ${(mixed.length / seconds).toFixed(0)} decisions/s, ${((mixedCounts.OK ?? 0) / seconds).toFixed(0)} OK/s; ${latencies(mixed)}`,
    );
    const held = await verify(database.target, [contended.loadId, warmContended.loadId]);
    log(
      `  database: ${held.contended} shipment(s) for the 2 contended loads, ${held.doubled} load(s) with two shipments, ${held.shipments} shipments for ${held.ok} OK bookings`,
    );
    const oneWinner = (attempts: readonly Attempt[]) => {
      const counts = countBy(attempts);
      return counts.OK === 1 && (counts.REJECTED ?? 0) === clients.length - 1;
    };
    const isExact =
      oneWinner(contention) &&
      oneWinner(warmContention) &&
      held.contended === 2 &&
      held.doubled === 0 &&
      held.shipments === held.ok &&
      (mixedCounts.error ?? 0) === 0;
    log(`  exactly one winner, no errors: ${isExact ? 'yes' : 'NO'}`);
    return isExact;
  } finally {
    await database.remove();
  }
}

export async function benchBooking(args: BookingBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  log(`Booking benchmark on ${availableParallelism()} cores, ${args.connections} concurrent clients`);
  await runOnEngines(
    engines,
    { urlVariables: ['BENCH_POSTGRES_URL'], folderPrefix: 'freight-bench-booking-' },
    (engine) => runEngine(engine, args),
  );
}
