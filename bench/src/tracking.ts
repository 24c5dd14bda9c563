import { Agent, request } from 'node:http';
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { locationReportOf } from '@freight/domain/tracking/location-report';
import { openDatabase, selectRows, type DatabaseTarget } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { ensureSigningKeys } from '../../apps/server/src/platform/signing-keys';
import { authHeaders, createCarrier, signIdToken } from '../../apps/server/src/test-support/sign-in';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { percentile } from './search-stats';
import { pickBenchPort, startServer } from './server-process';

// The GPS tracking benchmark (issue 14 part 8; decision 038).
//
//   npm run build -w @freight/server        # the server bundle the benchmark runs
//   npm run bench -- tracking               # 10,000 trucks, 3 intervals, PostgreSQL then PGlite
//   npm run bench -- tracking --trucks 2000 --rounds 2 --connections 32 --engines postgres
//   npm run bench -- tracking --rounds 8 --batch 8   # each call carries 8 fixes of one truck
//
// For each engine: a fresh database with one carrier and --trucks drivers, each signed in (a real ID
// token with its grant) and driving a two-stop trip started with tracking on. Then, through the built
// server's real route (POST /devicelocation/v1/location), every truck sends one position per interval
// for --rounds intervals of 15 minutes, compressed in time: the fixes are dated 15 minutes apart in
// the past and sent as fast as --connections clients can. It reports accepted positions per second and
// the latency of the calls, then asks the database: one row per position sent, one last position per
// truck. PostgreSQL is a throw-away server the benchmark starts (or the one of BENCH_POSTGRES_URL or
// DATABASE_URL, on which it creates and drops a database); PGlite is the embedded default.

export type TrackingBenchArgs = {
  trucks?: number;
  rounds?: number;
  connections: number;
  batch?: number;
  engines?: string;
};

const defaultTrucks = 10_000;
const defaultRounds = 3;
const intervalMs = 15 * 60_000;
/** Issue 14 part 8: on PostgreSQL on a 2-core machine (100k trucks every 15 minutes is 111/s). */
const targetPerSecond = 2_000;
const log = (message: string) => console.log(message);

type Truck = { headers: Record<string, string>; shipmentId: string; upn: string };
type Call = { ms: number; positions: number; error: string | null };

/** One call of `positions` reports, timed from its start to its last byte. */
function send(baseUrl: string, agent: Agent, truck: Truck, reports: unknown[]): Promise<Call> {
  const body = JSON.stringify(reports.length === 1 ? reports[0] : reports);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (error: string | null) =>
      resolve({ ms: performance.now() - started, positions: reports.length, error });
    const call = request(
      new URL('/devicelocation/v1/location', baseUrl),
      {
        method: 'POST',
        agent,
        headers: {
          ...truck.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => done(error.message));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          done(response.statusCode === 200 ? null : `HTTP ${response.statusCode}: ${text.slice(0, 200)}`);
        });
      },
    );
    call.on('error', (error) => done(error.message));
    call.end(body);
  });
}

