import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocationReport } from '@freight/domain/tracking/location-report-schema';
import type { DatabaseHandle } from '../../db/client';
import { shipmentLastPositions, truckPositions } from '../../db/schema/positions';
import { openTestDatabase } from '../../db/test-database';
import { createPositionBatches } from './position-batches';
import { storePositions, type PositionsOfCall } from './store-positions';

// The group commit of position ingestion (decision 038): concurrent calls' positions go in one
// statement, each call answered with its own count once it is committed; a call whose rows fail does
// not fail the others. truck_positions has no foreign keys, so these calls need no trip.

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 12, minute));

function callOf(shipmentId: string, minutes: number[], latitude = 41.5): PositionsOfCall {
  return {
    shipment: { id: shipmentId, memberId: randomUUID() },
    positions: minutes.map((minute) => ({
      report: { latitude, longitude: -88, accuracy: 8, stopId: 'S-1', sequenceNo: 1 } as LocationReport,
      recordedAt: at(minute),
    })),
    receivedAt: at(59),
  };
}

describe('position batches', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const positionsOf = (shipmentId: string) =>
    database.db
      .select({ recordedAt: truckPositions.recordedAt })
      .from(truckPositions)
      .where(eq(truckPositions.shipmentId, shipmentId))
      .orderBy(asc(truckPositions.recordedAt));
  const lastOf = async (shipmentId: string) =>
    (
      await database.db
        .select({ recordedAt: shipmentLastPositions.recordedAt, latitude: shipmentLastPositions.latitude })
        .from(shipmentLastPositions)
        .where(eq(shipmentLastPositions.shipmentId, shipmentId))
    )[0];

  it('[D2-4.58] stores the calls that waited in one statement, each answered with its own count', async () => {
    const statements: number[] = [];
    const store = createPositionBatches(
      (calls) => {
        statements.push(calls.length);
        return storePositions(database.db, calls);
      },
      { maxInFlight: 1 },
    );
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all([
      store(callOf(a, [1])),
      store(callOf(b, [1, 2, 3])),
      store(callOf(c, [5, 4])),
      // The same fix twice in one batch (a device that resent while its first call ran) goes in once.
      store(callOf(c, [5])),
    ]);
    expect(statements).toEqual([1, 3]);
    expect(answers).toEqual([1, 3, 2, 0]);
    expect(await positionsOf(b)).toEqual([1, 2, 3].map((minute) => ({ recordedAt: at(minute) })));
    expect((await lastOf(c))?.recordedAt).toEqual(at(5));
  });

  it('[D2-4.58] a resent call stores nothing twice and never moves the last position back', async () => {
    const store = createPositionBatches((calls) => storePositions(database.db, calls));
    const shipmentId = randomUUID();
    expect(await store(callOf(shipmentId, [10, 20], 41.7))).toBe(2);
    expect(await store(callOf(shipmentId, [10, 20], 41.7))).toBe(0);
    expect(await store(callOf(shipmentId, [15, 5], 41.6))).toBe(2);
    expect(await positionsOf(shipmentId)).toHaveLength(4);
    expect(await lastOf(shipmentId)).toEqual({ recordedAt: at(20), latitude: 41.7 });
  });

  it('a call whose rows fail gets the error alone: the other calls of its batch are stored', async () => {
    const statements: number[] = [];
    const store = createPositionBatches(
      (calls) => {
        statements.push(calls.length);
        return storePositions(database.db, calls);
      },
      { maxInFlight: 1 },
    );
    const [first, good] = [randomUUID(), randomUUID()];
    const results = await Promise.allSettled([
      store(callOf(first, [1])),
      store(callOf(good, [1, 2])),
      store(callOf('not-a-uuid', [1])),
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1]).toEqual({ status: 'fulfilled', value: 2 });
    expect(results[2]?.status).toBe('rejected');
    // The batch of the two last calls failed, then each went alone.
    expect(statements).toEqual([1, 2, 1, 1]);
    expect(await positionsOf(good)).toHaveLength(2);
  });
});
