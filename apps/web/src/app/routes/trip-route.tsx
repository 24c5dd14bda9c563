import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatInZone } from '@freight/domain/zoned-dates';
import { useConfig } from '../../lib/config-provider';
import { UnassignedDriverAlert } from '../../features/my-loads/components/unassigned-driver-alert';
import { useLastTruckPosition } from '../../features/tracking/api/get-last-truck-position';
import { TrackingIndicator } from '../../features/tracking/components/tracking-indicator';
import type { RecordedStopTime } from '../../features/tracking/trip-tracker';
import { useTripTracking } from '../../features/tracking/use-trip-tracking';
import { useTripShipment } from '../../features/trip/api/get-trip-shipment';
import { useUpdateStop } from '../../features/trip/api/trip-mutations';
import { TripPage } from '../../features/trip/components/trip-page';
import { formatStopTime, zoneOfStop } from '../../features/trip/trip-view';

// /app/myLoad/Execution/{shipmentId} (D2-2.07): the trip screen, with what other features add to it
// composed here: the unassigned-driver alert of My Loads, GPS tracking's indicator (D2-4.49..D2-4.58)
// and the truck's last known position on the map. A time the geofences record is saved as the
// driver's own update would be; when the stop needs more than a time (trailers, the equipment
// answer), the driver is told the time to enter.
export function TripRoute() {
  const { t, i18n } = useTranslation('trip');
  const config = useConfig();
  const { shipmentId = '' } = useParams();
  const trip = useTripShipment(shipmentId);
  const updateStop = useUpdateStop();
  const truck = useLastTruckPosition(shipmentId, Boolean(trip.data?.executionStatus));

  const recordStopTime = (recorded: RecordedStopTime) => {
    const shipment = trip.data;
    const stop = shipment?.stops.find((candidate) => candidate.stopId === recorded.stopId);
    if (!shipment || !stop) return;
    const zone = zoneOfStop(stop, config);
    const at = formatInZone(new Date(recorded.at), zone);
    const isArrival = recorded.type === 'arrivalRecorded';
    const tell = (message: string) =>
      notifications.show({
        color: 'yellow',
        message: t(isArrival ? 'trip.fence.arrivalToEnter' : 'trip.fence.departureToEnter', {
          time: formatStopTime(new Date(recorded.at).toISOString(), zone, i18n.language),
          reason: message,
        }),
      });
    updateStop.mutate(
      {
        shipmentId,
        stopId: stop.stopId,
        version: shipment.version,
        ...(isArrival ? { actualArrivalDateTime: at } : { actualDepartureDateTime: at }),
      },
      {
        onSuccess: (result) => {
          if (result.status !== 'OK') tell(result.message);
        },
        onError: (error) => tell(error instanceof Error ? error.message : ''),
      },
    );
  };
  const tracking = useTripTracking(trip.data, {
    onStopTime: recordStopTime,
    onEnded: () => void trip.refetch(),
  });
  const showIndicator = tracking.isOn || tracking.ended !== null || tracking.problem !== null;

  return (
    <TripPage
      shipmentId={shipmentId}
      trackingIndicator={
        showIndicator ? (
          <TrackingIndicator
            shipmentId={shipmentId}
            tracking={tracking}
            onTrackingEnded={() => void trip.refetch()}
          />
        ) : null
      }
      truckPosition={truck.data ?? null}
    >
      <UnassignedDriverAlert shipmentId={shipmentId} />
    </TripPage>
  );
}
