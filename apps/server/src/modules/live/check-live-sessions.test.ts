import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { members } from '../../db/schema/members';
import { oidcPayloads } from '../../db/schema/identity';
import { openTestDatabase } from '../../db/test-database';
import { createCarrier, createMemberWithRoles, createTestGrant } from '../../test-support/sign-in';
import { checkLiveSessions, sessionKey } from './check-live-sessions';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the live streams’ sessions, checked together', () => {
  it('answers the sessions still alive with their roles now; not a logged out, deactivated or foreign grant', async () => {
    const db = database.db;
    const carrier = await createCarrier(db);
    const kept = await createMemberWithRoles(db, { roles: ['carrierDriver'], carrierId: carrier.id });
    const loggedOut = await createMemberWithRoles(db, {
      roles: ['carrierDispatcher'],
      carrierId: carrier.id,
    });
    const deactivated = await createMemberWithRoles(db, {
      roles: ['carrierDispatcher'],
      carrierId: carrier.id,
    });
    const external = await createMemberWithRoles(db, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const sessions = [
      { memberId: kept.id, grantId: await createTestGrant(db, kept.id), expiresAt: 0 },
      { memberId: loggedOut.id, grantId: await createTestGrant(db, loggedOut.id), expiresAt: 0 },
      { memberId: deactivated.id, grantId: await createTestGrant(db, deactivated.id), expiresAt: 0 },
      // Another member's grant does not keep this session alive.
      { memberId: external.id, grantId: 'set below', expiresAt: 0 },
      // An external issuer's session has no grant of ours: the member's being active is what counts.
      { memberId: external.id, grantId: undefined, expiresAt: 0 },
    ];
    sessions[3]!.grantId = sessions[0]!.grantId;
    await db.delete(oidcPayloads).where(eq(oidcPayloads.id, sessions[1]!.grantId!));
    await db.update(members).set({ active: false }).where(eq(members.id, deactivated.id));

    const alive = await checkLiveSessions(db, sessions, new Date());
    expect([...alive.keys()].sort()).toEqual([sessionKey(sessions[0]!), sessionKey(sessions[4]!)].sort());
    expect(alive.get(sessionKey(sessions[0]!))).toEqual({
      memberId: kept.id,
      carrierId: carrier.id,
      roles: ['carrierDriver'],
    });
  });
});
