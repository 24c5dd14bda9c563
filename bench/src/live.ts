import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type DatabaseTarget } from '../../apps/server/src/db/client';
import { applyMigrations } from '../../apps/server/src/db/migrate';
import { issueApiKey } from '../../apps/server/src/platform/api-keys';
import { ensureSigningKeys } from '../../apps/server/src/platform/signing-keys';
import { buildTenderPayload } from '../../apps/server/src/modules/shipments/shipments.fixtures';
import { openLiveReader } from '../../apps/server/src/test-support/live-reader';
import { authHeaders, createCarrier, signIdToken } from '../../apps/server/src/test-support/sign-in';
import { runOnEngines, type BenchEngine } from './bench-engines';
import { percentile } from './search-stats';
import { pickBenchPort, startServer, type RunningServer } from './server-process';

// The live updates benchmark (decision 061).
//
//   npm run build -w @freight/server      # the server bundle the benchmark runs
//   npm run bench -- live                 # 1,000 streams, 100 tenders, PostgreSQL then PGlite
//   npm run bench -- live --connections 2000 --shipments 200 --engines postgres
//
// For each engine: 10 carriers with --connections dispatchers in all, each signed in (a real ID token
// with its grant) and holding one live stream. On PostgreSQL two built servers share the database and
// the streams are split between them; on PGlite one server holds them all. A source system tenders
// --shipments shipments one after the other through the first server's integration API, each to the
// next carrier; the time from sending the tender to each of that carrier's streams hearing of it is one
// delivery. Each server sends a heartbeat every 2 s (ten times the default) and checks the sessions
// then, so that the tenders cross several. It reports the deliveries' latency (p50, p95, max) on the
// server that took the tender and on the other, the tender's own answer time, and any event that
// reached another carrier (none may).

export type LiveBenchArgs = { connections: number; shipments?: number; engines?: string };

const carrierCount = 10;
const commonCarrierId = (index: number) => `CC-BENCH-LIVE-${index}`;
const log = (message: string) => console.log(message);

type Stream = { carrier: number; server: number; heard: () => Map<string, number>; close: () => void };

async function prepare(target: DatabaseTarget, streams: number, issuer: string) {
  const handle = await openDatabase(target);
  try {
    await applyMigrations(handle);
    await ensureSigningKeys(handle.db);
    const apiKey = await issueApiKey(handle.db, 'MERCURYGATE', 'MercuryGate');
    const members: { headers: Record<string, string>; carrier: number }[] = [];
    for (let carrier = 0; carrier < carrierCount; carrier += 1) {
      const { id: carrierId } = await createCarrier(handle.db, { commonCarrierId: commonCarrierId(carrier) });
      const count = Math.ceil(streams / carrierCount);
      await handle.db
        .execute(sql`insert into members (upn, carrier_id, first_name, last_name, email, registered)
        select 'live-' || ${carrier} || '-' || n || '@bench.freight.test', ${carrierId}::uuid, 'Live', n::text,
          'live-' || ${carrier} || '-' || n || '@bench.freight.test', true
        from generate_series(1, ${count}) n`);
      await handle.db.execute(sql`insert into member_roles (member_id, role)
        select id, 'carrierDispatcher' from members where carrier_id = ${carrierId}::uuid`);
      const rows = await selectRows<{ id: string; upn: string }>(
        handle.db,
        sql`select id, upn from members where carrier_id = ${carrierId}::uuid order by upn`,
      );
      for (const row of rows) {
        const member = { ...row, carrierId, roles: ['carrierDispatcher' as const] };
        members.push({ headers: authHeaders(await signIdToken(handle.db, member, { issuer })), carrier });
      }
    }
    return { apiKey, members: members.slice(0, streams) };
  } finally {
    await handle.close();
  }
}

