import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles as allRoles } from '@freight/domain/roles';
import type { DatabaseHandle } from '../db/client';
import { oidcPayloads } from '../db/schema/identity';
import { openTestDatabase } from '../db/test-database';
import { createCarrier, createMemberWithRoles, createTestGrant } from '../test-support/sign-in';
import { loadCaller } from './caller';

// The caller is one query (member, carrier, roles as an array, and the token's grant): what the several
// queries it replaced answered, and nothing when the grant is not the member's live one.

describe('loadCaller', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('[D1-6.03] gives every role of member_roles, in the order of the role list, with the carrier', async () => {
    const { db } = database;
    const carrier = await createCarrier(db, { scac: 'ABCD' });
    const reversed = [...allRoles].reverse();
    const member = await createMemberWithRoles(db, { roles: reversed, carrierId: carrier.id });
    const caller = await loadCaller(db, member.id, await createTestGrant(db, member.id));
    expect(caller).toMatchObject({
      memberId: member.id,
      upn: member.upn,
      active: true,
      roles: [...allRoles],
      carrier: { id: carrier.id, name: carrier.name, scac: 'ABCD' },
    });
  });

  it('[D1-6.03] gives no role and no carrier to a member without them', async () => {
    const { db } = database;
    const member = await createMemberWithRoles(db, { roles: [], carrierId: null });
    expect(await loadCaller(db, member.id)).toMatchObject({ roles: [], carrier: null });
  });

  it('finds nobody for an unknown member, or with a grant gone, expired or another member’s', async () => {
    const { db } = database;
    const member = await createMemberWithRoles(db, { roles: ['carrierDriver'], carrierId: null });
    const other = await createMemberWithRoles(db, { roles: ['carrierDriver'], carrierId: null });
    const grant = await createTestGrant(db, member.id);
    expect(await loadCaller(db, member.id, grant)).not.toBeNull();
    expect(await loadCaller(db, crypto.randomUUID())).toBeNull();
    expect(await loadCaller(db, member.id, crypto.randomUUID())).toBeNull();
    expect(await loadCaller(db, member.id, await createTestGrant(db, other.id))).toBeNull();

    await db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oidcPayloads.id, grant));
    expect(await loadCaller(db, member.id, grant)).toBeNull();
    await db.delete(oidcPayloads).where(eq(oidcPayloads.id, grant));
    expect(await loadCaller(db, member.id, grant)).toBeNull();
  });
});
