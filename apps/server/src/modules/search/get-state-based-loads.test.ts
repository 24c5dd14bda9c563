import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import type { LoadPostingView } from '../postings/load-posting-views';
import { createSearchCarrier, insertPlaces, insertPostings, testPlaces } from '../postings/postings.fixtures';
import { stateBasedQuery } from './search-documents';

type StateBasedResult = { totalRecords: number; loadPostings: LoadPostingView[] };

const now = new Date('2030-03-01T12:00:00Z'); // 06:00 in Chicago

describe('getStateBasedLoad', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let guest: TestCaller;
  let driver: TestCaller;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    db = test.database.db;
    await insertPlaces(db);
    const carrier = await createSearchCarrier(db);
    dispatcher = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId: carrier.id });
    guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: null });
    driver = await signInAt(db, now, { roles: ['carrierDriver'], carrierId: carrier.id });
    await insertPostings(db, [
      // Texas: open loads of any trailer type, one booked, one managed, one whose pick-up is over.
      {
        loadId: 'TX-1',
        from: testPlaces.dallas,
        pickup: '2030-03-03T08:00:00-06:00',
        totalChargeCents: 90_000,
        totalDistance: 700,
      },
      {
        loadId: 'TX-2',
        from: testPlaces.houston,
        transportMode: 'Flatbed',
        pickup: '2030-03-02T08:00:00-06:00',
        totalChargeCents: 300_000,
        totalDistance: 200,
      },
      {
        loadId: 'TX-3',
        from: testPlaces.fortWorth,
        pickup: '2030-03-05T08:00:00-06:00',
        totalChargeCents: null,
        totalDistance: 450,
      },
      // Picked up from 05:00 to 07:00 Chicago time: its window is still open at 06:00.
      {
        loadId: 'TX-NOW',
        from: testPlaces.dallas,
        pickup: '2030-03-01T05:00:00-06:00',
        totalChargeCents: 120_000,
        totalDistance: 800,
      },
      { loadId: 'TX-OVER', from: testPlaces.dallas, pickup: '2030-02-28T08:00:00-06:00' },
      { loadId: 'TX-BOOKED', from: testPlaces.dallas, status: 'BOOKED', pickup: '2030-03-03T08:00:00-06:00' },
      {
        loadId: 'TX-MANAGED',
        from: testPlaces.dallas,
        managedEquipment: true,
        pickup: '2030-03-03T08:00:00-06:00',
      },
      // Elsewhere.
      { loadId: 'IL-1', from: testPlaces.chicago, pickup: '2030-03-03T08:00:00-06:00' },
      { loadId: 'ON-1', from: testPlaces.toronto, pickup: '2030-03-03T08:00:00-05:00' },
      // Thirty more in Georgia, for paging.
      ...Array.from({ length: 30 }, (_, index) => ({
        loadId: `GA-${String(index).padStart(2, '0')}`,
        from: testPlaces.atlanta,
        pickup: `2030-03-${String(2 + (index % 5)).padStart(2, '0')}T08:00:00-05:00`,
      })),
    ]);
  });
  afterAll(() => test.close());

  const stateBased = async (caller: TestCaller, input: Record<string, unknown>) => {
    const { status, body } = await graphqlAs(test.app, caller.headers, stateBasedQuery, { input });
    return { status, body, result: body.data?.getStateBasedLoad as StateBasedResult | undefined };
  };
  const loadIdsOf = (result: StateBasedResult | undefined) => result?.loadPostings.map((load) => load.loadId);

  it('[D1-7.07] answers the open loads the carrier may see that pick up in the state, any trailer, earliest first', async () => {
    const { body, result } = await stateBased(dispatcher, { country: 'USA', stateId: 'TX' });
    expect(body.errors).toBeUndefined();
    expect(result?.totalRecords).toBe(4);
    expect(loadIdsOf(result)).toEqual(['TX-NOW', 'TX-2', 'TX-1', 'TX-3']);
    expect(result?.loadPostings[0]).toMatchObject({ originDeadHead: null, destinationDeadHead: null });
  });

  it('[D1-7.07][D1-7.19] a province of Canada, and the ISO country codes', async () => {
    expect(loadIdsOf((await stateBased(dispatcher, { country: 'CAN', stateId: 'ON' })).result)).toEqual([
      'ON-1',
    ]);
    expect(loadIdsOf((await stateBased(dispatcher, { country: 'us', stateId: 'il' })).result)).toEqual([
      'IL-1',
    ]);
  });

  it('[D1-3.08] the userRole of the request is ignored; a guest gets the same loads', async () => {
    const { result } = await stateBased(guest, { country: 'USA', stateId: 'TX', userRole: 'carrierAdmin' });
    expect(loadIdsOf(result)).toEqual(['TX-NOW', 'TX-2', 'TX-1', 'TX-3']);
  });

  it('[D1-9.03] sorts by price (best paid first by default, no rate last) and by distance', async () => {
    const byPrice = await stateBased(dispatcher, { country: 'USA', stateId: 'TX', sortColumn: 'price' });
    expect(loadIdsOf(byPrice.result)).toEqual(['TX-2', 'TX-NOW', 'TX-1', 'TX-3']);
    const byDistance = await stateBased(dispatcher, {
      country: 'USA',
      stateId: 'TX',
      sortColumn: 'total_distance',
      sortDirection: 'DESC',
    });
    expect(loadIdsOf(byDistance.result)).toEqual(['TX-NOW', 'TX-1', 'TX-3', 'TX-2']);
  });

  it('[D1-9.03] the deadhead sorts are not offered: there is no searched city', async () => {
    const { status, body } = await stateBased(dispatcher, {
      country: 'USA',
      stateId: 'TX',
      sortColumn: 'originDeadHead',
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { sortColumn: 'Sort by one of pickUpStartDate, total_distance, price.' },
    });
  });

  it('[D1-9.01][D1-4.10] pages of 25 by default, every load once', async () => {
    const first = await stateBased(dispatcher, { country: 'USA', stateId: 'GA' });
    const second = await stateBased(dispatcher, { country: 'USA', stateId: 'GA', page: 1 });
    expect(first.result?.totalRecords).toBe(30);
    expect(first.result?.loadPostings).toHaveLength(25);
    expect(second.result?.loadPostings).toHaveLength(5);
    const seen = [...loadIdsOf(first.result)!, ...loadIdsOf(second.result)!];
    expect(new Set(seen).size).toBe(30);
  });

  it.each([
    [{ country: 'USA', stateId: 'ON' }, 'stateId'],
    [{ country: 'USA', stateId: 'ZZ' }, 'stateId'],
    [{ country: 'MEX', stateId: 'JA' }, 'country'],
    [{ country: 'FRA', stateId: 'IL' }, 'country'],
  ])('[D1-7.07] refuses %o naming %s', async (input, field) => {
    const { status, body } = await stateBased(dispatcher, input);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(String) },
    });
  });

  it('[D1-6.05] refuses a role without new search (a driver)', async () => {
    const { status, body } = await stateBased(driver, { country: 'USA', stateId: 'TX' });
    expect(status).toBe(403);
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
