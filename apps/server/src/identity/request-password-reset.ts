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
  /** Which mail: a reset asked for (the default), or an attempt to create an account that exists. */
  mail?: 'reset' | 'signUpExists';
};

/**
 * Sends a single-use reset link to the account of this e-mail, if there is one. The caller answers the
 * same either way, so the page does not reveal which e-mails have accounts. Members without a password
 * yet (added by an admin) choose their first one this way. Account creation sends it too, with its own
 * text, when the e-mail already has an account. The token and its mail are written in one transaction.
 * An account gets at most PASSWORD_RESET_LIMIT_MAX of these mails a window, whoever asks (decision
 * 028): past it, nothing is sent and the answer is the same.
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
  const kind = input.mail ?? 'reset';
  await db.transaction(async (tx) => {
    const token = await createResetToken(tx, member.id, input.now);
    const link = `${input.publicUrl}/identity/reset-password/${token}`;
    const name = member.firstName || upn;
    const minutes = resetTokenTtlMinutes;
    await enqueueMail(tx, {
      to: member.email ?? upn,
      subject: t(`mail.${kind}.subject`),
      text: [
        t(`mail.${kind}.greeting`, { name }),
        t(`mail.${kind}.body`),
        link,
        t(`mail.${kind}.validity`, { minutes }),
      ].join('\n\n'),
      html: html`<p>${t(`mail.${kind}.greeting`, { name })}</p>
        <p>${t(`mail.${kind}.body`)}</p>
        <p><a href="${link}">${link}</a></p>
        <p>${t(`mail.${kind}.validity`, { minutes })}</p>`.value,
    });
  });
}
