import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import { LazyLoadMap } from '../../../components/ui/map/lazy-load-map';
import type { MapPoint } from '../../../components/ui/map/map-points';
import type { DetailStop } from './load-details-view';

// The Map tab (D1-2.23, D1-9.08): the stops and the route between them on the offline basemap, in a
// box of the panel's height, appearing after the usual show delay.

// The stops are drawn as the route, not as clickable markers: the column beside the map lists them.
const noPoints: MapPoint[] = [];
const ignoreSelection = () => undefined;

export function MapTab({ stops }: { stops: readonly DetailStop[] }) {
  const { t } = useTranslation();
  const { map } = useConfig();
  const route = useMemo(
    () => stops.map((stop) => ({ id: stop.stopId, latitude: stop.latitude, longitude: stop.longitude })),
    [stops],
  );
  return (
    <LazyLoadMap
      points={noPoints}
      route={route}
      maxZoom={map.maxZoom}
      showDelayMs={map.showDelayMs}
      height={map.panelHeightPx}
      onSelectPoints={ignoreSelection}
      ariaLabel={t('loadDetails.mapLabel')}
    />
  );
}
