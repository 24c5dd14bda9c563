import { lazy, Suspense, useState } from 'react';
import type { LoadMapProps } from './load-map';
import { MapPlaceholder } from './map-placeholder';

// maplibre-gl is big: it comes in the chunk of the first map shown, never in the initial bundle.
const loadMapModule = () => import('./load-map');
const LoadMap = lazy(() => loadMapModule().then((module) => ({ default: module.LoadMap })));

/** Starts fetching the map's code early, e.g. when the pointer nears the button that opens the map. */
export function preloadLoadMap(): void {
  void loadMapModule();
}

/**
 * The load map to use from the app: fetches the map's code at mount and builds the map as soon as it
 * is there, out of sight, so that it appears `showDelayMs` after this mount (D1-4.15) with its loads,
 * when the code and the drawing come in time.
 */
export function LazyLoadMap(props: LoadMapProps) {
  const [mountedAt] = useState(() => Date.now());

  return (
    <Suspense fallback={<MapPlaceholder height={props.height} ariaLabel={props.ariaLabel} />}>
      <LoadMap {...props} delayStartedAt={mountedAt} />
    </Suspense>
  );
}
