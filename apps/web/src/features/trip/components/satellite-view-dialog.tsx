import { useMemo } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { LazyLoadMap } from '../../../components/ui/map/lazy-load-map';
import { createSatelliteStyle } from '../../../components/ui/map/satellite-style';
import { useConfig } from '../../../lib/config-provider';
import { useFormatLocale } from '../../../lib/format-locale';
import type { TripShipmentStop } from '../api/trip-shipment-fields';

// The satellite view of a stop (D2-2.25): a modal titled with the stop's location name and address,
// the stop on a map centred on it at a close zoom. With imagery configured (config.map
// satelliteStyleUrl) the map draws it; without (the default: nothing reaches this app offline) it is
// the app's map at the stop, and the modal says so. Either way it gives the coordinates, written with
// Intl in the user's locale, and links to the device's maps app (geo:) and to a web map.

export function hasUsableLocation(stop: Pick<TripShipmentStop, 'latitude' | 'longitude'>): boolean {
  const { latitude, longitude } = stop;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

/** The stop's name and address as one line: the modal's title. */
export function stopAddressOf(stop: TripShipmentStop): { name: string; address: string } {
  const cityLine = [stop.city, [stop.state, stop.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const address = [stop.addressLine1, cityLine].filter(Boolean).join(', ');
  return { name: stop.locationName?.trim() || cityLine, address };
}

type SatelliteViewDialogProps = { stop: TripShipmentStop | null; onClose: () => void };

export function SatelliteViewDialog({ stop, onClose }: SatelliteViewDialogProps) {
  const { t } = useTranslation('trip');
  const place = stop ? stopAddressOf(stop) : null;
  return (
    <Dialog
      opened={stop !== null}
      onClose={onClose}
      title={
        place && (
          <>
            {place.name}
            {place.address && place.address !== place.name && (
              <Text span display="block" size="sm" c="dimmed">
                {place.address}
              </Text>
            )}
          </>
        )
      }
      closeButtonProps={{ 'aria-label': t('trip.satellite.close') }}
      size="xl"
      centered
    >
      {stop && <SatelliteView stop={stop} />}
    </Dialog>
  );
}

function SatelliteView({ stop }: { stop: TripShipmentStop }) {
  const { t } = useTranslation('trip');
  const config = useConfig();
  const locale = useFormatLocale();
  const { satelliteStyleUrl, satelliteAttribution, satelliteZoom } = config.map;
  // The same object between renders: a new style would build the map again.
  const imagery = useMemo(
    () =>
      createSatelliteStyle({
        url: satelliteStyleUrl,
        attribution: satelliteAttribution,
        maxZoom: satelliteZoom,
      }),
    [satelliteStyleUrl, satelliteAttribution, satelliteZoom],
  );
  if (!hasUsableLocation(stop)) {
    return <Text role="status">{t('trip.satellite.noLocation')}</Text>;
  }

  const { latitude, longitude } = stop;
  const degrees = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'degree',
    unitDisplay: 'narrow',
    minimumFractionDigits: 5,
    maximumFractionDigits: 5,
  });
  const label = stopAddressOf(stop).name;
  // RFC 5870 geo: URI (Android and most desktop map apps), with the name as the place's label.
  const geoHref = `geo:${latitude},${longitude}?q=${latitude},${longitude}(${encodeURIComponent(label)})`;
  const webHref = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${satelliteZoom}/${latitude}/${longitude}`;
  const point = [{ id: stop.stopId, latitude, longitude }];
  const sequence = stop.sequenceNo;

  return (
    <Stack gap="md">
      {!imagery && (
        <Alert color="blue" role="note">
          {t('trip.satellite.notConfigured')}
        </Alert>
      )}
      <LazyLoadMap
        points={[]}
        route={point}
        maxZoom={satelliteZoom}
        showDelayMs={0}
        height={360}
        ariaLabel={t(imagery ? 'trip.satellite.imageryLabel' : 'trip.satellite.mapLabel', { sequence })}
        onSelectPoints={() => undefined}
        {...(imagery ? { mapStyle: imagery } : {})}
        fallback={<Text size="sm">{t('trip.satellite.mapUnavailable')}</Text>}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('trip.satellite.coordinates')}
        </Text>
        <Text size="sm" data-testid="coordinates">
          {t('trip.satellite.latitude')} {degrees.format(latitude)} · {t('trip.satellite.longitude')}{' '}
          {degrees.format(longitude)}
        </Text>
      </Stack>
      <Group gap="lg">
        <Anchor href={geoHref}>{t('trip.satellite.openInMapsApp')}</Anchor>
        <Anchor href={webHref} target="_blank" rel="noopener noreferrer">
          {t('trip.satellite.openOnWeb')}
        </Anchor>
      </Group>
    </Stack>
  );
}
