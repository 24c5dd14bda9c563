import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/ui/dialog';
import { useConfig } from '../lib/config-provider';
import { applyUpdate, useIsUpdateWaiting } from '../lib/service-worker';
import { isUpdateForced } from '../lib/version';

/**
 * A new version is installed and waiting: Update now or Ignore (D1-2.31, D3-2.21). Forced, without
 * Ignore, when the installed version is below the configured minimum supported one (D3-4.58).
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { minSupportedVersion } = useConfig().app;
  const isWaiting = useIsUpdateWaiting();
  const [isIgnored, setIgnored] = useState(false);
  const isForced = isUpdateForced(minSupportedVersion);
  const isOpen = isForced || (isWaiting && !isIgnored);

  return (
    <Dialog
      opened={isOpen}
      onClose={() => !isForced && setIgnored(true)}
      withCloseButton={!isForced}
      closeOnClickOutside={!isForced}
      closeOnEscape={!isForced}
      title={t('update.title')}
      centered
    >
      <Text>{isForced ? t('update.forcedMessage') : t('update.message')}</Text>
      <Group justify="flex-end" mt="md">
        {!isForced && (
          <Button variant="default" onClick={() => setIgnored(true)}>
            {t('update.ignore')}
          </Button>
        )}
        <Button onClick={applyUpdate}>{t('update.updateNow')}</Button>
      </Group>
    </Dialog>
  );
}
