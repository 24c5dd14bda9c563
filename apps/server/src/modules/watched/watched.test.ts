import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { loadPostings, watchedLoads } from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { createSearchCarrier, insertPostings, testPlaces } from '../postings/postings.fixtures';
import { watchedLoadNotFoundMessage } from './add-watched-load';
import { inEnglish } from '../../test-support/in-english';

const start = new Date('2030-03-01T12:00:00Z');

const addMutation = /* GraphQL */ `
  mutation Add($input: WatchedLoadInput!) {
    newUserWatchedLoads(input: $input) {
      id
      error
      message
    }
  }
`;
const deleteMutation = /* GraphQL */ `
  mutation Remove($input: WatchedLoadInput!) {
    deleteUserWatchedLoads(input: $input) {
      id
      error
      message
    }
  }
`;
const listQuery = /* GraphQL */ `
  query Watched($input: UserWatchedLoadsInput) {
    getUserWatchedLoads(input: $input) {
      totalRecords
      status
      loadPostings {
        loadId
        isWatched
        loadPostingStatus
        rate {
          totalCharge
        }
        stops {
          city
        }
      }
    }
  }
`;

type WatchResult = { id: string | null; error: boolean; message: string | null };
type Listed = {
  totalRecords: number;
  status: string;
  loadPostings: { loadId: string; isWatched: boolean; loadPostingStatus: string }[];
};

