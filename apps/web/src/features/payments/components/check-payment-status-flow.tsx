import { Alert, Anchor, Button, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { useConfig } from '../../../lib/config-provider';
import { usePaymentTracker } from '../api/get-payment-tracker';
import { PaymentSteps } from './payment-steps';
import { PaymentTrackerDetails } from './payment-tracker-details';

// Check Payment Status (D2-2.34, D2-6.10, D2-6.12; issue 15 part 5, decision 047): a dialog with where
// the load's money is, as the payment tracker says, and the provider's own page from the configuration
// (links.paymentStatusUrl, D2-6.14). Nothing here changes the load: closing is all it does.

/** What the flow reads of a My Loads card. */
export type PaymentStatusShipment = { shipmentId: string; loadId: string | null };

type CheckPaymentStatusFlowProps = { shipment: PaymentStatusShipment; onClose: () => void };

function TrackerBody({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const query = usePaymentTracker(shipmentId);
  if (query.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" aria-hidden />
        <Text>{t('payments.checkStatus.loading')}</Text>
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" title={t('payments.checkStatus.loadError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('payments.checkStatus.retry')}
        </Button>
      </Alert>
    );
  if (!query.data) return <Text>{t('payments.checkStatus.notFound')}</Text>;
  return (
    <Stack gap="md">
      <PaymentSteps stage={query.data.stage} />
      <PaymentTrackerDetails tracker={query.data} />
    </Stack>
  );
}

export function CheckPaymentStatusFlow({ shipment, onClose }: CheckPaymentStatusFlowProps) {
  const { t } = useTranslation();
  const { paymentStatusUrl } = useConfig().links;
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('payments.checkStatus.title')}
      centered
      closeButtonProps={{ 'aria-label': t('payments.checkStatus.close') }}
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {t('payments.checkStatus.load', { loadId: shipment.loadId ?? shipment.shipmentId })}
        </Text>
        <TrackerBody shipmentId={shipment.shipmentId} />
        <Anchor href={paymentStatusUrl} target="_blank" rel="noopener noreferrer">
          {t('payments.checkStatus.providerLink')}
          <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
        </Anchor>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payments.checkStatus.close')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
