import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@freight/locales/languages';
import type { Executor } from '../../db/client';
import { notifications, type NotificationStatus } from '../../db/schema/engagement';
import type { Caller } from '../../platform/caller';
import { forbidden } from '../../platform/errors';
import { parseQuery } from '../../platform/validate';
import { toNotificationView, type NotificationView } from './notification-view';

export const retrieveNotificationsQuerySchema = z.object({
  notificationStatus: z.enum(['NEW', 'UNREAD']),
  upn: z.string().trim().toLowerCase().min(1).max(254),
});

/** At most this many notifications in one answer, newest first; `totalCount` counts them all. */
export const notificationPageSize = 100;

// NEW is what the server created and the member's device has not fetched yet; UNREAD what was fetched
// but not opened. Both are unread for the bell, so asking for UNREAD answers both; asking for NEW
// answers only NEW (what PUT /v1 then moves to UNREAD).
const statusesAnswered: Record<'NEW' | 'UNREAD', NotificationStatus[]> = {
  NEW: ['NEW'],
  UNREAD: ['NEW', 'UNREAD'],
};

export type RetrievedNotifications = { totalCount: number; notifications: NotificationView[] };

/** The caller's notifications of a status (D3-7.19), in their language. Another member's upn is refused. */
export async function retrieveNotifications(
  db: Executor,
  caller: Caller,
  query: unknown,
  now: Date,
  language: Language,
): Promise<RetrievedNotifications> {
  const { notificationStatus, upn } = parseQuery(retrieveNotificationsQuerySchema, query);
  if (upn !== caller.upn) throw forbidden();
  const where = and(
    eq(notifications.memberId, caller.memberId),
    inArray(notifications.status, statusesAnswered[notificationStatus]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.vendorMessageId))
      .limit(notificationPageSize),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return {
    totalCount: total?.value ?? 0,
    notifications: rows.map((row) => toNotificationView(row, caller.upn, now, language)),
  };
}
