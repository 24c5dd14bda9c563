import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { bookings, loadPostings } from '../../db/schema/index';
import { openTestDatabase } from '../../db/test-database';
import { createCarrier, createMemberWithRoles } from '../../test-support/sign-in';
import { expireLoadPostings } from './expire-load-postings';
import { insertPostings } from './postings.fixtures';

const cutoff = new Date('2030-03-10T12:00:00Z');

describe('expireLoadPostings', () => {
  let database: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    // Pick-up windows of two hours from these starts: L1 ended before the cutoff, L2 ends after it.
    await insertPostings(db, [
      { loadId: 'L20000001', pickup: '2030-03-10T08:00:00Z' },
      { loadId: 'L20000002', pickup: '2030-03-10T11:00:00Z' },
      { loadId: 'L20000003', pickup: '2030-03-01T08:00:00Z', status: 'BOOKED' },
      { loadId: 'L20000004', pickup: '2030-03-01T08:00:00Z', status: 'WITHDRAWN' },
      { loadId: 'L20000005', pickup: '2030-03-01T08:00:00Z' },
      { loadId: 'L20000006', pickup: '2030-03-01T08:00:00Z' },
    ]);
    // A booking still waiting for its source system's answer holds L5 open.
    const carrier = await createCarrier(db);
    const member = await createMemberWithRoles(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const [held] = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(eq(loadPostings.loadId, 'L20000005'));
    await db.insert(bookings).values({
      memberId: member.id,
      carrierId: carrier.id,
      loadPostingId: held!.id,
      loadId: 'L20000005',
      idempotencyKey: 'key-L20000005',
      status: 'PENDING',
      reason: 'PENDING',
      message: 'Pending',
      amountCents: 250_000,
      currency: 'USD',
      binRateId: 'rate-L20000005',
    });
  });
  afterAll(() => database.close());

  it('expires the open postings whose pick-up window ended, except those a live booking holds', async () => {
    expect(await expireLoadPostings(db, cutoff)).toBe(2);
    const rows = await db
      .select({ loadId: loadPostings.loadId, status: loadPostings.status, version: loadPostings.version })
      .from(loadPostings)
      .orderBy(asc(loadPostings.loadId));
    expect(rows).toEqual([
      { loadId: 'L20000001', status: 'EXPIRED', version: 2 },
      { loadId: 'L20000002', status: 'OPEN', version: 1 },
      { loadId: 'L20000003', status: 'BOOKED', version: 1 },
      { loadId: 'L20000004', status: 'WITHDRAWN', version: 1 },
      { loadId: 'L20000005', status: 'OPEN', version: 1 },
      { loadId: 'L20000006', status: 'EXPIRED', version: 2 },
    ]);
    expect(await expireLoadPostings(db, cutoff)).toBe(0);
  });
});
