import { useTranslation } from 'react-i18next';
import { LazyLoadMap } from '../../../components/ui/map/lazy-load-map';
import type { MapPoint } from '../../../components/ui/map/map-points';
import type { TripShipmentStop } from '../api/trip-shipment-fields';

// The trip on the map (D2-2.07): the stops as markers along the route, and the truck's last known
// position when the app gives one (GPS tracking composes it).

export type TruckPosition = { latitude: number; longitude: number };

/** The marker id of the truck, apart from the stops' ids. */
export const truckPointId = 'truck';

export function TripMap({
  stops,
  truckPosition,
}: {
  stops: TripShipmentStop[];
  truckPosition: TruckPosition | null;
}) {
  const { t } = useTranslation('trip');
  const stopPoints: MapPoint[] = stops.map((stop) => ({
    id: stop.stopId,
    latitude: stop.latitude,
    longitude: stop.longitude,
  }));
  const points = truckPosition ? [...stopPoints, { id: truckPointId, ...truckPosition }] : stopPoints;
  return (
    <LazyLoadMap
      points={points}
      route={stopPoints}
      maxZoom={14}
      showDelayMs={0}
      height={420}
      ariaLabel={t('trip.mapLabel')}
      onSelectPoints={() => undefined}
    />
  );
}
