import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../../lib/network';

/** The no-network banner (D1-8.01, D3-8.04, text key CHECK_NETWORK_MESSAGE). */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return null;

  return (
    <Alert color="red" variant="filled" radius={0} title={t('errors.offlineTitle')}>
      {t('errors.offlineMessage')}
    </Alert>
  );
}
