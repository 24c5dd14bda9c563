import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { shipments, stopActivities } from '../../db/schema/index';
import type { TestCaller } from '../../test-support/sign-in';
import { graphql, type TestApp } from '../../test-support/test-app';
import { shipmentRow } from '../driver-assignment/driver-assignment.fixtures';
import { shipmentEventsOf, signInPerson } from '../shipments/shipments.fixtures';
import {
  addTrailerActivities,
  central,
  sendTrip,
  signInTripTeam,
  startedTrip,
  startTripTestApp,
  stopIdOf,
  stopRowsOf,
  tripAnswer,
  tripRefusal,
  type StopAnswer,
  type TestClock,
  type TripTeam,
} from './trips.fixtures';

const staleText = 'Shipment details could have been updated from other sources. Please check and try again.';

describe('updateStop', () => {
  let test: TestApp;
  let db: Database;
  let clock: TestClock;
  let team: TripTeam;

  /** A started trip of a new driver of the carrier, each stop with a trailer-in and a trailer-out activity. */
  const runningTrip = async (
    planned: Parameters<typeof addTrailerActivities>[2] = {},
    options: { managedEquipment?: boolean } = {},
  ) => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.assignedTo(driver);
    await addTrailerActivities(db, shipmentId, planned);
    if (options.managedEquipment)
      await db.update(shipments).set({ managedEquipment: true }).where(eq(shipments.shipmentId, shipmentId));
    clock.now = new Date('2030-03-01T12:00:00Z');
    await startedTrip(test, driver, shipmentId);
    // 10:00 at the pickup: an arrival at 07:50 and a departure at 09:00 are in the past.
    clock.now = new Date('2030-03-01T16:00:00Z');
    return { driver, shipmentId, pickup: stopIdOf(shipmentId, 1), delivery: stopIdOf(shipmentId, 2) };
  };
  const update = (caller: TestCaller, input: Record<string, unknown>) =>
    tripAnswer<StopAnswer>(test, caller, 'updateStop', input);
  const refusal = (
    caller: TestCaller,
    input: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => tripRefusal(test, caller, 'updateStop', input, headers);
  /** What a refused update must leave exactly as it was. */
  const snapshot = async (shipmentId: string) => ({
    row: await shipmentRow(db, shipmentId),
    stops: await stopRowsOf(db, shipmentId),
    activities: await db.select().from(stopActivities).orderBy(stopActivities.id),
    events: await shipmentEventsOf(db, shipmentId),
  });
  /** The pickup's arrival on time (planned 08:00) with its trailer-in, the equipment question answered Yes. */
  const onTimeArrival = (shipmentId: string, extra: Record<string, unknown> = {}) => ({
    shipmentId,
    stopId: stopIdOf(shipmentId, 1),
    actualArrivalDateTime: central('2030-03-01T07:50:00'),
    trailerIn: { type: 'TA', number: '123456' },
    providerEquipment: true,
    ...extra,
  });

  beforeAll(async () => {
    ({ test, clock } = await startTripTestApp());
    db = test.database.db;
    team = await signInTripTeam(db, 'CC-TRIP-STOPS');
  });
  afterAll(() => test.close());

  it("[D2-3.11] [D2-4.31] [D2-4.35] [D2-7.14] an arrival with its trailer-in, then the departure with the trailer-out: each saved, the stop completed, the shipment's version moved on", async () => {
    const { driver, shipmentId, pickup } = await runningTrip();
    const version = (await shipmentRow(db, shipmentId)).version;
    const arrived = await update(driver, onTimeArrival(shipmentId, { version }));
    expect(arrived).toMatchObject({
      status: 'OK',
      message: 'The stop has been updated.',
      stopId: pickup,
      warnings: [],
      shipment: { version: version + 1, executionStatus: 'STARTED' },
    });
    expect(arrived.shipment!.stops[0]).toMatchObject({
      stopId: pickup,
      actualArrival: '2030-03-01T07:50:00-06:00',
      actualDeparture: null,
      activities: [
        { execActivity: 'TRAILER_IN', equipmentId: 'TA123456' },
        { execActivity: 'TRAILER_OUT', equipmentId: null },
      ],
    });
    const departed = await update(driver, {
      shipmentId,
      stopId: pickup,
      actualDepartureDateTime: central('2030-03-01T09:00:00'),
      trailerOut: { type: 'SNLU', number: '654321' },
      chassisNumber: 'CH-1',
      providerEquipment: true,
      version: version + 1,
    });
    expect(departed.shipment!.stops[0]).toMatchObject({
      actualArrival: '2030-03-01T07:50:00-06:00',
      actualDeparture: '2030-03-01T09:00:00-06:00',
      activities: [
        { execActivity: 'TRAILER_IN', equipmentId: 'TA123456' },
        { execActivity: 'TRAILER_OUT', equipmentId: 'SNLU654321', chassisNumber: 'CH-1' },
      ],
    });
    const [row] = await stopRowsOf(db, shipmentId);
    expect(row!.actualDeparture).toEqual(new Date('2030-03-01T15:00:00Z'));
  });

  it('[D2-7.06] the My Loads card (getShipment) and the details read what a stop update recorded', async () => {
    const { driver, shipmentId, pickup } = await runningTrip();
    await update(driver, onTimeArrival(shipmentId, { actualETADateTime: null }));
    const stopFields =
      'stopId actualArrival actualDeparture lateArrivalReason activities { execActivity equipmentId }';
    const { body } = await graphql(
      test.app,
      `query Cards($ids: [ID!]!) { getShipment(shipmentIds: $ids) { executionStatus stops { ${stopFields} } } }`,
      { ids: [shipmentId] },
      'web',
      driver.headers,
    );
    const expected = {
      stopId: pickup,
      actualArrival: '2030-03-01T07:50:00-06:00',
      actualDeparture: null,
      lateArrivalReason: null,
      activities: [
        { execActivity: 'TRAILER_IN', equipmentId: 'TA123456' },
        { execActivity: 'TRAILER_OUT', equipmentId: null },
      ],
    };
    expect(body.data!.getShipment).toEqual([
      { executionStatus: 'STARTED', stops: [expected, expect.anything()] },
    ]);
    const details = await graphql(
      test.app,
      `query Details($id: ID!) { getShipmentDetails(shipmentId: $id) { version stops { ${stopFields} } } }`,
      { id: shipmentId },
      'web',
      team.dispatcher.headers,
    );
    expect(details.body.data!.getShipmentDetails).toEqual({
      version: (await shipmentRow(db, shipmentId)).version,
      stops: [expected, expect.anything()],
    });
  });

  it('[D2-4.10] the first departure puts the trip In Transit: the shipment stays in the In Transit list', async () => {
    const { driver, shipmentId, pickup } = await runningTrip();
    await update(driver, onTimeArrival(shipmentId));
    const departed = await update(driver, {
      shipmentId,
      stopId: pickup,
      actualDepartureDateTime: central('2030-03-01T09:00:00'),
      providerEquipment: false,
    });
    expect(departed.shipment).toMatchObject({
      shipmentState: 'IN_TRANSIT',
      myLoadsBucket: 'inTransit',
      executionStatus: 'IN_TRANSIT',
    });
  });

  it("[D2-5.05] an arrival more than 60 minutes after now at the stop is refused on its field, in the caller's language, and nothing changes", async () => {
    const { driver, shipmentId } = await runningTrip();
    const before = await snapshot(shipmentId);
    const late = onTimeArrival(shipmentId, {
      actualArrivalDateTime: central('2030-03-01T11:01:00'),
      lateArrivalReason: 'TRAFFIC',
    });
    expect(await refusal(driver, late)).toEqual({
      message: "Arrival can be at most 60 minutes after now at this stop's local time.",
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: {
          actualArrivalDateTime: "Arrival can be at most 60 minutes after now at this stop's local time.",
        },
      },
    });
    const french = await refusal(driver, late, { 'accept-language': 'fr-CA' });
    expect(french.extensions.fields!.actualArrivalDateTime).not.toBe(
      "Arrival can be at most 60 minutes after now at this stop's local time.",
    );
    expect(french.extensions.fields!.actualArrivalDateTime).toContain('60');
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it("[D2-5.08] [D2-5.16] a trailer number its type does not take is refused with the spec's text, and nothing changes", async () => {
    const { driver, shipmentId } = await runningTrip();
    const before = await snapshot(shipmentId);
    const bad = await refusal(
      driver,
      onTimeArrival(shipmentId, { trailerIn: { type: 'TA', number: '12345' } }),
    );
    expect(bad.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { trailerIn: 'Please enter valid Trailer-In or Trailer-Out value' },
    });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it('[D2-4.42] [D2-5.09] without managed equipment the equipment question must be answered', async () => {
    const { driver, shipmentId } = await runningTrip();
    const before = await snapshot(shipmentId);
    const unanswered = await refusal(driver, onTimeArrival(shipmentId, { providerEquipment: null }));
    expect(unanswered.extensions.fields).toEqual({
      providerEquipment: 'Please answer the equipment question.',
    });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it('[D2-3.11] a time written without its offset is refused by the input schema on its field', async () => {
    const { driver, shipmentId } = await runningTrip();
    const unzoned = await refusal(
      driver,
      onTimeArrival(shipmentId, { actualArrivalDateTime: '2030-03-01T07:50:00' }),
    );
    expect(unzoned.extensions.fields).toEqual({ actualArrivalDateTime: 'Enter a valid date and time.' });
  });

  it('[D2-4.33] a stop after the open one is locked', async () => {
    const { driver, shipmentId, delivery } = await runningTrip();
    const locked = await refusal(driver, {
      shipmentId,
      stopId: delivery,
      actualETADateTime: central('2030-03-02T13:00:00'),
      providerEquipment: false,
    });
    expect(locked.extensions.fields).toEqual({
      stopId:
        'This stop cannot be updated yet: update the earlier stops first, or the trip is already complete.',
    });
  });

  it("[D2-5.07] an arrival earlier than the previous stop's departure is refused", async () => {
    const { driver, shipmentId, pickup, delivery } = await runningTrip();
    await update(driver, onTimeArrival(shipmentId));
    await update(driver, {
      shipmentId,
      stopId: pickup,
      actualDepartureDateTime: central('2030-03-01T09:00:00'),
      providerEquipment: false,
    });
    const early = await refusal(driver, {
      shipmentId,
      stopId: delivery,
      actualArrivalDateTime: central('2030-03-01T08:59:00'),
      providerEquipment: false,
    });
    expect(early.extensions.fields).toEqual({
      actualArrivalDateTime: 'Arrival cannot be earlier than the departure from the previous stop.',
    });
  });

  it('[D2-4.43] [D2-4.44] a late arrival needs a reason; given, the stop keeps it and the trip screen reads it', async () => {
    const { driver, shipmentId } = await runningTrip();
    const late = onTimeArrival(shipmentId, { actualArrivalDateTime: central('2030-03-01T09:00:00') });
    const missing = await refusal(driver, late);
    expect(missing.extensions.fields).toEqual({
      lateArrivalReason: 'You arrived later than planned: please choose a reason.',
    });
    const saved = await update(driver, { ...late, lateArrivalReason: 'TRAFFIC' });
    expect(saved.shipment!.stops[0]).toMatchObject({ lateArrivalReason: 'TRAFFIC' });
    expect((await stopRowsOf(db, shipmentId))[0]!.lateArrivalReason).toBe('TRAFFIC');
  });

  it('[D2-4.45] a reason sent with an arrival that is not late is not kept', async () => {
    const { driver, shipmentId } = await runningTrip();
    const saved = await update(driver, onTimeArrival(shipmentId, { lateArrivalReason: 'TRAFFIC' }));
    expect(saved.shipment!.stops[0]!.lateArrivalReason).toBeNull();
  });

  it('[D2-4.41] [D2-5.13] leaving with another trailer than the planned one asks for consent and saves nothing; with the Yes it is saved', async () => {
    const { driver, shipmentId, pickup } = await runningTrip(
      { 1: { in: 'TA111111', out: 'TA222222' }, 2: { in: 'TA222222' } },
      { managedEquipment: true },
    );
    await update(driver, {
      shipmentId,
      stopId: pickup,
      actualArrivalDateTime: central('2030-03-01T07:50:00'),
    });
    const departure = {
      shipmentId,
      stopId: pickup,
      actualDepartureDateTime: central('2030-03-01T09:00:00'),
      trailerOut: { type: 'TA', number: '333333' },
    };
    const before = await snapshot(shipmentId);
    const asked = await update(driver, departure);
    expect(asked).toMatchObject({
      status: 'CONSENT_REQUIRED',
      message: 'Please confirm the trailer before this update is saved.',
      warnings: [
        {
          code: 'INVALID_TRAILER_OUT_WARNING',
          message: expect.stringContaining(
            'Trailer #TA333333 is not the trailer planned to leave this stop.',
          ),
        },
      ],
    });
    expect(asked.warnings[0]!.message).toContain('$50');
    expect(await snapshot(shipmentId)).toEqual(before);
    const consented = await update(driver, { ...departure, userConsentForTrailerWarning: true });
    expect(consented.status).toBe('OK');
    expect(consented.shipment!.stops[0]!.activities).toContainEqual(
      expect.objectContaining({ execActivity: 'TRAILER_OUT', equipmentId: 'TA333333' }),
    );
  });

  it('[D2-5.24] with managed equipment, a mistyped trailer shows blank and a blank sent back leaves it as recorded', async () => {
    const { driver, shipmentId, pickup } = await runningTrip(
      { 1: { in: 'TA12' } },
      { managedEquipment: true },
    );
    const saved = await update(driver, {
      shipmentId,
      stopId: pickup,
      actualETADateTime: central('2030-03-01T07:55:00'),
      trailerIn: { type: null, number: '' },
    });
    expect(saved.shipment!.stops[0]!.actualEta).toBe('2030-03-01T07:55:00-06:00');
    expect(saved.shipment!.stops[0]!.activities[0]).toMatchObject({
      execActivity: 'TRAILER_IN',
      equipmentId: 'TA12',
    });
  });

  it('[D2-5.23] [D2-8.09] a trailer for an activity the stop does not have cannot be recorded', async () => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.assignedTo(driver);
    clock.now = new Date('2030-03-01T12:00:00Z');
    await startedTrip(test, driver, shipmentId);
    clock.now = new Date('2030-03-01T16:00:00Z');
    const missing = await refusal(driver, onTimeArrival(shipmentId));
    expect(missing.extensions.fields).toEqual({
      trailerIn: 'The trailer information of this stop cannot be updated. Please contact us.',
    });
  });

  it('[D2-4.54] the final departure completes GPS tracking', async () => {
    const { driver, shipmentId, pickup, delivery } = await runningTrip();
    await update(driver, onTimeArrival(shipmentId));
    await update(driver, {
      shipmentId,
      stopId: pickup,
      actualDepartureDateTime: central('2030-03-01T09:00:00'),
      providerEquipment: false,
    });
    clock.now = new Date('2030-03-02T21:00:00Z');
    await update(driver, {
      shipmentId,
      stopId: delivery,
      actualArrivalDateTime: central('2030-03-02T13:50:00'),
      providerEquipment: false,
    });
    expect((await shipmentRow(db, shipmentId)).gpsTrackingStatus).toBe(1);
    const last = await update(driver, {
      shipmentId,
      stopId: delivery,
      actualDepartureDateTime: central('2030-03-02T14:30:00'),
      providerEquipment: false,
    });
    expect(last.shipment).toMatchObject({ gpsTrackingStatus: 2, shipmentState: 'IN_TRANSIT' });
  });

  it("[D2-8.08] an update made on an older version is a CONFLICT with the spec's text, never written over the newer one", async () => {
    const { driver, shipmentId } = await runningTrip();
    const version = (await shipmentRow(db, shipmentId)).version;
    await update(driver, onTimeArrival(shipmentId, { version }));
    const before = await snapshot(shipmentId);
    const stale = await refusal(
      driver,
      onTimeArrival(shipmentId, { version, actualArrivalDateTime: central('2030-03-01T07:40:00') }),
    );
    expect(stale).toEqual({ message: staleText, extensions: { code: 'CONFLICT' } });
    expect(await snapshot(shipmentId)).toEqual(before);
  });

  it("[D2-8.08] two updates of one stop made on the same version at once: exactly one is saved, the other gets the spec's text", async () => {
    const { driver, shipmentId } = await runningTrip();
    const version = (await shipmentRow(db, shipmentId)).version;
    const [first, second] = await Promise.all(
      [
        {
          actualArrivalDateTime: central('2030-03-01T07:40:00'),
          trailerIn: { type: 'TA', number: '111111' },
        },
        {
          actualArrivalDateTime: central('2030-03-01T07:45:00'),
          trailerIn: { type: 'TA', number: '222222' },
        },
      ].map((values) =>
        sendTrip(test, driver, 'updateStop', onTimeArrival(shipmentId, { ...values, version })),
      ),
    );
    const outcomes = [first!, second!].map(({ body }) =>
      body.errors ? body.errors[0]!.extensions.code : (body.data!.updateStop as StopAnswer).status,
    );
    expect(outcomes.sort()).toEqual(['CONFLICT', 'OK']);
    const loser = [first!, second!].find(({ body }) => body.errors)!;
    expect(loser.body.errors![0]!.message).toBe(staleText);
    const winner = [first!, second!].findIndex(({ body }) => !body.errors);
    const [pickup] = await stopRowsOf(db, shipmentId);
    expect(pickup!.actualArrival).toEqual(
      new Date(winner === 0 ? '2030-03-01T13:40:00Z' : '2030-03-01T13:45:00Z'),
    );
    expect((await shipmentRow(db, shipmentId)).version).toBe(version + 1);
    expect(
      (await shipmentEventsOf(db, shipmentId)).filter((event) => event.eventType === 'STOP_UPDATED'),
    ).toHaveLength(1);
  });

  it('a trip that has not started takes no stop update', async () => {
    const driver = await signInPerson(db, team.carrierId, ['carrierDriver']);
    const shipmentId = await team.assignedTo(driver);
    const answer = await update(driver, onTimeArrival(shipmentId));
    expect(answer).toMatchObject({
      status: 'REJECTED',
      message: 'This trip is not under way: start it first, or it is already complete.',
      shipment: { executionStatus: null },
    });
  });

  it("[D2-6.01] [D2-6.02] a driver updates only their own trip and an owner-operator only theirs; a dispatcher updates the carrier's; another carrier's is not found", async () => {
    const { shipmentId } = await runningTrip();
    const before = await snapshot(shipmentId);
    const refusals = [
      [team.driver, 'NOT_FOUND'],
      [team.leased, 'FORBIDDEN'],
      [team.admin, 'FORBIDDEN'],
      [team.stranger, 'NOT_FOUND'],
      [team.strangerDriver, 'NOT_FOUND'],
    ] as const;
    for (const [caller, code] of refusals)
      expect((await refusal(caller, onTimeArrival(shipmentId))).extensions.code).toBe(code);
    expect(await snapshot(shipmentId)).toEqual(before);
    expect((await update(team.dispatcher, onTimeArrival(shipmentId))).status).toBe('OK');
  });
});
