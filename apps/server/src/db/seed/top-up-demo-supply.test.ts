import { and, eq, gt, inArray, lt, notInArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { searchLoadByReference } from '../../modules/search/search-load-by-reference';
import { loadCaller } from '../../platform/caller';
import { parseEnv } from '../../platform/env';
import type { Database, DatabaseHandle } from '../client';
import { carriers, loadPostings, members, shipments } from '../schema/index';
import { openTestDatabase } from '../test-database';
import { activeCarrierCommonId } from './demo-carriers';
import { demoUpn } from './demo-people';
import { createRandom } from './prng';
import { seedDemoData } from './seed-demo-data';
import { runDemoSupplyPass, startDemoSupply } from './start-demo-supply';
import { topUpDemoSupply } from './top-up-demo-supply';

const now = new Date('2030-03-01T15:00:00Z');
const dayMs = 86_400_000;
const postingCount = 40;
const silent = { info: () => {} };
const told = () => Promise.resolve();

const openAhead = (db: Database, at: Date) =>
  db.$count(loadPostings, and(eq(loadPostings.status, 'OPEN'), gt(loadPostings.pickupStart, at)));

async function tenderedOfActiveCarrier(db: Database) {
  return db
    .select({ id: shipments.id, source: shipments.sourceSystem, orderId: shipments.orderId })
    .from(shipments)
    .innerJoin(carriers, eq(carriers.id, shipments.assignedCarrierId))
    .where(and(eq(carriers.commonCarrierId, activeCarrierCommonId), eq(shipments.shipmentState, 'TENDERED')));
}

describe('demo supply top-up', () => {
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    await seedDemoData(db, silent, { now, postingCount });
  });
  afterAll(() => database.close());

  it('adds nothing right after the seed', async () => {
    const before = { postings: await db.$count(loadPostings), shipments: await db.$count(shipments) };
    const added = await topUpDemoSupply(db, { now, random: createRandom(1), postingCount });
    expect(added).toEqual({ postingsExpired: 0, postingsAdded: 0, tendersAdded: 0, postedLoadIds: [] });
    expect({ postings: await db.$count(loadPostings), shipments: await db.$count(shipments) }).toEqual(
      before,
    );
  });

  it('tops open postings back up once some are withdrawn or picked up, expires those picked up over a day ago, and search finds the new ones', async () => {
    const later = new Date(now.getTime() + 3 * dayMs);
    const seeded = await db.select({ id: loadPostings.id }).from(loadPostings);
    const withdrawn = seeded.slice(0, 3).map((row) => row.id);
    await db.update(loadPostings).set({ status: 'WITHDRAWN' }).where(inArray(loadPostings.id, withdrawn));
    const left = await openAhead(db, later);
    expect(left).toBeLessThan(postingCount - 3);
    const passed = and(
      eq(loadPostings.status, 'OPEN'),
      lt(loadPostings.pickupEnd, new Date(later.getTime() - dayMs)),
    );
    const toExpire = await db.$count(loadPostings, passed);
    expect(toExpire).toBeGreaterThan(0);

    const added = await topUpDemoSupply(db, { now: later, random: createRandom(2), postingCount });
    expect(added).toEqual({
      postingsExpired: toExpire,
      postingsAdded: postingCount - left,
      tendersAdded: 0,
      postedLoadIds: expect.any(Array),
    });
    expect(await openAhead(db, later)).toBe(postingCount);
    expect(await db.$count(loadPostings, passed)).toBe(0);
    expect(await db.$count(loadPostings, eq(loadPostings.status, 'EXPIRED'))).toBe(toExpire);

    const fresh = await db
      .select()
      .from(loadPostings)
      .where(
        notInArray(
          loadPostings.id,
          seeded.map((row) => row.id),
        ),
      );
    expect(fresh).toHaveLength(postingCount - left);
    expect([...added.postedLoadIds].sort()).toEqual(fresh.map((posting) => posting.loadId).sort());
    // New source references: an earlier posting is never updated by a later pass.
    const references = await db.select({ reference: loadPostings.sourceReference }).from(loadPostings);
    expect(new Set(references.map((row) => row.reference)).size).toBe(references.length);
    for (const posting of fresh) {
      expect(posting.pickupStart.getTime()).toBeGreaterThan(later.getTime());
      expect(posting.pickupStart.getTime()).toBeLessThan(later.getTime() + 31 * dayMs);
    }

    const [dispatcher] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.upn, demoUpn('dispatcher')));
    const caller = await loadCaller(db, dispatcher!.id);
    const services = { db, appConfig: () => Promise.resolve(defaultConfig) };
    const visible = fresh.filter((posting) => !posting.exclusiveLoad);
    expect(visible.length).toBeGreaterThan(0);
    for (const posting of visible) {
      const found = await searchLoadByReference(services, caller!, { loadNumberAlias: posting.loadId });
      expect(found.loadPostings.map((view) => view.loadId)).toEqual([posting.loadId]);
    }

    expect(await topUpDemoSupply(db, { now: later, random: createRandom(3), postingCount })).toEqual({
      postingsExpired: 0,
      postingsAdded: 0,
      tendersAdded: 0,
      postedLoadIds: [],
    });
  });

  it('tenders a Brokerage and a Freight Under Management load to the active carrier once its tenders are answered', async () => {
    const answered = await tenderedOfActiveCarrier(db);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    await db
      .update(shipments)
      .set({ shipmentState: 'CARRIER_ASSIGNMENT' })
      .where(
        inArray(
          shipments.id,
          answered.map((row) => row.id),
        ),
      );

    const added = await topUpDemoSupply(db, { now, random: createRandom(4), postingCount });
    expect(added).toEqual({ postingsExpired: 0, postingsAdded: 0, tendersAdded: 2, postedLoadIds: [] });
    const tendered = await tenderedOfActiveCarrier(db);
    expect(tendered.map((row) => row.source).sort()).toEqual(['MERCURYGATE', 'OTMNONASSET']);
    expect(new Set(tendered.map((row) => row.orderId)).size).toBe(2);

    // One answered again: the next one comes from the other source, so both kinds stay on the list.
    const brokerage = tendered.find((row) => row.source === 'MERCURYGATE')!;
    await db
      .update(shipments)
      .set({ shipmentState: 'TENDER_DECLINED' })
      .where(eq(shipments.id, brokerage.id));
    expect(await topUpDemoSupply(db, { now, random: createRandom(5), postingCount })).toEqual({
      postingsExpired: 0,
      postingsAdded: 0,
      tendersAdded: 1,
      postedLoadIds: [],
    });
    expect((await tenderedOfActiveCarrier(db)).map((row) => row.source).sort()).toEqual([
      'MERCURYGATE',
      'OTMNONASSET',
    ]);
  });

  it('hands each posting a pass adds to the capacity notices once the pass has committed, and goes on past a failure', async () => {
    const later = new Date(now.getTime() + 3 * dayMs);
    const open = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(and(eq(loadPostings.status, 'OPEN'), gt(loadPostings.pickupStart, later)))
      .limit(2);
    await db
      .update(loadPostings)
      .set({ status: 'WITHDRAWN' })
      .where(
        inArray(
          loadPostings.id,
          open.map((row) => row.id),
        ),
      );
    const handed: { loadId: string; committed: boolean }[] = [];
    const onPosted = async (loadId: string) => {
      // Read outside the pass's transaction: the posting is there only once the pass has committed.
      const [row] = await db
        .select({ status: loadPostings.status })
        .from(loadPostings)
        .where(eq(loadPostings.loadId, loadId));
      handed.push({ loadId, committed: row?.status === 'OPEN' });
      if (handed.length === 1) throw new Error('the notices failed');
    };
    const errors: unknown[] = [];
    await runDemoSupplyPass(db, { now: later, random: createRandom(7), postingCount }, onPosted, {
      info: () => {},
      error: (...args: unknown[]) => errors.push(args),
    });
    expect(handed).toHaveLength(2);
    expect(handed.every((posting) => posting.committed)).toBe(true);
    expect(new Set(handed.map((posting) => posting.loadId)).size).toBe(2);
    expect(errors).toHaveLength(1);
  });
});

