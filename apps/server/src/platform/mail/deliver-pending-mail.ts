import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { MailAttachment } from '../../db/schema/outbox';
import type { FileStore } from '../file-store';

/** A file as the transport attaches it (nodemailer's attachment fields). */
export type TransportAttachment = { filename: string; contentType: string; content: Buffer };

/** What the sender needs from a mail transport (nodemailer's `sendMail` fits). */
export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: TransportAttachment[];
  }) => Promise<unknown>;
};

/** Where the attachments' bytes are read from: the object store the documents are in. */
export type AttachmentSource = Pick<FileStore, 'get'>;

export type DeliveryLog = { warn: (data: object, message: string) => void };

/** A message that failed this many times stops being retried (status FAILED, kept for inspection). */
export const maxMailAttempts = 5;
const batchSize = 20;
/** A row still SENDING after this long was claimed by a sender that stopped: it is taken again. */
export const mailClaimLeaseMs = 10 * 60_000;

type ClaimedRow = {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  attempts: number;
};

/**
 * Delivers one batch of pending e-mails. Rows are claimed with one UPDATE (status SENDING, attempts
 * counted) before any network call, so no transaction is held open while SMTP talks (PGlite runs one
 * query at a time) and two servers never send the same row. Attachments are read from `files` just
 * before sending; a file that cannot be read fails that attempt like a refused delivery.
 */
export async function deliverPendingMail(
  db: Executor,
  transport: MailTransport,
  from: string,
  log: DeliveryLog,
  now: () => Date = () => new Date(),
  files?: AttachmentSource,
): Promise<{ sent: number; failed: number }> {
  const claimed = await selectClaimed(db, now());
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      const attachments = await readAttachments(row.attachments, files);
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      await db
        .update(outbox)
        .set({ status: 'SENT', sentAt: now(), lastError: null })
        .where(eq(outbox.id, row.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = row.attempts >= maxMailAttempts ? 'FAILED' : 'PENDING';
      await db
        .update(outbox)
        .set({ status, lastError: message.slice(0, 1_000) })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'SENDING')));
      // Never the body: it may hold a password-reset link.
      log.warn({ mailId: row.id, attempts: row.attempts, error: message }, 'mail: delivery failed');
      failed += 1;
    }
  }
  return { sent, failed };
}

async function readAttachments(
  attachments: readonly MailAttachment[],
  files: AttachmentSource | undefined,
): Promise<TransportAttachment[]> {
  if (attachments.length === 0) return [];
  if (!files) throw new Error('This mail has attachments and the sender has no file store to read them');
  return Promise.all(
    attachments.map(async (attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.contentType,
      content: await files.get(attachment.storageKey),
    })),
  );
}

async function selectClaimed(db: Executor, now: Date): Promise<ClaimedRow[]> {
  const leaseExpired = new Date(now.getTime() - mailClaimLeaseMs);
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, 'email'),
        or(
          eq(outbox.status, 'PENDING'),
          and(eq(outbox.status, 'SENDING'), lt(outbox.claimedAt, leaseExpired)),
        ),
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ status: 'SENDING', claimedAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, candidates))
    .returning({
      id: outbox.id,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      attachments: outbox.attachments,
      attempts: outbox.attempts,
    });
}
