import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCostProfile } from '@freight/domain/profit/cost-profile';
import type { Database } from '../../db/client';
import { costProfiles } from '../../db/schema/profit';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces, insertPostings, loadPostingFields, testPlaces } from '../postings/postings.fixtures';
import {
  addCapacity,
  capacityNow,
  deleteMutation,
  laneInput,
  listQuery,
  loadsQuery,
  signInDispatcher,
  truckInput,
  updateMutation,
  type CapacityView,
  type Dispatcher,
} from './capacity.fixtures';

// Which loads a capacity matches (decision 050), through getCapacityLoad (See results) and the counts
// of getCarrierCapacityWithLoadCount, which must always agree. The clock is Friday 1 March 2030,
// 06:00 in Chicago; each test has its own places, so that its postings are no other test's matches.

type LoadsAnswer = {
  totalRecords: number;
  capacity: CapacityView;
  loadPostings: { loadId: string; isWatched: boolean; originDeadHead: number | null }[];
};

const { chicago, gary, milwaukee, indianapolis, dallas, houston, fortWorth, atlanta } = testPlaces;

describe('the loads a capacity matches', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => capacityNow });
    db = test.database.db;
    await insertPlaces(db);
  });
  afterAll(() => test.close());

  const loadsOf = async (caller: Dispatcher, capacityId: string, input: Record<string, unknown> = {}) => {
    const { body } = await graphqlAs(test.app, caller.headers, loadsQuery, {
      input: { capacityId, ...input },
    });
    expect(body.errors).toBeUndefined();
    return body.data!.getCapacityLoad as LoadsAnswer;
  };
  const countsOf = async (caller: Dispatcher) => {
    const { body } = await graphqlAs(test.app, caller.headers, listQuery, { input: { size: 100 } });
    expect(body.errors).toBeUndefined();
    const { capacity } = body.data!.getCarrierCapacityWithLoadCount as { capacity: CapacityView[] };
    return new Map(capacity.map((item) => [item.capacityId, item.loadCount]));
  };
  const idsOf = (answer: LoadsAnswer) => answer.loadPostings.map((posting) => posting.loadId);

  it('[D3-2.65] [D3-7.15] [D3-7.16] a Truck matches its trailer’s open loads inside its radius and availability; its card counts them', async () => {
    const dispatcher = await signInDispatcher(db);
    await insertPostings(db, [
      { loadId: 'T-GARY', from: gary, pickup: '2030-03-05T08:00:00-06:00' },
      { loadId: 'T-MILWAUKEE', from: milwaukee, pickup: '2030-03-06T08:00:00-06:00', to: houston },
      { loadId: 'T-FAR', from: indianapolis, pickup: '2030-03-05T08:00:00-06:00' },
      { loadId: 'T-REEFER', from: gary, pickup: '2030-03-05T08:00:00-06:00', transportMode: 'Refrigerated' },
      { loadId: 'T-LATE', from: gary, pickup: '2030-03-08T08:00:00-06:00' },
      { loadId: 'T-EARLY', from: gary, pickup: '2030-03-04T05:00:00-06:00' },
      { loadId: 'T-MANAGED', from: gary, pickup: '2030-03-05T09:00:00-06:00', managedEquipment: true },
      { loadId: 'T-BOOKED', from: gary, pickup: '2030-03-05T10:00:00-06:00', status: 'BOOKED' },
    ]);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    const matched = await loadsOf(dispatcher, truck.capacityId);
    expect(idsOf(matched)).toEqual(['T-GARY', 'T-MILWAUKEE']);
    expect(matched.totalRecords).toBe(2);
    expect(matched.capacity).toMatchObject({ capacityId: truck.capacityId, loadCount: null });
    expect((await countsOf(dispatcher)).get(truck.capacityId)).toBe(2);

    // With a destination city, only the loads dropping within its radius.
    const { body } = await graphqlAs(test.app, dispatcher.headers, updateMutation, {
      input: truckInput({
        capacityId: truck.capacityId,
        destinationCity: dallas.name,
        destinationState: dallas.state,
        destinationCountry: dallas.country,
        destinationLatitude: dallas.latitude,
        destinationLongitude: dallas.longitude,
        destinationRadius: 100,
      }),
    });
    expect(body.errors).toBeUndefined();
    expect(idsOf(await loadsOf(dispatcher, truck.capacityId))).toEqual(['T-GARY']);
    expect((await countsOf(dispatcher)).get(truck.capacityId)).toBe(1);
  });

  it('[D3-2.65] [D3-7.15] a Lane matches loads picking up on its days where they pick up, over the next 14 days, to its states', async () => {
    const dispatcher = await signInDispatcher(db);
    await insertPostings(db, [
      // 23:30 on Monday in Atlanta is already Tuesday in UTC: a Monday load all the same.
      {
        loadId: 'L-MONDAY-NIGHT',
        from: atlanta,
        to: chicago,
        pickup: '2030-03-04T23:30:00-05:00',
        transportMode: 'Refrigerated',
      },
      // 23:30 on Sunday in Atlanta is Monday in UTC: not a Monday load.
      {
        loadId: 'L-SUNDAY-NIGHT',
        from: atlanta,
        to: chicago,
        pickup: '2030-03-03T23:30:00-05:00',
        transportMode: 'Refrigerated',
      },
      {
        loadId: 'L-NEXT-MONDAY',
        from: atlanta,
        to: gary,
        pickup: '2030-03-11T10:00:00-05:00',
        transportMode: 'Refrigerated',
      },
      {
        loadId: 'L-TO-TEXAS',
        from: atlanta,
        to: dallas,
        pickup: '2030-03-11T11:00:00-05:00',
        transportMode: 'Refrigerated',
      },
      // Three Mondays on: past the lane's 14 days, as the recommendations' horizon (decision 050).
      {
        loadId: 'L-THIRD-MONDAY',
        from: atlanta,
        to: chicago,
        pickup: '2030-03-18T10:00:00-05:00',
        transportMode: 'Refrigerated',
      },
      {
        loadId: 'L-LAST-MONDAY',
        from: atlanta,
        to: chicago,
        pickup: '2030-02-25T10:00:00-05:00',
        transportMode: 'Refrigerated',
      },
      { loadId: 'L-DRY-VAN', from: atlanta, to: chicago, pickup: '2030-03-04T10:00:00-05:00' },
    ]);
    const lane = await addCapacity(
      test.app,
      dispatcher,
      laneInput({
        originCity: atlanta.name,
        originState: atlanta.state,
        originLatitude: atlanta.latitude,
        originLongitude: atlanta.longitude,
        originPostalCode: null,
        destinationCity: null,
        destinationLatitude: null,
        destinationLongitude: null,
        destinationCountry: 'USA',
        destinationStates: ['IL', 'IN'],
        preferredDays: ['Monday'],
      }),
    );
    const matched = await loadsOf(dispatcher, lane.capacityId);
    expect(idsOf(matched)).toEqual(['L-MONDAY-NIGHT', 'L-NEXT-MONDAY']);
    expect((await countsOf(dispatcher)).get(lane.capacityId)).toBe(2);
  });

  it('[D3-2.65] [D3-9.06] See results pages by 25, sorts like search results, and marks watched loads', async () => {
    const dispatcher = await signInDispatcher(db);
    await insertPostings(
      db,
      Array.from({ length: 30 }, (_, index) => ({
        loadId: `S-${String(index).padStart(2, '0')}`,
        from: index % 2 === 0 ? houston : { ...houston, latitude: 29.9, longitude: -95.2 },
        to: fortWorth,
        pickup: `2030-03-05T${String(index % 24).padStart(2, '0')}:00:00-06:00`,
        totalChargeCents: 100_000 + index * 1_000,
      })),
    );
    const truck = await addCapacity(
      test.app,
      dispatcher,
      truckInput({
        originCity: houston.name,
        originState: houston.state,
        originLatitude: houston.latitude,
        originLongitude: houston.longitude,
        originPostalCode: null,
        originRadius: 25,
      }),
    );
    const first = await loadsOf(dispatcher, truck.capacityId);
    expect([first.totalRecords, first.loadPostings.length]).toEqual([30, 25]);
    const second = await loadsOf(dispatcher, truck.capacityId, { page: 1 });
    expect(second.loadPostings).toHaveLength(5);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(30);
    const byPrice = await loadsOf(dispatcher, truck.capacityId, { sortColumn: 'price' });
    expect(idsOf(byPrice).slice(0, 2)).toEqual(['S-29', 'S-28']);
    const byDeadhead = await loadsOf(dispatcher, truck.capacityId, { sortColumn: 'originDeadHead' });
    expect(byDeadhead.loadPostings[0]!.originDeadHead).toBe(0);
    // To Anywhere there is no destination deadhead to sort by.
    const { status, body } = await graphqlAs(test.app, dispatcher.headers, loadsQuery, {
      input: { capacityId: truck.capacityId, sortColumn: 'destinationDeadHead' },
    });
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);

    const watched = await graphqlAs(
      test.app,
      dispatcher.headers,
      `mutation { newUserWatchedLoads(input: { loadId: "S-03" }) { error } }`,
    );
    expect(watched.body.errors).toBeUndefined();
    const marked = (await loadsOf(dispatcher, truck.capacityId, { size: 100 })).loadPostings;
    expect(marked.filter((posting) => posting.isWatched).map((posting) => posting.loadId)).toEqual(['S-03']);
  });

  it('[D3-3.14] a load of See results carries every field of a load posting', async () => {
    const dispatcher = await signInDispatcher(db);
    // Days of its own, so that no other test's truck matches it.
    await insertPostings(db, [{ loadId: 'F-FULL', from: gary, pickup: '2030-03-09T09:00:00-06:00' }]);
    const truck = await addCapacity(
      test.app,
      dispatcher,
      truckInput({ pickUpFromDate: '2030-03-09T06:00:00-06:00', pickUpToDate: '2030-03-09T06:00:00-06:00' }),
    );
    const { body } = await graphqlAs(
      test.app,
      dispatcher.headers,
      /* GraphQL */ `
        ${loadPostingFields}
        query Full($input: CapacityLoadInput!) {
          getCapacityLoad(input: $input) {
            loadPostings {
              ...LoadPostingFields
            }
          }
        }
      `,
      { input: { capacityId: truck.capacityId, size: 100 } },
    );
    expect(body.errors).toBeUndefined();
    const { loadPostings } = body.data!.getCapacityLoad as { loadPostings: Record<string, unknown>[] };
    expect(loadPostings.find((posting) => posting.loadId === 'F-FULL')).toMatchObject({
      loadPostingStatus: 'OPEN',
      sourceSystem: 'MERCURYGATE',
      transportMode: 'Dry Van',
      totalDistance: 968.4,
      numberOfStops: 2,
      buyAllowed: true,
      exclusiveLoad: false,
      managedEquipment: false,
      rate: expect.objectContaining({ totalCharge: '2500.00' }),
      stops: [
        expect.objectContaining({ city: 'Gary', stopType: 'P' }),
        expect.objectContaining({ city: 'Dallas' }),
      ],
    });
  });

  it('a removed capacity has no results to see', async () => {
    const dispatcher = await signInDispatcher(db);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    await graphqlAs(test.app, dispatcher.headers, deleteMutation, { capacityId: truck.capacityId });
    const { body } = await graphqlAs(test.app, dispatcher.headers, loadsQuery, {
      input: { capacityId: truck.capacityId },
    });
    expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await countsOf(dispatcher)).has(truck.capacityId)).toBe(false);
  });

  it('See results sorts by net profit with the carrier’s own cost profile, the truck at the capacity’s origin', async () => {
    const dispatcher = await signInDispatcher(db);
    // A long and a short load from the same place. At the default $2.27 a mile the short one nets more
    // (446 against 230); at the carrier's own $0.50 a mile the long one does (2,000 against 800).
    await insertPostings(db, [
      {
        loadId: 'P-LONG',
        from: atlanta,
        totalChargeCents: 250_000,
        totalDistance: 1000,
        pickup: '2030-03-12T08:00:00-05:00',
      },
      {
        loadId: 'P-SHORT',
        from: atlanta,
        totalChargeCents: 90_000,
        totalDistance: 200,
        pickup: '2030-03-12T09:00:00-05:00',
      },
    ]);
    const truck = await addCapacity(
      test.app,
      dispatcher,
      truckInput({
        originCity: atlanta.name,
        originState: atlanta.state,
        originLatitude: atlanta.latitude,
        originLongitude: atlanta.longitude,
        originPostalCode: null,
        originRadius: 25,
        pickUpFromDate: '2030-03-12T00:00:00-05:00',
        pickUpToDate: '2030-03-12T23:00:00-05:00',
      }),
    );
    const byProfit = async () =>
      idsOf(await loadsOf(dispatcher, truck.capacityId, { sortColumn: 'netProfit', sortDirection: 'DESC' }));
    expect(await byProfit()).toEqual(['P-SHORT', 'P-LONG']);
    await db
      .insert(costProfiles)
      .values({ carrierId: dispatcher.carrierId, ...defaultCostProfile, costPerMile: 0.5 });
    expect(await byProfit()).toEqual(['P-LONG', 'P-SHORT']);
  });

  it('[D3-2.65] a card counts up to the cap, as the See results it opens does ("1,000+")', async () => {
    const dispatcher = await signInDispatcher(db);
    await insertPostings(
      db,
      Array.from({ length: 12 }, (_, index) => ({
        loadId: `CAP-${String(index).padStart(2, '0')}`,
        from: dallas,
        to: houston,
        pickup: `2030-03-14T${String(8 + index).padStart(2, '0')}:00:00-05:00`,
      })),
    );
    const truck = await addCapacity(
      test.app,
      dispatcher,
      truckInput({
        originCity: dallas.name,
        originState: dallas.state,
        originLatitude: dallas.latitude,
        originLongitude: dallas.longitude,
        originPostalCode: null,
        originRadius: 25,
        pickUpFromDate: '2030-03-14T00:00:00-05:00',
        pickUpToDate: '2030-03-14T23:00:00-05:00',
      }),
    );
    const cardOf = async (app: TestApp) => {
      const { body } = await graphqlAs(app.app, dispatcher.headers, listQuery, { input: { size: 100 } });
      const { capacity } = body.data!.getCarrierCapacityWithLoadCount as { capacity: CapacityView[] };
      const card = capacity.find((item) => item.capacityId === truck.capacityId)!;
      return [card.loadCount, card.loadCountCapped];
    };
    expect(await cardOf(test)).toEqual([12, false]);

    // Counted up to 10 (the cap of 5, or See results' first two pages of 5): both say "10+".
    const capped = await startTestApp(
      {
        CONFIG_OVERRIDES: JSON.stringify({
          search: { matchCountCap: 5 },
          paging: { capacityLoadPageSize: 5 },
        }),
      },
      { database: test.database, now: () => capacityNow },
    );
    try {
      expect(await cardOf(capped)).toEqual([10, true]);
      const { body } = await graphqlAs(capped.app, dispatcher.headers, loadsQuery, {
        input: { capacityId: truck.capacityId },
      });
      expect(body.data!.getCapacityLoad).toMatchObject({ totalRecords: 10, totalRecordsCapped: true });
    } finally {
      await capped.close();
    }
  });
});
