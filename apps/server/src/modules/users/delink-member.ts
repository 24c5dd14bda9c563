import { eq } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import { runInTransaction } from '../../db/run-in-transaction';
import { memberRoles, members } from '../../db/schema/members';
import { endMemberSessions } from '../../identity/end-member-sessions';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCarrierMember, memberNotFoundMessage } from './find-carrier-member';
import { forgetCarrierData } from './forget-carrier-data';
import { z } from 'zod';
import { memberIdSchema } from './users-input';

export type DelinkAnswer = { status: 'OK'; message: Message; isSelf: boolean };

const delinkInputSchema = z.object({ userId: memberIdSchema });

/**
 * Delink (D3-4.24 to D3-4.26, updateMember's delink in the spec): the member leaves the carrier, as a
 * Guest with no carrier. Their own profile, or, with manageUsersEdit (Admin), a member of the caller's
 * carrier; any other member is not found. The member's sessions end (decision 055): they keep no
 * access to the carrier's data, and delinking oneself signs one out (D3-4.25).
 */
export async function delinkMember(
  services: Pick<Services, 'db'>,
  caller: Caller,
  input: unknown,
): Promise<DelinkAnswer> {
  const { userId } = parseInput(delinkInputSchema, input);
  const isSelf = userId === caller.memberId;
  if (!isSelf && !hasPermission(caller.roles, 'manage.manageUsersEdit'))
    throw notFound(memberNotFoundMessage);
  const current = await findCarrierMember(services.db, caller, userId);
  if (!current.member.carrierId) throw notFound(memberNotFoundMessage);
  await runInTransaction(services.db, async (tx) => {
    await tx.update(members).set({ carrierId: null, updatedBy: caller.upn }).where(eq(members.id, userId));
    await tx.delete(memberRoles).where(eq(memberRoles.memberId, userId));
    await tx.insert(memberRoles).values({ memberId: userId, role: 'carrierGuest' });
    await forgetCarrierData(tx, userId);
    await endMemberSessions(tx, userId);
  });
  return { status: 'OK', message: message('users.delinked'), isSelf };
}
