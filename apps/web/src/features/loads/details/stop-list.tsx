import { Box, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppointmentWindow } from '../components/load-card-dates';
import type { DetailStop } from './load-details-view';

// The right column of the panel (D1-2.30): the stops in sequence order, each with its place, address
// and appointment window on the stop's own clock.

const knownStopTypes = ['P', 'D', 'BorderCrossing', 'Relay'] as const;
type KnownStopType = (typeof knownStopTypes)[number];

function isKnownStopType(value: string): value is KnownStopType {
  return (knownStopTypes as readonly string[]).includes(value);
}

function StopItem({ stop }: { stop: DetailStop }) {
  const { t } = useTranslation();
  const type = isKnownStopType(stop.stopType) ? stop.stopType : 'other';
  const cityLine = [`${stop.city}, ${stop.state}`, stop.postalCode].filter(Boolean).join(' ');
  return (
    <Box component="li" mb="xs">
      <Text fw={600}>
        {t(`loadCard.stopTypes.${type}`)}
        {stop.locationName ? ` · ${stop.locationName}` : ''}
      </Text>
      {stop.addressLine1 && <Text size="sm">{stop.addressLine1}</Text>}
      {stop.addressLine2 && <Text size="sm">{stop.addressLine2}</Text>}
      <Text size="sm">{cityLine}</Text>
      {stop.appointmentFrom && (
        <Text size="sm" c="dimmed">
          <AppointmentWindow from={stop.appointmentFrom} to={stop.appointmentTo ?? stop.appointmentFrom} />
          {/* 'P' marks a pick-up appointment the shipper has not confirmed yet (D1-3.03). */}
          {stop.appointmentState === 'P' && ` · ${t('loadCard.unconfirmedAppointment')}`}
        </Text>
      )}
    </Box>
  );
}

/** The stops, already in sequence order. */
export function StopList({ stops }: { stops: readonly DetailStop[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('loadDetails.stopsLabel')}>
      <Title order={2} size="h5" mb="xs">
        {t('loadCard.stops')}
      </Title>
      <Box component="ol" m={0} pl="lg">
        {stops.map((stop) => (
          <StopItem key={stop.stopId} stop={stop} />
        ))}
      </Box>
    </Box>
  );
}
