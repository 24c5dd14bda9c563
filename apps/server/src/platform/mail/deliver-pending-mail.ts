import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
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

/** A claimed row of the outbox, as a channel sends it. */
export type OutboxMessage = ClaimedRow;

/**
 * Delivers one batch of the outbox's pending rows of a channel with `send` (decision 057: e-mail, SMS,
 * push). Rows are claimed with one UPDATE (status SENDING, attempts counted) before any network call,
 * so no transaction is held open while the channel talks (PGlite runs one query at a time) and two
 * servers never send the same row; a row waits for its deliverAfter. A failed send leaves the row
 * PENDING for the next pass, FAILED after maxMailAttempts.
 */
export async function deliverPendingOutbox(
  db: Executor,
  channel: string,
  send: (row: OutboxMessage) => Promise<unknown>,
  log: DeliveryLog,
  now: () => Date = () => new Date(),
): Promise<{ sent: number; failed: number }> {
  const claimed = await selectClaimed(db, channel, now());
  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await send(row);
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
      log.warn({ mailId: row.id, channel, attempts: row.attempts, error: message }, 'mail: delivery failed');
      failed += 1;
    }
  }
  return { sent, failed };
}

/**
 * Delivers one batch of pending e-mails through the transport (deliverPendingOutbox). Attachments are
 * read from `files` just before sending; a file that cannot be read fails that attempt like a refused
 * delivery.
 */
export async function deliverPendingMail(
  db: Executor,
  transport: MailTransport,
  from: string,
  log: DeliveryLog,
  now: () => Date = () => new Date(),
  files?: AttachmentSource,
): Promise<{ sent: number; failed: number }> {
  const send = async (row: OutboxMessage) => {
    const attachments = await readAttachments(row.attachments, files);
    await transport.sendMail({
      from,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  };
  return deliverPendingOutbox(db, 'email', send, log, now);
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

async function selectClaimed(db: Executor, channel: string, now: Date): Promise<ClaimedRow[]> {
  const leaseExpired = new Date(now.getTime() - mailClaimLeaseMs);
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, channel),
        // A notification's message waits for the member's preferred time (decision 057).
        or(isNull(outbox.deliverAfter), lte(outbox.deliverAfter, now)),
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
