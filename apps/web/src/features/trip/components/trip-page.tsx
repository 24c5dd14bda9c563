import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listOfBucket } from '@freight/domain/my-loads/lists';
import { hasTripStarted } from '@freight/domain/my-loads/card-buttons';
import { stopsLackingEquipmentId } from '@freight/domain/trip/required-trailer-information';
import { canUpdateStop, isStopLocked, isTripCompleted, openStopOf } from '@freight/domain/trip/stop-progress';
import { ContactUs } from '../../loads/details/contact-us';
import { StopReferences } from '../../references/components/stop-references';
import { paths } from '../../../config/paths';
import { useConfig } from '../../../lib/config-provider';
import { readNavigationState } from '../../../lib/navigation-state';
import { tripStateSchema } from '../../../lib/trip-navigation';
import { useTripShipment } from '../api/get-trip-shipment';
import type { TripShipment, TripShipmentStop } from '../api/trip-shipment-fields';
import { formStartOf, handOverOf, shownStops, toUpdatableStop, type StopHandover } from '../trip-view';
import { CompleteTripButton } from './complete-trip-button';
import { ConfirmStartDialog } from './confirm-start-dialog';
import { TrailerRequiredDialog } from './trailer-required-dialog';
import { TripMap, type TruckPosition } from './trip-map';
import { TripStopRow } from './trip-stop-row';
import { UpdateStopDialog, type SavedStopUpdate } from './update-stop-dialog';

// /app/myLoad/Execution/{shipmentId} (D2-2.07, load-execution.md sections 2 and 4): the trip screen.
// Breadcrumb My Loads > shipment id, Refresh and Contact Us; the stops by sequence as a list or on a
// map; Start Trip before the trip runs, Update Stop Information on the stops the rules leave open, and
// Complete Trip once every stop is done. Each stop has its satellite view (D2-2.25) and its references
// with Add Reference (D2-4.64, features/references); a saved update
// hands its answer to the next form of the same stop (D2-4.40); a managed-equipment trip whose completed
// stops lack their trailers says so when it opens and when Complete Trip is pressed (D2-4.61).

export type TripPageProps = {
  shipmentId: string;
  /** The GPS tracking indicator (features/tracking), composed by the app; nothing when left out. */
  trackingIndicator?: ReactNode;
  /** The truck's last known position, shown on the map with the stops; composed by the app. */
  truckPosition?: TruckPosition | null;
  /** What the app shows under the trip (the unassigned-driver alert of My Loads). */
  children?: ReactNode;
  /**
   * The saved view of the app opened without network (decision 062): the trip as last saved, every
   * action that needs the server disabled with the reason, and nothing that would ask the server.
   */
  isReadOnly?: boolean;
};

type View = 'list' | 'map';

// The satellite view comes in its own chunk, when a stop's view is first opened.
const SatelliteViewDialog = lazy(() =>
  import('./satellite-view-dialog').then((module) => ({ default: module.SatelliteViewDialog })),
);

export function TripPage({
  shipmentId,
  trackingIndicator,
  truckPosition = null,
  children,
  isReadOnly = false,
}: TripPageProps) {
  const { t } = useTranslation(['trip', 'web']);
  const module = readNavigationState(tripStateSchema, useLocation().state)?.module ?? null;
  const backHref = paths.app.myLoads.getHref(module ? listOfBucket[module] : undefined);
  const trip = useTripShipment(shipmentId);

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Box component="nav" aria-label={t('trip.breadcrumb')}>
          <Breadcrumbs>
            <Anchor component={Link} to={backHref}>
              {t('web:pages.myLoads')}
            </Anchor>
            <Text span aria-current="page">
              {shipmentId}
            </Text>
          </Breadcrumbs>
        </Box>
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>{t('trip.title', { shipmentId })}</Title>
          <Group gap="sm">
            {trackingIndicator}
            <Button
              variant="default"
              onClick={() => void trip.refetch()}
              loading={trip.isFetching}
              disabled={isReadOnly}
            >
              {t('trip.refresh')}
            </Button>
            {!isReadOnly && <ContactUs contactId={shipmentId} />}
          </Group>
        </Group>
        {trip.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('trip.loading')}</Text>
          </Group>
        ) : trip.isError ? (
          <Alert color="red" role="alert">
            {t('trip.loadFailed')}
          </Alert>
        ) : trip.data ? (
          <TripBody shipment={trip.data} truckPosition={truckPosition} isReadOnly={isReadOnly} />
        ) : (
          <Alert color="yellow" role="alert">
            {t('trip.notFound')}
          </Alert>
        )}
      </Stack>
      {children}
    </Container>
  );
}

