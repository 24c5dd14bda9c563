import type { notifications } from '../../db/schema/engagement';

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

export function toNotificationView(row: NotificationRow, upn: string, now: Date): NotificationView {
  return {
    vendorMessageID: row.vendorMessageId,
    notificationStatus: row.status,
    upn,
    createdAt: row.createdAt.toISOString(),
    message: {
      title: row.title,
      body: row.body,
      data: {
        type: row.type,
        deepLinkURI: row.deepLinkUri,
        shipmentId: row.shipmentId,
        notificationAge: Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000)),
      },
    },
  };
}
