import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config-provider';

/**
 * Narrower than `app.minBrowserWidthPx` (768): the resolution-incompatible banner (D1-2.14, D3-2.22).
 * A line of small print under its title: on a phone it must not be the largest thing the page paints
 * (the page's largest contentful paint would then be this notice, not the page; decision 053).
 */
export function ResolutionBanner() {
  const { t } = useTranslation();
  const { minBrowserWidthPx } = useConfig().app;
  const isTooNarrow = useMediaQuery(`(max-width: ${minBrowserWidthPx - 0.02}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [isDismissed, setDismissed] = useState(false);
  if (!isTooNarrow || isDismissed) return null;

  return (
    <Alert
      color="yellow"
      radius={0}
      py={6}
      // Mantine's yellow title on the light yellow ground is below 4.5:1; the text's colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={t('banners.resolutionTitle')}
      withCloseButton
      closeButtonLabel={t('banners.dismiss')}
      onClose={() => setDismissed(true)}
    >
      <Text size="xs">{t('banners.resolutionMessage', { width: minBrowserWidthPx })}</Text>
    </Alert>
  );
}
