import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import {
  bookings,
  documents,
  loadPostings,
  notifications,
  shipments,
  sourceSystemClients,
} from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { createAppConfigReader } from '../../platform/feature-flags';
import { createLocalFileStore, fileStoreDir } from '../../platform/file-store';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { buy, buyInput, createBooker, postLoad, type Booker } from './booking.fixtures';
import { drainRateConfirmations } from './drain-rate-confirmations';
import { reserveLoad } from './reserve-load';
import { resolveStaleBookings } from './resolve-stale-bookings';
import { lateAnswerLimitMs } from './source-calls';

// Bookings left PENDING past the wait of their buy (decision 035): what a server that died between
// reserving a load and settling it leaves behind, and what a source that never decides leaves. The
// crash itself is the child-process test (booking-crash.test.ts); here the state it leaves is made
// with the reservation use case, and the resolver's passes run with the app's clock moved by hand.

const start = new Date('2030-03-01T12:00:00Z');
const waitMs = 1_000;
const releaseAfterMs = 600_000;
const apiKey = 'test-key-mastermind';
const urlApiKey = 'test-key-mercurygate';
/** A load of the source without a confirmation URL (MASTERMIND carries power-only loads). */
const postInstantLoad = (test: TestApp) => postLoad(test.app, apiKey, { loadType: 'Power Only' });

type SourceAnswer = { status: number; body?: unknown };

