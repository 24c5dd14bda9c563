import { and, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { signInFailures } from '../db/schema/index';

// Wrong passwords slow the one who types them, never the account's owner elsewhere. Failures are
// counted per client address and per e-mail at that address; past a few free ones, each failure makes
// that key wait twice as long as the last (1 s, 2 s, 4 s ... up to 15 minutes) before the next attempt
// is even checked. A stranger guessing from their address delays only themselves, and an unknown
// e-mail is counted exactly like a known one, so a delay tells nothing about whether an account exists.

/** Failures of one e-mail at one address, and of one address over every e-mail, before any delay. */
export const freeFailuresPerAccount = 5;
export const freeFailuresPerAddress = 20;
export const maxDelaySeconds = 15 * 60;
/** A key whose last failure is older than this starts again from nothing. */
export const failureMemoryMinutes = 60;

export type SignInKeys = { account: string; address: string };

/** The keys an attempt is counted under: the e-mail as typed (normalised) at the client's address. */
export function signInKeysOf(upn: string, address: string): SignInKeys {
  return { account: `account:${address}:${upn}`, address: `address:${address}` };
}

/** Seconds still to wait before an attempt from these keys is checked; 0 when none. */
export async function signInDelaySeconds(db: Executor, keys: SignInKeys, now: Date): Promise<number> {
  const [row] = await db
    .select({ until: max(signInFailures.delayedUntil) })
    .from(signInFailures)
    .where(
      and(inArray(signInFailures.key, [keys.account, keys.address]), gt(signInFailures.delayedUntil, now)),
    );
  const until = row?.until ? new Date(row.until) : null;
  return until ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;
}

/** Counts a failure under both keys, each in one statement so that parallel guesses all count. */
export async function recordSignInFailure(db: Executor, keys: SignInKeys, now: Date): Promise<void> {
  const forgottenBefore = new Date(now.getTime() - failureMemoryMinutes * 60_000);
  await countFailure(db, keys.account, freeFailuresPerAccount, now, forgottenBefore);
  await countFailure(db, keys.address, freeFailuresPerAddress, now, forgottenBefore);
  await db.delete(signInFailures).where(lt(signInFailures.lastFailureAt, forgottenBefore));
}

/** A right password clears the e-mail's count at this address; the address keeps its own. */
export async function clearSignInFailures(db: Executor, keys: SignInKeys): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, keys.account));
}

function countFailure(db: Executor, key: string, free: number, now: Date, forgottenBefore: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`case when ${signInFailures.lastFailureAt} < ${forgottenBefore.toISOString()}::timestamptz
    then 1 else ${signInFailures.failures} + 1 end`;
  const delayedUntil = sql`case when ${failures} > ${free}
    then ${at} + make_interval(secs => least(power(2, ${failures} - ${free} - 1), ${maxDelaySeconds}))
    else null end`;
  return db
    .insert(signInFailures)
    .values({ key, failures: 1, lastFailureAt: now, delayedUntil: null })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: { failures, lastFailureAt: now, delayedUntil },
    });
}
