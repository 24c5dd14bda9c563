import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookResult } from '@freight/domain/booking';
import { selectRows, type DatabaseHandle, type Executor } from '../../db/client';
import { createServerTestDatabase, type ServerTestDatabase } from '../../db/test-database';
import { ensureSigningKeys } from '../../platform/signing-keys';
import { startServerProcess, type ServerProcess } from '../../test-support/server-process';
import { insertPlaces, insertPostings } from '../postings/postings.fixtures';
import { buyMutation, createBooker, type Booker } from './booking.fixtures';

// The server killed with SIGKILL in the middle of a burst of bookings (decision 035), as a child
// process on the suite's engine (PGlite, or PostgreSQL with TEST_DATABASE_URL), then started again:
// the bookings it left PENDING are resolved at start, the rate confirmations it left due are made
// (decision 054), and no posting stays BOOKED without a shipment.
// On PostgreSQL, two processes share the database: one load raced through both has one winner, and
// the survivor resolves what the killed one left, without a restart (sharing their limits through
// Redis when TEST_REDIS_URL is set).

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const carriersCount = 24;
const loadsPerRound = 150;
/** A round kills the server after this many answers, while most of the others are in flight. */
const answersBeforeKill = 40;
const maxRounds = 4;

type Counts = {
  pending: number;
  bookedWithoutShipment: number;
  shipmentWithoutBooking: number;
  okWithoutShipment: number;
  /** OK bookings whose shipment has no rate confirmation, or more than one (decision 054). */
  okWithoutOneRateConfirmation: number;
  /** OK bookings whose rate confirmation is still to be made after the decision's commit. */
  rateConfirmationDue: number;
};

async function countInconsistencies(db: Executor): Promise<Counts> {
  const [counts] = await selectRows<Record<keyof Counts, string>>(
    db,
    sql`select
      (select count(*) from bookings where status = 'PENDING') as "pending",
      (select count(*) from load_postings p where p.status = 'BOOKED'
        and not exists (select 1 from shipments s where s.load_posting_id = p.id)) as "bookedWithoutShipment",
      (select count(*) from shipments s where not exists
        (select 1 from bookings b where b.shipment_id = s.id and b.status = 'OK')) as "shipmentWithoutBooking",
      (select count(*) from bookings where status = 'OK' and shipment_id is null) as "okWithoutShipment",
      (select count(*) from bookings b where b.status = 'OK' and 1 <> (select count(*) from documents d
        where d.shipment_id = b.shipment_id and d.document_type = 'rateConfirmation'))
        as "okWithoutOneRateConfirmation",
      (select count(*) from bookings where rate_confirmation_due_at is not null) as "rateConfirmationDue"`,
  );
  return {
    pending: Number(counts!.pending),
    bookedWithoutShipment: Number(counts!.bookedWithoutShipment),
    shipmentWithoutBooking: Number(counts!.shipmentWithoutBooking),
    okWithoutShipment: Number(counts!.okWithoutShipment),
    okWithoutOneRateConfirmation: Number(counts!.okWithoutOneRateConfirmation),
    rateConfirmationDue: Number(counts!.rateConfirmationDue),
  };
}

const bookingNotices = async (db: Executor) =>
  Number(
    (
      await selectRows<{ n: string }>(db, sql`select count(*) as n from notifications where type = 'BOOKING'`)
    )[0]!.n,
  );

/** One buy as the web app sends it; null when the server went away before answering. */
async function buyOver(server: ServerProcess, booker: Booker, loadId: string) {
  const input = {
    userId: booker.member.id,
    carrierId: booker.carrierId,
    sourceSystem: 'MERCURYGATE',
    loadId,
    binRateId: '',
    amount: '2500.00',
    currency: 'USD',
    lhlCharges: '2500.00',
    idempotencyKey: randomUUID(),
  };
  try {
    const response = await fetch(`${server.url}/web/v1/experience`, {
      method: 'POST',
      headers: { ...booker.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: buyMutation, variables: { input } }),
    });
    const body = (await response.json()) as { data?: { buyLoadRequest?: BookResult } };
    return { status: response.status, result: body.data?.buyLoadRequest ?? null };
  } catch {
    return null;
  }
}

