import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { oidcPayloads } from '../db/schema/identity';

/**
 * The claim of our ID tokens that names the provider's grant they were issued under. The grant is
 * revoked at logout (end-session) and when a rotated refresh token is replayed; a token whose grant is
 * gone is refused, so access stops with the session, not when the token expires.
 */
export const grantClaim = 'gid';

/**
 * The condition that the grant exists, has not expired at `now` (an ISO time) and belongs to the member
 * of `memberId` (a column of the query it is part of, or an expression of it). The caller's query carries it (caller.ts), so checking the grant
 * costs no round trip of its own and every call sees a revocation at once, on every server.
 */
export function grantIsAlive(
  grantId: Placeholder | SQL,
  memberId: PgColumn | SQL,
  now: Placeholder | SQL,
): SQL {
  return sql`exists (${sql`select 1 from ${oidcPayloads} where ${and(
    eq(oidcPayloads.model, 'Grant'),
    eq(oidcPayloads.id, grantId),
    sql`${oidcPayloads.payload}->>'accountId' = ${memberId}::text`,
    or(isNull(oidcPayloads.expiresAt), sql`${oidcPayloads.expiresAt} > ${now}::timestamptz`),
  )}`})`;
}
