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

/**
 * A notification's title and body in a language: its catalogue texts translated, or the texts it was
 * written with before notifications stored keys. The bell reads it in the reader's language, the
 * mails, pushes and SMS in the recipient's (decision 064).
 */
export function notificationTextsIn(
  row: Pick<NotificationRow, 'texts' | 'title' | 'body'>,
  language: Language,
): { title: string; body: string } {
  return row.texts
    ? { title: textOf(row.texts.title, language), body: textOf(row.texts.body, language) }
    : { title: row.title, body: row.body };
}

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
      ...notificationTextsIn(row, language),
      data: {
        type: row.type,
        deepLinkURI: row.deepLinkUri,
        shipmentId: row.shipmentId,
        notificationAge: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000)),
      },
    },
  };
}
