import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test-database';
import { issueApiKey } from '../../platform/api-keys';
import { ensureSigningKeys } from '../../platform/signing-keys';
import { createCarrier, signInAs } from '../../test-support/sign-in';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process';
import { insertPlaces } from '../postings/postings.fixtures';
import { buildTenderPayload } from '../shipments/shipments.fixtures';
import { aboutShipment, openLiveReader, type LiveReader } from '../../test-support/live-reader';

// Two server processes (main.ts as child processes) on one PostgreSQL database (decision 061): a tender
// a source system sends through one reaches the streams held on both, through LISTEN/NOTIFY. PGlite
// is one process's database, so this runs on PostgreSQL only (TEST_DATABASE_URL, CI's second pass).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('live updates across two server processes on one PostgreSQL', () => {
  let database: ServerTestDatabase;
  const servers: ServerProcess[] = [];
  const readers: LiveReader[] = [];

  beforeAll(async () => {
    database = await createServerTestDatabase();
    // A few places, so that the servers skip loading the whole gazetteer at start.
    await insertPlaces(database.handle.db);
    // The key the servers sign with, made now so that the test's tokens are signed with it too.
    await ensureSigningKeys(database.handle.db);
    const env = {
      ...database.serverEnv,
      NODE_ENV: 'test',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      // The issuer the test tokens carry (test-support/sign-in.ts).
      PUBLIC_URL: 'http://127.0.0.1:8080',
      NOTIFICATION_INTERVAL_MS: '0',
    };
    servers.push(...(await Promise.all([startServerProcess(env), startServerProcess(env)])));
  }, 120_000);

  afterAll(async () => {
    for (const reader of readers) reader.close();
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await database?.handle.close();
    await database?.dispose();
  });

  it('a tender sent through one process reaches the dispatcher’s streams on both, its load and its notification', async () => {
    const db = database.handle.db;
    const commonCarrierId = `CC-LIVE-${randomUUID().slice(0, 6)}`;
    const carrier = await createCarrier(db, { commonCarrierId });
    const stranger = await createCarrier(db);
    const dispatcher = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const other = await signInAs(db, { roles: ['carrierDispatcher'], carrierId: stranger.id });
    const apiKey = await issueApiKey(db, 'MERCURYGATE', 'MercuryGate');
    const [first, second] = servers as [ServerProcess, ServerProcess];
    for (const [server, headers] of [
      [first, dispatcher.headers],
      [second, dispatcher.headers],
      [second, other.headers],
    ] as const) {
      const reader = await openLiveReader(server.url, headers);
      expect(reader.status).toBe(200);
      await reader.waitFor((event) => event.event === 'ready');
      readers.push(reader);
    }
    const [onFirst, onSecond, strangers] = readers as [LiveReader, LiveReader, LiveReader];

    const tendered = await fetch(`${first.url}/integration/v1/shipments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(
        buildTenderPayload({ commonCarrierId, orderId: `ORD-${randomUUID().slice(0, 8)}` }),
      ),
    });
    expect(tendered.status).toBe(201);
    const { shipmentId } = (await tendered.json()) as { shipmentId: string };

    for (const reader of [onFirst, onSecond]) {
      await reader.waitFor(aboutShipment(shipmentId));
      await reader.waitFor((event) => event.event === 'notification' && event.data.shipmentId === shipmentId);
    }
    expect(strangers.events.map((event) => event.event)).toEqual(['ready']);
  });
});
