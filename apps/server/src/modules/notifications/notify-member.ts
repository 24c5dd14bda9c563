import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema/engagement';
import { translate, type Message } from '../../platform/i18n';

/** What the server tells a member outside of any answer: a notification in their bell (D3-7.19). */
export type Notice = {
  memberId: string;
  /** The kind of notification, as the clients group them (BOOKING, TENDER, ASSIGNMENT...). */
  type: string;
  title: Message;
  body: Message;
  /** The readable shipment id the notification is about, when there is one. */
  shipmentId?: string | null;
  deepLinkUri?: string | null;
};

/**
 * Writes a notification for a member. Call it with the transaction of the change it tells about, so
 * that the notification exists exactly when the change does. Title and body are stored as catalogue
 * messages, translated for each reader (and in English in the text columns).
 */
export async function notifyMember(db: Executor, notice: Notice): Promise<void> {
  await db.insert(notifications).values({
    memberId: notice.memberId,
    type: notice.type,
    title: translate('en', notice.title),
    body: translate('en', notice.body),
    texts: { title: notice.title, body: notice.body },
    shipmentId: notice.shipmentId ?? null,
    deepLinkUri: notice.deepLinkUri ?? null,
  });
}
