import { z } from 'zod';
import { runInTransaction } from '../../db/run-in-transaction';
import type { Caller } from '../../platform/caller';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCarrierMember } from './find-carrier-member';
import { sendInvitation } from './send-invitation';
import { memberIdSchema } from './users-input';

/** D3-7.09: success is read as the string "true" or "false". */
export type ResendAnswer = {
  success: 'true' | 'false';
  message: Message;
  email: string | null;
  phoneNumber: string | null;
};

const resendInputSchema = z.object({ userId: memberIdSchema });

/**
 * Re-Send Invite (D3-7.09, D3-2.35, D3-6.11): a dispatcher admin sends a member of their carrier who
 * never signed in a new invitation (a new single-use link; the mail through the outbox, the text to
 * their mobile). A member who has signed in gets none ("Invite could not be Sent"); another carrier's
 * member is not found. Counts against the invitation limit (decision 028).
 */
export async function resendInvitation(
  services: Pick<Services, 'db' | 'env' | 'now' | 'usageLimits'>,
  caller: Caller,
  input: unknown,
): Promise<ResendAnswer> {
  const { userId } = parseInput(resendInputSchema, input);
  const { member } = await findCarrierMember(services.db, caller, userId);
  const contact = { email: member.email, phoneNumber: member.mobileNumber };
  if (member.lastLoginAt !== null || !member.active)
    return { success: 'false', message: message('users.inviteNotSent'), ...contact };
  await services.usageLimits.consume('invitation', caller.memberId);
  await runInTransaction(services.db, (tx) =>
    sendInvitation(tx, services, caller, {
      id: member.id,
      firstName: member.firstName,
      email: member.email,
      mobileNumber: member.mobileNumber,
      countryCode: member.countryCode,
    }),
  );
  return {
    success: 'true',
    message: message('users.inviteSent', { email: member.email ?? '-', phone: member.mobileNumber ?? '-' }),
    ...contact,
  };
}
