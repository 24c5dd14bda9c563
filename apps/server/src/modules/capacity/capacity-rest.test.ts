import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces } from '../postings/postings.fixtures';
import {
  addCapacity,
  capacityNow,
  listQuery,
  selectQuery,
  signInColleague,
  signInDispatcher,
  storedCapacities,
  truckInput,
  type Dispatcher,
} from './capacity.fixtures';

// The REST form of capacity (D3-7.13, /laneandtruck/v1/laneandtruck): the same use cases as the
// GraphQL fields, so the same answers, rules and guards.

describe('capacity over REST', () => {
  let test: TestApp;
  let db: Database;
  const path = '/laneandtruck/v1/laneandtruck';

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => capacityNow });
    db = test.database.db;
    await insertPlaces(db);
  });
  afterAll(() => test.close());

  const rest = (
    caller: Pick<Dispatcher, 'headers'>,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    test.app.inject({
      method,
      url: `${path}${url}`,
      headers: caller.headers,
      ...(payload ? { payload } : {}),
    });

  it('[D3-7.13] lists with counts, reads, adds, updates and deletes as the GraphQL fields do', async () => {
    const dispatcher = await signInDispatcher(db);
    const added = await rest(dispatcher, 'POST', '', truckInput());
    expect(added.statusCode).toBe(200);
    const { capacityID } = added.json() as { capacityID: string };
    expect(capacityID).toEqual(expect.any(String));

    const list = await rest(dispatcher, 'GET', '?capacityType=ALL&page=0&size=10');
    expect(list.statusCode).toBe(200);
    const viaGraphql = await graphqlAs(test.app, dispatcher.headers, listQuery, {
      input: { capacityType: 'ALL', page: 0, size: 10 },
    });
    expect(list.json()).toMatchObject(viaGraphql.body.data!.getCarrierCapacityWithLoadCount as object);

    const one = await rest(dispatcher, 'GET', `/${capacityID}`);
    const oneViaGraphql = await graphqlAs(test.app, dispatcher.headers, selectQuery, {
      capacityId: capacityID,
    });
    expect(one.json()).toMatchObject(oneViaGraphql.body.data!.selectCarrierCapacity as object);

    const loads = await rest(dispatcher, 'GET', `/${capacityID}/loads?page=0&size=25`);
    expect(loads.statusCode).toBe(200);
    expect(loads.json()).toMatchObject({
      capacity: { capacityId: capacityID },
      totalRecords: expect.any(Number),
    });

    const updated = await rest(
      dispatcher,
      'PUT',
      '',
      truckInput({ capacityId: capacityID, originRadius: 150 }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await rest(dispatcher, 'GET', `/${capacityID}`)).json()).toMatchObject({
      origin: { radius: 150 },
    });

    expect((await rest(dispatcher, 'DELETE', `/${capacityID}`)).statusCode).toBe(200);
    expect((await rest(dispatcher, 'GET', '')).json()).toMatchObject({ totalRecords: 0, capacity: [] });
  });

  it('[D3-7.13] bad input is a 400 with its message and saves nothing; paging that is not a number too', async () => {
    const dispatcher = await signInDispatcher(db);
    const refused = await rest(dispatcher, 'POST', '', truckInput({ originRadius: 30 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await storedCapacities(db, dispatcher.carrierId)).toHaveLength(0);
    for (const query of ['?page=first', '?size=-1', '?page=1e3']) {
      expect((await rest(dispatcher, 'GET', query)).statusCode, query).toBe(400);
    }
  });

  it('[D3-7.13] [D3-6.09] a driver is refused, another carrier’s capacity is not found, and nothing changes', async () => {
    const owner = await signInDispatcher(db);
    const truck = await addCapacity(test.app, owner, truckInput());
    const before = await storedCapacities(db, owner.carrierId);
    const driver = await signInColleague(db, owner, ['carrierDriver']);
    expect((await rest(driver, 'GET', '')).statusCode).toBe(403);
    expect((await rest(driver, 'DELETE', `/${truck.capacityId}`)).statusCode).toBe(403);

    const stranger = await signInDispatcher(db);
    for (const [method, url] of [
      ['GET', `/${truck.capacityId}`],
      ['GET', `/${truck.capacityId}/loads`],
      ['DELETE', `/${truck.capacityId}`],
    ] as const) {
      const answer = await rest(stranger, method, url);
      expect([answer.statusCode, answer.json().code], `${method} ${url}`).toEqual([404, 'NOT_FOUND']);
    }
    const update = await rest(stranger, 'PUT', '', truckInput({ capacityId: truck.capacityId }));
    expect(update.statusCode).toBe(404);
    expect((await rest({ headers: {} }, 'GET', '')).statusCode).toBe(401);
    expect(await storedCapacities(db, owner.carrierId)).toEqual(before);
  });
});
