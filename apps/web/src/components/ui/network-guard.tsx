import { useCallback, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';

type OfflineAlertProps = { opened: boolean; onClose: () => void };

/** The alert shown instead of an action that needs the network (D1-8.01, D3-4.12, D3-4.20). */
export function OfflineAlert({ opened, onClose }: OfflineAlertProps) {
  const { t } = useTranslation();

  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('errors.offlineTitle')}
      closeButtonProps={{ 'aria-label': t('offlineApp.close') }}
      centered
    >
      <Text>{t('errors.offlineMessage')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>{t('errors.ok')}</Button>
      </Group>
    </Dialog>
  );
}

/**
 * Runs an action only when the browser is online; otherwise opens the offline alert, which
 * `openOfflineAlert` also opens when a call failed to reach the server (the browser believed it was
 * online). Render `offlineAlert` somewhere in the component that uses it.
 */
export function useNetworkGuard() {
  const [isAlertOpen, setAlertOpen] = useState(false);
  const runOnline = useCallback((action: () => void) => {
    if (navigator.onLine) action();
    else setAlertOpen(true);
  }, []);
  const openOfflineAlert = useCallback(() => setAlertOpen(true), []);
  const offlineAlert = <OfflineAlert opened={isAlertOpen} onClose={() => setAlertOpen(false)} />;
  return { runOnline, openOfflineAlert, offlineAlert };
}
