import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { memberRoles, members, userEvents } from '../db/schema/index';
import { runInTransaction } from '../db/run-in-transaction';

export type LoginEventName = 'login.guest' | 'login.member';

/**
 * Records a successful sign-in: a guest's login and a normal login are separate events (D1-6.21,
 * D3-6.14), and the member's last login date feeds Manage Users' login status.
 */
export async function recordLogin(db: Executor, memberId: string, now: Date): Promise<LoginEventName> {
  return runInTransaction(db, async (tx) => {
    const roles = await tx
      .select({ role: memberRoles.role })
      .from(memberRoles)
      .where(eq(memberRoles.memberId, memberId));
    const isGuestOnly = roles.length > 0 && roles.every((row) => row.role === 'carrierGuest');
    const name: LoginEventName = isGuestOnly ? 'login.guest' : 'login.member';
    await tx.insert(userEvents).values({ memberId, name, data: { roles: roles.map((row) => row.role) } });
    await tx.update(members).set({ lastLoginAt: now }).where(eq(members.id, memberId));
    return name;
  });
}
