import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { SearchPlace } from '@freight/domain/search/criteria';
import { defaultStartTime } from '@freight/domain/trip/default-start-time';
import { checkTripStart } from '@freight/domain/trip/start-trip-rules';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import { formatInZone } from '@freight/domain/zoned-dates';
import { Dialog } from '../../../components/ui/dialog';
import type { LocationSuggestion } from '../../location/api/search-locations';
import { isChosenPlace, LocationField, toPlace } from '../../location/components/location-field';
import { UseMyLocationButton } from '../../location/components/use-my-location-button';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useConfirmStart } from '../api/trip-mutations';
import type { TripShipment } from '../api/trip-shipment-fields';
import { fromWallClockInput, toWallClockInput } from '../trip-view';

// The Confirm Start dialog (D2-4.23 to D2-4.30, D2-8.07): where the trip starts, from the city
// typeahead, and when, proposed by D2-4.30 in 5-minute steps on the clock of the chosen city (the
// device's until one is chosen). Confirm waits for both and for a confirmed assignment; the server's
// refusal is shown as it words it (an active trip elsewhere: "You have an active trip, Shipment #…"),
// and a pending assignment just closes the dialog (D2-4.29).

type ConfirmStartDialogProps = { opened: boolean; shipment: TripShipment; onClose: () => void };

export function ConfirmStartDialog({ opened, shipment, onClose }: ConfirmStartDialogProps) {
  const { t } = useTranslation(['trip', 'web', 'messages']);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('trip.start.title')}
      closeButtonProps={{ 'aria-label': t('trip.start.close') }}
      centered
    >
      {opened && <ConfirmStartForm shipment={shipment} onClose={onClose} />}
    </Dialog>
  );
}

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The pickup appointment the default start time reads (D2-4.30): the first pickup's. */
function pickupAppointmentOf(shipment: TripShipment): string | null {
  const pickup = [...shipment.stops]
    .sort((a, b) => a.sequenceNo - b.sequenceNo)
    .find((stop) => stop.stopType === 'P');
  return pickup?.appointmentFrom ?? null;
}

function ConfirmStartForm({ shipment, onClose }: Omit<ConfirmStartDialogProps, 'opened'>) {
  const { t } = useTranslation(['trip', 'web', 'messages']);
  const config = useConfig();
  const confirm = useConfirmStart();
  const [place, setPlace] = useState<SearchPlace | null>(null);
  const [suggestion, setSuggestion] = useState<LocationSuggestion | null>(null);
  const [startAt, setStartAt] = useState<number | null>(() =>
    defaultStartTime(pickupAppointmentOf(shipment), Date.now(), config.trip),
  );
  const [failure, setFailure] = useState<string | null>(null);
  // Without network Confirm shows the network alert; the city and time stay as chosen.
  const { runOnline, openOfflineAlert, offlineAlert } = useNetworkGuard();
  const zone = suggestion?.timeZone || deviceZone();
  const startDateTime = startAt === null ? null : formatInZone(new Date(startAt), zone);
  const issues = checkTripStart(shipment, null, {
    city: place?.city ?? '',
    isCityChosen: isChosenPlace(place) && suggestion !== null,
    startDateTime,
  });
  const blocking = issues.find(
    (issue) => issue.code === 'ALREADY_STARTED' || issue.code === 'ASSIGNMENT_PENDING',
  );
  const isCityTyped = (place?.city ?? '').trim() !== '';
  const cityIssue = isCityTyped ? issues.find((issue) => issue.field === 'city') : undefined;

  const handleConfirm = () => {
    if (issues.length > 0 || !suggestion || !startDateTime) return;
    setFailure(null);
    runOnline(() => sendConfirm(suggestion, startDateTime));
  };

  const sendConfirm = (suggestion: LocationSuggestion, startDateTime: string) => {
    confirm.mutate(
      {
        shipmentId: shipment.shipmentId,
        city: suggestion.cityName,
        state: suggestion.state,
        country: suggestion.country,
        latitude: suggestion.coordinates.lat,
        longitude: suggestion.coordinates.lng,
        timeZone: suggestion.timeZone,
        startDateTime,
        gpsTrackingStatus: gpsTrackingStatus.started,
        version: shipment.version,
      },
      {
        onSuccess: (result) => {
          if (result.status === 'REJECTED') {
            setFailure(result.message || t('trip.start.failed'));
            return;
          }
          notifications.show({
            color: result.status === 'OK' ? 'green' : 'yellow',
            message:
              result.status === 'OK' ? t('trip.start.started') : result.message || t('trip.start.pending'),
            autoClose: config.toasts.startTripStatusMs,
          });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'NETWORK_ERROR') openOfflineAlert();
          else if (error instanceof ApiError && error.code === 'CONFLICT') setFailure(t('trip.stale'));
          else if (error instanceof ApiError && error.code === 'BAD_USER_INPUT' && error.message.trim())
            setFailure(error.message);
          else setFailure(t('trip.start.failed'));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text>{t('trip.start.intro')}</Text>
      {blocking && (
        <Alert color="yellow" role="alert">
          {t(`messages:trip.startIssues.${blocking.code}`)}
        </Alert>
      )}
      <LocationField
        label={t('trip.start.city')}
        value={place}
        onChange={(next, chosen) => {
          setPlace(next);
          setSuggestion(chosen ?? null);
        }}
        error={cityIssue ? t('messages:trip.startIssues.CITY_ERROR') : undefined}
      />
      <UseMyLocationButton
        onFound={(found) => {
          setPlace(toPlace(found));
          setSuggestion(found);
        }}
      />
      <TextInput
        type="datetime-local"
        label={t('trip.start.time')}
        description={t('trip.start.timeHint', { zone })}
        required
        step={config.trip.timePickerStepMinutes * 60}
        value={toWallClockInput(startAt, zone)}
        onChange={(event) =>
          setStartAt(fromWallClockInput(event.currentTarget.value, zone)?.getTime() ?? null)
        }
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('trip.start.cancel')}
        </Button>
        <Button onClick={handleConfirm} disabled={issues.length > 0} loading={confirm.isPending}>
          {t('trip.start.confirm')}
        </Button>
      </Group>
      {offlineAlert}
    </Stack>
  );
}