describe('stale bookings', () => {
  let test: TestApp;
  let db: Database;
  let clock = start;
  let source: Server;
  let sourceAnswer: SourceAnswer = { status: 202 };
  let asked: string[] = [];
  let dispatcher: Booker;
  let rival: Booker;

  const after = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const pass = () =>
    resolveStaleBookings(
      {
        db,
        now: () => clock,
        appConfig: createAppConfigReader(db, test.env, () => clock),
      },
      test.app.bookingSourceCalls,
      test.app.log,
    );

  /** What a buy that died after its reservation leaves: the posting BOOKED, the booking PENDING. */
  const reservedByCrash = async (booker: Booker, loadId: string) => {
    const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId));
    const reservation = await reserveLoad(db, {
      memberId: booker.member.id,
      carrierId: booker.carrierId,
      loadId,
      loadPostingId: posting!.id,
      idempotencyKey: randomUUID(),
      amountCents: 298_312,
      currency: 'USD',
      binRateId: 'BIN-1',
      lineHaulCents: 230_000,
      fuelCents: 53_262,
      now: clock,
    });
    if (reservation.outcome !== 'reserved') throw new Error(`not reserved: ${reservation.outcome}`);
    return reservation.bookingId;
  };
  const bookingOf = async (bookingId: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
  const postingOf = async (loadId: string) =>
    (await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId)))[0]!;
  const shipmentsOf = async (loadId: string) =>
    db
      .select({ shipmentId: shipments.shipmentId })
      .from(shipments)
      .innerJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
      .where(eq(loadPostings.loadId, loadId));
  const noticesOf = async (booker: Booker, language: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/notifications/v1/retrievebystatusandupn?notificationStatus=UNREAD&upn=${booker.member.upn}`,
      headers: { ...booker.headers, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    type Notice = { message: { title: string; body: string; data: { type: string; shipmentId: string } } };
    return (response.json() as { notifications: Notice[] }).notifications.map(({ message }) => message);
  };

  beforeAll(async () => {
    source = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        asked.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { bookingId: string }).bookingId);
        response.writeHead(sourceAnswer.status, { 'content-type': 'application/json' });
        response.end(sourceAnswer.body === undefined ? '' : JSON.stringify(sourceAnswer.body));
      });
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const { port } = source.address() as AddressInfo;
    test = await startTestApp(
      {
        CONFIG_OVERRIDES: JSON.stringify({
          booking: { sourceConfirmationTimeoutMs: waitMs, releaseUnconfirmedAfterMs: releaseAfterMs },
        }),
      },
      { now: () => clock },
    );
    db = test.database.db;
    await storeApiKey(db, 'MASTERMIND', 'Mastermind', apiKey);
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate', urlApiKey);
    // MERCURYGATE confirms through its URL; MASTERMIND has none, so it confirms every booking at once.
    await db
      .update(sourceSystemClients)
      .set({ bookingConfirmationUrl: `http://127.0.0.1:${port}/bookings` })
      .where(eq(sourceSystemClients.code, 'MERCURYGATE'));
    dispatcher = await createBooker(db, start, { name: 'Stale Carrier', scac: 'STAL' });
    rival = await createBooker(db, start);
  });
  afterAll(async () => {
    await test.close();
    source.closeAllConnections();
    await new Promise((resolve) => source.close(resolve));
  });
  beforeEach(() => {
    asked = [];
    sourceAnswer = { status: 202 };
  });

  it('leaves a booking younger than the wait to its buy, which may still be settling it', async () => {
    const { loadId } = await postInstantLoad(test);
    const bookingId = await reservedByCrash(dispatcher, loadId);
    after(waitMs - 1);
    await pass();
    expect((await bookingOf(bookingId)).status).toBe('PENDING');
    expect(await shipmentsOf(loadId)).toEqual([]);
  });

  it('confirms a booking of a source without a confirmation URL, as the buy would have, and tells its member', async () => {
    const { loadId } = await postInstantLoad(test);
    const bookingId = await reservedByCrash(dispatcher, loadId);
    after(waitMs + 1);
    const resolved = await pass();
    expect(resolved.confirmed).toBeGreaterThanOrEqual(1);
    const booking = await bookingOf(bookingId);
    const [shipment] = await shipmentsOf(loadId);
    expect(booking).toMatchObject({ status: 'OK', reason: 'booked' });
    expect(shipment).toBeDefined();
    expect((await postingOf(loadId)).status).toBe('BOOKED');
    const [notice] = await noticesOf(dispatcher, 'fr-CA');
    expect(notice).toMatchObject({
      title: `Chargement ${loadId} réservé`,
      data: { type: 'BOOKING', shipmentId: shipment!.shipmentId },
    });
    expect(notice!.body).toContain(shipment!.shipmentId);
    const [english] = await noticesOf(dispatcher, 'en');
    expect(english!.title).toBe(`Load ${loadId} booked`);
  });

  it('asks a source with a confirmation URL again only once no call of the buy can still be running', async () => {
    const { loadId } = await postLoad(test.app, urlApiKey);
    const bookingId = await reservedByCrash(dispatcher, loadId);
    sourceAnswer = { status: 200, body: { decision: 'CONFIRMED' } };
    after(lateAnswerLimitMs - 1);
    await pass();
    expect(asked).not.toContain(bookingId);
    expect((await bookingOf(bookingId)).status).toBe('PENDING');
    after(2);
    await pass();
    expect(asked).toContain(bookingId);
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'OK', reason: 'booked' });
    expect(await shipmentsOf(loadId)).toHaveLength(1);
  });

  it('withdraws a booking its source withdraws when asked again: the load leaves the marketplace', async () => {
    const { loadId } = await postLoad(test.app, urlApiKey);
    const bookingId = await reservedByCrash(rival, loadId);
    sourceAnswer = { status: 200, body: { decision: 'WITHDRAWN' } };
    after(lateAnswerLimitMs + 1);
    await pass();
    expect(await bookingOf(bookingId)).toMatchObject({ status: 'CANCELLED', reason: 'withdrawn' });
    expect((await postingOf(loadId)).status).toBe('WITHDRAWN');
    expect((await noticesOf(rival, 'en')).map((notice) => notice.title)).toContain(
      `Load ${loadId} withdrawn`,
    );
  });

  it('releases a booking its source never decides: the load opens again, the member is told, the key answers the release', async () => {
    const { loadId } = await postLoad(test.app, urlApiKey);
    const input = buyInput(dispatcher, loadId);
    // The buy waits, the source answers 202: TIMEOUT, and the booking stays PENDING.
    expect((await buy(test.app, dispatcher, input)).result).toMatchObject({ status: 'TIMEOUT' });
    const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
    after(releaseAfterMs - 1);
    await pass();
    expect((await bookingOf(booking!.id)).status).toBe('PENDING');
    expect((await postingOf(loadId)).status).toBe('BOOKED');

    after(2);
    const resolved = await pass();
    expect(resolved.released).toBeGreaterThanOrEqual(1);
    expect(await bookingOf(booking!.id)).toMatchObject({ status: 'REJECTED', reason: 'notConfirmed' });
    expect(await postingOf(loadId)).toMatchObject({ status: 'OPEN', bookedByCarrierId: null });
    expect(await shipmentsOf(loadId)).toEqual([]);
    const [notice] = await noticesOf(dispatcher, 'en');
    expect(notice).toMatchObject({ title: `Booking of load ${loadId} cancelled` });
    expect(notice!.body).toContain('open to book again');
    // The same request again answers what became of it; another carrier can book the load now.
    expect((await buy(test.app, dispatcher, input)).result).toMatchObject({
      status: 'REJECTED',
      reason: 'notConfirmed',
    });
    sourceAnswer = { status: 200, body: { decision: 'CONFIRMED' } };
    const rebooked = await buy(test.app, rival, buyInput(rival, loadId));
    expect(rebooked.result).toMatchObject({ status: 'OK' });
  });

  it('a source deciding a released booking is refused: the release stands', async () => {
    const { loadId } = await postLoad(test.app, urlApiKey);
    const bookingId = await reservedByCrash(dispatcher, loadId);
    after(releaseAfterMs + 1);
    await pass();
    expect((await bookingOf(bookingId)).status).toBe('REJECTED');
    const decided = await test.app.inject({
      method: 'POST',
      url: `/integration/v1/bookings/${bookingId}/decision`,
      headers: { 'x-api-key': urlApiKey },
      payload: { decision: 'CONFIRMED' },
    });
    expect(decided.statusCode).toBe(409);
    expect(await shipmentsOf(loadId)).toEqual([]);
  });

  it('two passes at once (two server processes) resolve each booking once: one shipment, one notice', async () => {
    const booker = await createBooker(db, clock);
    const loads = await Promise.all([1, 2, 3].map(() => postInstantLoad(test)));
    for (const { loadId } of loads) await reservedByCrash(booker, loadId);
    after(waitMs + 1);
    await Promise.all([pass(), pass()]);
    for (const { loadId } of loads) expect(await shipmentsOf(loadId)).toHaveLength(1);
    const notices = await db.select().from(notifications).where(eq(notifications.memberId, booker.member.id));
    expect(notices).toHaveLength(3);
  });

  it('tells the member when the source decides through its route after the buy answered TIMEOUT', async () => {
    const { loadId } = await postLoad(test.app, urlApiKey);
    const booker = await createBooker(db, clock);
    const input = buyInput(booker, loadId);
    expect((await buy(test.app, booker, input)).result).toMatchObject({ status: 'TIMEOUT' });
    const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
    const decided = await test.app.inject({
      method: 'POST',
      url: `/integration/v1/bookings/${booking!.id}/decision`,
      headers: { 'x-api-key': urlApiKey },
      payload: { decision: 'CONFIRMED' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const [notice] = await noticesOf(booker, 'en');
    expect(notice).toMatchObject({ title: `Load ${loadId} booked` });
  });

  it('writes a rate confirmation after the decision, and one left due (a stopped process, a failing store) once its lease runs out', async () => {
    const { loadId } = await postInstantLoad(test);
    const booked = await buy(
      test.app,
      dispatcher,
      buyInput(dispatcher, loadId, { sourceSystem: 'MASTERMIND' }),
    );
    expect(booked.result).toMatchObject({ status: 'OK' });
    const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
    const rateConfirmations = () =>
      db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(eq(documents.shipmentId, booking!.shipmentId!), eq(documents.documentType, 'rateConfirmation')),
        );
    // Drawn apart once the decision has committed: the drain hears of it, writes it, clears the mark.
    await vi.waitFor(async () => {
      expect(await rateConfirmations()).toHaveLength(1);
      expect((await bookingOf(booking!.id)).rateConfirmationDueAt).toBeNull();
    });

    // What a process stopped between the decision and its rate confirmation leaves behind.
    await db.delete(documents).where(eq(documents.shipmentId, booking!.shipmentId!));
    await db.update(bookings).set({ rateConfirmationDueAt: clock }).where(eq(bookings.id, booking!.id));
    const localStore = createLocalFileStore(fileStoreDir(test.env.DATA_DIR));
    const failingStore = { ...localStore, put: () => Promise.reject(new Error('store down')) };
    const drain = (fileStore = localStore) =>
      drainRateConfirmations(
        { db, now: () => clock, fileStore, appConfig: createAppConfigReader(db, test.env, () => clock) },
        test.app.log,
      );

    // A failed write keeps its claim for the lease (a buy's wait), then it is due again.
    expect(await drain(failingStore)).toEqual({ written: 0 });
    expect((await bookingOf(booking!.id)).rateConfirmationDueAt).not.toBeNull();
    after(waitMs - 1);
    expect(await drain()).toEqual({ written: 0 });
    after(2);
    expect(await drain()).toEqual({ written: 1 });
    expect(await drain()).toEqual({ written: 0 });
    expect(await rateConfirmations()).toHaveLength(1);
    expect((await bookingOf(booking!.id)).rateConfirmationDueAt).toBeNull();
    const [stored] = await db.select().from(documents).where(eq(documents.shipmentId, booking!.shipmentId!));
    expect((await localStore.get(stored!.storageKey)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
