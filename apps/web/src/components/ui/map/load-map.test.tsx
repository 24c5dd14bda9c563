import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Feature } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { LazyLoadMap } from './lazy-load-map';
import { LoadMap, type LoadMapProps } from './load-map';
import type { MapPoint } from './map-points';
import { isWebGl2Available } from './webgl-support';

// jsdom has no WebGL: a stand-in for the few MapLibre calls the widget makes, whose test methods play
// the map's part (load the style, compute clusters, render a frame).
const maplibre = vi.hoisted(() => {
  type Handler = () => void;
  class FakeMap {
    static instances: FakeMap[] = [];
    handlers = new Map<string, Set<Handler>>();
    data: unknown = null;
    features: Feature[] = [];
    leaves = new Map<number, Feature[]>();
    fitBounds = vi.fn();
    touchZoomRotate = { disableRotation: vi.fn() };
    canvasContainer = document.createElement('div');
    source = {
      setData: (data: unknown) => {
        this.data = data;
      },
      getClusterLeaves: (clusterId: number) => Promise.resolve(this.leaves.get(clusterId) ?? []),
    };
    constructor(
      public options: { container: HTMLElement; maxZoom: number; bounds?: unknown; style?: unknown },
    ) {
      options.container.appendChild(this.canvasContainer);
      FakeMap.instances.push(this);
    }
    on(type: string, handler: Handler) {
      const set = this.handlers.get(type) ?? new Set();
      set.add(handler);
      this.handlers.set(type, set);
      return this;
    }
    once(type: string, handler: Handler) {
      const once = () => {
        this.off(type, once);
        handler();
      };
      return this.on(type, once);
    }
    off(type: string, handler: Handler) {
      this.handlers.get(type)?.delete(handler);
      return this;
    }
    fire(type: string) {
      for (const handler of this.handlers.get(type) ?? []) handler();
    }
    addControl() {}
    addSource() {}
    addLayer() {}
    remove = vi.fn();
    getSource() {
      return this.source;
    }
    getCanvasContainer() {
      return this.canvasContainer;
    }
    isSourceLoaded() {
      return true;
    }
    querySourceFeatures() {
      return this.features;
    }
    getBounds() {
      return { contains: () => true };
    }
  }
  class FakeMarker {
    element: HTMLElement;
    constructor({ element }: { element: HTMLElement }) {
      this.element = element;
    }
    setLngLat() {
      return this;
    }
    addTo(map: FakeMap) {
      map.getCanvasContainer().appendChild(this.element);
      return this;
    }
    remove() {
      this.element.remove();
    }
  }
  return { FakeMap, FakeMarker };
});

vi.mock('maplibre-gl', () => ({
  Map: maplibre.FakeMap,
  Marker: maplibre.FakeMarker,
  NavigationControl: class {},
  setWorkerUrl: vi.fn(),
  prewarm: vi.fn(),
}));
vi.mock('./webgl-support', () => ({ isWebGl2Available: vi.fn(() => true) }));

const points: MapPoint[] = [
  { id: 'L1', latitude: 41.88, longitude: -87.63 },
  { id: 'L2', latitude: 41.85, longitude: -87.65 },
  { id: 'L3', latitude: 32.78, longitude: -96.8 },
];

function feature(properties: Record<string, unknown>, longitude: number, latitude: number): Feature {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [longitude, latitude] } };
}

function renderMap(
  overrides: { onSelectPoints?: (ids: string[]) => void; points?: MapPoint[] } = {},
  Component: (props: LoadMapProps) => ReactNode = LoadMap,
) {
  const wrap = (children: ReactNode) => <MantineProvider>{children}</MantineProvider>;
  return render(
    wrap(
      <Component
        points={overrides.points ?? points}
        maxZoom={10}
        showDelayMs={500}
        height={250}
        onSelectPoints={overrides.onSelectPoints ?? vi.fn()}
        ariaLabel="Loads on the map"
      />,
    ),
  );
}

