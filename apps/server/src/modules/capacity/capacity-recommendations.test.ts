import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces, insertPostings, testPlaces } from '../postings/postings.fixtures';
import {
  addCapacity,
  capacityNow,
  deleteMutation,
  restoreMutation,
  signInDispatcher,
  truckInput,
  updateMutation,
  type Dispatcher,
} from './capacity.fixtures';

// Capacity is the strongest signal of the recommendations (decision 012): what a dispatcher posts,
// changes or removes through the capacity calls changes the carrier's Recommended Loads at once.

const recommendedQuery = /* GraphQL */ `
  query {
    recommendedLoads(input: {}) {
      totalRecords
      loadPostings {
        loadId
      }
    }
  }
`;

const { gary, dallas, atlanta, houston } = testPlaces;

describe('capacity in the recommendations', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => capacityNow });
    db = test.database.db;
    await insertPlaces(db);
    await insertPostings(db, [
      { loadId: 'R-GARY', from: gary, to: dallas, pickup: '2030-03-05T08:00:00-06:00' },
      { loadId: 'R-ATLANTA', from: atlanta, to: houston, pickup: '2030-03-05T08:00:00-05:00' },
    ]);
  });
  afterAll(() => test.close());

  const recommended = async (caller: Dispatcher) => {
    const { body } = await graphqlAs(test.app, caller.headers, recommendedQuery);
    expect(body.errors).toBeUndefined();
    const answer = body.data!.recommendedLoads as { loadPostings: { loadId: string }[] };
    return answer.loadPostings.map((posting) => posting.loadId);
  };
  const atlantaTruck = (capacityId: string) =>
    truckInput({
      capacityId,
      originCity: atlanta.name,
      originState: atlanta.state,
      originLatitude: atlanta.latitude,
      originLongitude: atlanta.longitude,
      originPostalCode: null,
    });

  it('[D1-7.11] a truck added, moved, removed and restored through the API moves the Recommended Loads with it', async () => {
    const dispatcher = await signInDispatcher(db);
    expect(await recommended(dispatcher)).toEqual([]);

    const truck = await addCapacity(test.app, dispatcher, truckInput());
    expect(await recommended(dispatcher)).toEqual(['R-GARY']);

    const moved = await graphqlAs(test.app, dispatcher.headers, updateMutation, {
      input: atlantaTruck(truck.capacityId),
    });
    expect(moved.body.errors).toBeUndefined();
    expect(await recommended(dispatcher)).toEqual(['R-ATLANTA']);

    await graphqlAs(test.app, dispatcher.headers, deleteMutation, { capacityId: truck.capacityId });
    expect(await recommended(dispatcher)).toEqual([]);

    await graphqlAs(test.app, dispatcher.headers, restoreMutation, { capacityId: truck.capacityId });
    expect(await recommended(dispatcher)).toEqual(['R-ATLANTA']);
  });
});
