import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { useNetworkGuard } from '../../components/ui/network-guard';
import { useApiClient } from '../../lib/api-provider';
import { useAuth } from '../../lib/auth/auth-context';

type LogoutDialogProps = { opened: boolean; onClose: () => void };

/**
 * Logout confirmation (D1-2.18, D3-4.09 to D3-4.12): clears stored data and the query cache and ends
 * the session; offline, the network alert is shown instead.
 */
export function LogoutDialog({ opened, onClose }: LogoutDialogProps) {
  const { t } = useTranslation();
  const { logOut } = useAuth();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const client = useApiClient();

  // Push is unregistered first (D3-4.10), its code loaded only now; that step never fails, so the
  // logout always goes on.
  const handleConfirm = () => {
    onClose();
    runOnline(
      () =>
        void import('../../features/push/push-device')
          .then(({ turnOffPush }) => turnOffPush(client))
          .catch(() => undefined)
          .then(logOut),
    );
  };

  return (
    <>
      <Dialog opened={opened} onClose={onClose} title={t('logout.title')} centered>
        <Text>{t('logout.message')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('logout.cancel')}
          </Button>
          <Button color="red" onClick={handleConfirm}>
            {t('logout.confirm')}
          </Button>
        </Group>
      </Dialog>
      {offlineAlert}
    </>
  );
}
