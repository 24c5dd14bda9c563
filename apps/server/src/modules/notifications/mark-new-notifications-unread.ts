import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/engagement';
import type { Caller } from '../../platform/caller';

/** Moves the caller's NEW notifications to UNREAD once their device has shown them (D3-7.19). */
export async function markNewNotificationsUnread(
  db: Executor,
  caller: Caller,
): Promise<{ updatedCount: number }> {
  const rows = await db
    .update(notifications)
    .set({ status: 'UNREAD' })
    .where(and(eq(notifications.memberId, caller.memberId), eq(notifications.status, 'NEW')))
    .returning({ id: notifications.vendorMessageId });
  return { updatedCount: rows.length };
}
