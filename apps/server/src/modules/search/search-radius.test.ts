import { like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestViewer } from '@freight/domain/load-visibility';
import type { DatabaseHandle } from '../../db/client';
import { loadPostings } from '../../db/schema/index';
import { openTestDatabase } from '../../db/test-database';
import { boundsOfCircle } from '../postings/load-posting-conditions';
import {
  haversineMeters,
  insertPostings,
  testEarthRadiusMeters,
  type TestPlace,
} from '../postings/postings.fixtures';
import { runSearchQueries } from './search-query';
import type { SearchQueryParams } from './search-query-params';

// The radius search against a ground truth written apart from it: random postings around a random
// centre, a random radius, and the ids found must be exactly the postings whose haversine distance
// (on earthdistance's sphere) is within the radius. Points within a metre of the edge are left out
// of the comparison: there, float rounding may fall either way.

const metersPerMile = 1_609.344;
const edgeMeters = 1;
const rad = Math.PI / 180;

/** The point at a distance and bearing from a centre, on the sphere. */
function pointFrom(
  centre: { latitude: number; longitude: number },
  meters: number,
  bearingDegrees: number,
): { latitude: number; longitude: number } {
  const angle = meters / testEarthRadiusMeters;
  const lat1 = centre.latitude * rad;
  const bearing = bearingDegrees * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    centre.longitude * rad +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: ((((lng2 / rad + 180) % 360) + 360) % 360) - 180 };
}

const placeAt = (point: { latitude: number; longitude: number }): TestPlace => ({
  name: 'Somewhere',
  state: 'IL',
  country: 'USA',
  timeZone: 'America/Chicago',
  ...point,
});

describe('radius search', () => {
  let database: DatabaseHandle;
  let run = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const search = (params: Partial<SearchQueryParams>) =>
    runSearchQueries(database.db, {
      trailerType: 'Dry Van',
      pickUpFrom: new Date('2030-03-01T00:00:00Z'),
      pickUpTo: new Date('2030-03-31T00:00:00Z'),
      origin: null,
      destination: null,
      dropFrom: null,
      dropTo: null,
      viewer: guestViewer,
      sortColumn: 'originDeadHead',
      sortDirection: 'ASC',
      page: 0,
      size: 100,
      ...params,
    });

  it('[D1-7.06][D1-9.03] finds exactly the postings within the radius, nearest first, with their deadheads', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          latitude: fc.double({ min: 25, max: 70, noNaN: true }),
          longitude: fc.double({ min: -140, max: -55, noNaN: true }),
        }),
        fc.integer({ min: 25, max: 250 }),
        fc.array(
          fc.record({
            // Up to 1.6 radii away, in any direction: about 40% of the points fall outside.
            distanceFactor: fc.double({ min: 0, max: 1.6, noNaN: true }),
            bearing: fc.double({ min: 0, max: 360, noNaN: true }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        async (centre, radiusMiles, offsets) => {
          run += 1;
          const radiusMeters = radiusMiles * metersPerMile;
          const points = offsets.map(({ distanceFactor, bearing }, index) => ({
            loadId: `FC-${run}-${index}`,
            point: pointFrom(centre, distanceFactor * radiusMeters, bearing),
          }));
          await insertPostings(
            database.db,
            points.map(({ loadId, point }) => ({
              loadId,
              from: placeAt(point),
              to: placeAt(point),
              pickup: '2030-03-04T08:00:00-06:00',
            })),
          );
          try {
            const found = await search({
              origin: { ...centre, radiusMiles },
              destination: { ...centre, radiusMiles },
            });
            const distances = new Map(
              points.map(({ loadId, point }) => [loadId, haversineMeters(centre, point)]),
            );
            const isClearOfEdge = (loadId: string) =>
              Math.abs(distances.get(loadId)! - radiusMeters) > edgeMeters;
            const expected = points
              .filter(({ loadId }) => distances.get(loadId)! <= radiusMeters)
              .map(({ loadId }) => loadId)
              .filter(isClearOfEdge)
              .sort();
            const foundIds = found.postings.map((posting) => posting.loadId);
            expect(foundIds.filter(isClearOfEdge).sort()).toEqual(expected);
            expect(found.totalRecords).toBe(foundIds.length);
            for (const posting of found.postings) {
              const miles = distances.get(posting.loadId)! / metersPerMile;
              // Answered to a tenth of a mile.
              expect(Math.abs(posting.originDeadHead! - miles)).toBeLessThanOrEqual(0.05 + 1e-9);
              expect(Math.abs(posting.destinationDeadHead! - miles)).toBeLessThanOrEqual(0.05 + 1e-9);
            }
            const ordered = foundIds.map((loadId) => distances.get(loadId)!);
            expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
          } finally {
            await database.db.delete(loadPostings).where(like(loadPostings.loadId, `FC-${run}-%`));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('[D1-7.06] the cells of a circle cover it, also near the pole', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.integer({ min: 25, max: 250 }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (latitude, longitude, radiusMiles, bearing, factor) => {
          const centre = { latitude, longitude };
          const point = pointFrom(centre, factor * radiusMiles * metersPerMile, bearing);
          const { latitudes, longitudes } = boundsOfCircle({ ...centre, radiusMiles });
          expect(latitudes).toContain(Math.floor(point.latitude));
          if (longitudes) expect(longitudes).toContain(Math.floor(point.longitude));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
