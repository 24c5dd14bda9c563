import { randomUUID } from 'node:crypto';
import { createConnection, createServer, type Server } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrowser, newPkce, startAuthorization } from '../identity/identity.fixtures';
import { signInPerson } from '../modules/shipments/shipments.fixtures';
import { createCarrier, type TestCaller } from '../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../test-support/test-app';

// Limits shared between server processes through Redis (decision 032): two apps with the same REDIS_URL
// count together. These run when TEST_REDIS_URL is set (CI starts a Redis) and are skipped otherwise;
// the start-up checks need no Redis and always run.
const redisUrl = process.env.TEST_REDIS_URL;

const addMutation = /* GraphQL */ `
  mutation Add($input: UserDetailsInput!) {
    addMemberV2(input: $input) {
      status
    }
  }
`;
const driver = (i: number) => ({
  roles: ['carrierDriver'],
  firstName: 'Sam',
  lastName: `Shared${i}`,
  countryCode: '+1',
  mobileNumber: `773556${String(1000 + i).padStart(4, '0')}`,
  email: `sam.shared${i}@example.com`,
  tractorNumber: `T-${i}`,
});

/** A REST route under the global limit, from one client address. */
const getFrom = (test: TestApp, remoteAddress: string) =>
  test.app.inject({ method: 'GET', url: '/v1/api/countries', remoteAddress });

/** Two server processes on one database and one Redis, under a key prefix of their own. */
async function startPair(env: Record<string, string>) {
  const shared = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `freight-test:${randomUUID()}:`, ...env };
  const first = await startTestApp(shared);
  const second = await startTestApp(shared, { database: first.database });
  return { first, second, prefix: shared.REDIS_KEY_PREFIX };
}

describe.skipIf(!redisUrl)('limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  let prefix: string;
  let redis: Redis;

  beforeAll(async () => {
    ({ first, second, prefix } = await startPair({
      RATE_LIMIT_MAX: '10',
      SIGN_IN_RATE_LIMIT_MAX: '4',
      INVITATION_LIMIT_MAX: '3',
    }));
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts the global rate limit across both processes: 429 at the combined count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await getFrom(i % 2 ? second : first, '10.20.0.1')).statusCode);
    // Each process saw 5 requests of the 10 allowed, yet both refuse the next one.
    expect(statuses).toEqual(Array(10).fill(200));
    expect((await getFrom(first, '10.20.0.1')).statusCode).toBe(429);
    const refused = await getFrom(second, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another address has its own count.
    expect((await getFrom(second, '10.20.0.2')).statusCode).toBe(200);
    // Key layout: <REDIS_KEY_PREFIX>rate:<client address>, with the window as its expiry.
    expect(await redis.get(`${prefix}rate:10.20.0.1`)).toBe('12');
    expect(await redis.pttl(`${prefix}rate:10.20.0.1`)).toBeGreaterThan(0);
  });

  it('counts the identity forms’ per-address limit across both processes', async () => {
    const browsers = [newBrowser(first.app, '10.20.1.1'), newBrowser(second.app, '10.20.1.1')];
    const interactions = await Promise.all(
      browsers.map((browser) => startAuthorization(browser, newPkce().challenge)),
    );
    const post = (i: number) =>
      browsers[i % 2]!.post(`${interactions[i % 2]}/sign-in`, { email: '', password: '' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(i)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400]);
    const limited = [await post(0), await post(1)];
    expect(limited.map((response) => response.statusCode)).toEqual([429, 429]);
    expect(limited[1]!.body).toContain('Too many attempts from your connection.');
    expect(await redis.keys(`${prefix}rate:POST/identity/*:10.20.1.1`)).toHaveLength(1);
  });

  it('[D2-2.40] counts a user’s members added (invitations) across both processes', async () => {
    const db = first.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-SHARED', name: 'Shared Line' })).id;
    const dispatcher: TestCaller = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const add = (test: TestApp, i: number) =>
      graphql(test.app, addMutation, { input: driver(i) }, 'web', dispatcher.headers);

    for (const [i, test] of [first, second, first].entries())
      expect((await add(test, i)).body.errors).toBeUndefined();
    const refused = await add(second, 3);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('LIMIT_EXCEEDED');
    expect((await add(first, 4)).status).toBe(422);
    expect(await redis.get(`${prefix}usage:invitation:${dispatcher.member.id}`)).toBe('5');
  });
});

/** A TCP relay to Redis that can stop answering: a Redis that hangs mid-run. */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  let silent = false;
  const server = createServer((client) => {
    const upstream = createConnection(Number(port), hostname);
    client.on('data', (data) => {
      if (!silent) upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (!silent) client.write(data);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
  });
  await listen(server);
  return {
    url: `redis://127.0.0.1:${addressPort(server)}`,
    silence: () => {
      silent = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!redisUrl)('when Redis stops answering mid-run', () => {
  let test: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    relay = await startRelay(redisUrl!);
    test = await startTestApp({
      REDIS_URL: relay.url,
      REDIS_KEY_PREFIX: `freight-test:${randomUUID()}:`,
      RATE_LIMIT_MAX: '5',
      SIGN_IN_RATE_LIMIT_MAX: '100',
    });
  });
  afterAll(async () => {
    await test?.close();
    await relay?.close();
  });

  it('answers no 5xx, waits at most a command timeout once, and limits per process meanwhile', async () => {
    expect((await getFrom(test, '10.30.0.1')).statusCode).toBe(200);
    relay.silence();

    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await getFrom(test, '10.30.0.2')).statusCode);
    // One command timeout (500 ms) for the first, then this process counts alone for a while.
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    const browser = newBrowser(test.app, '10.30.0.3');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const form = await browser.post(`${interaction}/sign-in`, { email: '', password: '' });
    expect(form.statusCode).toBe(400);

    const db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-HUNG', name: 'Hung Line' })).id;
    const dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const added = await graphql(test.app, addMutation, { input: driver(9) }, 'web', dispatcher.headers);
    expect(added.status).toBe(200);
    expect(added.body.errors).toBeUndefined();
  });
});

describe('start-up without a reachable Redis', () => {
  let silentServer: Server;
  beforeAll(async () => {
    // Accepts connections, reads and never answers.
    silentServer = createServer((socket) => socket.resume());
    await listen(silentServer);
  });
  afterAll(() => new Promise<void>((resolve) => silentServer.close(() => resolve())));

  it('stops with a readable error naming REDIS_URL, without its password, when nothing listens', async () => {
    const closed = await freePort();
    const refusal = await startTestApp({ REDIS_URL: `redis://:s3cret@127.0.0.1:${closed}` }).catch(
      (error: unknown) => error as Error,
    );
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(
      new RegExp(
        `^Cannot reach Redis at redis://:\\*\\*\\*@127.0.0.1:${closed}/? \\(REDIS_URL\\): .*ECONNREFUSED`,
      ),
    );
    expect((refusal as Error).message).not.toContain('s3cret');
  });

  it('stops within seconds when the server accepts but never answers', async () => {
    const started = Date.now();
    await expect(
      startTestApp({ REDIS_URL: `redis://127.0.0.1:${addressPort(silentServer)}` }),
    ).rejects.toThrow(/^Cannot reach Redis at .* \(REDIS_URL\)/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

function listen(server: Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}

function addressPort(server: Server): number {
  return (server.address() as { port: number }).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await listen(server);
  const port = addressPort(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
