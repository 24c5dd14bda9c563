import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCostProfile, type CostProfile } from '@freight/domain/profit/cost-profile';
import { loadProfitOf } from '@freight/domain/profit/load-profit';
import { parseMoneyToCents } from '@freight/domain/money';
import type { Database } from '../../db/client';
import { costProfiles } from '../../db/schema/profit';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import type { LoadPostingView } from '../postings/load-posting-views';
import {
  createSearchCarrier,
  insertPlaces,
  insertPostings,
  testPlaces,
  type TestPosting,
} from '../postings/postings.fixtures';
import { searchQuery } from './search-documents';

// Sorting and filtering a load search by net profit and net per day (issue 20, decision 058): the
// order the database chooses is the order of the domain's figures, which the cards show, computed
// with the searching carrier's cost profile.

const friday = new Date('2030-03-01T12:00:00Z');
const day = '2030-03-05';

const profile: CostProfile = {
  ...defaultCostProfile,
  costPerMile: 1.9,
  fixedCostPerDay: 220,
  averageSpeedMph: 48,
  drivingHoursPerDay: 10,
  dwellHoursPerStop: 2.5,
};

// Loads whose rankings by price, by net profit and by net per day all differ: deadheads from Gary and
// Milwaukee, long and short trips, long appointments, a loss and a load without a rate.
const postings: TestPosting[] = [
  { loadId: 'PROFIT-A', totalChargeCents: 300_000, totalDistance: 968.4, pickup: `${day}T08:00:00-06:00` },
  {
    loadId: 'PROFIT-B',
    from: testPlaces.milwaukee,
    totalChargeCents: 320_000,
    totalDistance: 1040,
    pickup: `${day}T09:00:00-06:00`,
  },
  {
    loadId: 'PROFIT-C',
    from: testPlaces.gary,
    to: testPlaces.indianapolis,
    totalChargeCents: 90_000,
    totalDistance: 150,
    pickup: `${day}T10:00:00-06:00`,
    drop: `${day}T16:00:00-05:00`,
  },
  {
    loadId: 'PROFIT-D',
    totalChargeCents: 310_000,
    totalDistance: 968.4,
    pickup: `${day}T11:00:00-06:00`,
    drop: '2030-03-09T08:00:00-06:00',
  },
  { loadId: 'PROFIT-E', totalChargeCents: 120_000, totalDistance: 968.4, pickup: `${day}T12:00:00-06:00` },
  {
    loadId: 'PROFIT-F',
    totalChargeCents: null,
    lineHaulCents: null,
    totalDistance: 500,
    pickup: `${day}T13:00:00-06:00`,
  },
];

const fromChicago = {
  originCity: 'Chicago',
  originState: 'IL',
  originCountry: 'USA',
  originRadius: 150,
  trailerType: 'Dry Van',
  pickUpStartDate: `${day}T00:00:00-06:00`,
  pickUpEndDate: `${day}T23:55:00-06:00`,
};

/** The figures a card shows for a result, from the domain. */
function profitOf(posting: LoadPostingView, costProfile: CostProfile) {
  const stops = [...posting.stops].sort((a, b) => Number(a.sequenceNo) - Number(b.sequenceNo));
  return loadProfitOf(
    {
      totalChargeCents: posting.rate?.totalCharge ? parseMoneyToCents(posting.rate.totalCharge)! : null,
      totalDistance: posting.totalDistance,
      deadheadMiles: posting.originDeadHead ?? null,
      pickupStart: stops[0]!.appointmentFrom,
      dropStart: stops.at(-1)!.appointmentFrom,
    },
    costProfile,
  );
}