function TripBody({
  shipment,
  truckPosition,
  isReadOnly,
}: {
  shipment: TripShipment;
  truckPosition: TruckPosition | null;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation(['trip', 'web']);
  const config = useConfig();
  const [view, setView] = useState<View>('list');
  const [isStarting, setStarting] = useState(false);
  const [updatingStopId, setUpdatingStopId] = useState<string | null>(null);
  const [satelliteStopId, setSatelliteStopId] = useState<string | null>(null);
  const [handover, setHandover] = useState<StopHandover | null>(null);

  const tripStops = shipment.stops.map(toUpdatableStop);
  const trip = {
    executionStatus: shipment.executionStatus,
    stops: tripStops,
    managedEquipment: shipment.managedEquipment,
  };
  const open = openStopOf(tripStops, shipment, config.trip);
  const lacking = stopsLackingEquipmentId(tripStops, shipment);
  // D2-4.61: asked when the screen opens on such a trip, and again from Complete Trip.
  const [isTrailerAsked, setTrailerAsked] = useState(() => lacking.length > 0);
  const stops = shownStops(shipment);
  const isStarted = hasTripStarted(shipment.executionStatus);
  const isCompleted = isTripCompleted(shipment.executionStatus);
  const canStart =
    !isStarted &&
    (shipment.shipmentState === 'DRIVER_ASSIGNMENT' ||
      shipment.shipmentState === 'PENDING_DRIVER_ASSIGNMENT');
  const updating = shipment.stops.find((stop) => stop.stopId === updatingStopId) ?? null;
  const formStart = updating ? formStartOf(updating, handover, shipment.version) : null;
  const satelliteStop = stops.find((stop) => stop.stopId === satelliteStopId) ?? null;
  const handleSaved = (saved: SavedStopUpdate) => setHandover(handOverOf(saved, shipment, config));

  const stateOf = (stop: TripShipmentStop) => {
    if (!isStarted) return 'notStarted' as const;
    if (isStopLocked(stop, tripStops, shipment, config.trip)) return 'locked' as const;
    if (open?.stopId === stop.stopId) return 'current' as const;
    return 'done' as const;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text>{t(`trip.status.${isCompleted ? 'completed' : isStarted ? 'running' : 'notStarted'}`)}</Text>
        <Group gap="sm">
          {canStart && (
            <Button onClick={() => setStarting(true)} disabled={isReadOnly}>
              {t('trip.startTrip')}
            </Button>
          )}
          <CompleteTripButton
            shipment={shipment}
            onTrailersMissing={() => setTrailerAsked(true)}
            isDisabled={isReadOnly}
          />
        </Group>
      </Group>
      {isReadOnly && (
        <Text size="sm" fw={500}>
          {t('web:offlineApp.needsNetwork')}
        </Text>
      )}
      <SegmentedControl
        aria-label={t('trip.views')}
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'list', label: t('trip.list') },
          { value: 'map', label: t('trip.map') },
        ]}
        w="fit-content"
      />
      {view === 'map' ? (
        <TripMap stops={stops} truckPosition={truckPosition} />
      ) : (
        <Stack component="ol" gap="sm" aria-label={t('trip.stops')} style={{ listStyle: 'none', padding: 0 }}>
          {stops.map((stop, index) => (
            <TripStopRow
              key={stop.stopId}
              stop={stop}
              index={index}
              count={stops.length}
              isDrayRoute={shipment.isDrayRoute}
              state={stateOf(stop)}
              canUpdate={!isReadOnly && isStarted && canUpdateStop(stop, trip, config.trip)}
              onUpdate={() => setUpdatingStopId(stop.stopId)}
              onSatelliteView={() => setSatelliteStopId(stop.stopId)}
              references={isReadOnly ? null : <StopReferences shipmentId={shipment.shipmentId} stop={stop} />}
            />
          ))}
        </Stack>
      )}
      <ConfirmStartDialog opened={isStarting} shipment={shipment} onClose={() => setStarting(false)} />
      <UpdateStopDialog
        shipment={shipment}
        stop={formStart?.stop ?? null}
        equipmentAnswer={formStart?.equipmentAnswer ?? null}
        onSaved={handleSaved}
        onClose={() => setUpdatingStopId(null)}
      />
      {satelliteStop && (
        <Suspense fallback={null}>
          <SatelliteViewDialog stop={satelliteStop} onClose={() => setSatelliteStopId(null)} />
        </Suspense>
      )}
      <TrailerRequiredDialog
        opened={isTrailerAsked}
        lacking={lacking}
        stops={shipment.stops}
        onUpdate={(stopId) => {
          setTrailerAsked(false);
          setUpdatingStopId(stopId);
        }}
        onClose={() => setTrailerAsked(false)}
      />
    </Stack>
  );
}
