import { eq } from 'drizzle-orm';
import { members } from '../db/schema/index';
import { enqueueMail } from '../platform/mail/enqueue-mail';
import type { Services } from '../platform/services';
import { translator, type Language } from './i18n';
import { html } from './pages/html';
import { createResetToken, resetTokenTtlMinutes } from './reset-tokens';

export type RequestPasswordResetInput = {
  email: string;
  language: Language;
  /** `${publicUrl}`: the link in the e-mail is `${publicUrl}/identity/reset-password/<token>`. */
  publicUrl: string;
  now: Date;
};

/**
 * Sends a single-use reset link to the account of this e-mail, if there is one. The caller answers the
 * same either way, so the page does not reveal which e-mails have accounts. Members without a password
 * yet (added by an admin) choose their first one this way. The token and its mail are written in one
 * transaction. An account gets at most PASSWORD_RESET_LIMIT_MAX reset mails a window, whoever asks
 * (decision 028): past it, nothing is sent and the answer is the same.
 */
export async function requestPasswordReset(
  { db, usageLimits }: Pick<Services, 'db' | 'usageLimits'>,
  input: RequestPasswordResetInput,
): Promise<void> {
  const upn = input.email.trim().toLowerCase();
  const [member] = await db
    .select({ id: members.id, firstName: members.firstName, email: members.email, active: members.active })
    .from(members)
    .where(eq(members.upn, upn));
  if (!member || !member.active) return;
  if (!(await usageLimits.tryConsume('passwordReset', member.id))) return;

  const t = translator(input.language);
  await db.transaction(async (tx) => {
    const token = await createResetToken(tx, member.id, input.now);
    const link = `${input.publicUrl}/identity/reset-password/${token}`;
    const name = member.firstName || upn;
    const minutes = resetTokenTtlMinutes;
    await enqueueMail(tx, {
      to: member.email ?? upn,
      subject: t('mail.reset.subject'),
      text: [
        t('mail.reset.greeting', { name }),
        t('mail.reset.body'),
        link,
        t('mail.reset.validity', { minutes }),
      ].join('\n\n'),
      html: html`<p>${t('mail.reset.greeting', { name })}</p>
        <p>${t('mail.reset.body')}</p>
        <p><a href="${link}">${link}</a></p>
        <p>${t('mail.reset.validity', { minutes })}</p>`.value,
    });
  });
}
