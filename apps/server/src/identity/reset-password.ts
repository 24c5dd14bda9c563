import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { memberCredentials, members, passwordResetTokens } from '../db/schema/index';
import { checkNewPassword, type FieldIssue } from './field-issues';
import { hashPassword } from './passwords';
import { hashResetToken } from './reset-tokens';

export type ResetPasswordInput = { token: string; password: string; confirmPassword: string; now: Date };

export type ResetPasswordResult =
  | { kind: 'changed'; memberId: string }
  | { kind: 'invalid'; issues: FieldIssue[] }
  | { kind: 'invalidToken' };

/** The member a token may still reset, or nothing when it is unknown, used or expired. */
export async function findResetTokenMember(db: Database, token: string, now: Date) {
  const [row] = await db
    .select({
      memberId: members.id,
      email: members.upn,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(passwordResetTokens)
    .innerJoin(members, eq(members.id, passwordResetTokens.memberId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Sets a new password with a reset token: the token is used up (once, even under concurrent posts),
 * the reset-required flag and the failed attempts are cleared, and every other open link of the member
 * stops working.
 */
export async function resetPassword(db: Database, input: ResetPasswordInput): Promise<ResetPasswordResult> {
  const { now } = input;
  const member = await findResetTokenMember(db, input.token, now);
  if (!member) return { kind: 'invalidToken' };
  const issues = checkNewPassword({
    ...input,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
  });
  if (issues.length > 0) return { kind: 'invalid', issues };

  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.token)),
          isNull(passwordResetTokens.usedAt),
        ),
      )
      .returning({ memberId: passwordResetTokens.memberId });
    if (used.length === 0) return { kind: 'invalidToken' } as const;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.memberId, member.memberId), isNull(passwordResetTokens.usedAt)));
    const credentials = {
      passwordHash,
      passwordResetRequired: false,
      passwordChangedAt: now,
    };
    await tx
      .insert(memberCredentials)
      .values({ memberId: member.memberId, ...credentials })
      .onConflictDoUpdate({ target: memberCredentials.memberId, set: credentials });
    return { kind: 'changed', memberId: member.memberId } as const;
  });
}

/** Cancelling the reset-required step: the token it was given stops working. */
export async function cancelPasswordReset(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, hashResetToken(token)), isNull(passwordResetTokens.usedAt)));
}
