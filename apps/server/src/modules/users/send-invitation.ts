import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { members } from '../../db/schema/members';
import { outbox } from '../../db/schema/outbox';
import { inviteMember } from '../../identity/invite-member';
import { translatorOf } from '../../platform/i18n';
import type { Caller } from '../../platform/caller';
import { publicUrl } from '../../platform/env';
import type { Services } from '../../platform/services';

export type InvitedMember = {
  id: string;
  firstName: string;
  email: string | null;
  mobileNumber: string | null;
  countryCode: string;
};

/**
 * Sends a member added through Manage Users their invitation (D3-4.16, D3-7.09): a mail through the
 * outbox with a single-use link to choose their password, and a text message to their mobile with the
 * same link. Text messages have no sender yet: they wait in the outbox on the `sms` channel, where a
 * provider can pick them up (decision 055). Call it in the transaction that adds or re-invites them.
 */
export async function sendInvitation(
  tx: Transaction,
  services: Pick<Services, 'env' | 'now'>,
  caller: Caller,
  member: InvitedMember,
): Promise<void> {
  const carrierName = caller.carrier?.name ?? '';
  const [inviter] = await tx
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, caller.memberId));
  const link = await inviteMember(tx, {
    memberId: member.id,
    email: member.email ?? '',
    firstName: member.firstName,
    carrierName,
    inviter: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || caller.upn,
    publicUrl: publicUrl(services.env),
    now: services.now(),
    addedAs: 'member',
    sendMail: member.email !== null && member.email !== '',
  });
  if (member.mobileNumber) {
    const t = translatorOf('en', 'identity');
    await tx.insert(outbox).values({
      channel: 'sms',
      recipient: `${member.countryCode}${member.mobileNumber.replace(/\D/g, '')}`,
      subject: t('mail.invite.subject', { carrier: carrierName }),
      text: `${t('mail.invite.sms', { carrier: carrierName })} ${link}`,
    });
  }
}
