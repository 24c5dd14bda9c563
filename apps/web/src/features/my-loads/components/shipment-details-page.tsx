import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatWeight, roundDistance } from '@freight/domain/load-format';
import { AppointmentWindow } from '../../loads/components/load-card-dates';
import { useShipmentDetails, type ShipmentDetails } from '../../loads/details/api/get-shipment-details';
import { LoadDetailsPanel } from '../../loads/details/load-details-panel';
import { toShipmentDetailsView } from '../../loads/details/load-details-view';
import { PageLoader } from '../../../components/ui/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useFormatLocale } from '../../../lib/format-locale';
import { useTrailerTypeLabel } from '../../../lib/trailer-type-label';
import { AssignMyself } from './assign-myself';

// One shipment of My Loads, /app/MyLoad/shipment/:shipmentId: what it is (load, lane, dates,
// distance, weight, trailer), Assign Myself for an owner-operator's booking left without a driver, and
// its details panel in the module of its My Loads list. A shipment the caller may not see reads as
// not found (D3-8.20), with OK going back.

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Box>
  );
}

function ShipmentSummary({ shipment }: { shipment: ShipmentDetails }) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const trailerLabel = useTrailerTypeLabel();
  const stops = [...shipment.stops].sort((a, b) => a.sequenceNo - b.sequenceNo);
  const origin = stops[0];
  const destination = stops.length > 1 ? stops.at(-1) : undefined;
  const place = (stop: (typeof stops)[number]) => t('loadCard.place', { city: stop.city, state: stop.state });
  const appointment = (stop: (typeof stops)[number] | undefined) =>
    stop?.appointmentFrom ? (
      <AppointmentWindow from={stop.appointmentFrom} to={stop.appointmentTo ?? stop.appointmentFrom} />
    ) : (
      '–'
    );
  return (
    <Box component="section" aria-label={t('loadDetails.shipment.summary')}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="xs" m={0}>
        <Fact label={t('loadDetails.shipment.route')}>
          {[origin, destination]
            .filter((stop) => stop !== undefined)
            .map(place)
            .join(' → ')}
        </Fact>
        <Fact label={t('loadDetails.shipment.pickUp')}>{appointment(origin)}</Fact>
        <Fact label={t('loadDetails.shipment.delivery')}>{appointment(destination)}</Fact>
        <Fact label={t('loadDetails.shipment.distance')}>
          {t('loadCard.miles', { count: roundDistance(shipment.totalDistance) })}
        </Fact>
        <Fact label={t('loadDetails.shipment.weight')}>
          {t('loadCard.weight', {
            weight: formatWeight(shipment.totalWeight, locale),
            unit: shipment.weightUOM,
          })}
        </Fact>
        <Fact label={t('loadDetails.shipment.trailer')}>{trailerLabel(shipment.transportMode)}</Fact>
      </SimpleGrid>
    </Box>
  );
}

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a link outside the app there is nowhere to go back to: My Loads instead.
  const handleOk = () =>
    location.key === 'default' ? void navigate(paths.app.myLoads.getHref()) : void navigate(-1);
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Title order={1}>{t('loadDetails.shipment.notFoundTitle')}</Title>
      <Text>{t('loadDetails.shipment.notFound')}</Text>
      <Button onClick={handleOk}>{t('loadDetails.shipment.ok')}</Button>
    </Stack>
  );
}

export function ShipmentDetailsPage() {
  const { t } = useTranslation();
  const { shipmentId = '' } = useParams();
  const query = useShipmentDetails(shipmentId);
  const shipment = query.data;
  const details = useMemo(() => (shipment ? toShipmentDetailsView(shipment) : null), [shipment]);

  if (query.isPending) return <PageLoader />;
  // NOT_FOUND reads like an empty answer; any other failure can be retried.
  const isNotFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  // A failed refresh keeps what was shown (D1-8.03); only a first load that failed offers Retry.
  if (query.isError && !isNotFound && !details) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" title={t('loadDetails.shipment.loadError')}>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {t('loadDetails.shipment.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!shipment || !details) {
    return (
      <Container size="sm">
        <NotFound />
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          {shipment.loadId
            ? t('loadDetails.shipment.title', { loadId: shipment.loadId })
            : t('loadDetails.shipment.titleWithoutLoad', { shipmentId: shipment.shipmentId })}
        </Title>
        <ShipmentSummary shipment={shipment} />
        <AssignMyself shipment={shipment} isOffered={shipment.canAssignSelf} />
        <LoadDetailsPanel details={details} />
      </Stack>
    </Container>
  );
}
