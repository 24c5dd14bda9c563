import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/client';
import { passwordResetTokens } from '../db/schema/index';

/** A reset link works once, for this long. */
export const resetTokenTtlMinutes = 30;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A random single-use token; only its SHA-256 is stored, so a database leak gives no working link.
 * It works for `ttlMinutes` (a reset asked for now by default; an invitation waits longer).
 */
export async function createResetToken(
  db: Executor,
  memberId: string,
  now: Date,
  ttlMinutes: number = resetTokenTtlMinutes,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    memberId,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}
