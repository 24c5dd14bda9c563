import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCapacitiesPerCarrier } from '@freight/domain/capacity/capacity-rules';
import type { Database } from '../../db/client';
import { capacities } from '../../db/schema/capacity';
import { members } from '../../db/schema/members';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces, testPlaces } from '../postings/postings.fixtures';
import { eq } from 'drizzle-orm';
import {
  addCapacity,
  addMutation,
  capacityNow,
  deleteMutation,
  laneInput,
  listQuery,
  plainListQuery,
  restoreMutation,
  selectQuery,
  signInColleague,
  signInDispatcher,
  storedCapacities,
  truckInput,
  updateMutation,
  type CapacityView,
  type Dispatcher,
} from './capacity.fixtures';

// Posting, changing, viewing, listing, removing and restoring trucks and lanes through the API
// (D3-7.14 to D3-7.17), with the form's rules checked again by the server (D3-5.17 to D3-5.24).

type ListAnswer = { totalPages: number; totalRecords: number; capacity: CapacityView[] };

describe('saving capacity', () => {
  let test: TestApp;
  let db: Database;
  let clock = capacityNow;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => clock });
    db = test.database.db;
    await insertPlaces(db);
  });
  afterAll(() => test.close());

  const list = async (caller: Dispatcher, input: Record<string, unknown> = {}, query = listQuery) => {
    const { body } = await graphqlAs(test.app, caller.headers, query, { input });
    expect(body.errors).toBeUndefined();
    const [answer] = Object.values(body.data!) as ListAnswer[];
    return answer!;
  };
  const refused = async (caller: Dispatcher, input: Record<string, unknown>, language?: string) => {
    const before = await storedCapacities(db, caller.carrierId);
    const headers = language ? { ...caller.headers, 'accept-language': language } : caller.headers;
    const { status, body } = await graphqlAs(test.app, headers, addMutation, { input });
    expect(await storedCapacities(db, caller.carrierId)).toEqual(before);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    return { message: body.errors![0]!.message, fields: body.errors![0]!.extensions.fields };
  };

  it('[D3-7.17] [D3-3.12] [D3-3.11] adds a Truck of the caller’s carrier with the caller as its last editor', async () => {
    const dispatcher = await signInDispatcher(db);
    await db
      .update(members)
      .set({ firstName: 'Dana', lastName: 'Reyes', email: 'dana@carrier.test', mobileNumber: '312-555-0199' })
      .where(eq(members.id, dispatcher.member.id));
    const other = await signInDispatcher(db);
    const { body } = await graphqlAs(test.app, dispatcher.headers, addMutation, {
      // The payload's carrier and user fields are the caller's, whatever they say.
      input: truckInput({
        commonCarrierId: 'SOMEONE-ELSE',
        userId: other.member.id,
        lastUpdatedBy: 'Mallory',
      }),
    });
    expect(body.errors).toBeUndefined();
    const answer = body.data!.addCarrierCapacity as {
      capacityID: string;
      lastUpdatedByUserName: string;
      capacity: CapacityView;
    };
    expect(answer.lastUpdatedByUserName).toBe('Dana Reyes');
    expect(answer.capacity).toMatchObject({
      capacityId: answer.capacityID,
      capacityType: 'TRUCK',
      trailerType: 'Dry Van',
      commonCarrierId: expect.stringMatching(/^TC-/),
      origin: {
        city: 'Chicago',
        state: 'IL',
        country: 'USA',
        postalCode: '60601',
        latitude: testPlaces.chicago.latitude,
        longitude: testPlaces.chicago.longitude,
        radius: 100,
        timeZone: 'America/Chicago',
      },
      destination: { city: null, radius: null },
      destinationStates: [],
      destinationCountry: null,
      pickUpFromDate: '2030-03-04T06:00:00-06:00',
      pickUpToDate: '2030-03-07T23:59:59-06:00',
      preferredDays: [],
      lastUpdatedBy: 'Dana Reyes',
      lastUpdatedByEmail: 'dana@carrier.test',
      lastUpdatedByPhoneNumber: '312-555-0199',
      lastUpdatedDateTime: '2030-03-01T12:00:00.000Z',
      loadCount: null,
    });
    const [row] = await storedCapacities(db, dispatcher.carrierId);
    expect(row).toMatchObject({
      lastUpdatedBy: dispatcher.member.id,
      originLatitude: testPlaces.chicago.latitude,
    });
    expect(await storedCapacities(db, other.carrierId)).toEqual([]);
  });

  it('[D3-3.12] a Lane keeps its days in the week’s order, its destination city and radius, and no dates', async () => {
    const dispatcher = await signInDispatcher(db);
    const lane = await addCapacity(
      test.app,
      dispatcher,
      laneInput({ preferredDays: ['Friday', 'Monday'], pickUpFromDate: '2030-03-04T06:00:00-06:00' }),
    );
    expect(lane).toMatchObject({
      capacityType: 'LANE',
      trailerType: 'Refrigerated',
      destination: { city: 'Dallas', state: 'TX', radius: 100 },
      preferredDays: ['Monday', 'Friday'],
      pickUpFromDate: null,
      pickUpToDate: null,
    });
  });

  it('[D3-5.21] [D3-3.12] a destination of states keeps 1 to 3 states, "None" left out, and no radius', async () => {
    const dispatcher = await signInDispatcher(db);
    const lane = await addCapacity(
      test.app,
      dispatcher,
      laneInput({
        destinationCity: null,
        destinationLatitude: null,
        destinationLongitude: null,
        destinationRadius: 150,
        destinationCountry: 'USA',
        destinationStates: ['TX', 'None', 'OK'],
      }),
    );
    expect(lane).toMatchObject({
      destination: { city: null, radius: null },
      destinationCountry: 'USA',
      destinationStates: ['TX', 'OK'],
    });
  });

  it('[D3-5.17] refuses an origin without coordinates or unknown to the gazetteer, and writes nothing', async () => {
    const dispatcher = await signInDispatcher(db);
    for (const input of [
      truckInput({ originLatitude: null }),
      truckInput({ originCity: 'Atlantis' }),
      truckInput({ originCity: null }),
    ]) {
      expect((await refused(dispatcher, input)).fields).toEqual({ origin: 'originMissing' });
    }
  });

  it('[D3-5.18] [D3-5.24] refuses a Truck starting before today at its origin or ending before it starts', async () => {
    const dispatcher = await signInDispatcher(db);
    // 06:00 on 1 March in Chicago: the last day of February is over there.
    const early = await refused(dispatcher, truckInput({ pickUpFromDate: '2030-02-28T06:00:00-06:00' }));
    expect(early.fields).toEqual({ pickUpDates: 'pickUpDateBeforeToday' });
    const reversed = await refused(
      dispatcher,
      truckInput({ pickUpFromDate: '2030-03-06T06:00:00-06:00', pickUpToDate: '2030-03-05T06:00:00-06:00' }),
    );
    expect(reversed).toEqual({
      message: 'The Pick-Up Date Range cannot end before it begins.',
      fields: { pickUpDates: 'pickUpRangeReversed' },
    });
    expect((await refused(dispatcher, truckInput({ pickUpToDate: 'next week' }))).fields).toEqual({
      pickUpDates: 'pickUpDateMissing',
    });
    // Today at the origin is fine, and so is a single day.
    await addCapacity(
      test.app,
      dispatcher,
      truckInput({ pickUpFromDate: '2030-03-01T06:00:00-06:00', pickUpToDate: '2030-03-01T06:00:00-06:00' }),
    );
  });

  it('[D3-5.19] refuses a Lane without a day, in the spec’s words, in English and in French', async () => {
    const dispatcher = await signInDispatcher(db);
    const english = await refused(dispatcher, laneInput({ preferredDays: [] }));
    expect(english).toEqual({
      message: 'Kindly select atleast one day',
      fields: { preferredDays: 'daysMissing' },
    });
    const french = await refused(dispatcher, laneInput({ preferredDays: [] }), 'fr-CA');
    expect(french.message).toBe('Veuillez sélectionner au moins un jour');
    expect((await refused(dispatcher, laneInput({ preferredDays: ['Funday'] }))).fields).toEqual({
      preferredDays: 'dayInvalid',
    });
  });

  it('[D3-5.20] a Truck may go Anywhere, a Lane may not; a destination city needs its coordinates', async () => {
    const dispatcher = await signInDispatcher(db);
    await addCapacity(test.app, dispatcher, truckInput());
    const anywhereLane = laneInput({
      destinationCity: null,
      destinationLatitude: null,
      destinationRadius: null,
    });
    expect((await refused(dispatcher, anywhereLane)).fields).toEqual({
      destination: 'laneDestinationMissing',
    });
    const unplaced = truckInput({
      destinationCity: 'Dallas',
      destinationState: 'TX',
      destinationCountry: 'USA',
    });
    expect((await refused(dispatcher, { ...unplaced, destinationRadius: 100 })).fields).toEqual({
      destination: 'destinationMissing',
    });
  });

  it('[D3-5.21] refuses more than 3 states, or states of another country', async () => {
    const dispatcher = await signInDispatcher(db);
    const states = (destinationStates: string[]) =>
      laneInput({
        destinationCity: null,
        destinationLatitude: null,
        destinationLongitude: null,
        destinationCountry: 'USA',
        destinationStates,
      });
    expect((await refused(dispatcher, states(['TX', 'OK', 'KS', 'MO']))).fields).toEqual({
      destinationStates: 'tooManyStates',
    });
    expect((await refused(dispatcher, states(['TX', 'QC']))).fields).toEqual({
      destinationStates: 'unknownState',
    });
  });

  it('[D3-5.23] [D3-9.06] refuses radii off the 25-mile steps from 25 to 250, and trailer types not offered', async () => {
    const dispatcher = await signInDispatcher(db);
    for (const originRadius of [0, 10, 110, 275])
      expect((await refused(dispatcher, truckInput({ originRadius }))).fields).toEqual({
        originRadius: 'radiusInvalid',
      });
    expect((await refused(dispatcher, laneInput({ destinationRadius: 300 }))).fields).toEqual({
      destinationRadius: 'radiusInvalid',
    });
    expect((await refused(dispatcher, truckInput({ trailerType: 'Flatbed' }))).fields).toEqual({
      trailerType: 'trailerTypeInvalid',
    });
    expect((await refused(dispatcher, truckInput({ capacityType: 'BOAT' }))).fields).toMatchObject({
      capacityType: 'capacityTypeInvalid',
    });
  });

  it('[D3-4.45] [D3-7.15] [D3-9.06] lists newest first, 10 a page, each segment its own', async () => {
    const dispatcher = await signInDispatcher(db);
    const added: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const input = index % 3 === 0 ? laneInput() : truckInput();
      added.push((await addCapacity(test.app, dispatcher, input)).capacityId);
    }
    const first = await list(dispatcher);
    expect([first.totalRecords, first.totalPages]).toEqual([12, 2]);
    expect(first.capacity.map((item) => item.capacityId)).toEqual(added.slice(2).reverse());
    const second = await list(dispatcher, { page: 1 });
    expect(second.capacity.map((item) => item.capacityId)).toEqual(added.slice(0, 2).reverse());
    const lanes = await list(dispatcher, { capacityType: 'LANE', size: 25 });
    expect(lanes.totalRecords).toBe(4);
    expect(lanes.capacity.every((item) => item.capacityType === 'LANE')).toBe(true);
    const trucks = await list(dispatcher, { capacityType: 'truck' });
    expect(trucks.totalRecords).toBe(8);
    // The same page without counts (D3-7.14).
    const plain = await list(dispatcher, {}, plainListQuery);
    expect(plain.capacity.map((item) => [item.capacityId, item.loadCount])).toEqual(
      first.capacity.map((item) => [item.capacityId, null]),
    );
    const { status, body } = await graphqlAs(test.app, dispatcher.headers, listQuery, {
      input: { capacityType: 'BOAT' },
    });
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
  });

  it('[D3-7.17] [D3-4.45] [D3-3.13] an edit keeps the id and the place in the list; its editor becomes the last editor, by first and last name', async () => {
    const dispatcher = await signInDispatcher(db);
    const colleague = await signInColleague(db, dispatcher, ['carrierDispatcher']);
    const older = await addCapacity(test.app, dispatcher, truckInput());
    clock = new Date(capacityNow.getTime() + 60_000);
    const newer = await addCapacity(test.app, dispatcher, truckInput());
    clock = new Date(capacityNow.getTime() + 120_000);
    const { body } = await graphqlAs(test.app, colleague.headers, updateMutation, {
      input: laneInput({ capacityId: older.capacityId }),
    });
    clock = capacityNow;
    expect(body.errors).toBeUndefined();
    const saved = (body.data!.updateCarrierCapacity as { capacity: CapacityView }).capacity;
    expect(saved).toMatchObject({
      capacityId: older.capacityId,
      capacityType: 'LANE',
      lastUpdatedBy: 'Test Member',
      lastUpdatedByEmail: colleague.member.upn,
      lastUpdatedDateTime: '2030-03-01T12:02:00.000Z',
    });
    expect((await list(dispatcher)).capacity.map((item) => item.capacityId)).toEqual([
      newer.capacityId,
      older.capacityId,
    ]);
    const [row] = (await storedCapacities(db, dispatcher.carrierId)).filter((r) => r.id === older.capacityId);
    expect(row).toMatchObject({ lastUpdatedBy: colleague.member.id, pickUpFromDate: null });
  });

  it('[D3-2.63] the View reads one capacity with its last editor; a member who left leaves no name', async () => {
    const dispatcher = await signInDispatcher(db);
    const lane = await addCapacity(test.app, dispatcher, laneInput());
    const viewed = async () => {
      const { body } = await graphqlAs(test.app, dispatcher.headers, selectQuery, {
        capacityId: lane.capacityId,
      });
      expect(body.errors).toBeUndefined();
      return body.data!.selectCarrierCapacity as CapacityView;
    };
    expect(await viewed()).toEqual(lane);
    await db.update(capacities).set({ lastUpdatedBy: null }).where(eq(capacities.id, lane.capacityId));
    expect(await viewed()).toMatchObject({
      lastUpdatedBy: null,
      lastUpdatedByEmail: null,
      lastUpdatedByPhoneNumber: null,
    });
  });

  it('[D3-4.44] a removed capacity leaves the list; its undo brings back the same one, even days later', async () => {
    const dispatcher = await signInDispatcher(db);
    const truck = await addCapacity(
      test.app,
      dispatcher,
      truckInput({ pickUpFromDate: '2030-03-01T06:00:00-06:00', pickUpToDate: '2030-03-02T06:00:00-06:00' }),
    );
    const lane = await addCapacity(test.app, dispatcher, laneInput());
    const remove = (capacityId: string) =>
      graphqlAs(test.app, dispatcher.headers, deleteMutation, { capacityId });
    const { body } = await remove(truck.capacityId);
    expect(body.data!.deleteCarrierCapacity).toEqual({ capacityId: truck.capacityId, capacityType: 'TRUCK' });
    expect((await list(dispatcher)).capacity.map((item) => item.capacityId)).toEqual([lane.capacityId]);
    expect((await remove(truck.capacityId)).body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    // Restored after its first day has passed: the same capacity, where it was, with its editor and dates.
    clock = new Date('2030-03-02T12:00:00Z');
    const restored = await graphqlAs(test.app, dispatcher.headers, restoreMutation, {
      capacityId: truck.capacityId,
    });
    clock = capacityNow;
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data!.restoreCarrierCapacity).toEqual(truck);
    expect((await list(dispatcher)).capacity.map((item) => item.capacityId)).toEqual([
      lane.capacityId,
      truck.capacityId,
    ]);
  });

  it('removed capacities past their undo are deleted for good by the next change', async () => {
    const dispatcher = await signInDispatcher(db);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    await graphqlAs(test.app, dispatcher.headers, deleteMutation, { capacityId: truck.capacityId });
    clock = new Date(capacityNow.getTime() + 1.5 * 86_400_000);
    await addCapacity(
      test.app,
      dispatcher,
      truckInput({ pickUpFromDate: '2030-03-04T06:00:00-06:00', pickUpToDate: '2030-03-05T06:00:00-06:00' }),
    );
    const { body } = await graphqlAs(test.app, dispatcher.headers, restoreMutation, {
      capacityId: truck.capacityId,
    });
    clock = capacityNow;
    expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await storedCapacities(db, dispatcher.carrierId)).map((row) => row.id)).not.toContain(
      truck.capacityId,
    );
  });

  it(`keeps at most ${maxCapacitiesPerCarrier} capacities a carrier: the next add answers LIMIT_EXCEEDED and writes nothing`, async () => {
    const dispatcher = await signInDispatcher(db);
    await addCapacity(test.app, dispatcher, truckInput());
    const [template] = await storedCapacities(db, dispatcher.carrierId);
    const { id: _id, ...row } = template!;
    await db
      .insert(capacities)
      .values(Array.from({ length: maxCapacitiesPerCarrier - 1 }, () => ({ ...row })));
    const { status, body } = await graphqlAs(test.app, dispatcher.headers, addMutation, {
      input: truckInput(),
    });
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([422, 'LIMIT_EXCEEDED']);
    expect(await storedCapacities(db, dispatcher.carrierId)).toHaveLength(maxCapacitiesPerCarrier);
  });
});
