import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { MailAttachment } from '../../db/schema/outbox';

/** A mail; its attachments are files of the object store, read when the mail is sent (decision 044). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Not sent before this moment (a notification waiting for the member's preferred time). */
  deliverAfter?: Date;
};

/**
 * Queues an e-mail. Call it with the transaction of the change that causes the mail, so that the mail
 * exists exactly when the change does; the mail sender delivers it later.
 */
export async function enqueueMail(db: Executor, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      deliverAfter: message.deliverAfter ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}