describe('watched loads', () => {
  let test: TestApp;
  let db: Database;
  // The server's clock: each watch below is a minute after the previous one.
  let clock = start;
  let dispatcher: TestCaller;
  let colleague: TestCaller;
  let leased: TestCaller;
  let nonManagedDispatcher: TestCaller;
  let ourCarrierId: string;

  const call = (
    caller: TestCaller,
    query: string,
    variables: Record<string, unknown>,
    channel: 'web' | 'mobile' = 'web',
  ) => graphql(test.app, query, variables, channel, caller.headers);

  const watch = async (caller: TestCaller, loadId: string, channel: 'web' | 'mobile' = 'web') => {
    clock = new Date(clock.getTime() + 60_000);
    return call(caller, addMutation, { input: { loadId } }, channel);
  };
  const unwatch = (caller: TestCaller, loadId: string) => call(caller, deleteMutation, { input: { loadId } });
  const list = async (
    caller: TestCaller,
    input: Record<string, unknown> = {},
    channel?: 'web' | 'mobile',
  ) => {
    const { body } = await call(caller, listQuery, { input }, channel);
    expect(body.errors).toBeUndefined();
    return body.data!.getUserWatchedLoads as Listed;
  };
  const watchRows = (memberId: string) =>
    db.select().from(watchedLoads).where(eq(watchedLoads.memberId, memberId));

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => clock });
    db = test.database.db;
    ourCarrierId = (await createSearchCarrier(db, { managedEquipmentCapability: true })).id;
    const plainCarrierId = (await createSearchCarrier(db, { managedEquipmentCapability: false })).id;
    dispatcher = await signInAt(db, start, { roles: ['carrierDispatcher'], carrierId: ourCarrierId });
    colleague = await signInAt(db, start, { roles: ['carrierDispatcher'], carrierId: ourCarrierId });
    leased = await signInAt(db, start, { roles: ['carrierLeasedOwnerOpr'], carrierId: ourCarrierId });
    nonManagedDispatcher = await signInAt(db, start, {
      roles: ['carrierDispatcher'],
      carrierId: plainCarrierId,
    });
    await insertPostings(db, [
      { loadId: 'L20000001', totalChargeCents: 180_000, pickup: '2030-03-06T08:00:00-06:00' },
      { loadId: 'L20000002', totalChargeCents: 320_000, pickup: '2030-03-04T08:00:00-06:00' },
      {
        loadId: 'L20000003',
        totalChargeCents: 250_000,
        pickup: '2030-03-05T08:00:00-06:00',
        from: testPlaces.atlanta,
        totalDistance: 1_200,
      },
      { loadId: 'L20000004', managedEquipment: true },
      { loadId: 'L20000005', status: 'BOOKED', bookedByCarrierId: ourCarrierId },
      { loadId: 'L20000006', status: 'WITHDRAWN' },
      { loadId: 'L20000007' },
      { loadId: 'L20000008' },
      // Enough for more than one page of 25.
      ...Array.from({ length: 27 }, (_, i) => ({ loadId: `L2100${String(i).padStart(4, '0')}` })),
    ]);
  });
  afterAll(() => test.close());

  it('[D1-7.15] [D1-3.09] adds a watched load: the caller, their carrier, the origin and the server time', async () => {
    const { body } = await watch(dispatcher, ' l20000003 ');
    expect(body.errors).toBeUndefined();
    const result = body.data!.newUserWatchedLoads as WatchResult;
    expect(result).toMatchObject({ error: false, message: 'Watched load added' });
    const [row] = await watchRows(dispatcher.member.id);
    const [posting] = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(eq(loadPostings.loadId, 'L20000003'));
    expect(row).toMatchObject({
      id: result.id,
      memberId: dispatcher.member.id,
      carrierId: ourCarrierId,
      loadPostingId: posting!.id,
      origin: 'Atlanta, GA',
      watchDate: clock,
    });
  });

  it('[D1-7.15] keeps the origin the card sends and ignores the carrier, user and date fields', async () => {
    const { body } = await call(leased, addMutation, {
      input: {
        loadId: 'L20000001',
        origin: 'Chicago, IL',
        carrierId: 'someone-else',
        userId: colleague.member.id,
        watchDate: '2001-01-01T00:00:00Z',
      },
    });
    expect(body.errors).toBeUndefined();
    expect(await watchRows(leased.member.id)).toMatchObject([
      { carrierId: ourCarrierId, origin: 'Chicago, IL', memberId: leased.member.id },
    ]);
    expect(await watchRows(colleague.member.id)).toEqual([]);
  });

  it('[D1-7.15] watching a load twice answers the same record and writes no twin', async () => {
    const first = (await watch(dispatcher, 'L20000002')).body.data!.newUserWatchedLoads as WatchResult;
    const second = (await watch(dispatcher, 'L20000002')).body.data!.newUserWatchedLoads as WatchResult;
    expect(second.id).toBe(first.id);
    const rows = (await watchRows(dispatcher.member.id)).filter((row) => row.id === first.id);
    expect(rows).toHaveLength(1);
  });

  it('[D1-7.15] refuses an unknown, closed or hidden load with NOT_FOUND and writes nothing', async () => {
    const before = (await watchRows(nonManagedDispatcher.member.id)).length;
    for (const [caller, loadId] of [
      [nonManagedDispatcher, 'L99999999'], // unknown
      [nonManagedDispatcher, 'L20000005'], // booked
      [nonManagedDispatcher, 'L20000006'], // withdrawn
      [nonManagedDispatcher, 'L20000004'], // managed equipment, which this carrier cannot carry
    ] as const) {
      const { body } = await watch(caller, loadId);
      expect(body.errors, loadId).toEqual([
        { message: inEnglish(watchedLoadNotFoundMessage), extensions: { code: 'NOT_FOUND' } },
      ]);
    }
    expect(await watchRows(nonManagedDispatcher.member.id)).toHaveLength(before);
    const { body } = await watch(nonManagedDispatcher, '');
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it("[D1-7.15] removes the caller's watch, answers null the second time and never touches another member's", async () => {
    await watch(colleague, 'L20000007');
    await watch(dispatcher, 'L20000007');
    const [dispatcherRow] = (await watchRows(dispatcher.member.id)).filter(
      (row) => row.watchDate.getTime() === clock.getTime(),
    );
    const removed = (await unwatch(dispatcher, 'L20000007')).body.data!.deleteUserWatchedLoads as WatchResult;
    expect(removed).toMatchObject({ id: dispatcherRow!.id, error: false, message: 'Watched load removed' });
    const again = (await unwatch(dispatcher, 'L20000007')).body.data!.deleteUserWatchedLoads as WatchResult;
    expect(again).toMatchObject({ id: null, error: false });
    expect((await unwatch(dispatcher, 'L99999999')).body.data!.deleteUserWatchedLoads).toMatchObject({
      id: null,
      error: false,
    });
    expect(await watchRows(colleague.member.id)).toHaveLength(1);
    // The undo of a removal is adding it again.
    const undone = (await watch(dispatcher, 'L20000007')).body.data!.newUserWatchedLoads as WatchResult;
    expect(undone.id).not.toBeNull();
    await unwatch(dispatcher, 'L20000007');
  });

  it("[D1-7.14] lists the caller's watched loads, newest watch first, marked as watched; never another member's", async () => {
    const watched = await list(dispatcher);
    expect(watched.status).toBe('OK');
    expect(watched.loadPostings.map((load) => load.loadId)).toEqual(['L20000002', 'L20000003']);
    expect(watched.loadPostings.every((load) => load.isWatched)).toBe(true);
    expect(watched.totalRecords).toBe(2);
    expect((await list(colleague)).loadPostings.map((load) => load.loadId)).toEqual(['L20000007']);
    // The user fields of the request are ignored: the list is always the caller's.
    const asSomeoneElse = await list(colleague, { userId: dispatcher.member.id, carrierId: ourCarrierId });
    expect(asSomeoneElse.loadPostings.map((load) => load.loadId)).toEqual(['L20000007']);
  });

  it('[D1-7.14] [D3-3.16] sorts by watch date, pick-up date, price or distance, in either direction', async () => {
    await watch(dispatcher, 'L20000001');
    const ids = async (sortColumn: string, sortDirection?: string) =>
      (await list(dispatcher, { sortColumn, sortDirection })).loadPostings.map((load) => load.loadId);
    expect(await ids('watchDate')).toEqual(['L20000001', 'L20000002', 'L20000003']);
    expect(await ids('watchDate', 'ASC')).toEqual(['L20000003', 'L20000002', 'L20000001']);
    expect(await ids('pickUpStartDate')).toEqual(['L20000002', 'L20000003', 'L20000001']);
    expect(await ids('price')).toEqual(['L20000002', 'L20000003', 'L20000001']); // best paying first
    expect(await ids('price', 'asc')).toEqual(['L20000001', 'L20000003', 'L20000002']);
    expect(await ids('total_distance', 'DESC')).toEqual(['L20000003', 'L20000001', 'L20000002']);
    const { body } = await call(dispatcher, listQuery, { input: { sortColumn: 'originDeadHead' } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('[D1-7.14] [D1-9.01] pages 25 at a time by default', async () => {
    for (let i = 0; i < 27; i += 1) await watch(leased, `L2100${String(i).padStart(4, '0')}`);
    const first = await list(leased);
    expect(first.totalRecords).toBe(28);
    expect(first.loadPostings).toHaveLength(25);
    const second = await list(leased, { page: 1 });
    expect(second.loadPostings).toHaveLength(3);
    expect(new Set([...first.loadPostings, ...second.loadPostings].map((load) => load.loadId)).size).toBe(28);
    expect((await list(leased, { page: 5 })).totalRecords).toBe(28);
    expect((await list(leased, { size: 10 })).loadPostings).toHaveLength(10);
    const { body } = await call(leased, listQuery, { input: { size: 101 } });
    expect(body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('[D1-7.14] [D3-3.16] never lists a load the carrier may not see, whatever capabilities the request claims', async () => {
    // A watch made before the load became managed equipment (or before the carrier lost the capability).
    const [managed] = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(eq(loadPostings.loadId, 'L20000004'));
    const plainCarrierId = nonManagedDispatcher.member.carrierId!;
    await db.insert(watchedLoads).values({
      memberId: nonManagedDispatcher.member.id,
      carrierId: plainCarrierId,
      loadPostingId: managed!.id,
      origin: 'Chicago, IL',
    });
    await watch(nonManagedDispatcher, 'L20000008');
    const listed = await list(nonManagedDispatcher, {
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
      userRole: 'carrierDispatcher',
    });
    expect(listed.loadPostings.map((load) => load.loadId)).toEqual(['L20000008']);
    expect(listed.totalRecords).toBe(1);
  });

  it('[D1-7.14] a watched load that is booked or withdrawn leaves the list', async () => {
    await watch(dispatcher, 'L20000008');
    expect((await list(dispatcher)).totalRecords).toBe(4);
    await db
      .update(loadPostings)
      .set({ status: 'BOOKED', bookedByCarrierId: ourCarrierId })
      .where(eq(loadPostings.loadId, 'L20000008'));
    await db.update(loadPostings).set({ status: 'WITHDRAWN' }).where(eq(loadPostings.loadId, 'L20000001'));
    const listed = await list(dispatcher);
    expect(listed.loadPostings.map((load) => load.loadId)).toEqual(['L20000002', 'L20000003']);
    expect(listed.totalRecords).toBe(2);
    // The watch itself stays: the member can still remove it.
    const ids = await db
      .select({ id: loadPostings.id })
      .from(loadPostings)
      .where(inArray(loadPostings.loadId, ['L20000008', 'L20000001']));
    const kept = await db
      .select()
      .from(watchedLoads)
      .where(
        and(
          eq(watchedLoads.memberId, dispatcher.member.id),
          inArray(
            watchedLoads.loadPostingId,
            ids.map((row) => row.id),
          ),
        ),
      );
    expect(kept).toHaveLength(2);
  });

  it('[D1-7.14] [D1-7.15] works the same on /mobile', async () => {
    const added = await watch(colleague, 'L20000002', 'mobile');
    expect(added.body.errors).toBeUndefined();
    const listed = await list(colleague, {}, 'mobile');
    expect(listed.loadPostings.map((load) => load.loadId)).toEqual(['L20000002', 'L20000007']);
  });

  it('[D1-6.05] refuses guests, drivers and admins on all three fields', async () => {
    const guest = await signInAt(db, start, { roles: ['carrierGuest'], carrierId: null });
    const driver = await signInAt(db, start, { roles: ['carrierDriver'], carrierId: ourCarrierId });
    const admin = await signInAt(db, start, { roles: ['carrierAdmin'], carrierId: ourCarrierId });
    for (const caller of [guest, driver, admin]) {
      for (const [query, variables] of [
        [addMutation, { input: { loadId: 'L20000002' } }],
        [deleteMutation, { input: { loadId: 'L20000002' } }],
        [listQuery, {}],
      ] as const) {
        const { body } = await call(caller, query, variables);
        expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      }
      expect(await watchRows(caller.member.id)).toEqual([]);
    }
  });
});

describe('watched loads with the feature switched off', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ features: { watched: false } }) },
      { now: () => start },
    );
  });
  afterAll(() => test.close());

  it('[D1-6.19] refuses adding, removing and listing even to a dispatcher', async () => {
    const db = test.database.db;
    const carrierId = (await createSearchCarrier(db)).id;
    await insertPostings(db, [{ loadId: 'L30000001' }]);
    const dispatcher = await signInAt(db, start, { roles: ['carrierDispatcher'], carrierId });
    for (const [query, variables] of [
      [addMutation, { input: { loadId: 'L30000001' } }],
      [deleteMutation, { input: { loadId: 'L30000001' } }],
      [listQuery, {}],
    ] as const) {
      const { body } = await graphql(test.app, query, variables, 'web', dispatcher.headers);
      expect(body.errors).toEqual([
        { message: 'This feature is not available right now.', extensions: { code: 'FORBIDDEN' } },
      ]);
    }
    expect(await db.$count(watchedLoads)).toBe(0);
  });
});
