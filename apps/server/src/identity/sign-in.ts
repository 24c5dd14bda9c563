import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberCredentials, members } from '../db/schema/index';
import { verifyPassword } from './passwords';
import { createResetToken } from './reset-tokens';
import { clearSignInFailures, recordSignInFailure, signInDelaySeconds, signInKeysOf } from './sign-in-delays';

/** `address` is the client's address: failures are counted per address and per e-mail there. */
export type SignInInput = { email: string; password: string; address: string; now: Date };

export type SignInResult =
  | { kind: 'signedIn'; memberId: string }
  /** Right password, but the account must choose a new one first; the token allows exactly that. */
  | { kind: 'resetRequired'; memberId: string; resetToken: string }
  | { kind: 'invalid' }
  /** Too many failures from this address, or for this e-mail at this address: nothing was checked. */
  | { kind: 'delayed'; seconds: number }
  | { kind: 'inactive' };

/**
 * Checks an e-mail and password. Wrong ones are counted per client address and per e-mail at that
 * address, with a growing delay (sign-in-delays.ts); an unknown e-mail is answered, timed and counted
 * exactly like a wrong password, so no answer tells whether an account exists.
 */
export async function signIn(db: Database, input: SignInInput): Promise<SignInResult> {
  const { now } = input;
  // People type their e-mail in any case; upns are stored lower-case.
  const upn = input.email.trim().toLowerCase();
  const keys = signInKeysOf(upn, input.address);
  const seconds = await signInDelaySeconds(db, keys, now);
  if (seconds > 0) return { kind: 'delayed', seconds };

  const [account] = await db
    .select({
      memberId: members.id,
      active: members.active,
      passwordHash: memberCredentials.passwordHash,
      resetRequired: memberCredentials.passwordResetRequired,
    })
    .from(members)
    .leftJoin(memberCredentials, eq(memberCredentials.memberId, members.id))
    .where(eq(members.upn, upn));

  const isCorrect = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !isCorrect) {
    await recordSignInFailure(db, keys, now);
    return { kind: 'invalid' };
  }

  await clearSignInFailures(db, keys);
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