describe('demo supply without demo data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('does nothing when the demo data is not loaded', async () => {
    const added = await topUpDemoSupply(database.db, { now, random: createRandom(6), postingCount });
    expect(added).toEqual({ postingsExpired: 0, postingsAdded: 0, tendersAdded: 0, postedLoadIds: [] });
    expect(await database.db.$count(loadPostings)).toBe(0);
    expect(await database.db.$count(shipments)).toBe(0);
  });

  it('runs every DEMO_SUPPLY_INTERVAL_MS (15 minutes unless set), and 0 starts no timer', async () => {
    expect(parseEnv({}).DEMO_SUPPLY_INTERVAL_MS).toBe(900_000);
    const app = Fastify({ logger: false });
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    try {
      expect(startDemoSupply(app, database.db, parseEnv({ DEMO_SUPPLY_INTERVAL_MS: '0' }), told)).toBeNull();
      expect(setIntervalSpy).not.toHaveBeenCalled();
      expect(
        startDemoSupply(app, database.db, parseEnv({ DEMO_SUPPLY_INTERVAL_MS: '60000' }), told),
      ).not.toBeNull();
      expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 60_000);
    } finally {
      setIntervalSpy.mockRestore();
      await app.close();
    }
  });

  it('logs a failed pass and keeps the timer running', async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    startDemoSupply(app, broken.db, parseEnv({ DEMO_SUPPLY_INTERVAL_MS: '5' }), told);
    await vi.waitFor(() =>
      expect(lines.filter((line) => line.includes('demo supply: failed')).length).toBeGreaterThan(1),
    );
    await app.close();
  });
});
