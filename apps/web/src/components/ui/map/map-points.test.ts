import type { Feature } from 'geojson';
import { describe, expect, it, vi } from 'vitest';
import {
  getLoadIdsUnder,
  getPointBounds,
  groupPointsByPlace,
  toMapMarkers,
  toPointCollection,
  type MapMarker,
} from './map-points';

const chicago = { id: 'L1', latitude: 41.88, longitude: -87.63 };
const toronto = { id: 'L2', latitude: 43.65, longitude: -79.38 };
const dallas = { id: 'L3', latitude: 32.78, longitude: -96.8 };

function point(properties: Record<string, unknown>, longitude = -87.6, latitude = 41.9): Feature {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [longitude, latitude] } };
}

describe('load map points', () => {
  it('[D1-4.15] puts each load at its pick-up and leaves out loads without usable coordinates', () => {
    const collection = toPointCollection([
      chicago,
      { id: 'bad', latitude: Number.NaN, longitude: -80 },
      { id: 'far', latitude: 95, longitude: -80 },
    ]);

    expect(collection.features).toEqual([
      {
        type: 'Feature',
        properties: { loadId: 'L1' },
        geometry: { type: 'Point', coordinates: [-87.63, 41.88] },
      },
    ]);
  });

  it('[D1-4.15] fits the view to the box around the points, and to nothing without points', () => {
    expect(getPointBounds([chicago, toronto, dallas])).toEqual([
      [-96.8, 32.78],
      [-79.38, 43.65],
    ]);
    expect(getPointBounds([])).toBeNull();
  });

  it('[D1-4.15] draws one marker per cluster or load, even when tiles repeat a feature', () => {
    const features = [
      point({ cluster: true, cluster_id: 7, point_count: 3 }, -87.6),
      point({ cluster: true, cluster_id: 7, point_count: 3 }, -87.6),
      point({ loadId: 'L3' }, -96.8, 32.78),
      point({ something: 'else' }),
    ];

    expect(toMapMarkers(features)).toEqual([
      { key: 'load-L3', kind: 'load', loadId: 'L3', count: 1, longitude: -96.8, latitude: 32.78 },
      { key: 'cluster-7', kind: 'cluster', clusterId: 7, count: 3, longitude: -87.6, latitude: 41.9 },
    ]);
  });

  it('[D1-4.15] clicking a cluster lists the loads under it', async () => {
    const cluster: MapMarker = {
      key: 'cluster-7',
      kind: 'cluster',
      clusterId: 7,
      count: 2,
      longitude: -87.6,
      latitude: 41.9,
    };
    const getClusterLeaves = vi.fn(() => Promise.resolve([point({ loadId: 'L1' }), point({ loadId: 'L9' })]));

    expect(await getLoadIdsUnder(cluster, getClusterLeaves)).toEqual(['L1', 'L9']);
    // All the leaves, not the first page of ten that MapLibre's example asks for.
    expect(getClusterLeaves).toHaveBeenCalledWith(7, 2, 0);
  });

  it('[D1-4.15] clicking a single load lists that load', async () => {
    const load: MapMarker = {
      key: 'load-L3',
      kind: 'load',
      loadId: 'L3',
      count: 1,
      longitude: 0,
      latitude: 0,
    };
    const getClusterLeaves = vi.fn();

    expect(await getLoadIdsUnder(load, getClusterLeaves)).toEqual(['L3']);
    expect(getClusterLeaves).not.toHaveBeenCalled();
  });

  it('groups the loads by place, most loads first, for browsers that cannot draw the map', () => {
    const groups = groupPointsByPlace([
      chicago,
      toronto,
      { id: 'L4', latitude: 41.8801, longitude: -87.6299 },
    ]);

    expect(groups.map((group) => group.ids)).toEqual([['L1', 'L4'], ['L2']]);
    expect(groups[0]).toMatchObject({ latitude: 41.88, longitude: -87.63 });
  });
});
