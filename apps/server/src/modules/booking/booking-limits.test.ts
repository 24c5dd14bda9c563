import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bookings, loadPostings } from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces } from '../postings/postings.fixtures';
import { buy, buyInput, createBooker, postLoad, type Booker } from './booking.fixtures';

// Work per request and per user is bounded (decision 028): one request books at most one load, and a
// user books at most BOOKING_LIMIT_MAX loads per USER_LIMIT_WINDOW_MS, through the real app.

const start = Date.parse('2030-03-01T12:00:00Z');
const apiKey = 'test-key-limits';
const hour = 3_600_000;

describe('bounded bookings', () => {
  let test: TestApp;
  let db: Database;
  let clock = start;
  let dispatcher: Booker;

  const bookingCount = async (booker: Booker) =>
    (await db.select({ value: count() }).from(bookings).where(eq(bookings.memberId, booker.member.id)))[0]!
      .value;
  const statusesOf = async (loadIds: string[]) =>
    (await db.select().from(loadPostings).where(inArray(loadPostings.loadId, loadIds))).map(
      (posting) => posting.status,
    );

  beforeAll(async () => {
    test = await startTestApp(
      { BOOKING_LIMIT_MAX: '3', USER_LIMIT_WINDOW_MS: String(hour) },
      { now: () => new Date(clock) },
    );
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate', apiKey);
    await insertPlaces(db);
    dispatcher = await createBooker(db, new Date(start), {
      commonCarrierId: `LIM-${randomUUID().slice(0, 6)}`,
    });
  });
  afterAll(() => test.close());

  it('refuses 20 aliased buyLoadRequest in one request with a 400 before anything is booked', async () => {
    const loads = await Promise.all(Array.from({ length: 20 }, () => postLoad(test.app, apiKey)));
    const fields = loads
      .map((_, i) => `b${i}: buyLoadRequest(input: $i${i}) { status shipmentIds }`)
      .join(' ');
    const declarations = loads.map((_, i) => `$i${i}: BuyLoadRequestInput!`).join(', ');
    const variables = Object.fromEntries(
      loads.map(({ loadId }, i) => [`i${i}`, buyInput(dispatcher, loadId)]),
    );
    const { status, body } = await graphql(
      test.app,
      `mutation (${declarations}) { ${fields} }`,
      variables,
      'web',
      { ...dispatcher.headers, 'accept-language': 'fr-CA' },
    );

    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors?.[0]?.message).toMatch(/^Trop de champs de mutation dans une même requête/);
    expect(await bookingCount(dispatcher)).toBe(0);
    expect(new Set(await statusesOf(loads.map((load) => load.loadId)))).toEqual(new Set(['OPEN']));
  });

  it('books BOOKING_LIMIT_MAX loads per user and window, then LIMIT_EXCEEDED in the user’s language; a repeat stays free', async () => {
    const loads = await Promise.all(Array.from({ length: 5 }, () => postLoad(test.app, apiKey)));
    const inputs = loads.map(({ loadId }) => buyInput(dispatcher, loadId));
    for (const input of inputs.slice(0, 3))
      expect((await buy(test.app, dispatcher, input)).result?.status).toBe('OK');

    const refused = await buy(test.app, dispatcher, inputs[3]!);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        message: 'You have booked too many loads in a short time. Please try again in 60 min.',
        extensions: { code: 'LIMIT_EXCEEDED' },
      },
    ]);
    const french = { ...dispatcher, headers: { ...dispatcher.headers, 'accept-language': 'fr' } };
    expect((await buy(test.app, french, inputs[3]!)).body.errors?.[0]?.message).toBe(
      'Vous avez réservé trop de chargements en peu de temps. Veuillez réessayer dans 60 min.',
    );
    expect(await bookingCount(dispatcher)).toBe(3);
    expect(await statusesOf([loads[3]!.loadId])).toEqual(['OPEN']);
    // A repeated request (same idempotency key) answers its first answer without counting.
    expect((await buy(test.app, dispatcher, inputs[0]!)).result?.status).toBe('OK');
    // Another dispatcher of the same carrier has a count of their own.
    const colleague = await createBooker(db, new Date(start));
    expect((await buy(test.app, colleague, buyInput(colleague, loads[4]!.loadId))).result?.status).toBe('OK');

    // The next window books again.
    clock += hour;
    expect((await buy(test.app, dispatcher, inputs[3]!)).result?.status).toBe('OK');
  });
});
