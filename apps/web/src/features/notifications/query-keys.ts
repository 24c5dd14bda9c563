// The notifications feature's query keys, each defined once, under one root.

const root = 'notifications';

/** Every cached notifications answer: the bell's count and the list. */
export const notificationsQueryKey = [root] as const;

/** How many notifications the signed-in user has not seen yet (NEW, D3-4.35). */
export function unreadNotificationCountQueryKey(upn: string) {
  return [root, 'NEW', upn] as const;
}

/** The signed-in user's notifications, newest first (D3-2.66). */
export function notificationListQueryKey(upn: string) {
  return [root, 'list', upn] as const;
}