/**
 * Every booker books loads one after another, three bookers on each load, through the servers in turn;
 * `onAnswer` sees each answer. Resolves once every booker's loop has ended (a refused connection ends it).
 */
async function bookingBurst(
  servers: ServerProcess[],
  bookers: Booker[],
  loadIds: string[],
  onAnswer: (answered: number) => void,
) {
  let next = 0;
  let answered = 0;
  const statuses: number[] = [];
  await Promise.all(
    bookers.map(async (booker, index) => {
      const server = servers[index % servers.length]!;
      for (;;) {
        const slot = next++;
        const loadId = loadIds[Math.floor(slot / 3)];
        if (!loadId) return;
        const answer = await buyOver(server, booker, loadId);
        if (!answer) return;
        statuses.push(answer.status);
        onAnswer(++answered);
      }
    }),
  );
  return statuses;
}

describe(`a server killed during bookings (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: ServerTestDatabase;
  let db: DatabaseHandle | null = null;
  const bookers: Booker[] = [];
  let round = 0;
  const running: ServerProcess[] = [];

  const serverEnv = () => ({
    ...database.serverEnv,
    NODE_ENV: 'test',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: '/nonexistent',
    // The issuer the test tokens carry (test-support/sign-in.ts).
    PUBLIC_URL: 'http://127.0.0.1:8080',
    RATE_LIMIT_MAX: '1000000',
    BOOKING_LIMIT_MAX: '1000000',
    BOOKING_RESOLVE_INTERVAL_MS: '500',
    CONFIG_OVERRIDES: JSON.stringify({ booking: { sourceConfirmationTimeoutMs: 1_000 } }),
    // With a Redis (CI's PostgreSQL pass), the processes share their limits as deployed (decision 032).
    ...(process.env.TEST_REDIS_URL
      ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `freight-test:crash:${randomUUID()}:` }
      : {}),
  });
  const start = async () => {
    const server = await startServerProcess(serverEnv());
    running.push(server);
    return server;
  };
  /** The test's own handle: on PGlite only while no server has the data folder open. */
  const openDb = async () => (db ??= await database.reopen());
  const closeDbForServers = async () => {
    if (onPostgres || !db) return;
    await db.close();
    db = null;
  };
  const newLoads = async () => {
    round += 1;
    const loadIds = Array.from({ length: loadsPerRound }, (_, index) => `CRASH-${round}-${index}`);
    await insertPostings(
      (await openDb()).db,
      loadIds.map((loadId) => ({ loadId })),
    );
    return loadIds;
  };

  beforeAll(async () => {
    database = await createServerTestDatabase();
    db = database.handle;
    // A few places, so that the server skips loading the whole gazetteer at start.
    await insertPlaces(db.db);
    // The key the servers sign with, made now so that the test's tokens are signed with it too.
    await ensureSigningKeys(db.db);
    for (let index = 0; index < carriersCount; index += 1)
      bookers.push(await createBooker(db.db, new Date()));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop('SIGKILL')));
    await db?.close();
    await database?.dispose();
  });

  it('kill -9 mid-burst, start again: what it left PENDING is resolved, no posting BOOKED without a shipment, the members told', async () => {
    let left: Counts | null = null;
    // A kill lands between a reservation and its settling, or between a booking's decision and its
    // rate confirmation (made after the commit, decision 054), often, not always: a few rounds make sure.
    const leftSomething = (counts: Counts | null) =>
      (counts?.pending ?? 0) + (counts?.rateConfirmationDue ?? 0) > 0;
    for (let attempt = 0; attempt < maxRounds && !leftSomething(left); attempt += 1) {
      const loadIds = await newLoads();
      await closeDbForServers();
      const server = await start();
      const statuses = await bookingBurst([server], bookers, loadIds, (answered) => {
        if (answered === answersBeforeKill) void server.stop('SIGKILL');
      });
      await server.stop('SIGKILL');
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      left = await countInconsistencies((await openDb()).db);
    }
    // The crash did leave work behind: loads booked with a PENDING booking and no shipment (the very
    // same loads), or confirmed bookings without their rate confirmation. Since the PDF is made after
    // the settling commit, the settling is short and a kill mostly lands on the second.
    expect(leftSomething(left)).toBe(true);
    expect(left!.bookedWithoutShipment).toBe(left!.pending);
    const noticesBefore = await bookingNotices((await openDb()).db);

    await closeDbForServers();
    const restarted = await start();
    await vi.waitFor(
      async () => {
        if (onPostgres) {
          const counts = await countInconsistencies((await openDb()).db);
          expect([counts.pending, counts.rateConfirmationDue]).toEqual([0, 0]);
        } else {
          if (left!.pending > 0)
            expect(restarted.hasLogged('booking resolver: stale bookings resolved')).toBe(true);
          if (left!.rateConfirmationDue > 0)
            expect(restarted.hasLogged('booking resolver: rate confirmations left due written')).toBe(true);
        }
      },
      { timeout: 30_000, interval: 250 },
    );
    await restarted.stop('SIGTERM');

    const resolvedDb = (await openDb()).db;
    expect(await countInconsistencies(resolvedDb)).toEqual({
      pending: 0,
      bookedWithoutShipment: 0,
      shipmentWithoutBooking: 0,
      okWithoutShipment: 0,
      okWithoutOneRateConfirmation: 0,
      rateConfirmationDue: 0,
    });
    expect((await bookingNotices(resolvedDb)) - noticesBefore).toBe(left!.pending);
  }, 240_000);

  it.skipIf(!onPostgres)(
    'two processes on one database: one winner of a load raced through both; the survivor resolves what the killed one left',
    async () => {
      const [raced] = await newLoads();
      const first = await start();
      const second = await start();
      const race = await Promise.all(
        bookers.map((booker, index) => buyOver(index % 2 ? second : first, booker, raced!)),
      );
      expect(race.map((answer) => answer?.status)).toEqual(bookers.map(() => 200));
      expect(race.filter((answer) => answer?.result?.status === 'OK')).toHaveLength(1);
      expect(race.filter((answer) => answer?.result?.reason === 'alreadyBooked')).toHaveLength(
        bookers.length - 1,
      );

      const noticesBefore = await bookingNotices((await openDb()).db);
      let resolvedBySurvivor = 0;
      for (let attempt = 0; attempt < maxRounds && resolvedBySurvivor === 0; attempt += 1) {
        const loadIds = await newLoads();
        const victim = attempt === 0 ? first : await start();
        const statuses = await bookingBurst([victim, second], bookers, loadIds, (answered) => {
          if (answered === answersBeforeKill) void victim.stop('SIGKILL');
        });
        await victim.stop('SIGKILL');
        expect(statuses.filter((status) => status >= 500)).toEqual([]);
        // What the killed process left is resolved by the one still running, with no restart: the
        // survivor's own bookings never notify (they were answered), the ones it resolves do.
        await vi.waitFor(
          async () => expect((await countInconsistencies((await openDb()).db)).pending).toBe(0),
          { timeout: 30_000, interval: 250 },
        );
        resolvedBySurvivor = (await bookingNotices((await openDb()).db)) - noticesBefore;
      }
      expect(resolvedBySurvivor).toBeGreaterThan(0);
      expect(second.hasLogged('booking resolver: stale bookings resolved')).toBe(true);
      await vi.waitFor(
        async () =>
          expect((await countInconsistencies((await openDb()).db)).okWithoutOneRateConfirmation).toBe(0),
        { timeout: 30_000, interval: 250 },
      );
      expect(await countInconsistencies((await openDb()).db)).toEqual({
        pending: 0,
        bookedWithoutShipment: 0,
        shipmentWithoutBooking: 0,
        okWithoutShipment: 0,
        okWithoutOneRateConfirmation: 0,
        rateConfirmationDue: 0,
      });
    },
    240_000,
  );
});
