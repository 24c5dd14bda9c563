import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { members } from '../../db/schema/members';

/**
 * Locks a member row until the transaction ends, whatever the member is now (an unassigned driver may
 * have left the carrier since): a change to their chain of shipments, or the start of one of their
 * trips (one active trip per driver, D2-4.27), queues behind the others. Answers
 * the member's upn, null when there is no such member.
 */
export async function lockMember(tx: Transaction, memberId: string): Promise<string | null> {
  const [member] = await tx
    .select({ upn: members.upn })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update', { of: members });
  return member?.upn ?? null;
}
