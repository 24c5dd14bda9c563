import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { useConfig } from '../../../lib/config-provider';
import type { CapacityItem } from '../api/capacity-fields';
import { useDeleteCarrierCapacity } from '../api/delete-carrier-capacity';
import { useRestoreCarrierCapacity } from '../api/restore-carrier-capacity';

/**
 * Delete on a capacity (D3-4.44, D3-8.18): it leaves the list at once and a "{type} removed" toast
 * offers Undo, which brings the same capacity back. Both need the network; a failure says so.
 */
export function useCapacityRemoval() {
  const { t } = useTranslation('capacity');
  const { toasts } = useConfig();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const deleteCapacity = useDeleteCarrierCapacity();
  const restoreCapacity = useRestoreCarrierCapacity();

  const showFailure = (key: 'capacity.removeFailed' | 'capacity.restoreFailed') =>
    notifications.show({ color: 'red', message: t(key), autoClose: toasts.apiErrorMs });

  const handleUndo = (capacityId: string, notificationId: string) => {
    notifications.hide(notificationId);
    runOnline(() =>
      restoreCapacity.mutate(capacityId, { onError: () => showFailure('capacity.restoreFailed') }),
    );
  };

  const remove = (capacity: CapacityItem) =>
    runOnline(() =>
      deleteCapacity.mutate(capacity.capacityId, {
        onSuccess: ({ capacityId, capacityType }) => {
          const notificationId: string = notifications.show({
            message: (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {capacityType === 'LANE' ? t('capacity.removed.LANE') : t('capacity.removed.TRUCK')}
                </Text>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => handleUndo(capacityId, notificationId)}
                >
                  {t('capacity.undo')}
                </Button>
              </Group>
            ),
            autoClose: toasts.loadActionMs,
          });
        },
        onError: () => showFailure('capacity.removeFailed'),
      }),
    );

  return {
    remove,
    removingId: deleteCapacity.isPending ? (deleteCapacity.variables ?? null) : null,
    offlineAlert,
  };
}
