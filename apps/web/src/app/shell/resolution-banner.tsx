import { useState } from 'react';
import { Alert } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config-provider';

/** Narrower than `app.minBrowserWidthPx` (768): the resolution-incompatible banner (D1-2.14, D3-2.22). */
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
      title={t('banners.resolutionTitle')}
      withCloseButton
      closeButtonLabel={t('banners.dismiss')}
      onClose={() => setDismissed(true)}
    >
      {t('banners.resolutionMessage', { width: minBrowserWidthPx })}
    </Alert>
  );
}
