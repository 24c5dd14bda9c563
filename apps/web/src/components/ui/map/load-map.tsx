import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, Text } from '@mantine/core';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  prewarm,
  setWorkerUrl,
  type CircleLayerSpecification,
  type GeoJSONSource,
  type SourceSpecification,
  type StyleSpecification,
} from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config-provider';
import { createBasemapStyle, getBasemapUrl } from './basemap-style';
import classes from './load-map.module.css';
import {
  getLoadIdsUnder,
  getPointBounds,
  groupPointsByPlace,
  isSameMarkers,
  toMapMarkers,
  toPointCollection,
  type MapMarker,
  type MapPoint,
} from './map-points';
import { addRouteLayers, routeSourceId, toRouteCollection } from './route-layers';
import { placeLabelsFile } from './place-labels';
import { useDelayElapsed } from './use-delay-elapsed';
import { isWebGl2Available } from './webgl-support';

// MapLibre looks for its worker beside its own module, which Vite has bundled away: point it at the
// worker file Vite emits, or the map never loads.
setWorkerUrl(workerUrl);
// The worker starts as this code arrives, not when the first map asks for it: fetching and compiling
// its script runs meanwhile.
if (isWebGl2Available()) prewarm();

export type LoadMapProps = {
  points: MapPoint[];
  maxZoom: number;
  showDelayMs: number;
  height: number | string;
  /** Called with the ids of the loads under the clicked cluster or marker. */
  onSelectPoints: (ids: string[]) => void;
  ariaLabel: string;
  /**
   * When the wait of `showDelayMs` began (a Date.now() time), if an owner that mounted before this
   * widget started it (the lazy map, while the map's code was fetched); by default, this mount.
   */
  delayStartedAt?: number;
  /** The stops of one load in order, drawn as a line with a dot at each stop (not clickable). */
  route?: MapPoint[];
  /**
   * The style to draw instead of the configured one or the offline basemap (the satellite view's
   * imagery); keep it the same object between renders, or the map is built again.
   */
  mapStyle?: StyleSpecification | string;
  /** What shows where the map cannot draw, instead of the loads listed by place. */
  fallback?: ReactNode;
};

const loadSourceId = 'loads';
const fitPadding = 40;

/**
 * The loads on a map (D1-4.15): pick-ups clustered, each cluster and load a button that reports the
 * loads under it. The map appears `showDelayMs` after mount; until then a box of the same size holds
 * its place. The map is built at mount behind that box, so that what drawing it takes (its worker,
 * the basemap, the clusters) runs during the wait rather than after it. Without WebGL the loads are
 * listed by place instead.
 */
export function LoadMap({ showDelayMs, delayStartedAt, height, ariaLabel, ...viewProps }: LoadMapProps) {
  const isShown = useDelayElapsed(showDelayMs, delayStartedAt);
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      aria-busy={isShown ? undefined : true}
      className={isShown ? classes.root : `${classes.root} ${classes.pending}`}
      style={{ height }}
    >
      {/* Out of sight and out of reach (no focus, no screen reader) until it appears. */}
      <div className={classes.view} style={isShown ? undefined : { visibility: 'hidden' }}>
        <LoadMapView {...viewProps} />
      </div>
    </div>
  );
}

type LoadMapViewProps = Pick<
  LoadMapProps,
  'points' | 'maxZoom' | 'onSelectPoints' | 'route' | 'mapStyle' | 'fallback'
>;