async function openStream(
  url: string,
  headers: Record<string, string>,
  stream: Pick<Stream, 'carrier' | 'server'>,
) {
  const reader = await openLiveReader(url, headers);
  if (reader.status !== 200) throw new Error(`stream refused: HTTP ${reader.status}`);
  await reader.waitFor((event) => event.event === 'ready', 30_000);
  /** When each shipment was first heard of. */
  const heard = () => {
    const first = new Map<string, number>();
    for (const event of reader.events)
      if (event.event === 'shipment' && !first.has(String(event.data.shipmentId)))
        first.set(String(event.data.shipmentId), event.at);
    return first;
  };
  return { ...stream, heard, close: reader.close };
}

const spread = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms (${sorted.length.toLocaleString('en-US')})`;
};

async function runEngine(engine: BenchEngine, args: LiveBenchArgs): Promise<boolean> {
  const streamCount = args.connections;
  const tenders = args.shipments ?? 100;
  const serverCount = engine.name === 'PostgreSQL' ? 2 : 1;
  log(
    `\n${engine.name} (${engine.description}): ${streamCount} streams on ${serverCount} server(s), ${tenders} tenders`,
  );
  const database = await engine.create();
  const ports = Array.from({ length: serverCount }, () => pickBenchPort());
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const servers: RunningServer[] = [];
  const streams: Stream[] = [];
  try {
    const { apiKey, members } = await prepare(database.target, streamCount, `${publicUrl}/identity`);
    // A heartbeat every 2 s (ten times the default): the tenders cross several of them, with the
    // session checks they run.
    const env = {
      PUBLIC_URL: publicUrl,
      LIVE_STREAMS_MAX: '100000',
      LIVE_HEARTBEAT_MS: '2000',
      NOTIFICATION_INTERVAL_MS: '0',
    };
    for (const port of ports) servers.push(await startServer({ ...database.server, port, env }));
    for (let index = 0; index < members.length; index += 100)
      streams.push(
        ...(await Promise.all(
          members.slice(index, index + 100).map((member, offset) => {
            const server = (index + offset) % serverCount;
            return openStream(servers[server]!.url, member.headers, { carrier: member.carrier, server });
          }),
        )),
      );
    const local: number[] = [];
    const remote: number[] = [];
    const answers: number[] = [];
    let missing = 0;
    for (let index = 0; index < tenders; index += 1) {
      const carrier = index % carrierCount;
      const payload = buildTenderPayload({
        commonCarrierId: commonCarrierId(carrier),
        orderId: `LIVE-${index}`,
      });
      const sent = performance.now();
      const answer = await fetch(`${servers[0]!.url}/integration/v1/shipments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify(payload),
      });
      answers.push(performance.now() - sent);
      if (answer.status !== 201)
        throw new Error(`tender refused: HTTP ${answer.status} ${await answer.text()}`);
      const { shipmentId } = (await answer.json()) as { shipmentId: string };
      const audience = streams.filter((stream) => stream.carrier === carrier);
      const deadline = performance.now() + 10_000;
      while (audience.some((stream) => !stream.heard().has(shipmentId)) && performance.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 2));
      for (const stream of audience) {
        const at = stream.heard().get(shipmentId);
        if (at === undefined) missing += 1;
        else (stream.server === 0 ? local : remote).push(at - sent);
      }
    }
    const strays =
      streams.reduce((sum, stream) => sum + stream.heard().size, 0) - local.length - remote.length;
    log(`  tender answered: ${spread(answers)}`);
    log(`  heard on the server that took it: ${spread(local)}`);
    if (serverCount > 1) log(`  heard on the other server: ${spread(remote)}`);
    log(`  not heard within 10 s: ${missing}; heard by another carrier: ${strays}`);
    return missing === 0 && strays === 0;
  } finally {
    for (const stream of streams) stream.close();
    for (const server of servers) await server.stop();
    await database.remove();
  }
}

export async function benchLive(args: LiveBenchArgs): Promise<void> {
  const engines = (args.engines ?? 'postgres,pglite').split(',').map((name) => name.trim().toLowerCase());
  await runOnEngines(
    engines,
    { urlVariables: ['BENCH_POSTGRES_URL', 'DATABASE_URL'], folderPrefix: 'freight-bench-live-' },
    (engine) => runEngine(engine, args),
  );
}
