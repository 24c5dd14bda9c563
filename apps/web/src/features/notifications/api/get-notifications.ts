import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { notificationListQueryKey } from '../query-keys';
import { getNotificationsPath } from './get-unread-notification-count';

/** A notification as the server answers it (D3-3.17). */
export type NotificationItem = {
  vendorMessageID: string;
  notificationStatus: 'NEW' | 'UNREAD';
  createdAt: string;
  message: {
    title: string;
    body: string;
    data: { type: string; deepLinkURI: string | null; shipmentId: string | null; notificationAge: number };
  };
};

function isNotification(value: unknown): value is NotificationItem {
  const item = value as Partial<NotificationItem> | null;
  return (
    typeof item?.vendorMessageID === 'string' &&
    typeof item.createdAt === 'string' &&
    typeof item.message?.title === 'string' &&
    typeof item.message.body === 'string'
  );
}

/** The notifications of the answer, newest first; anything else is an unexpected answer. */
export function readNotifications(body: unknown): NotificationItem[] {
  const list = (body as { notifications?: unknown } | null)?.notifications;
  if (!Array.isArray(list)) throw new Error('Unexpected notifications answer');
  return list.filter(isNotification);
}

// D3-7.19: the signed-in user's notifications not deleted (NEW and UNREAD), for /app/notifications.
export function useNotifications(upn: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: notificationListQueryKey(upn),
    retry: false,
    // The list shows what was NEW when it opened, even once the server has made them UNREAD.
    staleTime: Infinity,
    refetchOnMount: 'always',
    queryFn: async ({ signal }) =>
      readNotifications(await client.getJson(getNotificationsPath(upn, 'UNREAD'), { signal })),
  });
}
