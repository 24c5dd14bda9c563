import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  capacities,
  loadPostings,
  recommendationViews,
  savedSearches,
  shipmentStops,
  shipments,
  watchedLoads,
} from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import {
  createSearchCarrier,
  insertPostings,
  loadPostingFields,
  testPlaces,
  type TestPlace,
} from '../postings/postings.fixtures';

// The engine through the GraphQL API on a real database (decision 012). The app's clock is Friday
// 1 March 2030; each carrier's signals and postings sit in their own place and weeks, so that the
// postings of one test are never candidates of another's carrier.

const friday = new Date('2030-03-01T12:00:00Z');

const miami: TestPlace = {
  name: 'Miami',
  state: 'FL',
  country: 'USA',
  latitude: 25.7617,
  longitude: -80.1918,
  timeZone: 'America/New_York',
};
const { chicago, gary, milwaukee, indianapolis, dallas, fortWorth, houston, atlanta, toronto, montreal } =
  testPlaces;

const recommendedQuery = /* GraphQL */ `
  ${loadPostingFields}
  query Recommended($input: RecommendedLoadsInput) {
    recommendedLoads(input: $input) {
      totalRecords
      message
      status
      error
      resultID
      loadPostings {
        ...LoadPostingFields
        recommendationStatus
      }
    }
  }
`;

const similarQuery = /* GraphQL */ `
  query Similar($loadIds: [ID!]!) {
    recommendedSimilarLoadsByLoadIds(loadIds: $loadIds) {
      primaryLoadId
      totalRecords
      message
      status
      error
      loadPostings {
        loadId
        rank
      }
    }
  }
`;

const seenMutation = /* GraphQL */ `
  mutation Seen($loadIds: [ID!]!) {
    markRecommendedLoadsSeen(loadIds: $loadIds)
  }
`;

type RecommendedPosting = {
  loadId: string;
  rank: number | null;
  recommendationStatus: string | null;
  similarLoads: number | null;
  isWatched: boolean;
  originDeadHead: number | null;
};
type RecommendedResult = {
  totalRecords: number;
  message: string | null;
  status: string;
  error: boolean;
  resultID: string | null;
  loadPostings: RecommendedPosting[];
};
type SimilarResult = {
  primaryLoadId: string;
  totalRecords: number;
  message: string | null;
  status: string;
  error: boolean;
  loadPostings: { loadId: string; rank: number | null }[];
};

