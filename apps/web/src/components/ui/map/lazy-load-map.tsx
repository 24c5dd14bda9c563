import { lazy, Suspense, useEffect } from 'react';
import type { LoadMapProps } from './load-map';
import { MapPlaceholder } from './map-placeholder';
import { useDelayElapsed } from './use-delay-elapsed';

// maplibre-gl is big: it comes in the chunk of the first map shown, never in the initial bundle.
const loadMapModule = () => import('./load-map');
const LoadMap = lazy(() => loadMapModule().then((module) => ({ default: module.LoadMap })));

/** Starts fetching the map's code early, e.g. when the pointer nears the button that opens the map. */
export function preloadLoadMap(): void {
  void loadMapModule();
}

/**
 * The load map to use from the app: fetches the map's code at mount, while the show delay runs, so the
 * map still appears `showDelayMs` after mount (D1-4.15) when the code comes in time.
 */
export function LazyLoadMap(props: LoadMapProps) {
  const isShown = useDelayElapsed(props.showDelayMs);
  useEffect(preloadLoadMap, []);

  const placeholder = <MapPlaceholder height={props.height} ariaLabel={props.ariaLabel} />;
  if (!isShown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LoadMap {...props} showDelayMs={0} />
    </Suspense>
  );
}
