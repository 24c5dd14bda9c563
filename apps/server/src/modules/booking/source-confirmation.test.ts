import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import {
  bookings,
  capacities,
  loadPostings,
  notifications,
  shipments,
  sourceSystemClients,
  watchedLoads,
} from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { testPlaces } from '../postings/postings.fixtures';
import { bookedShipmentsQuery, buy, buyInput, createBooker, postLoad, type Booker } from './booking.fixtures';
import { bookingNotFoundMessage } from './settle-booking';
import type { SourceBookingView } from './source-booking-views';
import { message } from '../../platform/i18n';
import { inEnglish } from '../../test-support/in-english';

// The confirmation protocol of decision 014 against a real HTTP server on 127.0.0.1 playing the source
// system: it answers each pushed booking as the test tells it to. The wait is 300 ms here.

const friday = new Date('2030-03-01T12:00:00Z');
const waitMs = 300;
const apiKey = 'test-key-mercurygate';
const otherApiKey = 'test-key-trinium';

/** What the source answers; with `heldUntil`, only once that promise resolves (a slow source). */
type Answer = { status: number; body?: unknown; heldUntil?: Promise<void> };

describe('booking confirmation by the source system', () => {
  let test: TestApp;
  let db: Database;
  let source: Server;
  let dispatcher: Booker;
  let rival: Booker;
  let answer: Answer = { status: 200, body: { decision: 'CONFIRMED' } };
  const pushed: SourceBookingView[] = [];

  const bookingOf = async (bookingId: string) =>
    (await db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!;
  const postingStatus = async (loadId: string) =>
    (
      await db
        .select({ status: loadPostings.status })
        .from(loadPostings)
        .where(eq(loadPostings.loadId, loadId))
    )[0]!.status;
  const shipmentCount = async (loadId: string) =>
    (
      await db
        .select({ id: shipments.id })
        .from(shipments)
        .innerJoin(loadPostings, eq(loadPostings.id, shipments.loadPostingId))
        .where(eq(loadPostings.loadId, loadId))
    ).length;
  const decide = (bookingId: string, decision: unknown, key: string | null = apiKey) =>
    test.app.inject({
      method: 'POST',
      url: `/integration/v1/bookings/${bookingId}/decision`,
      headers: key ? { 'x-api-key': key } : {},
      payload: { decision },
    });
  const pending = async (key = apiKey, query = '') => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/integration/v1/bookings${query}`,
      headers: { 'x-api-key': key },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { bookings: (SourceBookingView & { status: string })[] }).bookings;
  };
  const timeoutAnswer = (loadId: string) => ({
    status: 'TIMEOUT',
    reason: 'confirmationPending',
    message: inEnglish(message('messages:bookResults.confirmationPending', { loadId, hold: '' })),
    loadId,
    shipmentIds: [],
  });

  beforeAll(async () => {
    source = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        pushed.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SourceBookingView);
        const { status, body, heldUntil } = answer;
        void Promise.resolve(heldUntil).then(() => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(body === undefined ? '' : JSON.stringify(body));
        });
      });
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const { port } = source.address() as AddressInfo;

    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ booking: { sourceConfirmationTimeoutMs: waitMs } }) },
      { now: () => friday },
    );
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate', apiKey);
    await storeApiKey(db, 'TRINIUM', 'Trinium', otherApiKey);
    await db
      .update(sourceSystemClients)
      .set({ bookingConfirmationUrl: `http://127.0.0.1:${port}/bookings` })
      .where(eq(sourceSystemClients.code, 'MERCURYGATE'));
    dispatcher = await createBooker(db, friday, { name: 'Confirmed Carrier', scac: 'CONF' });
    rival = await createBooker(db, friday);
  });
  afterAll(async () => {
    await test.close();
    source.closeAllConnections();
    await new Promise((resolve) => source.close(resolve));
  });

  it('[D1-4.26] a source that confirms in time: OK, after being told the booking, load, its reference, the carrier and the rate', async () => {
    answer = { status: 200, body: { decision: 'CONFIRMED' } };
    const { loadId, sourceReference } = await postLoad(test.app, apiKey);
    const { result } = await buy(test.app, dispatcher, buyInput(dispatcher, loadId));
    expect(result).toMatchObject({ status: 'OK', reason: 'booked', loadId });
    const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
    const [carrier] = await db
      .select()
      .from(shipments)
      .where(eq(shipments.shipmentId, result!.shipmentIds[0]!));
    expect(carrier?.shipmentState).toBe('CARRIER_ASSIGNMENT');
    // Answered in time: the answer itself tells the member; no notification repeats it.
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, dispatcher.member.id));
    expect(told).toEqual([]);
    expect(pushed.at(-1)).toEqual({
      bookingId: booking!.id,
      loadId,
      sourceReference,
      carrier: { commonCarrierId: expect.any(String), name: 'Confirmed Carrier', scac: 'CONF' },
      amount: '2983.12',
      currency: 'USD',
      binRateId: 'BIN-1',
    });
  });

  it('[D1-4.29] a source that answers WITHDRAWN: CANCELLED, the posting is withdrawn and leaves watched and recommended lists', async () => {
    answer = { status: 200, body: { decision: 'WITHDRAWN' } };
    const { loadId } = await postLoad(test.app, apiKey, { pickUpDay: '2030-03-20' });
    const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId));
    await db.insert(watchedLoads).values({
      memberId: dispatcher.member.id,
      carrierId: dispatcher.carrierId,
      loadPostingId: posting!.id,
    });
    await db.insert(capacities).values({
      carrierId: dispatcher.carrierId,
      capacityType: 'TRUCK',
      trailerType: 'Dry Van',
      originCity: 'Chicago',
      originState: 'IL',
      originCountry: 'USA',
      originLatitude: testPlaces.chicago.latitude,
      originLongitude: testPlaces.chicago.longitude,
      originRadius: 100,
      pickUpFromDate: new Date('2030-03-19T00:00:00-05:00'),
      pickUpToDate: new Date('2030-03-21T23:59:00-05:00'),
    });
    const lists = async () => {
      const { body } = await graphql(
        test.app,
        `
          {
            getUserWatchedLoads(input: {}) {
              loadPostings {
                loadId
              }
            }
            recommendedLoads(input: {}) {
              loadPostings {
                loadId
              }
            }
          }
        `,
        {},
        'web',
        dispatcher.headers,
      );
      expect(body.errors).toBeUndefined();
      const data = body.data as Record<string, { loadPostings: { loadId: string }[] }>;
      return Object.values(data).map((list) => list.loadPostings.some((load) => load.loadId === loadId));
    };
    expect(await lists()).toEqual([true, true]);

    const { result } = await buy(test.app, dispatcher, buyInput(dispatcher, loadId));
    expect(result).toEqual({
      status: 'CANCELLED',
      reason: 'withdrawn',
      message: inEnglish(message('messages:bookResults.withdrawn', { loadId, hold: '' })),
      loadId,
      shipmentIds: [],
    });
    expect(await postingStatus(loadId)).toBe('WITHDRAWN');
    expect(await shipmentCount(loadId)).toBe(0);
    expect(await lists()).toEqual([false, false]);
  });

  it('[D1-4.30] TIMEOUT when the source answers 202: the booking stays PENDING, is listed, and the decision route completes it', async () => {
    answer = { status: 202 };
    const { loadId } = await postLoad(test.app, apiKey);
    const input = buyInput(dispatcher, loadId);
    expect((await buy(test.app, dispatcher, input)).result).toEqual(timeoutAnswer(loadId));
    const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
    expect(booking).toMatchObject({ status: 'PENDING', decidedAt: null });
    // The load is reserved meanwhile: nobody else books it, and it is out of the search.
    expect(await postingStatus(loadId)).toBe('BOOKED');
    expect((await buy(test.app, rival, buyInput(rival, loadId))).result?.reason).toBe('alreadyBooked');
    // The same key answers TIMEOUT again, after waiting as long as the first request did.
    expect((await buy(test.app, dispatcher, input)).result).toEqual(timeoutAnswer(loadId));

    const listed = await pending();
    expect(listed.map((entry) => entry.bookingId)).toContain(booking!.id);
    expect(listed.find((entry) => entry.bookingId === booking!.id)).toMatchObject({
      loadId,
      status: 'PENDING',
      amount: '2983.12',
    });
    // Another source system neither sees nor decides it.
    expect((await pending(otherApiKey)).map((entry) => entry.bookingId)).not.toContain(booking!.id);
    const foreign = await decide(booking!.id, 'CONFIRMED', otherApiKey);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: inEnglish(bookingNotFoundMessage) });

    const decided = await decide(booking!.id, 'CONFIRMED');
    expect(decided.statusCode, decided.body).toBe(200);
    const { shipmentId } = decided.json() as { shipmentId: string };
    expect(decided.json()).toEqual({ bookingId: booking!.id, loadId, status: 'OK', shipmentId });
    // Idempotent: the same decision again answers the same; the other one is a conflict.
    expect((await decide(booking!.id, 'CONFIRMED')).json()).toEqual(decided.json());
    const changed = await decide(booking!.id, 'WITHDRAWN');
    expect(changed.statusCode).toBe(409);
    expect(await shipmentCount(loadId)).toBe(1);
    expect((await pending()).map((entry) => entry.bookingId)).not.toContain(booking!.id);
    expect((await pending(apiKey, '?status=OK')).map((entry) => entry.bookingId)).toContain(booking!.id);

    // The user's app finds the shipment, and the key now answers OK.
    const details = await graphql(
      test.app,
      bookedShipmentsQuery,
      { shipmentIds: [shipmentId] },
      'web',
      dispatcher.headers,
    );
    expect(details.body.data?.buyLoadShipmentRequest).toMatchObject([
      { shipmentId, shipmentState: 'CARRIER_ASSIGNMENT' },
    ]);
    expect((await buy(test.app, dispatcher, input)).result).toMatchObject({
      status: 'OK',
      shipmentIds: [shipmentId],
    });
  });

  it('[D1-4.30] TIMEOUT when the source is slower than the configured wait; its late answer still books the load', async () => {
    let answerNow = () => {};
    const heldUntil = new Promise<void>((resolve) => (answerNow = resolve));
    answer = { status: 200, body: { decision: 'CONFIRMED' }, heldUntil };
    const { loadId } = await postLoad(test.app, apiKey);
    const started = Date.now();
    expect((await buy(test.app, dispatcher, buyInput(dispatcher, loadId))).result).toEqual(
      timeoutAnswer(loadId),
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
    expect(booking!.status).toBe('PENDING');
    // The source answers now, after the wait: the booking is still waiting for it.
    answerNow();
    await vi.waitFor(async () => expect((await bookingOf(booking!.id)).status).not.toBe('PENDING'), {
      timeout: 10_000,
      interval: 20,
    });
    expect(await bookingOf(booking!.id)).toMatchObject({ status: 'OK', reason: 'booked' });
    expect(await shipmentCount(loadId)).toBe(1);
    // The buy answered TIMEOUT: the member learns of the confirmation by a notification (decision 035).
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, dispatcher.member.id));
    expect(told.map((notice) => notice.title)).toContain(`Load ${loadId} booked`);
  });

  it('[D1-4.30] TIMEOUT when the source fails; it can still withdraw the booking through the decision route', async () => {
    for (const failure of [{ status: 500 }, { status: 200, body: { decision: 'MAYBE' } }]) {
      answer = failure;
      const { loadId } = await postLoad(test.app, apiKey);
      const input = buyInput(dispatcher, loadId);
      expect((await buy(test.app, dispatcher, input)).result).toEqual(timeoutAnswer(loadId));
      const [booking] = await db.select().from(bookings).where(eq(bookings.loadId, loadId));
      const withdrawn = await decide(booking!.id, 'WITHDRAWN');
      expect(withdrawn.json()).toEqual({
        bookingId: booking!.id,
        loadId,
        status: 'CANCELLED',
        shipmentId: null,
      });
      expect(await postingStatus(loadId)).toBe('WITHDRAWN');
      expect((await buy(test.app, dispatcher, input)).result).toMatchObject({
        status: 'CANCELLED',
        reason: 'withdrawn',
      });
    }
  });

  it('the decision route wants the API key, a booking id and a decision', async () => {
    const unknown = '7d4c1d8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
    expect((await decide(unknown, 'CONFIRMED', null)).statusCode).toBe(401);
    expect((await decide('not-an-id', 'CONFIRMED')).json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { bookingId: 'Not a booking id.' },
    });
    expect((await decide(unknown, 'MAYBE')).json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { decision: 'Decision must be CONFIRMED or WITHDRAWN.' },
    });
    expect((await decide(unknown, 'CONFIRMED')).statusCode).toBe(404);
    const listed = await test.app.inject({
      method: 'GET',
      url: '/integration/v1/bookings?status=LOST',
      headers: { 'x-api-key': apiKey },
    });
    expect(listed.statusCode).toBe(400);
  });
});
