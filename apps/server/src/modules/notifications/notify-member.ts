import type { NotificationKind } from '@freight/domain/preferences/notification-delivery';
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/engagement';
import { translate, type Message } from '../../platform/i18n';
import { memberIdsPerMessage, publishLiveMessage } from '../../platform/live-channel';

/** What the server tells a member outside of any answer: a notification in their bell (D3-7.19). */
export type Notice = {
  memberId: string;
  /** The kind of notification (notificationKinds): it decides which preferences tell it outside the app. */
  type: NotificationKind;
  title: Message;
  body: Message;
  /** The readable shipment id the notification is about, when there is one. */
  shipmentId?: string | null;
  deepLinkUri?: string | null;
  /**
   * What caused it, such as `shipment-event:42` or `tender:S-1`: one notification per member and key,
   * so a retry of the same event writes nothing again. Left out where the change's own transaction
   * already happens once (a booking decided, a payment status changed).
   */
  eventKey?: string | null;
};

/**
 * Writes a notification for a member; answers false when that member already has the notification
 * of this event. Call it with the transaction of the change it tells about, so that the notification
 * exists exactly when the change does. Title and body are stored as catalogue messages, translated
 * for each reader (and in English in the text columns). Its e-mail, SMS and push are planned after
 * the commit from the member's preferences (dispatchNotifications, decision 057).
 */
export async function notifyMember(db: Executor, notice: Notice): Promise<boolean> {
  const { memberId, ...told } = notice;
  return (await notifyMembers(db, [memberId], told)) > 0;
}

/** The same notice for several members in one statement; answers how many were written (not had already). */
export async function notifyMembers(
  db: Executor,
  memberIds: readonly string[],
  notice: Omit<Notice, 'memberId'>,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const title = translate('en', notice.title);
  const body = translate('en', notice.body);
  const written = await db
    .insert(notifications)
    .values(
      memberIds.map((memberId) => ({
        memberId,
        type: notice.type,
        title,
        body,
        texts: { title: notice.title, body: notice.body },
        shipmentId: notice.shipmentId ?? null,
        deepLinkUri: notice.deepLinkUri ?? null,
        eventKey: notice.eventKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ memberId: notifications.memberId });
  // Their open bells and lists hear of it at the commit (decision 061); those who had it hear nothing.
  const told = written.map((row) => row.memberId);
  for (let start = 0; start < told.length; start += memberIdsPerMessage)
    await publishLiveMessage(db, {
      kind: 'notification',
      memberIds: told.slice(start, start + memberIdsPerMessage),
      shipmentId: notice.shipmentId ?? null,
    });
  return written.length;
}

/** The deep link of a shipment's notifications: the load in My Loads (D3-4.49). */
export function shipmentDeepLink(shipmentId: string): string {
  return `/carrier/app/MyLoad?shipmentId=${encodeURIComponent(shipmentId)}`;
}
