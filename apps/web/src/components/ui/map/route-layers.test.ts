import { describe, expect, it } from 'vitest';
import { toRouteCollection } from './route-layers';

describe('toRouteCollection', () => {
  it('[D1-2.23] joins the stops in their order by one line, with a point at each stop', () => {
    const collection = toRouteCollection([
      { id: 'S1', latitude: 41.88, longitude: -87.63 },
      { id: 'S2', latitude: 35.15, longitude: -90.05 },
      { id: 'S3', latitude: 32.78, longitude: -96.8 },
    ]);

    expect(collection.features.map((feature) => feature.geometry)).toEqual([
      {
        type: 'LineString',
        coordinates: [
          [-87.63, 41.88],
          [-90.05, 35.15],
          [-96.8, 32.78],
        ],
      },
      { type: 'Point', coordinates: [-87.63, 41.88] },
      { type: 'Point', coordinates: [-90.05, 35.15] },
      { type: 'Point', coordinates: [-96.8, 32.78] },
    ]);
    expect(collection.features.slice(1).map((feature) => feature.properties)).toEqual([
      { stopId: 'S1', order: 1 },
      { stopId: 'S2', order: 2 },
      { stopId: 'S3', order: 3 },
    ]);
  });

  it('leaves out stops without usable coordinates, and draws no line for a single stop', () => {
    const collection = toRouteCollection([
      { id: 'S1', latitude: 41.88, longitude: -87.63 },
      { id: 'S2', latitude: Number.NaN, longitude: 200 },
    ]);

    expect(collection.features.map((feature) => feature.geometry.type)).toEqual(['Point']);
  });
});
