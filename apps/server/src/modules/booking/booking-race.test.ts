import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { bookings, loadPostings, shipments } from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { buy, buyInput, createBooker, postLoad, type Booker } from './booking.fixtures';

// Exactly one winner (D1-4.33, architecture: booking contention). Only a run on PostgreSQL
// (TEST_DATABASE_URL, as CI does) proves the race: there the buys run in parallel transactions on
// separate connections. PGlite serialises every transaction, so on it this test only shows that the
// answers are right, not that the reservation holds under real contention.

const friday = new Date('2030-03-01T12:00:00Z');
const apiKey = 'test-key-mercurygate';
const buyers = 50;

describe('concurrent buys of one load', () => {
  let test: TestApp;
  let db: Database;
  let bookers: Booker[];

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => friday });
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate', apiKey);
    bookers = await Promise.all(Array.from({ length: buyers }, () => createBooker(db, friday)));
  });
  afterAll(() => test.close());

  const race = async (loadId: string) => {
    const answers = await Promise.all(
      bookers.map((booker) => buy(test.app, booker, buyInput(booker, loadId))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    }
    return answers.map((answer) => answer.result!);
  };

  it(`[D1-4.33] ${buyers} dispatchers of ${buyers} carriers buy one load at once: one OK, the rest REJECTED alreadyBooked, no server error, one shipment (only the PostgreSQL run proves the race)`, async () => {
    const { loadId } = await postLoad(test.app, apiKey);
    const results = await race(loadId);
    const winners = results.filter((result) => result.status === 'OK');
    expect(winners).toHaveLength(1);
    const losers = results.filter((result) => result.status !== 'OK');
    expect(new Set(losers.map((result) => `${result.status} ${result.reason}`))).toEqual(
      new Set(['REJECTED alreadyBooked']),
    );

    const [posting] = await db.select().from(loadPostings).where(eq(loadPostings.loadId, loadId));
    const made = await db.select().from(shipments).where(eq(shipments.loadPostingId, posting!.id));
    expect(made.map((shipment) => shipment.shipmentId)).toEqual(winners[0]!.shipmentIds);
    const winner = bookers[results.indexOf(winners[0]!)]!;
    expect(posting).toMatchObject({ status: 'BOOKED', bookedByCarrierId: winner.carrierId });
    expect(made[0]!.assignedCarrierId).toBe(winner.carrierId);

    const rows = await db.select().from(bookings).where(eq(bookings.loadPostingId, posting!.id));
    expect(rows).toHaveLength(buyers);
    expect(rows.filter((row) => row.status === 'OK')).toHaveLength(1);
    expect(
      await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.loadPostingId, posting!.id), inArray(bookings.status, ['PENDING', 'OK']))),
    ).toHaveLength(1);
  });

  it(`[D1-4.33] racing for two loads at once, each load gets exactly one winner (only the PostgreSQL run proves the race)`, async () => {
    const first = await postLoad(test.app, apiKey);
    const second = await postLoad(test.app, apiKey);
    const half = buyers / 2;
    const results = await Promise.all(
      bookers.map((booker, index) =>
        buy(test.app, booker, buyInput(booker, index < half ? first.loadId : second.loadId)),
      ),
    );
    for (const loadId of [first.loadId, second.loadId]) {
      const forLoad = results.filter((answer) => answer.result?.loadId === loadId);
      expect(forLoad).toHaveLength(half);
      expect(forLoad.filter((answer) => answer.result?.status === 'OK')).toHaveLength(1);
      expect(forLoad.filter((answer) => answer.result?.reason === 'alreadyBooked')).toHaveLength(half - 1);
    }
  });
});
