import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carriers } from './carriers';
import { createdAt, updatedAt, zoned } from './columns';
import { members } from './members';

export const preferences = pgTable(
  'preferences',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull().default('carrier'),
    key: text('key').notNull(),
    // Radio groups store a string, checkbox groups a JSON object of option flags (D3-3).
    value: text('value').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.domain, t.key] })],
);

/** A catalogue key (`messages:...`) and its values, as platform/i18n's Message stores it. */
export type StoredMessage = { key: string; values?: Record<string, string | number> };
export type NotificationTexts = { title: StoredMessage; body: StoredMessage };

export const notificationStatuses = ['NEW', 'UNREAD', 'DELETED'] as const;
export type NotificationStatus = (typeof notificationStatuses)[number];

export const notifications = pgTable(
  'notifications',
  {
    vendorMessageId: uuid('vendor_message_id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<NotificationStatus>().notNull().default('NEW'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    type: text('type').notNull(),
    deepLinkUri: text('deep_link_uri'),
    shipmentId: text('shipment_id'),
    // The title and body as catalogue keys with their values, for notifications the server writes
    // (decision 035): each reader gets them in their language; title and body hold the English text.
    texts: jsonb('texts').$type<NotificationTexts>(),
    // What caused it, once per member (decision 057): a retry of the same event writes nothing again.
    eventKey: text('event_key'),
    // When its e-mail, SMS and push were planned from the member's preferences (decision 057); null
    // until then.
    dispatchedAt: zoned('dispatched_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_member_status_idx').on(t.memberId, t.status),
    uniqueIndex('notifications_member_event_uq').on(t.memberId, t.eventKey),
    index('notifications_undispatched_idx')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

// How far the notifications have read each source system's shipment events (decision 057): events
// commit in id order per source system (decision 018), so each source has its own cursor.
export const notificationEventCursors = pgTable('notification_event_cursors', {
  sourceSystem: text('source_system').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    uuId: text('uu_id').notNull(),
    deviceToken: text('device_token'),
    // A Web Push subscription of the installed app (endpoint and keys).
    pushSubscription: jsonb('push_subscription').$type<Record<string, unknown>>(),
    deviceOs: text('device_os'),
    deviceOsVersion: text('device_os_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('devices_member_uuid_uq').on(t.memberId, t.uuId)],
);

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
  carrierId: uuid('carrier_id').references(() => carriers.id, { onDelete: 'set null' }),
  rating: smallint('rating').notNull(),
  comment: text('comment').notNull().default(''),
  devicePlatform: text('device_platform'),
  deviceManufacturer: text('device_manufacturer'),
  deviceModel: text('device_model'),
  appVersion: text('app_version'),
  createdAt: createdAt(),
});

// Analytics and audit events the spec asks to log (guest versus normal login, declined rate
// confirmations, booking failures, ...).
export const userEvents = pgTable(
  'user_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_events_name_idx').on(t.name, t.createdAt),
    // The per-member rate limit of logUserEvent counts a member's events of the last minute.
    index('user_events_member_idx').on(t.memberId, t.createdAt),
  ],
);
