import type { Language } from '@freight/locales/languages';
import type { notifications, StoredMessage } from '../../db/schema/engagement';
import { translate, type Message } from '../../platform/i18n';

type NotificationRow = typeof notifications.$inferSelect;

/** A notification as the clients read it (D3-3 Notification). */
export type NotificationView = {
  vendorMessageID: string;
  notificationStatus: NotificationRow['status'];
  upn: string;
  createdAt: string;
  message: {
    title: string;
    body: string;
    data: {
      type: string;
      deepLinkURI: string | null;
      shipmentId: string | null;
      /** Whole minutes since the notification was created. */
      notificationAge: number;
    };
  };
};

/** A stored catalogue message in the reader's language (the keys were checked when it was written). */
const textOf = (stored: StoredMessage, language: Language) => translate(language, stored as Message);

export function toNotificationView(
  row: NotificationRow,
  upn: string,
  now: Date,
  language: Language,
): NotificationView {
  return {
    vendorMessageID: row.vendorMessageId,
    notificationStatus: row.status,
    upn,
    createdAt: row.createdAt.toISOString(),
    message: {
      title: row.texts ? textOf(row.texts.title, language) : row.title,
      body: row.texts ? textOf(row.texts.body, language) : row.body,
      data: {
        type: row.type,
        deepLinkURI: row.deepLinkUri,
        shipmentId: row.shipmentId,
        notificationAge: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000)),
      },
    },
  };
}
