import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { members } from '../db/schema/members';
import { enqueueMail } from '../platform/mail/enqueue-mail';
import { isLanguage, languages, translator } from './i18n';
import { html } from './pages/html';
import { createResetToken } from './reset-tokens';

/** An invitation link waits a week: the person added may not read their mail at once. */
export const invitationTtlDays = 7;

export type InviteMemberInput = {
  memberId: string;
  email: string;
  firstName: string;
  carrierName: string;
  /** Who added them, as the invited person knows them (a name, else an e-mail). */
  inviter: string;
  /** The link in the e-mail is `${publicUrl}/identity/reset-password/<token>`. */
  publicUrl: string;
  now: Date;
  /** A driver (the List of Drivers), or a member of any role (Manage Users' Add User, decision 055). */
  addedAs?: 'driver' | 'member';
  /** False for a member without an e-mail: the link is made, no mail is queued. */
  sendMail?: boolean;
};

/**
 * Queues the welcome mail of a member someone added (a driver added from the List of Drivers): a
 * single-use link to choose their first password, since they have none. Written with the caller's
 * transaction, so the mail exists exactly when the member does. It is in the member's language when
 * the server knows it (one invited again, decision 064); a new member's is not known yet, so the mail
 * says it in every language of the app, English first. Answers the link, for an invitation sent
 * another way as well (SMS).
 */
export async function inviteMember(db: Executor, input: InviteMemberInput): Promise<string> {
  const token = await createResetToken(db, input.memberId, input.now, invitationTtlDays * 24 * 60);
  const link = `${input.publicUrl}/identity/reset-password/${token}`;
  const values = {
    name: input.firstName,
    carrier: input.carrierName,
    inviter: input.inviter,
    email: input.email,
    days: invitationTtlDays,
  };
  const [member] = await db
    .select({ language: members.language })
    .from(members)
    .where(eq(members.id, input.memberId));
  const mailLanguages = isLanguage(member?.language) ? [member.language] : languages;
  const versions = mailLanguages.map((language) => {
    const t = translator(language);
    return {
      subject: t('mail.invite.subject', values),
      lines: [
        t('mail.invite.greeting', values),
        t(input.addedAs === 'member' ? 'mail.invite.bodyMember' : 'mail.invite.body', values),
        link,
        t('mail.invite.validity', values),
      ],
    };
  });
  if (input.sendMail === false) return link;
  await enqueueMail(db, {
    to: input.email,
    subject: versions.map((version) => version.subject).join(' / '),
    text: versions.map((version) => version.lines.join('\n\n')).join('\n\n---\n\n'),
    html: versions
      .map(
        ({ lines: [greeting, body, , validity] }) =>
          html`<p>${greeting ?? ''}</p>
            <p>${body ?? ''}</p>
            <p><a href="${link}">${link}</a></p>
            <p>${validity ?? ''}</p>`.value,
      )
      .join('<hr>'),
  });
  return link;
}
