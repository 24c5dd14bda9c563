import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { TestApp } from '../../test-support/test-app';
import { shipmentRow } from '../driver-assignment/driver-assignment.fixtures';
import { signInPerson } from '../shipments/shipments.fixtures';
import {
  signInTripTeam,
  startedTrip,
  startTripTestApp,
  tripAnswer,
  tripRefusal,
  type TripTeam,
} from './trips.fixtures';

const notAllowed = 'GPS tracking cannot move from its current status to that one.';

describe('updateGpsTracking', () => {
  let test: TestApp;
  let db: Database;
  let team: TripTeam;

  /** A trip started from the dialog (tracking started, 1) by a new driver. */
  const trackedTrip = async () => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.assignedTo(driver);
    await startedTrip(test, driver, shipmentId);
    return { driver, shipmentId };
  };
  const track = (caller: Parameters<typeof tripAnswer>[1], shipmentId: string, gpsTrackingStatus: number) =>
    tripAnswer(test, caller, 'updateGpsTracking', { shipmentId, gpsTrackingStatus });

  beforeAll(async () => {
    ({ test } = await startTripTestApp());
    db = test.database.db;
    team = await signInTripTeam(db, 'CC-TRIP-GPS');
  });
  afterAll(() => test.close());

  it('[D2-4.49] [D2-4.55] [D2-4.56] [D2-7.16] started tracking stops (10), and stopped is final: it does not start again', async () => {
    const { driver, shipmentId } = await trackedTrip();
    expect(await track(driver, shipmentId, 10)).toMatchObject({
      status: 'OK',
      message: 'The GPS tracking status has been updated.',
      shipment: { gpsTrackingStatus: 10 },
    });
    const version = (await shipmentRow(db, shipmentId)).version;
    expect(await track(driver, shipmentId, 1)).toMatchObject({ status: 'REJECTED', message: notAllowed });
    expect(await track(driver, shipmentId, 2)).toMatchObject({ status: 'REJECTED', message: notAllowed });
    expect((await shipmentRow(db, shipmentId)).version).toBe(version);
  });

  it('[D2-4.49] [D2-4.54] started tracking completes (2); never back to not started (0)', async () => {
    const { driver, shipmentId } = await trackedTrip();
    expect(await track(driver, shipmentId, 0)).toMatchObject({ status: 'REJECTED', message: notAllowed });
    expect((await track(driver, shipmentId, 2)).shipment).toMatchObject({ gpsTrackingStatus: 2 });
  });

  it('[D2-4.49] the status the trip already has is answered OK and changes nothing (a retried call)', async () => {
    const { driver, shipmentId } = await trackedTrip();
    const before = await shipmentRow(db, shipmentId);
    expect((await track(driver, shipmentId, 1)).status).toBe('OK');
    expect(await shipmentRow(db, shipmentId)).toEqual(before);
  });

  it('[D2-4.49] a status outside 0, 1, 2 and 10 is refused on its field', async () => {
    const { driver, shipmentId } = await trackedTrip();
    const refusal = await tripRefusal(test, driver, 'updateGpsTracking', {
      shipmentId,
      gpsTrackingStatus: 5,
    });
    expect(refusal.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { gpsTrackingStatus: 'Send a GPS tracking status of 0, 1, 2 or 10.' },
    });
  });

  it('a trip that has not started has no tracking to move', async () => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.assignedTo(driver);
    expect(await track(driver, shipmentId, 10)).toMatchObject({
      status: 'REJECTED',
      message: 'This trip is not under way: start it first, or it is already complete.',
    });
  });

  it("[D2-6.01] [D2-6.02] a driver moves only their own trip's tracking, a dispatcher the carrier's; another carrier's is not found", async () => {
    const { shipmentId } = await trackedTrip();
    const refusals = [
      [team.driver, 'NOT_FOUND'],
      [team.leased, 'FORBIDDEN'],
      [team.admin, 'FORBIDDEN'],
      [team.stranger, 'NOT_FOUND'],
      [team.strangerDriver, 'NOT_FOUND'],
    ] as const;
    for (const [caller, code] of refusals) {
      const refusal = await tripRefusal(test, caller, 'updateGpsTracking', {
        shipmentId,
        gpsTrackingStatus: 10,
      });
      expect(refusal.extensions.code).toBe(code);
    }
    expect((await shipmentRow(db, shipmentId)).gpsTrackingStatus).toBe(1);
    expect((await track(team.dispatcher, shipmentId, 10)).status).toBe('OK');
  });
});