describe('sorting and filtering a search by profit', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let defaultsDispatcher: TestCaller;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => friday });
    db = test.database.db;
    await insertPlaces(db);
    await insertPostings(db, postings);
    const carrier = await createSearchCarrier(db);
    await db.insert(costProfiles).values({ carrierId: carrier.id, ...profile });
    dispatcher = await signInAt(db, friday, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    const other = await createSearchCarrier(db);
    defaultsDispatcher = await signInAt(db, friday, {
      roles: ['carrierLeasedOwnerOpr'],
      carrierId: other.id,
    });
  });
  afterAll(() => test.close());

  const search = async (caller: TestCaller, input: Record<string, unknown>) => {
    const { status, body } = await graphqlAs(test.app, caller.headers, searchQuery, {
      input: { ...fromChicago, skipUserSearchHistory: true, ...input },
    });
    const result = body.data?.searchLoadPostingV2 as { loadPostings: LoadPostingView[] } | undefined;
    return { status, body, loads: result?.loadPostings ?? [] };
  };

  /** The load ids best first by a figure, loads without it last, ties by load id. */
  const rankedBy = (loads: LoadPostingView[], figure: (load: LoadPostingView) => number | null) =>
    [...loads]
      .sort((a, b) => {
        const [x, y] = [figure(a), figure(b)];
        if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
        return y - x || a.loadId.localeCompare(b.loadId);
      })
      .map((load) => load.loadId);

  it.each([
    ['netProfit', 'netProfitCents'],
    ['netPerDay', 'netCentsPerDay'],
  ] as const)('sorting by %s follows the figures the cards show, best first', async (sortColumn, figure) => {
    const { body, loads } = await search(dispatcher, { sortColumn });
    expect(body.errors).toBeUndefined();
    expect(loads).toHaveLength(postings.length);
    const order = loads.map((load) => load.loadId);
    expect(order).toEqual(rankedBy(loads, (load) => profitOf(load, profile)[figure]));
    expect(order.at(-1)).toBe('PROFIT-F');
    // Ascending: the least profitable first, loads without a rate still last.
    const ascending = await search(dispatcher, { sortColumn, sortDirection: 'ASC' });
    expect(ascending.loads.map((load) => load.loadId)).toEqual([...order.slice(0, -1).reverse(), 'PROFIT-F']);
  });

  it('the two profit sorts and the price sort give different orders on these loads', async () => {
    const orders = await Promise.all(
      ['price', 'netProfit', 'netPerDay'].map(async (sortColumn) =>
        (await search(dispatcher, { sortColumn })).loads.map((load) => load.loadId).join(),
      ),
    );
    expect(new Set(orders).size).toBe(3);
  });

  it('a carrier without a profile sorts with the defaults', async () => {
    const { loads } = await search(defaultsDispatcher, { sortColumn: 'netPerDay' });
    expect(loads.map((load) => load.loadId)).toEqual(
      rankedBy(loads, (load) => profitOf(load, defaultCostProfile).netCentsPerDay),
    );
  });

  it('the lower bounds keep only the loads netting that much, or that much a day', async () => {
    const all = (await search(dispatcher, {})).loads;
    const netOf = (load: LoadPostingView) => profitOf(load, profile);
    const byProfit = await search(dispatcher, { minNetProfit: 500 });
    expect(byProfit.loads.map((load) => load.loadId).sort()).toEqual(
      all
        .filter((load) => (netOf(load).netProfitCents ?? -Infinity) >= 50_000)
        .map((load) => load.loadId)
        .sort(),
    );
    const byDay = await search(dispatcher, { minNetPerDay: 300 });
    expect(byDay.loads.map((load) => load.loadId).sort()).toEqual(
      all
        .filter((load) => (netOf(load).netCentsPerDay ?? -Infinity) >= 30_000)
        .map((load) => load.loadId)
        .sort(),
    );
    expect(byDay.loads.length).toBeGreaterThan(0);
    expect(byDay.loads.length).toBeLessThan(all.length);
  });

  it('a profit sort without an origin city, or an absurd bound, is a 400', async () => {
    const anywhere = await search(dispatcher, {
      originCity: null,
      originState: null,
      destinationCity: 'Dallas',
      destinationState: 'TX',
      destinationCountry: 'USA',
      destinationRadius: 100,
      sortColumn: 'netProfit',
    });
    expect([anywhere.status, anywhere.body.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    const absurd = await search(dispatcher, { minNetProfit: 1e9 });
    expect([absurd.status, absurd.body.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
  });
});
