// The notifications feature's query keys, each defined once.

/** How many unread notifications the signed-in user has. */
export function unreadNotificationCountQueryKey(upn: string) {
  return ['notifications', 'UNREAD', upn] as const;
}
