import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, zoned } from './columns';

/** A file sent with a mail: its bytes stay in the object store under the key, read when the mail is sent. */
export type MailAttachment = { fileName: string; contentType: string; storageKey: string };

// Every outgoing message is written here in the same transaction as the change that causes it;
// a sender delivers it through SMTP (or SMS/push) when configured.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    // When a sender took the row (status SENDING); a claim this old means that sender died mid-send.
    claimedAt: zoned('claimed_at'),
    sentAt: zoned('sent_at'),
    // Not before this moment: a notification waits for the member's preferred time (decision 057).
    deliverAfter: zoned('deliver_after'),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.createdAt)],
);