/** The trucks' trips: a carrier, its drivers, a started two-stop shipment each, and their tokens. */
async function prepare(target: DatabaseTarget, trucks: number, startedAt: Date, port: number) {
  const handle = await openDatabase(target);
  try {
    await applyMigrations(handle);
    await ensureSigningKeys(handle.db);
    const carrier = await createCarrier(handle.db, { commonCarrierId: 'CC-BENCH-TRACK', scac: 'BNCH' });
    const started = startedAt.toISOString();
    // In bulk: members, their role, shipments in transit with tracking on, two stops, the assignment.
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into members (upn, carrier_id, first_name, last_name, email, registered)
        select 'truck-' || n || '@bench.freight.test', ${carrier.id}::uuid, 'Truck', n::text,
          'truck-' || n || '@bench.freight.test', true
        from generate_series(1, ${trucks}) n`);
      await tx.execute(sql`insert into member_roles (member_id, role)
        select id, 'carrierDriver' from members where carrier_id = ${carrier.id}::uuid`);
      await tx.execute(sql`insert into shipments (shipment_id, source_system, load_type, transport_mode,
          shipment_state, execution_status, assigned_carrier_id, total_weight, total_distance, number_of_stops,
          start_date_time, trip_started_at, gps_tracking_status)
        select 'T' || lpad(n::text, 8, '0'), 'MERCURYGATE', 'Brokerage', 'Dry Van', 'IN_TRANSIT', 'STARTED',
          ${carrier.id}::uuid, 38000, 250, 2, ${started}::timestamptz, ${started}::timestamptz, 1
        from generate_series(1, ${trucks}) n`);
      await tx.execute(sql`insert into shipment_stops (shipment_id, stop_id, sequence_no, stop_type, city, state,
          country, time_zone, latitude, longitude)
        select s.id, s.shipment_id || '-' || seq, seq, case seq when 1 then 'P' else 'D' end,
          case seq when 1 then 'Joliet' else 'Chicago' end, 'IL', 'USA', 'America/Chicago',
          case seq when 1 then 41.525 else 41.878 end, case seq when 1 then -88.081 else -87.630 end
        from shipments s cross join generate_series(1, 2) seq
        where s.assigned_carrier_id = ${carrier.id}::uuid`);
      await tx.execute(sql`insert into assignment_transactions (shipment_id, transaction_type, driver_member_id,
          driver_name, driver_email)
        select s.id, 'Assign Driver', m.id, 'Truck ' || m.last_name, m.upn
        from shipments s join members m on m.upn = 'truck-' || ltrim(substr(s.shipment_id, 2), '0') || '@bench.freight.test'
        where s.assigned_carrier_id = ${carrier.id}::uuid`);
    });
    const drivers = await selectRows<{ id: string; upn: string; shipmentId: string }>(
      handle.db,
      sql`select m.id, m.upn, s.shipment_id as "shipmentId"
          from assignment_transactions t join members m on m.id = t.driver_member_id
          join shipments s on s.id = t.shipment_id
          where m.carrier_id = ${carrier.id}::uuid order by s.shipment_id`,
    );
    const issuer = `http://127.0.0.1:${port}/identity`;
    const list: Truck[] = [];
    // Tokens a hundred at a time: each signs and stores its grant, as a sign-in does.
    for (let index = 0; index < drivers.length; index += 100) {
      const signed = await Promise.all(
        drivers.slice(index, index + 100).map(async (driver) => {
          const member = {
            id: driver.id,
            upn: driver.upn,
            carrierId: carrier.id,
            roles: ['carrierDriver' as const],
          };
          const token = await signIdToken(handle.db, member, { issuer });
          return { headers: authHeaders(token), shipmentId: driver.shipmentId, upn: driver.upn };
        }),
      );
      list.push(...signed);
    }
    return { trucks: list, carrierId: carrier.id };
  } finally {
    await handle.close();
  }
}

/**
 * What the database holds: positions and last positions, and the transactions committed in it so far
 * (PostgreSQL's statistics, flushed within a second; their growth per call shows the group commit).
 */
async function count(target: DatabaseTarget) {
  const handle = await openDatabase(target);
  try {
    const [counts] = await selectRows<{ positions: number; lastPositions: number; commits: number }>(
      handle.db,
      sql`select (select count(*) from truck_positions)::int as positions,
            (select count(*) from shipment_last_positions)::int as "lastPositions",
            (select xact_commit from pg_stat_database where datname = current_database())::float8 as commits`,
    );
    return counts!;
  } finally {
    await handle.close();
  }
}

/** The report of a truck's fix in a round: along the road north from Joliet, dated in that interval. */
function reportOf(truck: Truck, carrierId: string, startedAt: Date, round: number, index: number) {
  const at = startedAt.getTime() + (round + 1) * intervalMs - (index % 600) * 1_000;
  return locationReportOf(
    {
      shipmentId: truck.shipmentId,
      carrierScac: 'BNCH',
      userId: truck.upn,
      sourceSystem: 'MERCURYGATE',
      carrierId,
      activity: 'IN_TRANSIT',
    },
    { stopId: `${truck.shipmentId}-2`, sequenceNo: 2, locationId: null },
    {
      coords: {
        latitude: 41.525 + round * 0.02 + (index % 100) * 0.0001,
        longitude: -88.081 + round * 0.01,
        accuracy: 8,
        speed: 26.8,
        heading: 20,
      },
      timestamp: at,
    },
  );
}

