import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-provider';
import { unreadNotificationCountQueryKey } from '../query-keys';

// D3-7.19 PUT /v1: the list has opened, so its NEW notifications become UNREAD and the bell's count 0
// (D3-4.35).
export function useMarkNotificationsSeen(upn: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.putJson('/notifications/v1', {}),
    onSuccess: () => queryClient.setQueryData(unreadNotificationCountQueryKey(upn), 0),
  });
}
