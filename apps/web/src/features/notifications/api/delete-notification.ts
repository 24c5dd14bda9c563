import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { notificationListQueryKey, unreadNotificationCountQueryKey } from '../query-keys';
import type { NotificationItem } from './get-notifications';

// D3-7.19 PUT /v1/{vendorMessageID} with status DELETED: the entry leaves the list (D3-4.35).
export function useDeleteNotification(upn: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorMessageID: string) =>
      client.putJson(`/notifications/v1/${encodeURIComponent(vendorMessageID)}`, {
        notificationStatus: 'DELETED',
      }),
    onSuccess: (_answer, vendorMessageID) => {
      queryClient.setQueryData<NotificationItem[]>(notificationListQueryKey(upn), (items) =>
        items?.filter((item) => item.vendorMessageID !== vendorMessageID),
      );
      void queryClient.invalidateQueries({ queryKey: unreadNotificationCountQueryKey(upn) });
    },
  });
}
