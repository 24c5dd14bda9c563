import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberCredentials, members } from '../db/schema/index';
import { verifyPassword } from './passwords';
import { createResetToken } from './reset-tokens';

/** Consecutive wrong passwords that lock an account, and for how long. */
export const maxFailedAttempts = 5;
export const lockMinutes = 15;

export type SignInInput = { email: string; password: string; now: Date };

export type SignInResult =
  | { kind: 'signedIn'; memberId: string }
  /** Right password, but the account must choose a new one first; the token allows exactly that. */
  | { kind: 'resetRequired'; memberId: string; resetToken: string }
  | { kind: 'invalid' }
  | { kind: 'locked'; minutes: number }
  | { kind: 'inactive' };

/** Checks an e-mail and password, counting failures per account and locking after too many. */
export async function signIn(db: Database, input: SignInInput): Promise<SignInResult> {
  const { now } = input;
  // People type their e-mail in any case; upns are stored lower-case.
  const upn = input.email.trim().toLowerCase();
  const [account] = await db
    .select({
      memberId: members.id,
      active: members.active,
      passwordHash: memberCredentials.passwordHash,
      resetRequired: memberCredentials.passwordResetRequired,
      lockedUntil: memberCredentials.lockedUntil,
    })
    .from(members)
    .leftJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
    .where(eq(members.upn, upn));

  if (account?.lockedUntil && account.lockedUntil > now) {
    return { kind: 'locked', minutes: Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 60_000) };
  }
  const isCorrect = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || account.passwordHash === null) return { kind: 'invalid' };
  if (!isCorrect) return recordFailure(db, account.memberId, now);

  await db
    .update(memberCredentials)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(memberCredentials.memberId, account.memberId));
  if (!account.active) return { kind: 'inactive' };
  if (account.resetRequired) {
    return {
      kind: 'resetRequired',
      memberId: account.memberId,
      resetToken: await createResetToken(db, account.memberId, now),
    };
  }
  return { kind: 'signedIn', memberId: account.memberId };
}

async function recordFailure(db: Database, memberId: string, now: Date): Promise<SignInResult> {
  // One statement, so that parallel wrong guesses cannot each read the same count.
  const lockUntil = new Date(now.getTime() + lockMinutes * 60_000);
  const [row] = await db
    .update(memberCredentials)
    .set({
      failedAttempts: sql`case when ${memberCredentials.failedAttempts} + 1 >= ${maxFailedAttempts} then 0 else ${memberCredentials.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${memberCredentials.failedAttempts} + 1 >= ${maxFailedAttempts} then ${lockUntil.toISOString()}::timestamptz else null end`,
    })
    .where(eq(memberCredentials.memberId, memberId))
    .returning({ lockedUntil: memberCredentials.lockedUntil });
  return row?.lockedUntil ? { kind: 'locked', minutes: lockMinutes } : { kind: 'invalid' };
}
