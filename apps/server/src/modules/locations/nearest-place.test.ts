import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/test-database';
import { insertPlaces, testPlaces } from '../postings/postings.fixtures';
import { createPlaceGrid, nearbyPlaceMaxMeters, placeGridOf } from './nearest-place';

const place = (name: string, state: string, latitude: number, longitude: number) => ({
  name,
  state,
  country: state === 'ON' ? 'CAN' : 'USA',
  latitude,
  longitude,
  postalCode: null,
  timeZone: 'America/Chicago',
});

const grid = createPlaceGrid([
  place('Joliet', 'IL', 41.525, -88.0817),
  place('Plainfield', 'IL', 41.6267, -88.2039),
  // Either side of a cell border (41.5°): the nearest may be in the next cell.
  place('Border North', 'IL', 41.5005, -87.5),
  place('Border South', 'IL', 41.45, -87.5),
  place('Whitehorse', 'YT', 60.7212, -135.0568),
]);

describe('the nearest place of the gazetteer (D2-7.25)', () => {
  it.each([
    ['a point at the dock is at Joliet', 41.5251, -88.0816, 'Joliet'],
    ['between two towns, the nearer one', 41.61, -88.19, 'Plainfield'],
    ['across a cell border, the nearer place in the next cell', 41.499, -87.5, 'Border North'],
    ['far north, where a degree of longitude is short', 60.72, -134.9, 'Whitehorse'],
  ])('%s', (_case, latitude, longitude, name) => {
    expect(grid.nearest(latitude, longitude)?.name).toBe(name);
  });

  it('names no place farther than 30 km, and nothing for a point that is not one', () => {
    // 0.3° of latitude is 33 km north of Plainfield, the nearest.
    expect(grid.nearest(41.6267 + 0.3, -88.2039)).toBeNull();
    expect(grid.nearest(Number.NaN, -88)).toBeNull();
    expect(grid.nearest(91, 0)).toBeNull();
  });

  it('says how far the place is', () => {
    const found = grid.nearest(41.525 + 0.09, -88.0817);
    expect(found).toMatchObject({ name: 'Joliet', state: 'IL', country: 'USA' });
    expect(found!.distanceMeters).toBeGreaterThan(9_900);
    expect(found!.distanceMeters).toBeLessThan(10_100);
    expect(found!.distanceMeters).toBeLessThan(nearbyPlaceMaxMeters);
  });

  it("reads a database's gazetteer once, and an empty one again next time", async () => {
    const database = await openTestDatabase();
    try {
      expect((await placeGridOf(database.db)).nearest(41.8781, -87.6298)).toBeNull();
      await insertPlaces(database.db, [testPlaces.chicago]);
      const first = await placeGridOf(database.db);
      expect(first.nearest(41.88, -87.63)?.name).toBe('Chicago');
      expect(await placeGridOf(database.db)).toBe(first);
    } finally {
      await database.close();
    }
  });
});
