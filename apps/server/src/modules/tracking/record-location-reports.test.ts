import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gpsTrackingStatus } from '@freight/domain/shipment-states';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { inEnglish } from '../../test-support/in-english';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import {
  departFinalStop,
  lastPositionOf,
  minutesAfterStart,
  positionsOf,
  reportAt,
  sendLocation,
  startTrackedTrip,
  tripStartedAt,
} from './tracking.fixtures';
import { positionsRefusedMessage, trackedShipmentNotFoundMessage } from './record-location-reports';
import { invalidReportMessage } from './location-report-input';

describe('POST /devicelocation/v1/location', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;
  let colleague: TestCaller;
  let ownerOperator: TestCaller;
  let dispatcher: TestCaller;
  let stranger: TestCaller;
  const commonCarrierId = 'CC-TRACK';

  /** A shipment of the carrier assigned to this member, its trip started with tracking on. */
  async function trackedTrip(caller: TestCaller, state?: Parameters<typeof startTrackedTrip>[2]) {
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: caller.member.upn,
    });
    await startTrackedTrip(db, shipmentId, state);
    return shipmentId;
  }

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MERCURYGATE' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-TRACK-2' })).id;
    stranger = await signInPerson(db, otherCarrierId, ['carrierDriver']);
  });
  afterAll(() => test.close());

  let shipmentId: string;
  beforeEach(async () => {
    shipmentId = await trackedTrip(driver);
  });

  it('[D2-4.58] [D2-3.18] stores one report of the assigned driver, sender from the token, and makes it the last position', async () => {
    const response = await sendLocation(test, driver, reportAt(shipmentId.toLowerCase(), 15));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 1, stored: 1 });
    expect(await positionsOf(db, shipmentId)).toEqual([
      {
        recordedAt: new Date(minutesAfterStart(15)),
        memberId: driver.member.id,
        latitude: 41.535,
        stopId: 'STOP-2',
      },
    ]);
    expect(await lastPositionOf(db, shipmentId)).toEqual({
      recordedAt: new Date(minutesAfterStart(15)),
      latitude: 41.535,
    });
  });

  it('[D2-4.58] stores a batch in any order; the last position is the newest fix', async () => {
    const batch = [reportAt(shipmentId, 30), reportAt(shipmentId, 0), reportAt(shipmentId, 45)];
    const response = await sendLocation(test, driver, batch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3, stored: 3 });
    expect((await positionsOf(db, shipmentId)).map((row) => row.recordedAt.toISOString())).toEqual([
      minutesAfterStart(0),
      minutesAfterStart(30),
      minutesAfterStart(45),
    ]);
    expect((await lastPositionOf(db, shipmentId))?.recordedAt).toEqual(new Date(minutesAfterStart(45)));
  });

  it('[D2-4.58] a resent batch stores nothing twice, and an older fix never moves the last position back', async () => {
    const batch = [reportAt(shipmentId, 15), reportAt(shipmentId, 30)];
    expect((await sendLocation(test, driver, batch)).json()).toEqual({ accepted: 2, stored: 2 });
    const again = await sendLocation(test, driver, batch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: 2, stored: 0 });
    // A batch repeating a fix within itself keeps it once.
    const repeated = await sendLocation(test, driver, [reportAt(shipmentId, 20), reportAt(shipmentId, 20)]);
    expect(repeated.json()).toEqual({ accepted: 2, stored: 1 });
    expect(await positionsOf(db, shipmentId)).toHaveLength(3);
    expect((await lastPositionOf(db, shipmentId))?.recordedAt).toEqual(new Date(minutesAfterStart(30)));
  });

  it('[D2-4.49] refuses a fix before the start, after the final departure or ahead of the clock, and stores nothing', async () => {
    const before = await sendLocation(test, driver, reportAt(shipmentId, -1));
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: inEnglish(positionsRefusedMessage),
      fields: { recordedAt: 'It was taken before the trip started.' },
    });
    // The server's clock is 60 minutes after the start; a device up to 2 minutes ahead is tolerated.
    const ahead = await sendLocation(test, driver, reportAt(shipmentId, 63));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().fields).toEqual({
      recordedAt: "Its time is later than now: check the device's clock.",
    });
    await departFinalStop(db, shipmentId, new Date(minutesAfterStart(40)));
    const after = await sendLocation(test, driver, reportAt(shipmentId, 41));
    expect(after.statusCode).toBe(400);
    expect(after.json().fields).toEqual({
      recordedAt: 'It was taken after the departure from the last stop.',
    });
    expect(await positionsOf(db, shipmentId)).toEqual([]);
    expect(await lastPositionOf(db, shipmentId)).toBeUndefined();
    // The window's ends are included: the fix of the final departure is the trip's last.
    expect((await sendLocation(test, driver, reportAt(shipmentId, 40))).json()).toEqual({
      accepted: 1,
      stored: 1,
    });
  });

  it('[D2-4.49] refuses a whole batch with one fix outside the window, naming it, and stores none of it', async () => {
    const response = await sendLocation(test, driver, [
      reportAt(shipmentId, 10),
      reportAt(shipmentId, -5),
      reportAt(shipmentId, 20),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ '1.recordedAt': 'It was taken before the trip started.' });
    expect(await positionsOf(db, shipmentId)).toEqual([]);
  });

  it('[D2-4.49] [D2-4.54] [D2-4.55] takes no position while tracking is not started or was stopped; a completed trip takes what came before its final departure', async () => {
    const cases = [
      { status: gpsTrackingStatus.notStarted, text: 'Tracking has not started for this trip.' },
      { status: gpsTrackingStatus.stopped, text: 'Tracking was ended for this trip.' },
      // Completed with no departure recorded: the end of the window is unknown, so nothing is kept.
      { status: gpsTrackingStatus.completed, text: 'Tracking was ended for this trip.' },
    ];
    for (const { status, text } of cases) {
      const trip = await trackedTrip(driver, { status });
      const response = await sendLocation(test, driver, reportAt(trip, 10));
      expect(response.statusCode, `status ${status}`).toBe(400);
      expect(response.json().fields).toEqual({ recordedAt: text });
      expect(await positionsOf(db, trip)).toEqual([]);
    }
    const completed = await trackedTrip(driver, { status: gpsTrackingStatus.completed });
    await departFinalStop(db, completed, new Date(minutesAfterStart(50)));
    const queued = await sendLocation(test, driver, [reportAt(completed, 45), reportAt(completed, 50)]);
    expect(queued.json()).toEqual({ accepted: 2, stored: 2 });
    const late = await sendLocation(test, driver, reportAt(completed, 55));
    expect(late.statusCode).toBe(400);
  });

  it('[D2-4.58] [D2-6.02] another driver of the carrier or of another carrier gets NOT_FOUND and stores nothing', async () => {
    for (const caller of [colleague, stranger]) {
      const response = await sendLocation(test, caller, reportAt(shipmentId, 10));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: inEnglish(trackedShipmentNotFoundMessage),
      });
    }
    expect(await positionsOf(db, shipmentId)).toEqual([]);
  });

  it('[D2-6.03] the owner-operator sends the positions of a trip they drive; a dispatcher sends none, nor a call without a token', async () => {
    const own = await trackedTrip(ownerOperator);
    expect((await sendLocation(test, ownerOperator, reportAt(own, 5))).json()).toEqual({
      accepted: 1,
      stored: 1,
    });
    const byDispatcher = await sendLocation(test, dispatcher, reportAt(shipmentId, 5));
    expect(byDispatcher.statusCode).toBe(403);
    expect(byDispatcher.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await sendLocation(test, null, reportAt(shipmentId, 5));
    expect(anonymous.statusCode).toBe(401);
    // The owner-operator drives their own trips only: a driver's trip is not theirs to report.
    expect((await sendLocation(test, ownerOperator, reportAt(shipmentId, 5))).statusCode).toBe(404);
    expect(await positionsOf(db, shipmentId)).toEqual([]);
  });

  it('[D2-3.18] refuses a malformed report field by field, in the caller language', async () => {
    const response = await sendLocation(
      test,
      driver,
      [
        reportAt(shipmentId, 10, { latitude: 91 }),
        { ...reportAt(shipmentId, 20), recordedAt: 'yesterday', extra: 1 },
      ],
      { 'accept-language': 'fr' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Le relevé de position n’est pas valide.',
      fields: {
        '0.latitude': 'Cette valeur est hors des limites.',
        '1.recordedAt': 'Indiquez l’heure du relevé avec son décalage (2030-03-01T12:00:00Z).',
        '1.extra': 'Ce champ ne fait pas partie d’un relevé de position.',
      },
    });
    const tooMany = await sendLocation(
      test,
      driver,
      Array.from({ length: 101 }, (_, index) => reportAt(shipmentId, index / 10)),
    );
    expect(tooMany.json()).toMatchObject({
      message: inEnglish(invalidReportMessage),
      fields: { _: 'A call carries at most 100 positions.' },
    });
    const mixed = await sendLocation(test, driver, [reportAt(shipmentId, 10), reportAt('S-OTHER', 11)]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual({ '1.shipmentId': 'A call carries the positions of one shipment.' });
    expect(await positionsOf(db, shipmentId)).toEqual([]);
  });

  it('[D2-4.49] a trip whose start time is unknown takes nothing', async () => {
    const trip = await trackedTrip(driver, { startedAt: null });
    const response = await sendLocation(test, driver, reportAt(trip, 10));
    expect(response.json().fields).toEqual({ recordedAt: 'Tracking has not started for this trip.' });
    expect(tripStartedAt.getTime()).toBeLessThan(detailsNow.getTime());
  });

  it('[D2-4.49] the window opens when the server started the trip, before a later start time the driver declared', async () => {
    const declaredStart = new Date(minutesAfterStart(30));
    const trip = await trackedTrip(driver, { declaredStart });
    const response = await sendLocation(test, driver, reportAt(trip, 10));
    expect(response.json()).toEqual({ accepted: 1, stored: 1 });
  });
});