function LoadMapView({ points, maxZoom, onSelectPoints, route, mapStyle, fallback }: LoadMapViewProps) {
  const { t } = useTranslation();
  const { styleUrl } = useConfig().map;
  const containerRef = useRef<HTMLDivElement>(null);
  const pointsRef = useRef(points);
  const routeRef = useRef(route);
  const onSelectPointsRef = useRef(onSelectPoints);
  const [isWebGlMissing, setWebGlMissing] = useState(() => !isWebGl2Available());
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [markers, setMarkers] = useState<MapMarker[]>([]);

  useEffect(() => {
    pointsRef.current = points;
    routeRef.current = route;
    onSelectPointsRef.current = onSelectPoints;
  });

  // Texts MapLibre draws itself; a change of language builds the map again with them.
  const attribution = t('map.attribution');
  const labelsAttribution = t('map.placesAttribution');
  const locale = useMemo(
    () => ({
      'Map.Title': t('map.canvasLabel'),
      'NavigationControl.ZoomIn': t('map.zoomIn'),
      'NavigationControl.ZoomOut': t('map.zoomOut'),
      'AttributionControl.ToggleAttribution': t('map.toggleAttribution'),
    }),
    [t],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container || isWebGlMissing) return;
    const style: StyleSpecification | string =
      mapStyle ??
      styleUrl ??
      createBasemapStyle({
        dataUrl: getBasemapUrl(),
        attribution,
        labelsUrl: getBasemapUrl(placeLabelsFile),
        labelsAttribution,
      });
    const bounds = getPointBounds([...pointsRef.current, ...(routeRef.current ?? [])]);
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container,
        // The loads come first in a style given as an object, so that the map's worker clusters them
        // before it reads the basemap's files: the markers need no basemap.
        style: typeof style === 'string' ? style : withLoadLayers(style, pointsRef.current, maxZoom),
        maxZoom,
        ...(bounds
          ? { bounds, fitBoundsOptions: { padding: fitPadding, maxZoom } }
          : { center: [-96, 42], zoom: 2.5 }),
        attributionControl: { compact: true },
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale,
      });
    } catch (error) {
      // The check above passed but the context still failed (lost GPU, blocked WebGL): list instead.
      // Only trying tells, so the state is set here, once.
      console.warn('The load map cannot draw:', error);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setWebGlMissing(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // As soon as the style is read (not when every tile is drawn): the markers follow their own source.
    created.once('style.load', () => {
      if (!created.getSource(loadSourceId)) addLoadLayers(created, maxZoom);
      if (routeRef.current) addRouteLayers(created, routeRef.current);
      setMap(created);
    });

    return () => {
      setMap(null);
      setMarkers([]);
      created.remove();
    };
  }, [isWebGlMissing, maxZoom, mapStyle, styleUrl, attribution, labelsAttribution, locale]);

  // New points: new data, and the view fitted to them. Compared by content, so that a parent passing
  // an equal new array on each render does not undo the user's panning.
  const pointsKey = useMemo(() => toPointsKey(points), [points]);
  const routeKey = useMemo(() => (route ? toPointsKey(route) : null), [route]);
  useEffect(() => {
    if (!map) return;
    const current = pointsRef.current;
    const currentRoute = routeRef.current;
    map.getSource<GeoJSONSource>(loadSourceId)?.setData(toPointCollection(current));
    if (currentRoute) map.getSource<GeoJSONSource>(routeSourceId)?.setData(toRouteCollection(currentRoute));
    const bounds = getPointBounds([...current, ...(currentRoute ?? [])]);
    if (bounds) map.fitBounds(bounds, { padding: fitPadding, maxZoom, animate: false });
  }, [map, pointsKey, routeKey, maxZoom]);

  // The markers follow the clusters MapLibre computes for the tiles in view.
  useEffect(() => {
    if (!map) return;
    const updateMarkers = () => {
      if (!map.isSourceLoaded(loadSourceId)) return;
      const view = map.getBounds();
      const next = toMapMarkers(map.querySourceFeatures(loadSourceId)).filter((marker) =>
        view.contains([marker.longitude, marker.latitude]),
      );
      setMarkers((previous) => (isSameMarkers(previous, next) ? previous : next));
    };
    map.on('render', updateMarkers);
    return () => {
      map.off('render', updateMarkers);
    };
  }, [map]);

  const handleSelect = (marker: MapMarker) => {
    const source = map?.getSource<GeoJSONSource>(loadSourceId);
    if (!source) return;
    getLoadIdsUnder(marker, (clusterId, limit, offset) => source.getClusterLeaves(clusterId, limit, offset))
      .then((ids) => onSelectPointsRef.current(ids))
      // The cluster went away (new data or zoom) between the click and the answer: nothing to show.
      .catch(() => undefined);
  };

  if (isWebGlMissing) {
    if (fallback !== undefined) return <div className={classes.fallback}>{fallback}</div>;
    return <LoadList points={points} onSelectPoints={onSelectPoints} />;
  }

  return (
    <>
      <div ref={containerRef} className={classes.canvas} />
      {map &&
        markers.map((marker) => (
          <MarkerButton key={marker.key} map={map} marker={marker} onSelect={handleSelect} />
        ))}
    </>
  );
}

