import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { unreadNotificationCountQueryKey } from '../query-keys';

// D3-7.19: GET /notifications/v1/retrievebystatusandupn?notificationStatus=...&upn=... The header bell
// shows how many are NEW: opening the list makes them UNREAD, and the count 0 (D3-4.35).
export function getNotificationsPath(upn: string, notificationStatus: 'NEW' | 'UNREAD' = 'NEW'): string {
  const query = new URLSearchParams({ notificationStatus, upn });
  return `/notifications/v1/retrievebystatusandupn?${query.toString()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The count from the answer: a list, a `{ notifications: [...] }` page, or an explicit count. */
export function countNotifications(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (!isRecord(body)) throw new Error('Unexpected notifications answer');
  for (const key of ['totalCount', 'count', 'total']) {
    const value = body[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  for (const key of ['notifications', 'data', 'items']) {
    const value = body[key];
    if (Array.isArray(value)) return value.length;
  }
  throw new Error('Unexpected notifications answer');
}

export function useUnreadNotificationCount(upn: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: unreadNotificationCountQueryKey(upn ?? ''),
    enabled: Boolean(upn),
    retry: false,
    refetchInterval: 5 * 60_000,
    queryFn: async ({ signal }) =>
      countNotifications(await client.getJson(getNotificationsPath(upn ?? ''), { signal })),
  });
}
