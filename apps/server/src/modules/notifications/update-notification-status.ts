import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@freight/locales/languages';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/engagement';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { issueMessage, parseInput } from '../../platform/validate';
import { toNotificationView, type NotificationView } from './notification-view';
import { message } from '../../platform/i18n';

export const notificationParamsSchema = z.object({
  vendorMessageId: z.uuid(issueMessage('notifications.id')),
});
export const notificationStatusUpdateSchema = z.object({ notificationStatus: z.enum(['UNREAD', 'DELETED']) });

export const notificationNotFoundMessage = message('notifications.notFound');

/**
 * Marks one of the caller's notifications UNREAD or DELETED (D3-7.19). DELETED is final. Another
 * member's notification answers NOT_FOUND, like one that does not exist, so ids reveal nothing.
 */
export async function updateNotificationStatus(
  db: Executor,
  caller: Caller,
  params: unknown,
  body: unknown,
  now: Date,
  language: Language,
): Promise<NotificationView> {
  const { vendorMessageId } = parseInput(notificationParamsSchema, params, message('invalidPath'));
  const { notificationStatus } = parseInput(notificationStatusUpdateSchema, body);
  const [row] = await db
    .update(notifications)
    .set({ status: notificationStatus })
    .where(
      and(
        eq(notifications.vendorMessageId, vendorMessageId),
        eq(notifications.memberId, caller.memberId),
        ne(notifications.status, 'DELETED'),
      ),
    )
    .returning();
  if (!row) throw notFound(notificationNotFoundMessage);
  return toNotificationView(row, caller.upn, now, language);
}
