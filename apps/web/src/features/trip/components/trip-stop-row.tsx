import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { etaOf, stopTimeLabels } from '@freight/domain/trip/stop-progress';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { TripShipmentStop } from '../api/trip-shipment-fields';
import {
  formatStopTime,
  pointerOf,
  toUpdatableStop,
  trailerOf,
  zoneOfStop,
  type StopPointer,
} from '../trip-view';

// One stop of the trip (D2-2.07): its pointer icon, activity, appointment, ETA (D2-4.37), arrival and
// departure (labels of D2-4.36), trailers in and out, the chassis line, and Update Stop Information,
// disabled on a locked stop or a completed trip (D2-4.33, D2-4.34), and its satellite view (D2-2.25).
// Times read on the stop's clock.

export type StopRowState = 'notStarted' | 'current' | 'done' | 'locked';

const pointerColor: Record<StopPointer, string> = {
  origin: 'var(--mantine-color-green-7)',
  intermediate: 'var(--mantine-color-gray-6)',
  destination: 'var(--mantine-color-red-7)',
};

function PointerIcon({ pointer }: { pointer: StopPointer }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden focusable={false}>
      <path
        d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z"
        fill={pointer === 'intermediate' ? 'none' : pointerColor[pointer]}
        stroke={pointerColor[pointer]}
        strokeWidth={2}
      />
      <circle cx="12" cy="10" r="2.5" fill="white" />
    </svg>
  );
}

type TripStopRowProps = {
  stop: TripShipmentStop;
  index: number;
  count: number;
  isDrayRoute: boolean;
  state: StopRowState;
  canUpdate: boolean;
  onUpdate: () => void;
  /** Opens the satellite view of the stop (D2-2.25). */
  onSatelliteView: () => void;
  /** The stop's references and Add Reference (features/references, D2-4.64), composed by the page. */
  references?: ReactNode;
};

export function TripStopRow({
  stop,
  index,
  count,
  isDrayRoute,
  state,
  canUpdate,
  onUpdate,
  onSatelliteView,
  references,
}: TripStopRowProps) {
  const { t } = useTranslation(['trip', 'web', 'messages']);
  const config = useConfig();
  const locale = useFormatLocale();
  const zone = zoneOfStop(stop, config);
  const time = (value: string | null | undefined) =>
    formatStopTime(value, zone, locale) ?? t('trip.notKnown');
  const labels = stopTimeLabels(stop);
  const pointer = pointerOf(index, count);
  const activity = t(`trip.activity.${stop.stopType}`);
  const place = [stop.locationName, `${stop.city}, ${stop.state}`].filter(Boolean).join(' – ');
  const trailerIn = trailerOf(stop, 'TRAILER_IN');
  const trailerOut = trailerOf(stop, 'TRAILER_OUT');
  const chassis = trailerOut?.chassisNumber ?? trailerIn?.chassisNumber ?? null;
  const appointment = stop.appointmentFrom
    ? [
        time(stop.appointmentFrom),
        stop.appointmentTo && stop.appointmentTo !== stop.appointmentFrom ? time(stop.appointmentTo) : null,
      ]
        .filter(Boolean)
        .join(' – ')
    : t('trip.notKnown');
  const headingId = `trip-stop-${stop.stopId}`;

  const fact = (label: string, value: string, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );

  return (
    <Paper component="li" withBorder p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <PointerIcon pointer={pointer} />
            <Text size="sm" fw={600}>
              {t(`trip.pointer.${pointer}`)}
            </Text>
            <Title order={2} size="h4" id={headingId}>
              {t('trip.stopHeading', { sequence: stop.sequenceNo, activity, place })}
            </Title>
          </Group>
          {state === 'locked' && <Badge color="gray.7">{t('trip.locked')}</Badge>}
          {state === 'current' && <Badge color="blue.8">{t('trip.current')}</Badge>}
          {state === 'done' && <Badge color="teal.9">{t('trip.done')}</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {fact(t('trip.appointment'), appointment)}
          {fact(t('trip.eta'), time(etaOf(toUpdatableStop(stop))), 'eta')}
          {fact(t(`trip.${labels.arrival}`), time(stop.actualArrival))}
          {fact(t(`trip.${labels.departure}`), time(stop.actualDeparture))}
          {trailerIn && fact(t('trip.trailerIn'), trailerIn.equipmentId || t('trip.notKnown'))}
          {trailerOut && fact(t('trip.trailerOut'), trailerOut.equipmentId || t('trip.notKnown'))}
          {(isDrayRoute || chassis) && fact(t('trip.chassis'), chassis || t('trip.notKnown'))}
        </SimpleGrid>
        {stop.lateArrivalReason && (
          <Text size="sm">
            {t('trip.lateReasonShown', {
              reason: t(`messages:trip.lateReasons.${stop.lateArrivalReason}`, {
                defaultValue: stop.lateArrivalReason,
              }),
            })}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            onClick={onUpdate}
            disabled={!canUpdate}
            aria-label={t('trip.updateStopOf', { sequence: stop.sequenceNo })}
          >
            {t('trip.updateStop')}
          </Button>
          <Button
            variant="subtle"
            onClick={onSatelliteView}
            aria-label={t('trip.satellite.openOf', { sequence: stop.sequenceNo })}
          >
            {t('trip.satellite.open')}
          </Button>
        </Group>
        {references}
      </Stack>
    </Paper>
  );
}
