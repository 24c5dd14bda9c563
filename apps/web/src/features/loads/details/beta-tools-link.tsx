import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import { useOpenBetaTools } from './api/open-beta-tools';

/** Beta Tools (D1-2.28, D2-6.08): opens the external tool for this shipment in a new tab. */
export function BetaToolsLink({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const { toasts } = useConfig();
  const openBetaTools = useOpenBetaTools();

  const handleClick = () =>
    openBetaTools.mutate(shipmentId, {
      onError: () =>
        notifications.show({ color: 'red', message: t('errors.generic'), autoClose: toasts.apiErrorMs }),
    });

  return (
    <Button
      variant="subtle"
      size="compact-sm"
      loading={openBetaTools.isPending}
      onClick={handleClick}
      title={t('loadDetails.betaToolsHint')}
    >
      {t('loadDetails.betaTools')}
    </Button>
  );
}
