import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { lastPositionMaxAgeMs } from '@freight/domain/profit/truck-position';
import type { Database } from '../../db/client';
import { shipmentLastPositions } from '../../db/schema/positions';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces } from '../postings/postings.fixtures';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';
import { minutesAfterStart, reportAt, sendLocation, startTrackedTrip } from './tracking.fixtures';

const lastPositionQuery = /* GraphQL */ `
  query LastTruckPosition($shipmentId: ID!) {
    lastTruckPosition(shipmentId: $shipmentId) {
      recordedAt
      receivedAt
      latitude
      longitude
      accuracy
      speed
      heading
    }
  }
`;

const trackingLogQuery = /* GraphQL */ `
  query MyTrackingLog($shipmentId: ID!, $before: String, $first: Int) {
    myTrackingLog(shipmentId: $shipmentId, before: $before, first: $first) {
      shipmentId
      positions {
        recordedAt
        latitude
      }
      hasMore
    }
  }
`;

describe('the last truck position and the driver tracking log', () => {
  let test: TestApp;
  let db: Database;
  let driver: TestCaller;
  let colleague: TestCaller;
  let dispatcher: TestCaller;
  let ownerOperator: TestCaller;
  let otherDispatcher: TestCaller;
  let trip: string;
  let untracked: string;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    // The gazetteer around the positions the trip sends (41.52 to 41.565 N, 88.08 W).
    const illinois = { state: 'IL', country: 'USA', timeZone: 'America/Chicago' };
    await insertPlaces(db, [
      { name: 'Joliet', latitude: 41.525, longitude: -88.0817, ...illinois },
      { name: 'Crest Hill', latitude: 41.5548, longitude: -88.0987, ...illinois },
    ]);
    const commonCarrierId = 'CC-TRACK-READ';
    const carrierId = (await createCarrier(db, { commonCarrierId, source: 'MERCURYGATE' })).id;
    driver = await signInPerson(db, carrierId, ['carrierDriver']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver']);
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
    ownerOperator = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr']);
    const otherCarrierId = (await createCarrier(db, { commonCarrierId: 'CC-TRACK-READ-2' })).id;
    otherDispatcher = await signInPerson(db, otherCarrierId, ['carrierDispatcher']);
    trip = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    await startTrackedTrip(db, trip);
    untracked = await tenderTestShipment(db, {
      commonCarrierId,
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    const sent = await sendLocation(
      test,
      driver,
      [0, 15, 30, 45].map((minutes) => reportAt(trip, minutes, { speed: null, heading: null })),
    );
    expect(sent.json()).toEqual({ accepted: 4, stored: 4 });
  });
  afterAll(() => test.close());

  const lastPosition = (caller: TestCaller, shipmentId: string) =>
    graphqlAs(test.app, caller.headers, lastPositionQuery, { shipmentId });
  const trackingLog = (caller: TestCaller, variables: Record<string, unknown>) =>
    graphqlAs(test.app, caller.headers, trackingLogQuery, variables);

  it('[D2-6.01] [D2-6.03] the dispatcher and the owner-operator of the carrier read the last position of its trip', async () => {
    for (const caller of [dispatcher, ownerOperator]) {
      const { body } = await lastPosition(caller, trip.toLowerCase());
      expect(body.errors).toBeUndefined();
      expect(body.data?.lastTruckPosition).toEqual({
        recordedAt: minutesAfterStart(45),
        receivedAt: detailsNow.toISOString(),
        latitude: 41.565,
        longitude: -88.08,
        accuracy: 12,
        speed: null,
        heading: null,
      });
    }
  });

  it("[D2-6.02] another carrier's dispatcher reads nothing, nor a driver the trip is not assigned to; its driver reads it", async () => {
    for (const caller of [otherDispatcher, colleague]) {
      const { body } = await lastPosition(caller, trip);
      expect(body.errors).toBeUndefined();
      expect(body.data?.lastTruckPosition).toBeNull();
    }
    const own = await lastPosition(driver, trip);
    expect((own.body.data?.lastTruckPosition as { recordedAt: string }).recordedAt).toBe(
      minutesAfterStart(45),
    );
    // A trip without positions has none.
    expect((await lastPosition(dispatcher, untracked)).body.data?.lastTruckPosition).toBeNull();
  });

  it('[D2-6.02] the driver reads the times and places their device sent, newest first, a page at a time', async () => {
    const first = await trackingLog(driver, { shipmentId: trip, first: 3 });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.myTrackingLog).toEqual({
      shipmentId: trip,
      positions: [
        { recordedAt: minutesAfterStart(45), latitude: 41.565 },
        { recordedAt: minutesAfterStart(30), latitude: 41.55 },
        { recordedAt: minutesAfterStart(15), latitude: 41.535 },
      ],
      hasMore: true,
    });
    const next = await trackingLog(driver, { shipmentId: trip, first: 3, before: minutesAfterStart(15) });
    expect(next.body.data?.myTrackingLog).toEqual({
      shipmentId: trip,
      positions: [{ recordedAt: minutesAfterStart(0), latitude: 41.52 }],
      hasMore: false,
    });
  });

  it('[D2-7.25] each position is named by the nearest place of the gazetteer, with its distance', async () => {
    const placeQuery = /* GraphQL */ `
      query TrackingLogPlaces($shipmentId: ID!) {
        myTrackingLog(shipmentId: $shipmentId) {
          positions {
            latitude
            place {
              name
              state
              country
              distanceMeters
            }
          }
        }
      }
    `;
    const { body } = await graphqlAs(test.app, driver.headers, placeQuery, { shipmentId: trip });
    expect(body.errors).toBeUndefined();
    const positions = (
      body.data?.myTrackingLog as {
        positions: { latitude: number; place: { name: string; distanceMeters: number } | null }[];
      }
    ).positions;
    expect(positions.map((position) => [position.latitude, position.place?.name])).toEqual([
      [41.565, 'Crest Hill'],
      [41.55, 'Crest Hill'],
      [41.535, 'Joliet'],
      [41.52, 'Joliet'],
    ]);
    expect(positions[3]!.place).toMatchObject({ state: 'IL', country: 'USA' });
    expect(Math.round(positions[3]!.place!.distanceMeters)).toBe(574);
  });

  it('[D2-6.02] a driver who did not send them reads an empty log; a dispatcher has no tracking log', async () => {
    const colleagues = await trackingLog(colleague, { shipmentId: trip });
    expect(colleagues.body.data?.myTrackingLog).toEqual({ shipmentId: trip, positions: [], hasMore: false });
    const byDispatcher = await trackingLog(dispatcher, { shipmentId: trip });
    expect(byDispatcher.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a page size out of bounds or a cursor that is not a time', async () => {
    for (const variables of [
      { shipmentId: trip, first: 501 },
      { shipmentId: trip, first: 0 },
      { shipmentId: trip, before: 'yesterday' },
    ]) {
      const { body } = await trackingLog(driver, variables);
      expect(body.errors?.[0]?.extensions.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });

  it('a driver reads their own newest position for the deadhead of what they look at (issue 20); a colleague has none; a dispatcher may not ask', async () => {
    const myLastPosition = (caller: TestCaller) =>
      graphqlAs(
        test.app,
        caller.headers,
        'query { myLastPosition { recordedAt latitude longitude place { name } } }',
      );
    const own = await myLastPosition(driver);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data?.myLastPosition).toEqual({
      recordedAt: minutesAfterStart(45),
      latitude: 41.565,
      longitude: -88.08,
      place: { name: 'Crest Hill' },
    });
    for (const caller of [colleague, ownerOperator])
      expect((await myLastPosition(caller)).body.data?.myLastPosition).toBeNull();
    expect((await myLastPosition(dispatcher)).body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    // A day old, the position says nothing of where the truck is now.
    await db
      .update(shipmentLastPositions)
      .set({ recordedAt: new Date(detailsNow.getTime() - lastPositionMaxAgeMs - 60_000) })
      .where(eq(shipmentLastPositions.memberId, driver.member.id));
    expect((await myLastPosition(driver)).body.data?.myLastPosition).toBeNull();
  });
});
