import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config-provider';
import { isStandalone } from '../../lib/display-mode';
import {
  hasCancelledInstall,
  promptInstall,
  rememberInstallCancelled,
  useCanInstall,
} from '../../lib/install-prompt';

/**
 * A mobile-web visitor is asked to install the app: Install Now / Cancel (D3-2.30). Mobile web is a
 * browser tab narrower than `app.minBrowserWidthPx` (the phone layout), the app not already installed,
 * and the browser offering the install. Install Now opens the browser's own dialog; Cancel is
 * remembered on this device. The browser offers it once the page has loaded: the prompt comes after
 * the page and stays at the bottom of the window (sticky), so that it moves none of what the phone
 * already shows (a layout shift of a sixth of the screen above the page; decision 053).
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const { minBrowserWidthPx } = useConfig().app;
  const isPhone = useMediaQuery(`(max-width: ${minBrowserWidthPx - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const canInstall = useCanInstall();
  const [isCancelled, setCancelled] = useState(hasCancelledInstall);
  if (!isPhone || !canInstall || isCancelled || isStandalone()) return null;

  const handleCancel = () => {
    rememberInstallCancelled();
    setCancelled(true);
  };
  const handleInstall = async () => {
    // The browser's own dialog answers; refusing it there is a Cancel too.
    if ((await promptInstall()) === 'dismissed') handleCancel();
  };

  return (
    <Paper
      component="section"
      aria-labelledby="install-prompt-title"
      radius={0}
      p="sm"
      withBorder
      shadow="md"
      pos="sticky"
      bottom={0}
      style={{ zIndex: 'var(--mantine-z-index-app)' }}
    >
      <Text id="install-prompt-title" fw={700}>
        {t('installApp.title')}
      </Text>
      <Text size="sm">{t('installApp.message')}</Text>
      <Group gap="sm" mt="xs">
        <Button size="xs" onClick={() => void handleInstall()}>
          {t('installApp.installNow')}
        </Button>
        <Button size="xs" variant="default" onClick={handleCancel}>
          {t('installApp.cancel')}
        </Button>
      </Group>
    </Paper>
  );
}
