import { memberRoles, members } from '../db/schema/index';
import { enqueueMail } from '../platform/mail/enqueue-mail';
import { isEmailAddress, type FieldIssue } from './field-issues';
import { translator, type Language } from './i18n';
import { invitationTtlDays } from './invite-member';
import { html } from './pages/html';
import { requestPasswordReset } from './request-password-reset';
import type { Services } from '../platform/services';
import { createResetToken } from './reset-tokens';

export type SignUpInput = {
  firstName: string;
  lastName: string;
  email: string;
  /** The utm parameters of the authorize request (D1-3 user/session: campaign of the sign-up). */
  campaign: { source?: string | undefined; medium?: string | undefined; name?: string | undefined };
  /** The page's language, which the mail is written in. */
  language: Language;
  /** The link in the mail is `${publicUrl}/identity/reset-password/<token>`. */
  publicUrl: string;
  now: Date;
};

/** `sent` whether the e-mail was new or already had an account: the page says the same either way. */
export type SignUpResult = { kind: 'sent' } | { kind: 'invalid'; issues: FieldIssue[] };

const nameMaxLength = 100;
const campaignMaxLength = 200;
const clip = (value: string | undefined) => value?.trim().slice(0, campaignMaxLength) || null;

/**
 * Creates a member who signed up on their own: a Guest of no carrier (D1-6: they register or are
 * invited to a carrier later), with the campaign that brought them, and no password yet. The mail
 * carries a single-use link to choose it, so only the owner of the address can use the account, and
 * the page answers the same for an address that already has an account: that one gets a mail with a
 * link to choose a new password instead. No answer tells whether an account exists.
 */
export async function signUp(
  services: Pick<Services, 'db' | 'usageLimits'>,
  input: SignUpInput,
): Promise<SignUpResult> {
  const { db } = services;
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const email = input.email.trim();
  const issues: FieldIssue[] = [];
  if (!firstName) issues.push({ field: 'firstName', key: 'required.firstName' });
  if (!lastName) issues.push({ field: 'lastName', key: 'required.lastName' });
  if (!email) issues.push({ field: 'email', key: 'required.email' });
  else if (!isEmailAddress(email)) issues.push({ field: 'email', key: 'field.emailInvalid' });
  if (issues.length > 0) return { kind: 'invalid', issues };

  const created = await db.transaction(async (tx) => {
    // The upn is the e-mail in lower case: people type it in any case.
    const [member] = await tx
      .insert(members)
      .values({
        upn: email.toLowerCase(),
        email,
        firstName: firstName.slice(0, nameMaxLength),
        lastName: lastName.slice(0, nameMaxLength),
        requestedRoles: ['carrierGuest'],
        campaignSource: clip(input.campaign.source),
        campaignMedium: clip(input.campaign.medium),
        campaignName: clip(input.campaign.name),
        createdBy: 'sign-up',
      })
      .onConflictDoNothing({ target: members.upn })
      .returning({ id: members.id, firstName: members.firstName });
    if (!member) return false;
    await tx.insert(memberRoles).values({ memberId: member.id, role: 'carrierGuest' });
    const token = await createResetToken(tx, member.id, input.now, invitationTtlDays * 24 * 60);
    const link = `${input.publicUrl}/identity/reset-password/${token}`;
    const t = translator(input.language);
    const values = { name: member.firstName, days: invitationTtlDays };
    const lines = [
      t('mail.welcome.greeting', values),
      t('mail.welcome.body'),
      t('mail.welcome.validity', values),
    ];
    await enqueueMail(tx, {
      to: email,
      subject: t('mail.welcome.subject'),
      text: [lines[0], lines[1], link, lines[2]].join('\n\n'),
      html: html`<p>${lines[0]}</p>
        <p>${lines[1]}</p>
        <p><a href="${link}">${link}</a></p>
        <p>${lines[2]}</p>`.value,
    });
    return true;
  });
  if (!created) {
    await requestPasswordReset(services, {
      email,
      language: input.language,
      publicUrl: input.publicUrl,
      now: input.now,
      mail: 'signUpExists',
    });
  }
  return { kind: 'sent' };
}
