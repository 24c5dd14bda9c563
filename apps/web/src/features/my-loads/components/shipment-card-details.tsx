import { useMemo } from 'react';
import { Alert, Box, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShipmentDetails } from '../../../components/loads/details/api/get-shipment-details';
import { LoadDetailsPanel } from '../../../components/loads/details/load-details-panel';
import { toShipmentDetailsView } from '../../../components/loads/details/load-details-view';

// What an expanded My Loads card shows (D2-2.27): the details panel of the shipment in the module of
// its list, fetched when the card opens, as the shipment's own page shows it.

export function ShipmentCardDetails({ shipmentId }: { shipmentId: string }) {
  const { t } = useTranslation();
  const query = useShipmentDetails(shipmentId);
  const shipment = query.data;
  const details = useMemo(() => (shipment ? toShipmentDetailsView(shipment) : null), [shipment]);

  if (query.isPending) {
    return (
      <Group p="md" gap="xs">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('loadCard.loadingDetails')}</Text>
      </Group>
    );
  }
  // A failed refresh keeps what was shown (D1-8.03); only a first load that failed offers Retry.
  if (query.isError && !details) {
    return (
      <Alert color="red" m="md" title={t('loadCard.detailsError')}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('loadCard.retry')}
        </Button>
      </Alert>
    );
  }
  if (!details) return <Text p="md">{t('loadCard.noLongerAvailable')}</Text>;
  return (
    <Box p="md" pt={0}>
      <LoadDetailsPanel details={details} />
    </Box>
  );
}
