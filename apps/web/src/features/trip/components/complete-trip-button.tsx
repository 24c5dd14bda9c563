import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { stopsLackingEquipmentId } from '@freight/domain/trip/required-trailer-information';
import { isTripCompleted, isTripFullyComplete } from '@freight/domain/trip/stop-progress';
import { useNetworkGuard } from '../../../components/ui/network-guard';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-provider';
import { useCompleteTrip } from '../api/trip-mutations';
import type { TripShipment } from '../api/trip-shipment-fields';
import { tripShipmentQueryKey } from '../query-keys';
import { toUpdatableStop } from '../trip-view';

// Complete Trip (D2-4.38, D2-4.39): offered once the last stop has a departure and no stop holds an
// invalid trailer, on a trip not yet complete. Completing says the completion message; the load moves
// to Delivered Needs Paperwork, so the My Loads lists and counts are fetched again. A stop lacking its
// equipment id on a managed-equipment trip (D2-4.61) opens the required trailer information dialog
// instead: before sending when the screen knows it, or once a refusal has read the shipment again.
// Offline, or when the call does not reach the server, the network alert shows (D2-8.14).

type CompleteTripButtonProps = {
  shipment: TripShipment;
  /** Opens the required trailer information dialog (D2-4.61). */
  onTrailersMissing: () => void;
  /** The saved view without network (decision 062): shown, not pressable. */
  isDisabled?: boolean;
};

const lacksEquipmentId = (shipment: TripShipment) =>
  stopsLackingEquipmentId(shipment.stops.map(toUpdatableStop), shipment).length > 0;

export function CompleteTripButton({
  shipment,
  onTrailersMissing,
  isDisabled = false,
}: CompleteTripButtonProps) {
  const { t } = useTranslation('trip');
  const config = useConfig();
  const complete = useCompleteTrip();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { runOnline, openOfflineAlert, offlineAlert } = useNetworkGuard();
  const stops = shipment.stops.map(toUpdatableStop);
  const isOffered =
    !isTripCompleted(shipment.executionStatus) &&
    shipment.executionStatus !== null &&
    isTripFullyComplete(stops, shipment, config.trip);
  if (!isOffered && !failure) return null;

  // The screen's copy may be older than the server's (another device, a source system): a refusal
  // reads the shipment again, and the dialog says which trailers are missing if that is why.
  const checkAgain = async () => {
    const queryKey = tripShipmentQueryKey(shipment.shipmentId);
    await queryClient.refetchQueries({ queryKey, exact: true });
    const fresh = queryClient.getQueryData<TripShipment | null>(queryKey);
    if (fresh && lacksEquipmentId(fresh)) onTrailersMissing();
  };

  const handleComplete = () => {
    setFailure(null);
    if (lacksEquipmentId(shipment)) {
      onTrailersMissing();
      return;
    }
    complete.mutate(
      { shipmentId: shipment.shipmentId, version: shipment.version },
      {
        onSuccess: (result) => {
          if (result.status !== 'OK') {
            setFailure(result.message || t('trip.completeFailed'));
            void checkAgain();
            return;
          }
          notifications.show({
            color: 'green',
            message: t('trip.completed', { loadId: shipment.loadId ?? shipment.shipmentId }),
            autoClose: config.toasts.startTripStatusMs,
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'NETWORK_ERROR') openOfflineAlert();
          else
            setFailure(
              error instanceof ApiError && error.code === 'CONFLICT'
                ? t('trip.stale')
                : t('trip.completeFailed'),
            );
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      {isOffered && (
        <Button
          color="green"
          onClick={() => runOnline(handleComplete)}
          loading={complete.isPending}
          disabled={isDisabled}
        >
          {t('trip.completeTrip')}
        </Button>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {offlineAlert}
    </Stack>
  );
}