describe('recommendations', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => friday });
    db = test.database.db;
  });
  afterAll(() => test.close());

  const dispatcherOf = async () => {
    const carrier = await createSearchCarrier(db);
    const caller = await signInAt(db, friday, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    return { carrierId: carrier.id, caller };
  };
  const postTruck = (
    carrierId: string,
    place: TestPlace,
    from: string,
    to: string,
    trailerType = 'Dry Van',
  ) =>
    db.insert(capacities).values({
      carrierId,
      capacityType: 'TRUCK',
      trailerType,
      originCity: place.name,
      originState: place.state,
      originCountry: place.country,
      originLatitude: place.latitude,
      originLongitude: place.longitude,
      originRadius: 100,
      pickUpFromDate: new Date(from),
      pickUpToDate: new Date(to),
    });
  const recommended = async (
    caller: TestCaller,
    input: Record<string, unknown> = {},
    channel: 'web' | 'mobile' = 'web',
  ) => {
    const { body } = await graphql(test.app, recommendedQuery, { input }, channel, caller.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.recommendedLoads as RecommendedResult;
  };
  const idsOf = (result: RecommendedResult) => result.loadPostings.map((load) => load.loadId);
  const similar = async (caller: TestCaller, loadIds: string[]) => {
    const { body } = await graphqlAs(test.app, caller.headers, similarQuery, { loadIds });
    expect(body.errors).toBeUndefined();
    return body.data!.recommendedSimilarLoadsByLoadIds as SimilarResult[];
  };
  const postingId = async (loadId: string) =>
    (await db.select({ id: loadPostings.id }).from(loadPostings).where(eq(loadPostings.loadId, loadId)))[0]!
      .id;

  it('[D1-7.11] a carrier with a truck posted in Chicago gets a Chicago pick-up ranked above a Miami pick-up', async () => {
    const { carrierId, caller } = await dispatcherOf();
    await postTruck(carrierId, chicago, '2030-03-04T00:00:00-06:00', '2030-03-07T23:59:00-06:00');
    // The same trailer, rate and dates: only the place differs.
    await insertPostings(db, [
      { loadId: 'REC-CHI-1', pickup: '2030-03-05T08:00:00-06:00' },
      { loadId: 'REC-MIA-1', from: miami, to: atlanta, pickup: '2030-03-05T08:00:00-05:00' },
      { loadId: 'REC-MIA-2', from: miami, to: atlanta, pickup: '2030-03-06T08:00:00-05:00' },
    ]);

    const onlyTruck = await recommended(caller);
    expect(idsOf(onlyTruck)).toEqual(['REC-CHI-1']);
    expect(onlyTruck.loadPostings[0]).toMatchObject({
      rank: 1,
      recommendationStatus: 'new',
      similarLoads: 0,
      originDeadHead: 0,
    });
    expect(onlyTruck).toMatchObject({ totalRecords: 1, status: 'OK', error: false, message: null });

    // A watched load in Miami makes Miami pick-ups candidates too; the truck still ranks Chicago first.
    await db.insert(watchedLoads).values({
      memberId: caller.member.id,
      carrierId,
      loadPostingId: await postingId('REC-MIA-2'),
    });
    const withWatched = await recommended(caller);
    expect(idsOf(withWatched)).toEqual(['REC-CHI-1', 'REC-MIA-1', 'REC-MIA-2']);
    expect(withWatched.loadPostings.map((load) => load.rank)).toEqual([1, 2, 3]);
    expect(withWatched.loadPostings[2]!.isWatched).toBe(true);
  });

  it('[D1-4.14][D1-9.02] a load is new until the member opened it; status new with size 2 gives the top two new ones', async () => {
    const { carrierId, caller } = await dispatcherOf();
    const colleague = await signInAt(db, friday, { roles: ['carrierDispatcher'], carrierId });
    await postTruck(carrierId, dallas, '2030-03-18T00:00:00-05:00', '2030-03-20T23:59:00-05:00');
    // Better paid first: 3.50, 3.00, 2.50 and 2.00 dollars a mile.
    await insertPostings(
      db,
      [350_000, 300_000, 250_000, 200_000].map((cents, index) => ({
        loadId: `REC-DAL-${index + 1}`,
        from: fortWorth,
        to: houston,
        totalDistance: 1_000,
        totalChargeCents: cents,
        pickup: '2030-03-19T08:00:00-05:00',
      })),
    );

    const before = await recommended(caller);
    expect(idsOf(before)).toEqual(['REC-DAL-1', 'REC-DAL-2', 'REC-DAL-3', 'REC-DAL-4']);
    expect(before.loadPostings.every((load) => load.recommendationStatus === 'new')).toBe(true);
    expect((await recommended(caller)).resultID).toBe(before.resultID);

    const { body } = await graphqlAs(test.app, caller.headers, seenMutation, {
      loadIds: ['REC-DAL-1', 'rec-dal-3', 'NO-SUCH-LOAD'],
    });
    expect(body).toEqual({ data: { markRecommendedLoadsSeen: true } });
    // Opening it again is no error.
    await graphqlAs(test.app, caller.headers, seenMutation, { loadIds: ['REC-DAL-1'] });

    const after = await recommended(caller);
    expect(after.loadPostings.map((load) => [load.loadId, load.rank, load.recommendationStatus])).toEqual([
      ['REC-DAL-1', 1, 'seen'],
      ['REC-DAL-2', 2, 'new'],
      ['REC-DAL-3', 3, 'seen'],
      ['REC-DAL-4', 4, 'new'],
    ]);
    const top = await recommended(caller, { status: 'new', size: 2 });
    expect(top.loadPostings.map((load) => [load.loadId, load.rank])).toEqual([
      ['REC-DAL-2', 2],
      ['REC-DAL-4', 4],
    ]);
    expect(top.totalRecords).toBe(2);
    expect(top.resultID).not.toBe(before.resultID);
    // Seen is the member's own: a colleague still has all four new.
    const theirs = await recommended(colleague, { status: 'new', size: 2 });
    expect(idsOf(theirs)).toEqual(['REC-DAL-1', 'REC-DAL-2']);
    expect(theirs.totalRecords).toBe(4);
    // Pages of the whole list.
    expect(idsOf(await recommended(caller, { size: 3, page: 1 }))).toEqual(['REC-DAL-4']);
  });

  it('[D1-4.14] [D1-1.12] marks as seen only the loads the caller may see: nothing for hidden or closed ones', async () => {
    const { carrierId, caller } = await dispatcherOf();
    const other = await createSearchCarrier(db);
    await insertPostings(db, [
      { loadId: 'SEEN-OPEN' },
      { loadId: 'SEEN-MANAGED', managedEquipment: true },
      { loadId: 'SEEN-WITHDRAWN', status: 'WITHDRAWN' },
      { loadId: 'SEEN-THEIRS', status: 'BOOKED', bookedByCarrierId: other.id },
      { loadId: 'SEEN-OURS', status: 'BOOKED', bookedByCarrierId: carrierId },
    ]);
    const { body } = await graphqlAs(test.app, caller.headers, seenMutation, {
      loadIds: ['SEEN-OPEN', 'SEEN-MANAGED', 'SEEN-WITHDRAWN', 'SEEN-THEIRS', 'SEEN-OURS'],
    });
    // The same answer whatever the loads, so that it tells nothing about those the caller may not see.
    expect(body).toEqual({ data: { markRecommendedLoadsSeen: true } });
    const rows = await db
      .select({ loadId: loadPostings.loadId })
      .from(recommendationViews)
      .innerJoin(loadPostings, eq(loadPostings.id, recommendationViews.loadPostingId))
      .where(eq(recommendationViews.memberId, caller.member.id));
    expect(rows.map((row) => row.loadId).sort()).toEqual(['SEEN-OPEN', 'SEEN-OURS']);
  });

  it('[D1-7.11] booked, withdrawn, taken, ended and hidden postings are not recommended', async () => {
    const { carrierId, caller } = await dispatcherOf();
    await postTruck(carrierId, atlanta, '2030-02-27T00:00:00-05:00', '2030-03-13T23:59:00-04:00');
    const pickup = '2030-03-12T08:00:00-04:00';
    await insertPostings(db, [
      { loadId: 'REC-ATL-OPEN', from: atlanta, to: miami, pickup },
      // Today 6:00 to 8:00 in Atlanta: started, not ended at 7:00 (the clock); 4:00 to 6:00 has ended.
      { loadId: 'REC-ATL-STARTED', from: atlanta, to: miami, pickup: '2030-03-01T06:00:00-05:00' },
      { loadId: 'REC-ATL-ENDED', from: atlanta, to: miami, pickup: '2030-03-01T04:00:00-05:00' },
      {
        loadId: 'REC-ATL-BOOKED',
        from: atlanta,
        to: miami,
        pickup,
        status: 'BOOKED',
        bookedByCarrierId: carrierId,
      },
      { loadId: 'REC-ATL-WITHDRAWN', from: atlanta, to: miami, pickup, status: 'WITHDRAWN' },
      { loadId: 'REC-ATL-TAKEN', from: atlanta, to: miami, pickup },
      { loadId: 'REC-ATL-MANAGED', from: atlanta, to: miami, pickup, managedEquipment: true },
    ]);
    // A shipment already made from a posting that still reads open: taken all the same.
    await db.insert(shipments).values({
      shipmentId: 'REC-SHP-TAKEN',
      loadPostingId: await postingId('REC-ATL-TAKEN'),
      sourceSystem: 'MERCURYGATE',
      loadType: 'Brokerage',
      transportMode: 'Dry Van',
      shipmentState: 'CARRIER_ASSIGNMENT',
      totalWeight: 38_000,
      totalDistance: 660,
      numberOfStops: 2,
    });
    expect(idsOf(await recommended(caller))).toEqual(['REC-ATL-STARTED', 'REC-ATL-OPEN']);
  });

  it('[D1-7.11] searches of the carrier’s members and the loads it carried are signals; an unaccepted tender is not', async () => {
    const { carrierId, caller } = await dispatcherOf();
    const colleague = await signInAt(db, friday, { roles: ['carrierDispatcher'], carrierId });
    // A colleague's recent search from Toronto, typed for a day that has passed: it counts from today.
    await db.insert(savedSearches).values({
      memberId: colleague.member.id,
      carrierId,
      trailerType: 'Refrigerated',
      originCity: toronto.name,
      originState: toronto.state,
      originCountry: toronto.country,
      originLatitude: toronto.latitude,
      originLongitude: toronto.longitude,
      originRadius: 100,
      pickupStart: new Date('2030-02-20T00:00:00-05:00'),
      pickupEnd: new Date('2030-02-22T23:55:00-05:00'),
      zoneOffset: '-05:00',
      criteriaKey: 'toronto-reefer',
      searchDate: new Date('2030-02-20T10:00:00Z'),
    });
    const shipment = async (shipmentId: string, state: 'IN_TRANSIT' | 'TENDERED', from: TestPlace) => {
      const [row] = await db
        .insert(shipments)
        .values({
          shipmentId,
          sourceSystem: 'MERCURYGATE',
          loadType: 'Brokerage',
          transportMode: 'Dry Van',
          shipmentState: state,
          assignedCarrierId: carrierId,
          totalWeight: 38_000,
          totalDistance: 500,
          numberOfStops: 2,
        })
        .returning({ id: shipments.id });
      await db.insert(shipmentStops).values(
        [from, dallas].map((place, index) => ({
          shipmentId: row!.id,
          stopId: `${shipmentId}-${index + 1}`,
          sequenceNo: index + 1,
          stopType: index === 0 ? ('P' as const) : ('D' as const),
          city: place.name,
          state: place.state,
          country: place.country,
          timeZone: place.timeZone,
          latitude: place.latitude,
          longitude: place.longitude,
        })),
      );
    };
    await shipment('REC-SHP-CARRIED', 'IN_TRANSIT', montreal);
    await shipment('REC-SHP-TENDERED', 'TENDERED', miami);
    await insertPostings(db, [
      {
        loadId: 'REC-TOR-1',
        from: toronto,
        to: montreal,
        transportMode: 'Refrigerated',
        pickup: '2030-03-02T08:00:00-05:00',
      },
      { loadId: 'REC-MTL-1', from: montreal, to: dallas, pickup: '2030-03-08T08:00:00-05:00' },
      { loadId: 'REC-MIA-TENDER', from: miami, to: dallas, pickup: '2030-03-08T08:00:00-05:00' },
    ]);
    const ids = idsOf(await recommended(caller));
    expect(ids).toContain('REC-TOR-1');
    expect(ids).toContain('REC-MTL-1');
    expect(ids).not.toContain('REC-MIA-TENDER');
    // The search is a stronger signal than a carried load.
    expect(ids.indexOf('REC-TOR-1')).toBeLessThan(ids.indexOf('REC-MTL-1'));
  });

  it('[D1-7.11] a carrier without any signal gets an empty list with the no-recommendations text', async () => {
    const { caller } = await dispatcherOf();
    expect(await recommended(caller)).toEqual({
      totalRecords: 0,
      message: 'No recommendations available, please try again later',
      status: 'OK',
      error: false,
      resultID: null,
      loadPostings: [],
    });
  });

  it('[D1-4.13][D1-7.12][D1-9.05] similar loads: both ends within 100 miles, in the 3 and 9 day windows, without the primary', async () => {
    const { carrierId, caller } = await dispatcherOf();
    const pickup = (day: string, time = '08:00') => `2030-03-${day}T${time}:00-05:00`;
    await insertPostings(db, [
      { loadId: 'SIM-P', pickup: pickup('25') },
      { loadId: 'SIM-SAME-DAY', pickup: pickup('25', '00:30') },
      { loadId: 'SIM-NEAR', from: gary, to: fortWorth, pickup: pickup('26') },
      { loadId: 'SIM-DAY-3', from: milwaukee, pickup: pickup('28', '20:00') },
      { loadId: 'SIM-DAY-4', pickup: pickup('29') },
      // Indianapolis is 165 miles from Chicago; Houston 225 miles from Dallas.
      { loadId: 'SIM-FAR-ORIGIN', from: indianapolis, pickup: pickup('26') },
      { loadId: 'SIM-FAR-DROP', to: houston, pickup: pickup('26') },
      { loadId: 'SIM-LATE-DROP', pickup: pickup('26'), drop: '2030-04-04T08:00:00-05:00' },
      { loadId: 'SIM-WITHDRAWN', pickup: pickup('26'), status: 'WITHDRAWN' },
    ]);

    const [primary, unknown] = await similar(caller, ['sim-p', 'NO-SUCH-LOAD']);
    expect(primary).toEqual({
      primaryLoadId: 'SIM-P',
      totalRecords: 3,
      message: null,
      status: 'OK',
      error: false,
      loadPostings: [
        { loadId: 'SIM-SAME-DAY', rank: null },
        { loadId: 'SIM-NEAR', rank: null },
        { loadId: 'SIM-DAY-3', rank: null },
      ],
    });
    expect(unknown).toMatchObject({
      primaryLoadId: 'NO-SUCH-LOAD',
      error: true,
      message: 'This load is no longer available.',
      loadPostings: [],
    });

    // The count on a recommended card is the length of that list.
    await postTruck(carrierId, chicago, '2030-03-25T00:00:00-05:00', '2030-03-25T23:59:00-05:00');
    const cards = await recommended(caller);
    const card = cards.loadPostings.find((load) => load.loadId === 'SIM-P');
    expect(card?.similarLoads).toBe(3);
  });

  it('[D1-7.11] input is checked: a bad status, size or load list answers a clear message', async () => {
    const { caller } = await dispatcherOf();
    const badStatus = await graphqlAs(test.app, caller.headers, recommendedQuery, {
      input: { status: 'old' },
    });
    expect(badStatus.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(badStatus.body.errors?.[0]?.extensions.fields).toEqual({ status: "Status is 'new' or 'seen'." });
    const badSize = await graphqlAs(test.app, caller.headers, recommendedQuery, { input: { size: 0 } });
    expect(badSize.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    const noIds = await graphqlAs(test.app, caller.headers, similarQuery, { loadIds: [] });
    expect(noIds.body.errors?.[0]?.extensions.fields).toEqual({ _: 'Name at least one load.' });
    const tooMany = await graphqlAs(test.app, caller.headers, seenMutation, {
      loadIds: Array.from({ length: 101 }, (_, i) => `L-${i}`),
    });
    expect(tooMany.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('[D1-6.05][D1-7.11] dispatchers and owner-operators get recommendations on /web and /mobile alike; guests and drivers are refused', async () => {
    const { carrierId, caller } = await dispatcherOf();
    await postTruck(carrierId, houston, '2030-03-04T00:00:00-06:00', '2030-03-05T23:59:00-06:00');
    await insertPostings(db, [{ loadId: 'REC-HOU-1', from: houston, to: dallas }]);
    const web = await recommended(caller, {}, 'web');
    expect(idsOf(web)).toEqual(['REC-HOU-1']);
    expect(await recommended(caller, {}, 'mobile')).toEqual(web);

    const leased = await signInAt(db, friday, { roles: ['carrierLeasedOwnerOpr'], carrierId });
    expect(idsOf(await recommended(leased))).toEqual(['REC-HOU-1']);

    for (const roles of [['carrierGuest'], ['carrierDriver']] as const) {
      const refused = await signInAt(db, friday, {
        roles,
        carrierId: roles[0] === 'carrierGuest' ? null : carrierId,
      });
      for (const [query, variables] of [
        [recommendedQuery, {}],
        [similarQuery, { loadIds: ['REC-HOU-1'] }],
        [seenMutation, { loadIds: ['REC-HOU-1'] }],
      ] as const) {
        const { body } = await graphqlAs(test.app, refused.headers, query, variables);
        expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
    }
  });
});

describe('[D1-6.19] recommendations switched off', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: { recommended: false } }) },
      { now: () => friday },
    );
  });
  afterAll(() => test.close());

  it('refuses every recommendation field, even to a dispatcher', async () => {
    const carrier = await createSearchCarrier(test.database.db);
    const caller = await signInAt(test.database.db, friday, {
      roles: ['carrierDispatcher'],
      carrierId: carrier.id,
    });
    for (const [query, variables] of [
      [recommendedQuery, {}],
      [similarQuery, { loadIds: ['L-1'] }],
      [seenMutation, { loadIds: ['L-1'] }],
    ] as const) {
      const { body } = await graphqlAs(test.app, caller.headers, query, variables);
      expect(body.errors).toEqual([
        { message: 'This feature is not available right now.', extensions: { code: 'FORBIDDEN' } },
      ]);
    }
  });
});