function toPointsKey(points: readonly MapPoint[]): string {
  return points.map((point) => `${point.id}@${point.latitude},${point.longitude}`).join(';');
}

/**
 * The clustered source of the loads, and a layer that keeps its tiles loaded: the markers themselves
 * are HTML buttons (focusable, labelled, and their counts need no map fonts), drawn over the map.
 */
function loadSource(points: readonly MapPoint[], maxZoom: number): SourceSpecification {
  return {
    type: 'geojson',
    data: toPointCollection(points),
    cluster: true,
    clusterRadius: 48,
    // Clusters down to the deepest zoom: loads at one place stay one marker that lists them.
    clusterMaxZoom: maxZoom,
  };
}
const loadLayer: CircleLayerSpecification = {
  id: 'loads',
  type: 'circle',
  source: loadSourceId,
  paint: { 'circle-radius': 1, 'circle-opacity': 0 },
};

/** The loads added to a map whose style came from elsewhere (a style URL). */
function addLoadLayers(map: MapLibreMap, maxZoom: number): void {
  map.addSource(loadSourceId, loadSource([], maxZoom));
  map.addLayer(loadLayer);
}

/** A style object with the loads in it: their source first, their layer on top. */
function withLoadLayers(
  style: StyleSpecification,
  points: readonly MapPoint[],
  maxZoom: number,
): StyleSpecification {
  return {
    ...style,
    sources: { [loadSourceId]: loadSource(points, maxZoom), ...style.sources },
    layers: [...style.layers, loadLayer],
  };
}

type MarkerButtonProps = { map: MapLibreMap; marker: MapMarker; onSelect: (marker: MapMarker) => void };

function MarkerButton({ map, marker, onSelect }: MarkerButtonProps) {
  const { t } = useTranslation();
  const [element] = useState(() => document.createElement('div'));
  const { longitude, latitude } = marker;

  useEffect(() => {
    const mapMarker = new Marker({ element }).setLngLat([longitude, latitude]).addTo(map);
    return () => {
      mapMarker.remove();
    };
  }, [map, element, longitude, latitude]);

  const label = t('map.loads', { count: marker.count });
  const button =
    marker.kind === 'cluster' ? (
      <button
        type="button"
        className={classes.cluster}
        style={{ '--marker-size': `${markerSize(marker.count)}px` } as CSSProperties}
        aria-label={label}
        onClick={() => onSelect(marker)}
      >
        {marker.count}
      </button>
    ) : (
      <button type="button" className={classes.load} aria-label={label} onClick={() => onSelect(marker)} />
    );
  return createPortal(button, element);
}

/** 28 px for a few loads, growing slowly with the count so big clusters stand out but do not cover. */
function markerSize(count: number): number {
  return Math.round(28 + 6 * Math.log10(Math.max(count, 1)));
}

type LoadListProps = Pick<LoadMapProps, 'points' | 'onSelectPoints'>;

/** What shows instead of the map where it cannot draw: the loads grouped by place, as buttons. */
function LoadList({ points, onSelectPoints }: LoadListProps) {
  const { t } = useTranslation();
  const groups = groupPointsByPlace(points);
  return (
    <div className={classes.fallback}>
      <Text size="sm" mb="xs">
        {t('map.unavailable')}
      </Text>
      <ul className={classes.fallbackList}>
        {groups.map((group) => (
          <li key={group.key}>
            <Button variant="subtle" size="compact-sm" onClick={() => onSelectPoints(group.ids)}>
              {t('map.loadsNear', {
                count: group.ids.length,
                place: `${group.latitude.toFixed(2)}, ${group.longitude.toFixed(2)}`,
              })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