/** Lets the delay pass, then plays MapLibre reading the style and drawing the clusters. */
function showLoadedMap(features: Feature[]) {
  act(() => {
    vi.advanceTimersByTime(500);
  });
  const map = maplibre.FakeMap.instances.at(-1);
  if (!map) throw new Error('No map was created');
  map.features = features;
  act(() => {
    map.fire('style.load');
  });
  act(() => {
    map.fire('render');
  });
  return map;
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  vi.useFakeTimers();
  maplibre.FakeMap.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(isWebGl2Available).mockReturnValue(true);
});

describe('LoadMap', () => {
  it('[D1-4.15] [D1-9.08] shows the map 500 ms after mount, in a box of the same height before', () => {
    renderMap();

    const region = screen.getByRole('region', { name: 'Loads on the map' });
    const view = () => maplibre.FakeMap.instances[0]!.options.container.parentElement!;
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.style.height).toBe('250px');
    // Built at once, out of sight, so that it has drawn its loads by the time it appears.
    expect(maplibre.FakeMap.instances).toHaveLength(1);
    expect(view().style.visibility).toBe('hidden');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(view().style.visibility).toBe('hidden');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region.getAttribute('aria-busy')).toBeNull();
    expect(view().style.visibility).toBe('');
    expect(region.style.height).toBe('250px');
    expect(maplibre.FakeMap.instances).toHaveLength(1);
  });

  it('[D1-4.15] keeps the markers out of reach until the map appears', () => {
    renderMap();
    const map = maplibre.FakeMap.instances[0]!;
    map.features = [feature({ loadId: 'L3' }, -96.8, 32.78)];
    act(() => {
      map.fire('style.load');
    });
    act(() => {
      map.fire('render');
    });
    // In the page, hidden by the view's visibility: no role a screen reader or the keyboard reaches.
    expect(screen.queryByRole('button', { name: '1 load' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('button', { name: '1 load' })).toBeTruthy();
  });

  it('puts the loads first in the offline style, with their points, so the clusters come before the basemap', () => {
    renderMap();
    const style = maplibre.FakeMap.instances[0]!.options.style as StyleSpecification;
    expect(Object.keys(style.sources)).toEqual(['loads', 'regions', 'place-labels']);
    expect(style.sources.loads).toMatchObject({
      type: 'geojson',
      cluster: true,
      clusterMaxZoom: 10,
      data: { type: 'FeatureCollection', features: { length: 3 } },
    });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'water',
      'land',
      'borders',
      'place-labels',
      'loads',
    ]);
  });

  it('[D1-9.08] fits the map to the loads, no closer than the max zoom', () => {
    renderMap();
    const map = showLoadedMap([]);

    expect(map.options.maxZoom).toBe(10);
    expect(map.options.bounds).toEqual([
      [-96.8, 32.78],
      [-87.63, 41.88],
    ]);
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [-96.8, 32.78],
        [-87.63, 41.88],
      ],
      expect.objectContaining({ maxZoom: 10 }),
    );
    expect(map.data).toMatchObject({ type: 'FeatureCollection', features: { length: 3 } });
  });

  it('[D1-4.15] clicking a cluster marker reports the loads under it', async () => {
    const onSelectPoints = vi.fn();
    renderMap({ onSelectPoints });
    const map = showLoadedMap([
      feature({ cluster: true, cluster_id: 4, point_count: 2 }, -87.64, 41.86),
      feature({ loadId: 'L3' }, -96.8, 32.78),
    ]);
    map.leaves.set(4, [feature({ loadId: 'L1' }, -87.63, 41.88), feature({ loadId: 'L2' }, -87.65, 41.85)]);

    const cluster = screen.getByRole('button', { name: '2 loads' });
    expect(cluster.textContent).toBe('2');
    await act(async () => {
      fireEvent.click(cluster);
      await Promise.resolve();
    });
    expect(onSelectPoints).toHaveBeenCalledWith(['L1', 'L2']);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '1 load' }));
      await Promise.resolve();
    });
    expect(onSelectPoints).toHaveBeenLastCalledWith(['L3']);
  });

  it('[D1-4.15] reaches every marker with the keyboard: they are buttons in the map region', () => {
    renderMap();
    showLoadedMap([
      feature({ cluster: true, cluster_id: 4, point_count: 2 }, -87.64, 41.86),
      feature({ loadId: 'L3' }, -96.8, 32.78),
    ]);

    const region = screen.getByRole('region', { name: 'Loads on the map' });
    const buttons = [...region.querySelectorAll('button')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['1 load', '2 loads']);
    for (const button of buttons) {
      button.focus();
      expect(document.activeElement).toBe(button);
    }
  });

  it('[D1-4.15] lists the loads by place when the browser cannot draw the map', () => {
    vi.mocked(isWebGl2Available).mockReturnValue(false);
    const onSelectPoints = vi.fn();
    renderMap({ onSelectPoints });
    act(() => {
      vi.advanceTimersByTime(500);
    });

    expect(maplibre.FakeMap.instances).toHaveLength(0);
    expect(screen.getByText(/The map cannot be shown in this browser/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '1 load near 41.85, -87.65' }));
    expect(onSelectPoints).toHaveBeenCalledWith(['L2']);
  });

  it('[D1-4.15] the lazy-loaded map also appears 500 ms after mount when its code is there in time', async () => {
    renderMap({}, LazyLoadMap);
    const busy = () => screen.getByRole('region', { name: 'Loads on the map' }).getAttribute('aria-busy');

    expect(busy()).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    // The code came meanwhile and the map was built, still out of sight.
    expect(maplibre.FakeMap.instances).toHaveLength(1);
    expect(busy()).toBe('true');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(busy()).toBeNull();
  });

  it('does not refit the map when the parent passes equal points again', () => {
    const view = renderMap();
    const map = showLoadedMap([]);
    expect(map.fitBounds).toHaveBeenCalledTimes(1);

    view.rerender(
      <MantineProvider>
        <LoadMap
          points={points.map((point) => ({ ...point }))}
          maxZoom={10}
          showDelayMs={500}
          height={250}
          onSelectPoints={vi.fn()}
          ariaLabel="Loads on the map"
        />
      </MantineProvider>,
    );
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
  });

  it('[D2-2.25] centres one stop at the close zoom, drawn in the style it is given (the satellite view)', () => {
    const stop = { id: 'P1', latitude: 41.53, longitude: -88.08 };
    render(
      <MantineProvider>
        <LoadMap
          points={[]}
          route={[stop]}
          mapStyle="https://maps.example.com/satellite.json"
          maxZoom={17}
          showDelayMs={0}
          height={360}
          onSelectPoints={vi.fn()}
          ariaLabel="Satellite image around stop 1"
        />
      </MantineProvider>,
    );
    const map = showLoadedMap([]);

    expect(map.options.style).toBe('https://maps.example.com/satellite.json');
    expect(map.options.bounds).toEqual([
      [-88.08, 41.53],
      [-88.08, 41.53],
    ]);
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [-88.08, 41.53],
        [-88.08, 41.53],
      ],
      expect.objectContaining({ maxZoom: 17 }),
    );
  });

  it('[D2-2.25] shows the fallback it is given where the browser cannot draw', () => {
    vi.mocked(isWebGl2Available).mockReturnValue(false);
    render(
      <MantineProvider>
        <LoadMap
          points={[]}
          route={[{ id: 'P1', latitude: 41.53, longitude: -88.08 }]}
          maxZoom={17}
          showDelayMs={0}
          height={360}
          onSelectPoints={vi.fn()}
          ariaLabel="Map around stop 1"
          fallback={<p>Use the coordinates below.</p>}
        />
      </MantineProvider>,
    );

    expect(screen.getByText('Use the coordinates below.')).toBeTruthy();
    expect(screen.queryByText(/Loads by place/)).toBeNull();
  });

  it('removes the map when it unmounts', () => {
    const { unmount } = renderMap();
    const map = showLoadedMap([]);

    unmount();
    expect(map.remove).toHaveBeenCalled();
  });
});
