import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { shipments, shipmentStops } from '../../db/schema/index';
import type { TestCaller } from '../../test-support/sign-in';
import type { TestApp } from '../../test-support/test-app';
import { shipmentRow } from '../driver-assignment/driver-assignment.fixtures';
import { myLoadsCountsOf, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import {
  addTrailerActivities,
  signInTripTeam,
  startedTrip,
  startTripTestApp,
  stopRowsOf,
  tripAnswer,
  tripRefusal,
  type TestClock,
  type TripTeam,
} from './trips.fixtures';

describe('completeTrip', () => {
  let test: TestApp;
  let db: Database;
  let clock: TestClock;
  let team: TripTeam;

  /** A started trip of a new driver; `departed` stops (by sequence) have their arrival and departure. */
  const trip = async (departed: number[], options: { managedEquipment?: boolean } = {}) => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.assignedTo(driver);
    await startedTrip(test, driver, shipmentId);
    if (options.managedEquipment) {
      await addTrailerActivities(db, shipmentId);
      await db.update(shipments).set({ managedEquipment: true }).where(eq(shipments.shipmentId, shipmentId));
    }
    for (const stop of await stopRowsOf(db, shipmentId))
      if (departed.includes(stop.sequenceNo))
        await db
          .update(shipmentStops)
          .set({ actualArrival: stop.appointmentEarly, actualDeparture: stop.appointmentLate })
          .where(eq(shipmentStops.id, stop.id));
    return { driver, shipmentId };
  };
  const snapshot = async (shipmentId: string) => ({
    row: await shipmentRow(db, shipmentId),
    events: await shipmentEventsOf(db, shipmentId),
  });
  const counts = (caller: TestCaller) => myLoadsCountsOf(test.app, caller);

  beforeAll(async () => {
    ({ test, clock } = await startTripTestApp());
    db = test.database.db;
    team = await signInTripTeam(db, 'CC-TRIP-COMPLETE');
    clock.now = new Date('2030-03-01T12:00:00Z');
  });
  afterAll(() => test.close());

  it('[D2-4.39] [D2-4.38] [D2-7.15] a trip whose every stop is done completes: the completion message, Delivered Needs Paperwork, execution COMPLETED, tracking completed, one TRIP_COMPLETED event', async () => {
    const { driver, shipmentId } = await trip([1, 2]);
    const answer = await tripAnswer(test, driver, 'completeTrip', { shipmentId });
    expect(answer).toMatchObject({
      status: 'OK',
      message: `Great, that marks the end of your trip for load ${shipmentId}.`,
      shipment: {
        shipmentState: 'DELIVERED_NEEDS_PPWK',
        myLoadsBucket: 'deliveredNeedsPaperWork',
        executionStatus: 'COMPLETED',
        gpsTrackingStatus: 2,
      },
    });
    expect(await shipmentRow(db, shipmentId)).toMatchObject({
      documentStatus: 'PENDING',
      paymentStatus: 'NOT_INVOICED',
    });
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => [event.eventType, event.data])).toEqual([
      ['TRIP_STARTED', expect.anything()],
      ['TRIP_COMPLETED', { completedAt: '2030-03-01T12:00:00.000Z', completedBy: driver.member.upn }],
    ]);
  });

  it("[D2-4.10] a completed trip leaves In Transit for Delivered Needs Paperwork in the driver's and the dispatcher's counts", async () => {
    const { driver, shipmentId } = await trip([1, 2]);
    const before = [await counts(driver), await counts(team.dispatcher)];
    await tripAnswer(test, driver, 'completeTrip', { shipmentId });
    const after = [await counts(driver), await counts(team.dispatcher)];
    for (const index of [0, 1]) {
      expect(after[index]!.inTransit).toBe(before[index]!.inTransit! - 1);
      expect(after[index]!.deliveredNeedsPaperWork).toBe(before[index]!.deliveredNeedsPaperWork! + 1);
    }
  });

  it('[D2-4.38] a trip whose last stop has no departure is not complete: REJECTED, nothing changes', async () => {
    const { driver, shipmentId } = await trip([1]);
    const before = await snapshot(shipmentId);
    const answer = await tripAnswer(test, driver, 'completeTrip', { shipmentId });
    expect(answer).toMatchObject({
      status: 'REJECTED',
      message: 'Every stop must be departed, with valid trailers, before the trip can be completed.',
      shipment: { shipmentState: 'IN_TRANSIT', executionStatus: 'STARTED' },
    });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it('[D2-4.38] with managed equipment, a departed stop without its trailers is an invalid trailer: not complete', async () => {
    const { driver, shipmentId } = await trip([1, 2], { managedEquipment: true });
    const before = await snapshot(shipmentId);
    expect((await tripAnswer(test, driver, 'completeTrip', { shipmentId })).status).toBe('REJECTED');
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it('a completed trip is not completed again, and a trip that has not started cannot be completed', async () => {
    const { driver, shipmentId } = await trip([1, 2]);
    await tripAnswer(test, driver, 'completeTrip', { shipmentId });
    const notStarted = await team.assignedTo(driver);
    for (const id of [shipmentId, notStarted])
      expect(await tripAnswer(test, driver, 'completeTrip', { shipmentId: id })).toMatchObject({
        status: 'REJECTED',
        message: 'This trip is not under way: start it first, or it is already complete.',
      });
  });

  it('[D2-8.08] a completion made on an older version is a CONFLICT, and nothing changes', async () => {
    const { driver, shipmentId } = await trip([1, 2]);
    const before = await snapshot(shipmentId);
    const stale = await tripRefusal(test, driver, 'completeTrip', {
      shipmentId,
      version: before.row.version - 1,
    });
    expect(stale.extensions.code).toBe('CONFLICT');
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it("[D2-6.01] [D2-6.02] a driver completes only their own trip, an owner-operator only theirs, a dispatcher the carrier's; another carrier's is not found", async () => {
    const { shipmentId } = await trip([1, 2]);
    const before = await snapshot(shipmentId);
    const refusals = [
      [team.driver, 'NOT_FOUND'],
      [team.leased, 'FORBIDDEN'],
      [team.admin, 'FORBIDDEN'],
      [team.stranger, 'NOT_FOUND'],
      [team.strangerDriver, 'NOT_FOUND'],
    ] as const;
    for (const [caller, code] of refusals)
      expect((await tripRefusal(test, caller, 'completeTrip', { shipmentId })).extensions.code).toBe(code);
    expect(await snapshot(shipmentId)).toEqual(before);
    expect((await tripAnswer(test, team.dispatcher, 'completeTrip', { shipmentId })).status).toBe('OK');
  });
});
