import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema/index';
import { authHeaders, createCarrier, createMemberWithRoles, signIdToken } from '../test-support/sign-in';
import { startTestApp, type TestApp } from '../test-support/test-app';
import type { Caller } from './caller';
import { createRecentCallers } from './recent-callers';

const caller = (memberId: string): Caller => ({
  memberId,
  upn: `${memberId}@example.test`,
  active: true,
  roles: ['carrierDispatcher'],
  carrier: null,
  language: null,
  languageChosen: false,
});

describe('recent callers', () => {
  it('keeps a caller for its time to live, then forgets it', () => {
    let now = 0;
    const callers = createRecentCallers({ ttlMs: 3_000, maxEntries: 10, monotonicNow: () => now });
    callers.set('m1 g1', caller('m1'));
    now = 2_999;
    expect(callers.get('m1 g1')?.memberId).toBe('m1');
    expect(callers.get('m1 g2')).toBeUndefined();
    now = 3_000;
    expect(callers.get('m1 g1')).toBeUndefined();
  });

  it('keeps nothing with a time to live of 0, and at most maxEntries, the oldest going first', () => {
    const off = createRecentCallers({ ttlMs: 0, maxEntries: 10, monotonicNow: () => 0 });
    off.set('m1', caller('m1'));
    expect(off.get('m1')).toBeUndefined();
    const small = createRecentCallers({ ttlMs: 1_000, maxEntries: 2, monotonicNow: () => 0 });
    for (const id of ['m1', 'm2', 'm3']) small.set(id, caller(id));
    expect([small.get('m1'), small.get('m2')?.memberId, small.get('m3')?.memberId]).toEqual([
      undefined,
      'm2',
      'm3',
    ]);
  });
});

describe('the caller of a token, reused for CALLER_CACHE_MS', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ CALLER_CACHE_MS: '60000' });
  });
  afterAll(() => test.close());

  const locations = (headers: Record<string, string>) =>
    test.app.inject({ method: 'GET', url: '/v1/api/locations/searchByQuery?query=ch', headers });

  it('answers a deactivated member from the cache until it expires, and a new grant from the database', async () => {
    const db = test.database.db;
    const carrier = await createCarrier(db);
    const member = await createMemberWithRoles(db, { roles: ['carrierDriver'], carrierId: carrier.id });
    const token = await signIdToken(db, member);
    expect((await locations(authHeaders(token))).statusCode).toBe(200);
    await db.update(members).set({ active: false }).where(eq(members.id, member.id));
    // The same member and grant within the minute: not asked again.
    expect((await locations(authHeaders(token))).statusCode).toBe(200);
    // Another sign-in is another grant: asked, and refused.
    expect((await locations(authHeaders(await signIdToken(db, member)))).statusCode).toBe(401);
  });
});
