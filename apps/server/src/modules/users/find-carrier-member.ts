import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import { members } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { message } from '../../platform/i18n';
import { memberViewColumns, type MemberViewRow } from './member-view';

/** One answer for an unknown member, a deleted one and another carrier's: it never tells which. */
export const memberNotFoundMessage = message('users.memberNotFound');

/**
 * A member of the caller's own carrier, by id (object-level access, decision 030): NOT_FOUND for an
 * unknown id, another carrier's member or a deleted account alike. The caller themself is found by
 * their own id even without a carrier (a guest's own profile).
 */
export async function findCarrierMember(
  db: Executor,
  caller: Caller,
  userId: string,
): Promise<MemberViewRow> {
  const isSelf = userId === caller.memberId;
  const carrierId = caller.carrier?.id;
  if (!isSelf && !carrierId) throw notFound(memberNotFoundMessage);
  const [row] = await db
    .select(memberViewColumns)
    .from(members)
    .leftJoin(carriers, eq(carriers.id, members.carrierId))
    .where(
      and(
        eq(members.id, userId),
        isNull(members.deletedAt),
        isSelf ? undefined : eq(members.carrierId, carrierId!),
      ),
    )
    .limit(1);
  if (!row) throw notFound(memberNotFoundMessage);
  return row;
}
