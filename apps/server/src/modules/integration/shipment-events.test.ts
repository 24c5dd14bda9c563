import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SourceSystem } from '@freight/domain/source-systems';
import { selectRows, type Database } from '../../db/client';
import { shipmentEvents } from '../../db/schema/index';
import { storeApiKey } from '../../platform/api-keys';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import {
  assignDriver,
  peoria,
  sendAssignment,
  shipmentRow,
  signInAssignmentTeam,
  type AssignmentTeam,
} from '../driver-assignment/driver-assignment.fixtures';
import { recordShipmentEvent } from '../shipments/record-shipment-event';
import { detailsNow, shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import {
  addTrailerActivities,
  central,
  sendTrip,
  startedTrip,
  stopIdOf,
  tripAnswer,
  type StopAnswer,
} from '../trips/trips.fixtures';
import { answerTender, refuseTender, tenderTo } from '../tenders/tenders.fixtures';
import type { ShipmentEventView } from './list-shipment-events';

const commonCarrierId = 'CC-EVENTS';
const keys: Partial<Record<SourceSystem, string>> = {
  MERCURYGATE: 'events-key-mercurygate',
  OTMNONASSET: 'events-key-otm',
  TRINIUM: 'events-key-trinium',
};

const unassignMutation = /* GraphQL */ `
  mutation Unassign($input: UnassignDriverInput!) {
    unassignDriverFromShipment(input: $input) {
      status
    }
  }
`;

type EventPage = { events: ShipmentEventView[]; lastEventId: number };

describe('integration API: shipment events', () => {
  let test: TestApp;
  let db: Database;
  let team: AssignmentTeam;

  const read = (sourceSystem: SourceSystem, query = '') =>
    test.app.inject({
      method: 'GET',
      url: `/integration/v1/shipment-events${query}`,
      headers: { 'x-api-key': keys[sourceSystem]! },
    });
  const pageOf = async (sourceSystem: SourceSystem, query = '') => {
    const response = await read(sourceSystem, query);
    expect(response.statusCode).toBe(200);
    return response.json() as EventPage;
  };
  /** The cursor a source holds now: the events it reads after it are those of what comes next. */
  const cursorOf = async (sourceSystem: SourceSystem) => {
    let page = await pageOf(sourceSystem, '?limit=500');
    while (page.events.length > 0) page = await pageOf(sourceSystem, `?after=${page.lastEventId}&limit=500`);
    return page.lastEventId;
  };
  /** Whatever the source has not read yet, checking that it is exactly one event. */
  const onlyEventAfter = async (sourceSystem: SourceSystem, cursor: number) => {
    const { events } = await pageOf(sourceSystem, `?after=${cursor}`);
    expect(events).toHaveLength(1);
    return events[0]!;
  };
  const seenBy = async (sourceSystem: SourceSystem, shipmentId: string) =>
    (await pageOf(sourceSystem, '?limit=500')).events.filter((event) => event.shipmentId === shipmentId);
  const orderIdOf = async (shipmentId: string) => (await shipmentRow(db, shipmentId)).orderId;
  const eventCount = async () =>
    (await db.select({ id: shipmentEvents.eventId }).from(shipmentEvents)).length;
  const accept = (shipmentId: string, extra: Record<string, unknown> = {}) =>
    answerTender(test, team.dispatcher, { shipmentId, action: 'ACCEPT', termsAccepted: true, ...extra });
  const unassign = async (shipmentId: string) => {
    const { body } = await graphql(
      test.app,
      unassignMutation,
      { input: { shipmentId } },
      'web',
      team.dispatcher.headers,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.unassignDriverFromShipment as { status: string };
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    for (const [sourceSystem, key] of Object.entries(keys))
      await storeApiKey(db, sourceSystem as SourceSystem, sourceSystem, key);
    team = await signInAssignmentTeam(db, commonCarrierId);
  });
  afterAll(() => test.close());

  it('[D2-4.11] [D2-7.07] an accepted tender is one TENDER_ACCEPTED event with the carrier PRO, for the tendering source only', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId);
    const cursor = await cursorOf('MERCURYGATE');
    expect((await accept(shipmentId, { carrierPro: 'pro-4711' })).status).toBe('OK');

    const event = await onlyEventAfter('MERCURYGATE', cursor);
    expect(event).toEqual({
      eventId: expect.any(Number),
      type: 'TENDER_ACCEPTED',
      shipmentId,
      orderId: await orderIdOf(shipmentId),
      occurredAt: detailsNow.toISOString(),
      data: { carrierPro: 'PRO-4711' },
    });
    expect(event.eventId).toBeGreaterThan(cursor);
    for (const other of ['OTMNONASSET', 'TRINIUM'] as const)
      expect(await seenBy(other, shipmentId)).toEqual([]);
  });

  it("[D2-5.03] an accept that leaves the source's own PRO in place tells that PRO", async () => {
    const shipmentId = await tenderTo(db, commonCarrierId, { carrierPro: 'SRC-88' });
    expect((await accept(shipmentId)).status).toBe('OK');
    expect((await shipmentEventsOf(db, shipmentId)).map((event) => event.data)).toEqual([
      { carrierPro: 'SRC-88' },
    ]);
  });

  it('[D2-4.08] [D2-4.12] a declined tender is one TENDER_DECLINED event with the reason code, for the tendering source only', async () => {
    const shipmentId = await tenderTo(db, commonCarrierId, { sourceSystem: 'OTMNONASSET' });
    const cursor = await cursorOf('OTMNONASSET');
    const answer = await answerTender(test, team.dispatcher, {
      shipmentId,
      action: 'DECLINE',
      reasonCode: 'capacity_constraints',
    });
    expect(answer.status).toBe('OK');

    expect(await onlyEventAfter('OTMNONASSET', cursor)).toMatchObject({
      type: 'TENDER_DECLINED',
      shipmentId,
      orderId: await orderIdOf(shipmentId),
      data: { reasonCode: 'CAPACITY_CONSTRAINTS' },
    });
    for (const other of ['MERCURYGATE', 'TRINIUM'] as const)
      expect(await seenBy(other, shipmentId)).toEqual([]);
    // Where no reason is asked, the event says so with null.
    const plain = await tenderTo(db, commonCarrierId);
    await answerTender(test, team.dispatcher, { shipmentId: plain, action: 'DECLINE' });
    expect((await shipmentEventsOf(db, plain)).map((event) => event.data)).toEqual([{ reasonCode: null }]);
  });

  it('[D2-7.09] [D2-4.15] an assignment is one DRIVER_ASSIGNED event naming the driver and where they start', async () => {
    const before = await team.tender('DRIVER_ASSIGNMENT', -3, team.driver);
    const afterPredecessor = await team.tender('CARRIER_ASSIGNMENT', 0);
    const fromStart = await team.tender('CARRIER_ASSIGNMENT', 30);
    const cursor = await cursorOf('MERCURYGATE');

    const answer = await assignDriver(test, team.dispatcher, {
      shipmentId: afterPredecessor,
      driverId: team.driver.member.id,
      assignSource: 'MY_LOADS',
      predecessorShipmentId: before,
    });
    expect(answer.status).toBe('OK');
    const driver = { name: 'Dana Reyes', upn: team.driver.member.upn, mobileNumber: '312-555-0101' };
    expect(await onlyEventAfter('MERCURYGATE', cursor)).toEqual({
      eventId: expect.any(Number),
      type: 'DRIVER_ASSIGNED',
      shipmentId: afterPredecessor,
      orderId: await orderIdOf(afterPredecessor),
      occurredAt: detailsNow.toISOString(),
      data: { driver, predecessorShipmentId: before, startLocation: null },
    });

    await assignDriver(test, team.dispatcher, {
      shipmentId: fromStart,
      driverId: team.otherDriver.member.id,
      assignSource: 'MY_LOADS',
      startLocation: peoria,
    });
    const { timeZone: _notKept, ...start } = peoria;
    expect((await shipmentEventsOf(db, fromStart)).map((event) => event.data)).toEqual([
      {
        driver: { name: 'Omar Diaz', upn: team.otherDriver.member.upn, mobileNumber: null },
        predecessorShipmentId: null,
        startLocation: start,
      },
    ]);
    expect(await seenBy('TRINIUM', afterPredecessor)).toEqual([]);
  });

  it('[D2-4.09] [D2-7.10] an un-assignment is one DRIVER_UNASSIGNED event naming the driver taken off', async () => {
    const shipmentId = await team.tender('DRIVER_ASSIGNMENT', 50, team.driver);
    const cursor = await cursorOf('MERCURYGATE');
    expect((await unassign(shipmentId)).status).toBe('OK');
    expect(await onlyEventAfter('MERCURYGATE', cursor)).toMatchObject({
      type: 'DRIVER_UNASSIGNED',
      shipmentId,
      orderId: await orderIdOf(shipmentId),
      data: { driver: { name: 'Dana Reyes', upn: team.driver.member.upn, mobileNumber: '312-555-0101' } },
    });
    expect(await seenBy('OTMNONASSET', shipmentId)).toEqual([]);
  });

  it('[D2-3.11] [D2-3.12] [D2-3.13] a trip is a TRIP_STARTED, a STOP_UPDATED per saved stop update and a TRIP_COMPLETED event; a refused update records nothing', async () => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.tender('DRIVER_ASSIGNMENT', -3, driver);
    await addTrailerActivities(db, shipmentId);
    const cursor = await cursorOf('MERCURYGATE');
    await startedTrip(test, driver, shipmentId);
    const update = (sequence: number, values: Record<string, unknown>) =>
      tripAnswer<StopAnswer>(test, driver, 'updateStop', {
        shipmentId,
        stopId: stopIdOf(shipmentId, sequence),
        providerEquipment: true,
        ...values,
      });
    // The clock is 06:00 at the pickup (planned 08:00): on time, every time in the past.
    await update(1, {
      actualArrivalDateTime: central('2030-03-01T05:50:00'),
      trailerIn: { type: 'TA', number: '123456' },
      latitude: 41.8781,
      longitude: -87.6298,
      city: 'Chicago',
    });
    const refused = await sendTrip(test, driver, 'updateStop', {
      shipmentId,
      stopId: stopIdOf(shipmentId, 1),
      actualDepartureDateTime: central('2030-03-01T05:55:00'),
      trailerOut: { type: 'TA', number: '1' },
      providerEquipment: true,
    });
    expect(refused.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    await update(1, {
      actualDepartureDateTime: central('2030-03-01T05:55:00'),
      trailerOut: { type: 'SNLU', number: '654321' },
    });
    await update(2, { actualArrivalDateTime: central('2030-03-01T06:30:00'), providerEquipment: false });
    await update(2, { actualDepartureDateTime: central('2030-03-01T06:40:00'), providerEquipment: false });
    expect((await tripAnswer(test, driver, 'completeTrip', { shipmentId })).status).toBe('OK');

    const { events } = await pageOf('MERCURYGATE', `?after=${cursor}`);
    expect(events.map((event) => event.type)).toEqual([
      'TRIP_STARTED',
      'STOP_UPDATED',
      'STOP_UPDATED',
      'STOP_UPDATED',
      'STOP_UPDATED',
      'TRIP_COMPLETED',
    ]);
    expect(events.every((event) => event.shipmentId === shipmentId)).toBe(true);
    expect(events[0]!.data).toMatchObject({
      startDateTime: '2030-03-01T07:30:00-06:00',
      gpsTrackingStatus: 1,
    });
    expect(events[1]!.data).toEqual({
      stopId: stopIdOf(shipmentId, 1),
      sequenceNo: 1,
      actualEta: null,
      actualArrival: '2030-03-01T05:50:00-06:00',
      actualDeparture: null,
      trailerIn: { equipmentId: 'TA123456' },
      trailerOut: null,
      chassisNumber: null,
      lateArrivalReason: null,
      position: {
        city: 'Chicago',
        state: null,
        country: null,
        latitude: 41.8781,
        longitude: -87.6298,
        positionDateTime: null,
      },
      updatedBy: driver.member.upn,
    });
    expect(events[2]!.data).toMatchObject({
      actualArrival: '2030-03-01T05:50:00-06:00',
      actualDeparture: '2030-03-01T05:55:00-06:00',
      trailerIn: null,
      trailerOut: { equipmentId: 'SNLU654321' },
      position: null,
    });
    expect(events[5]!.data).toEqual({
      completedAt: detailsNow.toISOString(),
      completedBy: driver.member.upn,
    });
    expect(await seenBy('TRINIUM', shipmentId)).toEqual([]);
  });

  it('[D2-5.04] [D2-4.13] [D2-2.30] a refused answer records nothing: a PRO taken, a tender answered already, bad input, a load no longer assignable, nothing to unassign', async () => {
    const first = await tenderTo(db, commonCarrierId);
    expect((await accept(first, { carrierPro: 'TAKEN-1' })).status).toBe('OK');
    const second = await tenderTo(db, commonCarrierId);
    const driverAssigned = await team.tender('DRIVER_ASSIGNMENT', 60, team.driver);
    const carrierAssigned = await team.tender('CARRIER_ASSIGNMENT', 70);
    const count = await eventCount();

    expect((await accept(second, { carrierPro: 'taken-1' })).reason).toBe('carrierProTaken');
    expect((await accept(first, { carrierPro: 'AGAIN-1' })).reason).toBe('alreadyAccepted');
    const noTerms = await refuseTender(test, team.dispatcher, { shipmentId: second, action: 'ACCEPT' });
    expect(noTerms.extensions.code).toBe('BAD_USER_INPUT');
    const notAssignable = await assignDriver(test, team.dispatcher, {
      shipmentId: driverAssigned,
      driverId: team.newDriver.member.id,
      assignSource: 'MY_LOADS',
      startLocation: peoria,
    });
    expect(notAssignable.status).toBe('REJECTED');
    const forbidden = await sendAssignment(test, team.admin, {
      shipmentId: carrierAssigned,
      driverId: team.driver.member.id,
      assignSource: 'MY_LOADS',
      startLocation: peoria,
    });
    expect(forbidden.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await unassign(carrierAssigned)).status).toBe('REJECTED');

    expect(await eventCount()).toBe(count);
  });

  it('pages in event id order from the cursor, and answers the cursor again when nothing is new', async () => {
    const cursor = await cursorOf('MERCURYGATE');
    const shipmentIds = [await tenderTo(db, commonCarrierId), await tenderTo(db, commonCarrierId)];
    for (const shipmentId of shipmentIds) await accept(shipmentId);

    const first = await pageOf('MERCURYGATE', `?after=${cursor}&limit=1`);
    expect(first.events.map((event) => event.shipmentId)).toEqual([shipmentIds[0]]);
    expect(first.lastEventId).toBe(first.events[0]!.eventId);
    const second = await pageOf('MERCURYGATE', `?after=${first.lastEventId}&limit=1`);
    expect(second.events.map((event) => event.shipmentId)).toEqual([shipmentIds[1]]);
    expect(second.lastEventId).toBeGreaterThan(first.lastEventId);
    expect(await pageOf('MERCURYGATE', `?after=${second.lastEventId}`)).toEqual({
      events: [],
      lastEventId: second.lastEventId,
    });
    // From the start, every event of the source comes in order, at most 100 by default.
    const all = await pageOf('MERCURYGATE');
    const ids = all.events.map((event) => event.eventId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.events.length).toBeLessThanOrEqual(100);
  });

  it("commits one source's events in id order: a second answer's event waits for the first one's commit (only the PostgreSQL run proves it)", async () => {
    const eventOf = (shipmentId: string) => ({
      type: 'TENDER_DECLINED' as const,
      data: { reasonCode: null },
      shipment: { sourceSystem: 'TRINIUM' as const, shipmentId, orderId: null },
      occurredAt: detailsNow,
    });
    const steps: string[] = [];
    let commitFirst = () => {};
    const firstMayCommit = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstRecorded = () => {};
    const firstHasRecorded = new Promise<void>((resolve) => (firstRecorded = resolve));
    const first = db.transaction(async (tx) => {
      await recordShipmentEvent(tx, eventOf('S-ORDER-1'));
      firstRecorded();
      await firstMayCommit;
      steps.push('first commits');
    });
    await firstHasRecorded;
    const second = db.transaction(async (tx) => {
      await recordShipmentEvent(tx, eventOf('S-ORDER-2'));
      steps.push('second recorded');
    });
    // PostgreSQL: once the second answer waits on the lock (or has recorded its event, which the
    // order check below then refuses), let the first commit. PGlite runs one transaction at a time:
    // the second has not begun, and no query could be answered before the first commits.
    if (test.database.kind === 'postgres')
      await vi.waitFor(
        async () => {
          if (steps.length > 0) return;
          const [row] = await selectRows<{ waiting: number }>(
            db,
            sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
          );
          expect(row?.waiting).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
    commitFirst();
    await Promise.all([first, second]);

    expect(steps).toEqual(['first commits', 'second recorded']);
    const { events } = await pageOf('TRINIUM');
    expect(events.map((event) => event.shipmentId)).toEqual(['S-ORDER-1', 'S-ORDER-2']);
  });

  it('refuses a bad cursor or page size with a clear message, and a missing API key', async () => {
    const afterMessage = 'after must be an event id: a whole number, 0 or more.';
    const limitMessage = 'limit must be a whole number from 1 to 500.';
    for (const [query, fields] of [
      ['?after=-1', { after: afterMessage }],
      ['?after=abc', { after: afterMessage }],
      ['?after=1&after=2', { after: afterMessage }],
      ['?limit=0', { limit: limitMessage }],
      ['?limit=501', { limit: limitMessage }],
      ['?limit=ten', { limit: limitMessage }],
    ] as const) {
      const response = await read('MERCURYGATE', query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Invalid query parameters.',
        fields,
      });
    }
    const unauthenticated = await test.app.inject({ method: 'GET', url: '/integration/v1/shipment-events' });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
