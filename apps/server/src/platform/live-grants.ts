import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { oidcPayloads } from '../db/schema/identity';

/**
 * The claim of our ID tokens that names the provider's grant they were issued under. The grant is
 * revoked at logout (end-session) and when a rotated refresh token is replayed; a token whose grant is
 * gone is refused, so access stops with the session, not when the token expires.
 */
export const grantClaim = 'gid';

/** How long one answer about a grant is reused: access ends at most this long after a revocation. */
export const grantCheckCacheMs = 5_000;

const maxCachedGrants = 10_000;

/** Whether the grant exists, has not expired and belongs to the member. */
async function isGrantAlive(db: Executor, grantId: string, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Grant'),
        eq(oidcPayloads.id, grantId),
        sql`${oidcPayloads.payload}->>'accountId' = ${memberId}`,
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * `isGrantAlive`, its answers kept a few seconds per grant: one query per grant and interval, however
 * many calls a page makes. The database is the truth, so every server sees a revocation in time.
 */
export function createGrantCheck(db: Executor): (grantId: string, memberId: string) => Promise<boolean> {
  const answers = new Map<string, { alive: Promise<boolean>; at: number }>();
  return (grantId, memberId) => {
    const key = `${grantId} ${memberId}`;
    const now = Date.now();
    const cached = answers.get(key);
    if (cached && now - cached.at < grantCheckCacheMs) return cached.alive;
    if (answers.size >= maxCachedGrants) {
      for (const [oldKey, answer] of answers)
        if (now - answer.at >= grantCheckCacheMs) answers.delete(oldKey);
      if (answers.size >= maxCachedGrants) answers.clear();
    }
    const alive = isGrantAlive(db, grantId, memberId);
    // A failed query is not an answer: the next call asks again.
    alive.catch(() => answers.delete(key));
    answers.set(key, { alive, at: now });
    return alive;
  };
}
