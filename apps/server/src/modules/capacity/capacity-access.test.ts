import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { signInAt } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces } from '../postings/postings.fixtures';
import {
  addCapacity,
  addMutation,
  capacityNow,
  deleteMutation,
  listQuery,
  loadsQuery,
  plainListQuery,
  restoreMutation,
  selectQuery,
  signInColleague,
  signInDispatcher,
  storedCapacities,
  truckInput,
  updateMutation,
} from './capacity.fixtures';

// Who may manage capacity (D3-6.09: the Dispatcher) and whose (decision 030: one's own carrier's
// only). Another carrier's capacity is answered exactly as one that does not exist, and nothing of it
// changes.

describe('access to capacity', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => capacityNow });
    db = test.database.db;
    await insertPlaces(db);
  });
  afterAll(() => test.close());

  /** Every capacity field, each with the variables it needs for the given capacity. */
  const everyField = (capacityId: string) => [
    { query: listQuery, variables: { input: {} } },
    { query: plainListQuery, variables: { input: {} } },
    { query: selectQuery, variables: { capacityId } },
    { query: loadsQuery, variables: { input: { capacityId } } },
    { query: addMutation, variables: { input: truckInput() } },
    { query: updateMutation, variables: { input: truckInput({ capacityId }) } },
    { query: deleteMutation, variables: { capacityId } },
    { query: restoreMutation, variables: { capacityId } },
  ];

  it.each<[string, Role[]]>([
    ['a driver', ['carrierDriver']],
    ['a guest', ['carrierGuest']],
    ['an admin', ['carrierAdmin']],
    ['a leased owner-operator', ['carrierLeasedOwnerOpr']],
    ['a Beta tester who does not dispatch', ['carrierBeta1']],
  ])('[D3-6.09] %s is refused every capacity call, and nothing changes', async (_who, roles) => {
    const dispatcher = await signInDispatcher(db);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    const before = await storedCapacities(db, dispatcher.carrierId);
    const member = await signInColleague(db, dispatcher, roles);
    for (const { query, variables } of everyField(truck.capacityId)) {
      const { status, body } = await graphqlAs(test.app, member.headers, query, variables);
      expect([status, body.errors?.[0]?.extensions.code], query.slice(0, 80)).toEqual([403, 'FORBIDDEN']);
    }
    expect(await storedCapacities(db, dispatcher.carrierId)).toEqual(before);
  });

  it('[D3-6.09] a Beta tester who dispatches manages capacity', async () => {
    const dispatcher = await signInDispatcher(db, ['carrierBeta1', 'carrierDispatcher']);
    await addCapacity(test.app, dispatcher, truckInput());
    expect(await storedCapacities(db, dispatcher.carrierId)).toHaveLength(1);
  });

  it('another carrier’s capacity, asked for by its id, is not found, and nothing of it changes', async () => {
    const owner = await signInDispatcher(db);
    const truck = await addCapacity(test.app, owner, truckInput());
    const before = await storedCapacities(db, owner.carrierId);
    const stranger = await signInDispatcher(db);
    for (const { query, variables } of everyField(truck.capacityId).slice(2)) {
      if (query === addMutation) continue;
      const { status, body } = await graphqlAs(test.app, stranger.headers, query, variables);
      expect([status, body.errors?.[0]?.extensions.code], query.slice(0, 80)).toEqual([404, 'NOT_FOUND']);
      expect(body.errors?.[0]?.message).toBe('This capacity was not found.');
    }
    expect(await storedCapacities(db, owner.carrierId)).toEqual(before);
    const { body } = await graphqlAs(test.app, stranger.headers, listQuery, { input: {} });
    expect(body.data!.getCarrierCapacityWithLoadCount).toMatchObject({ totalRecords: 0, capacity: [] });
  });

  it('an id that is no id at all is not found either, never an error of the server', async () => {
    const dispatcher = await signInDispatcher(db);
    for (const capacityId of ['not-a-uuid', '', "' or 1=1 --", '00000000-0000-0000-0000-000000000000']) {
      const { status, body } = await graphqlAs(test.app, dispatcher.headers, selectQuery, { capacityId });
      expect([status, body.errors?.[0]?.extensions.code]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('a dispatcher without a carrier has no capacity and cannot post one', async () => {
    const loner = await signInAt(db, capacityNow, { roles: ['carrierDispatcher'], carrierId: null });
    const { body } = await graphqlAs(test.app, loner.headers, listQuery, { input: {} });
    expect(body.data!.getCarrierCapacityWithLoadCount).toMatchObject({ totalRecords: 0, capacity: [] });
    const added = await graphqlAs(test.app, loner.headers, addMutation, { input: truckInput() });
    expect([added.status, added.body.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
  });
});
