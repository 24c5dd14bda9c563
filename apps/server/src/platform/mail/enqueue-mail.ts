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
  const [id] = await enqueueMails(db, [message]);
  return id!;
}

/** Queues several e-mails in one statement (the notifications of a batch); answers their ids in order. */
export async function enqueueMails(db: Executor, messages: readonly MailMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      messages.map((message) => ({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
        deliverAfter: message.deliverAfter ?? null,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}
