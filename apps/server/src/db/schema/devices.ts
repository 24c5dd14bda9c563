import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { members } from './members';

/**
 * The server's VAPID key pair for Web Push (RFC 8292; decision 060): one row, made by the first server
 * that starts without VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, so that every server of a fleet signs
 * pushes with the key the browsers subscribed with. Both keys are base64url, as web-push reads them.
 */
export const webPushKeys = pgTable('web_push_keys', {
  id: smallint('id').primaryKey().default(1),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * A device a member gets pushes on (registerDevice, D3-4.47, D3-7.20): a browser's or the installed
 * app's push subscription. One row per endpoint: a browser that another member signs in on is theirs
 * from then on. Removed on logout, when the push service answers 404 or 410, and with the member.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    // The subscription's P-256 public key and auth secret (base64url), for the payload's encryption.
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_member_idx').on(t.memberId, t.updatedAt)],
);
