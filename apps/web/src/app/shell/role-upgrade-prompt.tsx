import { useState } from 'react';
import { isGuestOnly } from '@freight/domain/permissions';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog';
import { useNetworkGuard } from '../../components/ui/network-guard';
import { useAuth } from '../../lib/auth/auth-context';
import { browserSessionStorage, readStoredValue, writeStoredValue } from '../../lib/browser-storage';

const seenKey = 'freight.role-upgrade-seen';

/** A guest-only user is told once per session that access is limited: Ignore or Logout Now (D1-6.18). */
export function RoleUpgradePrompt() {
  const { t } = useTranslation();
  const { claims, logOut } = useAuth();
  const { runOnline, offlineAlert } = useNetworkGuard();
  const [isOpen, setOpen] = useState(
    () => isGuestOnly(claims?.roles ?? []) && readStoredValue(browserSessionStorage, seenKey) !== '1',
  );

  const handleIgnore = () => {
    writeStoredValue(browserSessionStorage, seenKey, '1');
    setOpen(false);
  };

  const handleLogOut = () => {
    writeStoredValue(browserSessionStorage, seenKey, '1');
    setOpen(false);
    runOnline(() => void logOut());
  };

  return (
    <>
      <Dialog opened={isOpen} onClose={handleIgnore} title={t('roleUpgrade.title')} centered>
        <Text>{t('roleUpgrade.message')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={handleIgnore}>
            {t('roleUpgrade.ignore')}
          </Button>
          <Button onClick={handleLogOut}>{t('roleUpgrade.logoutNow')}</Button>
        </Group>
      </Dialog>
      {offlineAlert}
    </>
  );
}
