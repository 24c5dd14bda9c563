import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { oidcPayloads } from '../db/schema/identity';

/**
 * Ends every session of a member: their grants, sessions and tokens go, so the next call with a token
 * they hold is refused (live-grants.ts) and the web app signs them out. Used when a member leaves
 * their carrier (delink, transfer) or deletes their account (decision 055).
 */
export async function endMemberSessions(db: Executor, memberId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${memberId}::text`);
}