async function runEngine(engine: BenchEngine, args: TrackingBenchArgs): Promise<boolean> {
  const trucks = args.trucks ?? defaultTrucks;
  const rounds = args.rounds ?? defaultRounds;
  const batch = Math.max(1, Math.min(args.batch ?? 1, rounds));
  log(`\n${engine.name} (${engine.description})`);
  const database = await engine.create();
  try {
    const port = pickBenchPort();
    // The trips started one interval more ago than the rounds span, so every fix is in the past.
    const startedAt = new Date(Date.now() - (rounds + 1) * intervalMs);
    const preparing = performance.now();
    const { trucks: list, carrierId } = await prepare(database.target, trucks, startedAt, port);
    log(
      `  ${list.length.toLocaleString('en-US')} trucks on a started trip, signed in (${((performance.now() - preparing) / 1000).toFixed(0)} s)`,
    );
    const before = await count(database.target);
    const server = await startServer({ ...database.server, port });
    const agent = new Agent({ keepAlive: true, maxSockets: args.connections });
    // The calls in the order the trucks make them: round by round (a batch spans `batch` rounds).
    const calls: { truck: Truck; reports: unknown[] }[] = [];
    for (let round = 0; round < rounds; round += batch)
      list.forEach((truck, index) =>
        calls.push({
          truck,
          reports: Array.from({ length: Math.min(batch, rounds - round) }, (_, step) =>
            reportOf(truck, carrierId, startedAt, round + step, index),
          ),
        }),
      );
    const results: Call[] = [];
    let seconds: number;
    let clientCpuSeconds: number;
    try {
      // A warm-up of a hundred calls (connections, JIT, caches) that is not counted.
      const warmUp = await Promise.all(
        calls.slice(0, 100).map(({ truck, reports }) => send(server.url, agent, truck, reports)),
      );
      const warmUpError = warmUp.find((call) => call.error !== null)?.error;
      if (warmUpError) throw new Error(`The warm-up failed: ${warmUpError}`);
      log(
        `  ${calls.length.toLocaleString('en-US')} calls of ${batch} position(s), ${args.connections} at a time`,
      );
      let next = 100;
      const started = performance.now();
      const clientCpu = process.cpuUsage();
      await Promise.all(
        Array.from({ length: args.connections }, async () => {
          while (next < calls.length) {
            const { truck, reports } = calls[next++]!;
            results.push(await send(server.url, agent, truck, reports));
          }
        }),
      );
      seconds = (performance.now() - started) / 1000;
      const { user, system } = process.cpuUsage(clientCpu);
      clientCpuSeconds = (user + system) / 1e6;
    } finally {
      agent.destroy();
      await server.stop();
    }
    const failed = results.filter((call) => call.error !== null);
    const accepted = results
      .filter((call) => call.error === null)
      .reduce((sum, call) => sum + call.positions, 0);
    const times = results
      .filter((call) => call.error === null)
      .map((call) => call.ms)
      .sort((a, b) => a - b);
    const at = (p: number) => percentile(times, p).toFixed(1);
    log(
      `    ${accepted.toLocaleString('en-US')} positions accepted in ${seconds.toFixed(1)} s: ${(accepted / seconds).toFixed(0)} positions/s (${(results.length / seconds).toFixed(0)} calls/s)`,
    );
    log(
      `    call latency p50 ${at(50)} ms, p95 ${at(95)} ms, p99 ${at(99)} ms, max ${at(100)} ms; ${failed.length} failed`,
    );
    if (failed[0]) log(`    first failure: ${failed[0].error}`);
    // The load generator shares the machine with the server and the database: what it took of it.
    log(
      `    load generator: ${clientCpuSeconds.toFixed(1)} CPU s, ${((100 * clientCpuSeconds) / (seconds * availableParallelism())).toFixed(0)}% of the machine's ${availableParallelism()} cores`,
    );
    if (engine.name === 'PostgreSQL')
      log(
        `    target ${targetPerSecond.toLocaleString('en-US')} positions/s: ${accepted / seconds >= targetPerSecond ? 'met' : 'NOT met'}`,
      );
    // The statistics reach pg_stat_database within a second of a transaction's end.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const held = await count(database.target);
    const expected = trucks * rounds;
    if (engine.name === 'PostgreSQL')
      log(
        `  transactions committed in the database: ${(held.commits - before.commits).toLocaleString('en-US')} for ${(results.length + 100).toLocaleString('en-US')} calls, the server's own included (group commit)`,
      );
    log(
      `  database: ${held.positions.toLocaleString('en-US')} positions (${expected.toLocaleString('en-US')} sent), ${held.lastPositions.toLocaleString('en-US')} last positions`,
    );
    const isExact = failed.length === 0 && held.positions === expected && held.lastPositions === trucks;
    log(`  every position stored once, no errors: ${isExact ? 'yes' : 'NO'}`);
    return isExact;
  } finally {
    await database.remove();
  }
}

export async function benchTracking(args: TrackingBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  log(
    `Tracking benchmark on ${availableParallelism()} cores: ${(args.trucks ?? defaultTrucks).toLocaleString('en-US')} trucks, ${args.rounds ?? defaultRounds} intervals of 15 minutes, ${args.connections} concurrent clients`,
  );
  await runOnEngines(
    engines,
    { urlVariables: ['BENCH_POSTGRES_URL', 'DATABASE_URL'], folderPrefix: 'freight-bench-tracking-' },
    (engine) => runEngine(engine, args),
  );
}
