import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isTripCompleted, isTripFullyComplete } from '@freight/domain/trip/stop-progress';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useCompleteTrip } from '../api/trip-mutations';
import type { TripShipment } from '../api/trip-shipment-fields';
import { toUpdatableStop } from '../trip-view';

// Complete Trip (D2-4.38, D2-4.39): offered once the last stop has a departure and no stop holds an
// invalid trailer, on a trip not yet complete. Completing says the completion message; the load moves
// to Delivered Needs Paperwork, so the My Loads lists and counts are fetched again.

export function CompleteTripButton({ shipment }: { shipment: TripShipment }) {
  const { t } = useTranslation();
  const config = useConfig();
  const complete = useCompleteTrip();
  const [failure, setFailure] = useState<string | null>(null);
  const stops = shipment.stops.map(toUpdatableStop);
  const isOffered =
    !isTripCompleted(shipment.executionStatus) &&
    shipment.executionStatus !== null &&
    isTripFullyComplete(stops, shipment, config.trip);
  if (!isOffered && !failure) return null;

  const handleComplete = () => {
    setFailure(null);
    complete.mutate(
      { shipmentId: shipment.shipmentId, version: shipment.version },
      {
        onSuccess: (result) => {
          if (result.status !== 'OK') {
            setFailure(result.message || t('trip.completeFailed'));
            return;
          }
          notifications.show({
            closeButtonProps: { 'aria-label': t('trip.update.close') },
            color: 'green',
            message: t('trip.completed', { loadId: shipment.loadId ?? shipment.shipmentId }),
            autoClose: config.toasts.startTripStatusMs,
          });
        },
        onError: (error) =>
          setFailure(
            error instanceof ApiError && error.code === 'CONFLICT'
              ? t('trip.stale')
              : t('trip.completeFailed'),
          ),
      },
    );
  };

  return (
    <Stack gap="xs">
      {isOffered && (
        <Button color="green" onClick={handleComplete} loading={complete.isPending}>
          {t('trip.completeTrip')}
        </Button>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
