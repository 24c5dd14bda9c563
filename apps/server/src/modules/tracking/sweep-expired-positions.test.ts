import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createAppConfigReader } from '../../platform/feature-flags';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import { sweepExpiredPositions } from './sweep-expired-positions';
import { lastPositionOf, positionsOf, reportAt, sendLocation, startTrackedTrip } from './tracking.fixtures';

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(detailsNow.getTime() - days * dayMs).toISOString();

describe('the retention sweep of positions', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;
  const commonCarrierId = 'CC-TRACK-SWEEP';

  /** A trip started 41 days ago whose device sent a fix at each of these days before now. */
  async function tripWithFixes(days: number[]) {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    await startTrackedTrip(db, shipmentId, { startedAt: new Date(daysAgo(41)) });
    const sent = await sendLocation(
      test,
      driver,
      days.map((day) => reportAt(shipmentId, 0, { recordedAt: daysAgo(day) })),
    );
    expect(sent.json()).toMatchObject({ stored: days.length });
    return shipmentId;
  }

  const recordedDays = async (shipmentId: string) =>
    (await positionsOf(db, shipmentId)).map((row) =>
      Math.round((detailsNow.getTime() - row.recordedAt.getTime()) / dayMs),
    );

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MERCURYGATE' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
  });
  afterAll(() => test.close());

  it('deletes the positions older than tracking.retentionDays in small batches, and the last positions as old', async () => {
    const running = await tripWithFixes([40, 31, 30.5, 29, 1]);
    const ended = await tripWithFixes([35, 34]);
    const services = {
      db,
      now: () => detailsNow,
      appConfig: createAppConfigReader(db, test.env, () => detailsNow),
    };
    // Two rows a delete: the three old positions take two batches, and a third finds none.
    expect(await sweepExpiredPositions(services, 2)).toEqual({ positions: 5, lastPositions: 1 });
    expect(await recordedDays(running)).toEqual([29, 1]);
    expect(await recordedDays(ended)).toEqual([]);
    expect((await lastPositionOf(db, running))?.recordedAt.toISOString()).toBe(daysAgo(1));
    expect(await lastPositionOf(db, ended)).toBeUndefined();
    // Nothing left to delete: a second sweep deletes nothing.
    expect(await sweepExpiredPositions(services, 2)).toEqual({ positions: 0, lastPositions: 0 });
  });

  it('follows the configured retention, never under one day', async () => {
    const trip = await tripWithFixes([20, 11, 9, 0.5]);
    const withRetention = (retentionDays: number) => ({
      db,
      now: () => detailsNow,
      appConfig: async () => {
        const config = await createAppConfigReader(db, test.env, () => detailsNow)();
        return { ...config, tracking: { ...config.tracking, retentionDays } };
      },
    });
    await sweepExpiredPositions(withRetention(10));
    expect(await recordedDays(trip)).toEqual([9, 1]);
    // A retention of 0 is read as one day: the positions of the trips running now stay.
    await sweepExpiredPositions(withRetention(0));
    expect(await recordedDays(trip)).toEqual([1]);
  });

  it('runs on its own at start and every POSITION_RETENTION_INTERVAL_MS when the interval is set', async () => {
    const trip = await tripWithFixes([33, 2]);
    const sweeping = await startTestApp(
      { POSITION_RETENTION_INTERVAL_MS: '600000' },
      { database: test.database, now: () => detailsNow },
    );
    try {
      await expect.poll(() => recordedDays(trip), { timeout: 10_000 }).toEqual([2]);
    } finally {
      await sweeping.close();
    }
  });
});
