import { useMemo, useState } from 'react';
import { Box, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyLoadMap } from '../../../components/ui/map/lazy-load-map';
import type { MapPoint } from '../../../components/ui/map/map-points';
import { useConfig } from '../../../lib/config-provider';
import type { LoadCardPosting, LoadCardStop } from '../api/load-posting';
import { sortStops } from '../sort-stops';

// The map view of a result list (D1-4.15, D1-9.08): each loaded posting at its pick-up; choosing a
// marker lists the loads there (place names upper-cased), and choosing one of them goes back to the
// list with that load open.

type Coordinates = Pick<MapPoint, 'latitude' | 'longitude'>;

// Coordinates are kept per stop (D1-4.16): a stop keeps its place while the list pages and re-sorts,
// so each one is read once and the map's points keep the same coordinates from one render to the next.
const coordinatesByStop = new Map<string, Coordinates>();

function getCoordinates(stop: LoadCardStop): Coordinates {
  let coordinates = coordinatesByStop.get(stop.stopId);
  if (!coordinates) {
    coordinates = { latitude: stop.latitude, longitude: stop.longitude };
    coordinatesByStop.set(stop.stopId, coordinates);
  }
  return coordinates;
}

/** The first pick-up of a posting: its first stop of type P, else its first stop. */
function getPickUp(posting: LoadCardPosting): LoadCardStop | undefined {
  const stops = sortStops(posting.stops);
  return stops.find((stop) => stop.stopType === 'P') ?? stops[0];
}

/** One map point per posting, at its pick-up. */
export function toPickUpPoints(postings: readonly LoadCardPosting[]): MapPoint[] {
  return postings.flatMap((posting) => {
    const pickUp = getPickUp(posting);
    return pickUp ? [{ id: posting.loadId, ...getCoordinates(pickUp) }] : [];
  });
}

/** 'CHICAGO, IL → DALLAS, TX': the map list writes places in capitals (D1-9.08). */
function formatLane(posting: LoadCardPosting): string {
  const stops = sortStops(posting.stops);
  const place = (stop: LoadCardStop | undefined) => (stop ? `${stop.city}, ${stop.state}` : '');
  const lane = stops.length > 1 ? `${place(stops[0])} → ${place(stops.at(-1))}` : place(stops[0]);
  return lane.toUpperCase();
}

type LoadsMapViewProps = {
  postings: readonly LoadCardPosting[];
  onChooseLoad: (loadId: string) => void;
};

export function LoadsMapView({ postings, onChooseLoad }: LoadsMapViewProps) {
  const { t } = useTranslation();
  const { map } = useConfig();
  const points = useMemo(() => toPickUpPoints(postings), [postings]);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const selected = postings.filter((posting) => selectedIds.includes(posting.loadId));

  return (
    <Stack gap="sm">
      <LazyLoadMap
        points={points}
        maxZoom={map.maxZoom}
        showDelayMs={map.showDelayMs}
        height={map.shipmentMapHeightPx}
        onSelectPoints={setSelectedIds}
        ariaLabel={t('results.mapLabel')}
      />
      {selected.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('results.mapHint')}
        </Text>
      ) : (
        <Box component="section" aria-live="polite">
          <Text fw={600} mb="xs">
            {t('results.mapSelection', { count: selected.length })}
          </Text>
          <Box component="ul" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
            {selected.map((posting) => (
              <li key={posting.loadId}>
                <Button variant="subtle" onClick={() => onChooseLoad(posting.loadId)}>
                  {formatLane(posting)}
                  <Text component="span" size="xs" c="dimmed" ml="xs">
                    {t('loadCard.loadNumber', { loadId: posting.loadId })}
                  </Text>
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
