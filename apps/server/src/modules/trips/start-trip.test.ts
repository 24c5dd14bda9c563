import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { assignmentTransactions, shipments } from '../../db/schema/index';
import type { TestCaller } from '../../test-support/sign-in';
import type { TestApp } from '../../test-support/test-app';
import { shipmentRow } from '../driver-assignment/driver-assignment.fixtures';
import { detailsNow, myLoadsCountsOf, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import {
  central,
  confirmStartInput,
  sendTrip,
  signInTripTeam,
  startTripTestApp,
  tripAnswer,
  tripRefusal,
  type TestClock,
  type TripTeam,
} from './trips.fixtures';

describe('confirmStart and startTrip', () => {
  let test: TestApp;
  let db: Database;
  let clock: TestClock;
  let team: TripTeam;

  /** What a refused start must leave exactly as it was. */
  const snapshot = async (shipmentId: string) => ({
    row: await shipmentRow(db, shipmentId),
    events: await shipmentEventsOf(db, shipmentId),
  });
  /** A driver of the carrier with no trip yet. */
  const freshDriver = () => signInPerson(db, team.carrierId, ['carrierDriver']);
  const counts = (caller: TestCaller) => myLoadsCountsOf(test.app, caller);

  beforeAll(async () => {
    ({ test, clock } = await startTripTestApp());
    db = test.database.db;
    team = await signInTripTeam(db, 'CC-TRIP-START');
  });
  afterAll(() => test.close());

  it('[D2-4.23] [D2-4.26] [D2-7.12] the Confirm Start dialog starts the trip: In Transit, execution STARTED, tracking started, the start place and time kept, one TRIP_STARTED event', async () => {
    const shipmentId = await team.assignedTo(team.newDriver);
    const before = await shipmentRow(db, shipmentId);
    const answer = await tripAnswer(test, team.newDriver, 'confirmStart', confirmStartInput(shipmentId));
    expect(answer).toMatchObject({
      status: 'OK',
      message: `Your trip for load #${shipmentId} has started.`,
      shipment: {
        shipmentId,
        shipmentState: 'IN_TRANSIT',
        myLoadsBucket: 'inTransit',
        executionStatus: 'STARTED',
        gpsTrackingStatus: 1,
        version: before.version + 1,
        startCity: 'Peoria',
        startState: 'IL',
        startCountry: 'USA',
        startDateTime: '2030-03-01T13:30:00.000Z',
      },
    });
    // The tracking window opens at the server's time of the start, not at the declared start time.
    expect((await shipmentRow(db, shipmentId)).tripStartedAt).toEqual(clock.now);
    const events = await shipmentEventsOf(db, shipmentId);
    expect(events.map((event) => [event.eventType, event.data])).toEqual([
      [
        'TRIP_STARTED',
        {
          startDateTime: '2030-03-01T07:30:00-06:00',
          startLocation: {
            city: 'Peoria',
            state: 'IL',
            country: 'USA',
            latitude: 40.6936,
            longitude: -89.589,
          },
          gpsTrackingStatus: 1,
          startedBy: team.newDriver.member.upn,
        },
      ],
    ]);
  });

  it("[D2-4.10] a started load leaves Driver Assigned for In Transit in the driver's and the dispatcher's counts", async () => {
    const shipmentId = await team.assignedTo(team.otherDriver);
    const [driverBefore, dispatcherBefore] = [await counts(team.otherDriver), await counts(team.dispatcher)];
    await tripAnswer(test, team.otherDriver, 'confirmStart', confirmStartInput(shipmentId));
    const [driverAfter, dispatcherAfter] = [await counts(team.otherDriver), await counts(team.dispatcher)];
    for (const [before, after] of [
      [driverBefore, driverAfter],
      [dispatcherBefore, dispatcherAfter],
    ] as const) {
      expect(after.driverAssigned).toBe(before.driverAssigned! - 1);
      expect(after.inTransit).toBe(before.inTransit! + 1);
    }
  });

  it('[D2-4.26] [D2-7.13] the card-level start starts the trip now with tracking stopped, from the start the assignment recorded or else the first stop', async () => {
    clock.now = new Date('2030-03-01T13:05:00Z');
    const shipmentId = await team.assignedTo(team.leased);
    const answer = await tripAnswer(test, team.leased, 'startTrip', { shipmentId });
    expect(answer).toMatchObject({
      status: 'OK',
      message: `Your trip for load #${shipmentId} has started.`,
      shipment: {
        shipmentState: 'IN_TRANSIT',
        executionStatus: 'STARTED',
        gpsTrackingStatus: 10,
        startCity: 'Chicago',
        startState: 'IL',
        startDateTime: '2030-03-01T13:05:00.000Z',
      },
    });
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.data)).toEqual([
      expect.objectContaining({ startDateTime: '2030-03-01T13:05:00.000Z', gpsTrackingStatus: 10 }),
    ]);
    clock.now = new Date(detailsNow);
  });

  it("[D2-4.27] [D2-8.07] a driver with an active trip cannot start another: the spec's sentence naming that shipment, nothing changed", async () => {
    const running = await team.assignedTo();
    await tripAnswer(test, team.driver, 'confirmStart', confirmStartInput(running));
    const next = await team.tender('DRIVER_ASSIGNMENT', -1, team.driver);
    const before = await snapshot(next);
    for (const caller of [team.driver, team.dispatcher]) {
      const answer = await tripAnswer(test, caller, 'confirmStart', confirmStartInput(next));
      expect(answer).toMatchObject({
        status: 'REJECTED',
        message: `You have an active trip, Shipment #${running}. Please complete that trip, to start tracking a new shipment.`,
        shipment: { shipmentState: 'DRIVER_ASSIGNMENT', executionStatus: null },
      });
    }
    const french = await sendTrip(
      test,
      team.driver,
      'startTrip',
      { shipmentId: next },
      { 'accept-language': 'fr-CA' },
    );
    expect((french.body.data!.startTrip as { message: string }).message).toBe(
      `Vous avez un trajet en cours, expédition n° ${running}. Veuillez terminer ce trajet pour commencer le suivi d’une nouvelle expédition.`,
    );
    expect(await snapshot(next)).toEqual(before);
  });

  it('[D2-4.28] [D2-4.29] while the assignment is pending the start answers PENDING with the pending text and changes nothing', async () => {
    const pendingState = await team.assignedTo(team.newDriver);
    await db
      .update(shipments)
      .set({ shipmentState: 'PENDING_DRIVER_ASSIGNMENT' })
      .where(eq(shipments.shipmentId, pendingState));
    const pendingTransaction = await team.assignedTo(team.newDriver);
    await db
      .update(assignmentTransactions)
      .set({ status: 'PENDING' })
      .where(eq(assignmentTransactions.shipmentId, (await shipmentRow(db, pendingTransaction)).id));
    for (const shipmentId of [pendingState, pendingTransaction]) {
      const before = await snapshot(shipmentId);
      const answer = await tripAnswer(test, team.newDriver, 'confirmStart', confirmStartInput(shipmentId));
      expect(answer).toMatchObject({
        status: 'PENDING',
        message:
          'The driver assignment for this load is not confirmed yet. Please refresh the page or try again later.',
      });
      expect(await snapshot(shipmentId)).toEqual(before);
    }
  });

  it('[D2-4.25] [D2-5.02] a start without its city is refused on the city field with "Kindly provide your city name"', async () => {
    const driver = await freshDriver();
    const shipmentId = await team.assignedTo(driver);
    const before = await snapshot(shipmentId);
    const refusal = await tripRefusal(
      test,
      driver,
      'confirmStart',
      confirmStartInput(shipmentId, { city: '  ' }),
    );
    expect(refusal).toEqual({
      message: 'Kindly provide your city name',
      extensions: { code: 'BAD_USER_INPUT', fields: { city: 'Kindly provide your city name' } },
    });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it('[D2-4.24] a start without a start time, or with one that is not a date-time with its offset, is refused on that field', async () => {
    const driver = await freshDriver();
    const shipmentId = await team.assignedTo(driver);
    const before = await snapshot(shipmentId);
    for (const startDateTime of [null, '2030-03-01 07:30']) {
      const refusal = await tripRefusal(
        test,
        driver,
        'confirmStart',
        confirmStartInput(shipmentId, { startDateTime }),
      );
      expect(refusal.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { startDateTime: 'Please choose the time your trip starts.' },
      });
    }
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it('[D2-4.05] a trip that has started does not start again', async () => {
    const driver = await freshDriver();
    const shipmentId = await team.assignedTo(driver);
    await tripAnswer(test, driver, 'startTrip', { shipmentId });
    const before = await snapshot(shipmentId);
    const again = await tripAnswer(test, driver, 'confirmStart', confirmStartInput(shipmentId));
    expect(again).toMatchObject({ status: 'REJECTED', message: 'This trip has already started.' });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it("[D2-6.01] [D2-6.02] a driver starts only their own trip, an owner-operator only theirs, a dispatcher any of the carrier's; another carrier is not found; nothing changes on a refusal", async () => {
    const danas = await team.tender('DRIVER_ASSIGNMENT', 3, team.driver);
    const before = await snapshot(danas);
    const refusals = [
      [team.otherDriver, 'NOT_FOUND'],
      [team.leased, 'FORBIDDEN'],
      [team.admin, 'FORBIDDEN'],
      [team.stranger, 'NOT_FOUND'],
      [team.strangerDriver, 'NOT_FOUND'],
    ] as const;
    for (const [caller, code] of refusals) {
      const refusal = await tripRefusal(test, caller, 'confirmStart', confirmStartInput(danas));
      expect(refusal.extensions.code).toBe(code);
      expect((await tripRefusal(test, caller, 'startTrip', { shipmentId: danas })).extensions.code).toBe(
        code,
      );
    }
    expect(await snapshot(danas)).toEqual(before);
    // The dispatcher starts the trip for the driver (Dana's other trip is not running).
    const byDispatcher = await team.assignedTo(await freshDriver());
    expect((await tripAnswer(test, team.dispatcher, 'startTrip', { shipmentId: byDispatcher })).status).toBe(
      'OK',
    );
  });

  it("[D2-8.08] a start made on an older version of the shipment is a CONFLICT with the spec's text, and nothing changes", async () => {
    const shipmentId = await team.assignedTo(team.otherDriver);
    const before = await snapshot(shipmentId);
    const refusal = await tripRefusal(
      test,
      team.otherDriver,
      'confirmStart',
      confirmStartInput(shipmentId, { version: before.row.version + 1 }),
    );
    expect(refusal).toEqual({
      message: 'Shipment details could have been updated from other sources. Please check and try again.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it("[D2-4.27] two starts of one driver's trips at once: exactly one starts, the other names it", async () => {
    const driver = await freshDriver();
    const first = await team.assignedTo(driver);
    const second = await team.tender('DRIVER_ASSIGNMENT', -2, driver);
    const answers = await Promise.all(
      [first, second].map((shipmentId) =>
        tripAnswer(
          test,
          driver,
          'confirmStart',
          confirmStartInput(shipmentId, { startDateTime: central('2030-03-01T07:45:00') }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual(['OK', 'REJECTED']);
    const winner = answers.findIndex((answer) => answer.status === 'OK');
    expect(answers[1 - winner]!.message).toContain(`Shipment #${[first, second][winner]}`);
  });
});
