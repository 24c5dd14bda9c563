import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { Database } from '../../db/client';
import { capacities } from '../../db/schema/capacity';
import { notifications } from '../../db/schema/engagement';
import { issueApiKey } from '../../platform/api-keys';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { insertPlaces, testPlaces } from '../postings/postings.fixtures';
import type { LoadPostingPayload } from '../postings/load-posting.schemas';
import {
  addCapacity,
  capacityNow,
  deleteMutation,
  laneInput,
  postingPayload,
  signInColleague,
  signInDispatcher,
  truckInput,
} from './capacity.fixtures';
import { notifyCapacityMatches } from './notify-capacity-matches';
import { createLoadPostings } from '../postings/create-load-postings';
import { loadPostingSchema } from '../postings/load-posting.schemas';

// A new posting that matches a capacity tells its dispatcher, once per capacity and posting
// (decision 050), in their bell. The postings come in as a source system sends them.

const { chicago, gary, dallas, toronto, montreal } = testPlaces;

describe('notices of new matching loads', () => {
  let test: TestApp;
  let db: Database;
  let apiKey: string;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => capacityNow });
    db = test.database.db;
    await insertPlaces(db);
    apiKey = await issueApiKey(db, 'MERCURYGATE', 'capacity notices');
  });
  afterAll(() => test.close());

  const post = async (payload: LoadPostingPayload) => {
    const { sourceReference, ...body } = payload;
    const response = await test.app.inject({
      method: 'PUT',
      url: `/integration/v1/load-postings/${sourceReference}`,
      headers: { 'x-api-key': apiKey },
      payload: body,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return (response.json() as { loadId: string }).loadId;
  };
  const noticesOf = (memberId: string) =>
    db
      .select({
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        deepLinkUri: notifications.deepLinkUri,
      })
      .from(notifications)
      .where(eq(notifications.memberId, memberId));

  it('tells the dispatcher who posted the truck, once, with a link to its results', async () => {
    const dispatcher = await signInDispatcher(db);
    const colleague = await signInColleague(db, dispatcher, ['carrierDispatcher']);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    const payload = postingPayload(gary, dallas, '2030-03-05T08:00:00-06:00');
    const loadId = await post(payload);
    expect(await noticesOf(dispatcher.member.id)).toEqual([
      {
        type: 'CAPACITY',
        title: 'A new load for your truck',
        body: `Load ${loadId} picks up in Gary, IN and matches your Dry Van capacity from Chicago, IL.`,
        deepLinkUri: `/carrier/app/manage-capacity/see-results?capacityId=${truck.capacityId}`,
      },
    ]);
    expect(await noticesOf(colleague.member.id)).toEqual([]);

    // The source sends the same posting again, and a second server asks again: nobody is told twice.
    await post(payload);
    const services = { db, appConfig: async () => defaultConfig, now: () => capacityNow };
    expect(await notifyCapacityMatches(services, loadId)).toBe(0);
    expect(await noticesOf(dispatcher.member.id)).toHaveLength(1);
  });

  it('tells nobody of a load the capacity does not match, nor of one matching a removed capacity', async () => {
    const dispatcher = await signInDispatcher(db);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    await post(postingPayload(gary, dallas, '2030-03-05T08:00:00-06:00', { transportMode: 'Refrigerated' }));
    await post(postingPayload(gary, dallas, '2030-03-09T08:00:00-06:00'));
    await post(postingPayload(dallas, chicago, '2030-03-05T08:00:00-06:00'));
    await post(postingPayload(gary, dallas, '2030-03-05T08:00:00-06:00', { managedEquipment: true }));
    expect(await noticesOf(dispatcher.member.id)).toEqual([]);
    await graphqlAs(test.app, dispatcher.headers, deleteMutation, { capacityId: truck.capacityId });
    await post(postingPayload(gary, dallas, '2030-03-05T09:00:00-06:00'));
    expect(await noticesOf(dispatcher.member.id)).toEqual([]);
  });

  it('tells the carrier’s dispatchers of a lane whose last editor is gone', async () => {
    const dispatcher = await signInDispatcher(db);
    const colleague = await signInColleague(db, dispatcher, ['carrierDispatcher']);
    const driver = await signInColleague(db, dispatcher, ['carrierDriver']);
    const lane = await addCapacity(
      test.app,
      dispatcher,
      laneInput({
        originCity: toronto.name,
        originState: toronto.state,
        originCountry: toronto.country,
        originLatitude: toronto.latitude,
        originLongitude: toronto.longitude,
        originPostalCode: null,
        destinationCity: montreal.name,
        destinationState: montreal.state,
        destinationCountry: montreal.country,
        destinationLatitude: montreal.latitude,
        destinationLongitude: montreal.longitude,
        preferredDays: ['Tuesday'],
      }),
    );
    await db.update(capacities).set({ lastUpdatedBy: null }).where(eq(capacities.id, lane.capacityId));
    // Tuesday 5 March in Toronto.
    const payload = postingPayload(toronto, montreal, '2030-03-05T07:00:00-05:00', {
      transportMode: 'Refrigerated',
    });
    await post(payload);
    for (const member of [dispatcher, colleague])
      expect((await noticesOf(member.member.id)).map((notice) => notice.title)).toEqual([
        'A new load on your lane',
      ]);
    expect(await noticesOf(driver.member.id)).toEqual([]);
  });

  it('tells the dispatcher of a load posted beside the API, as the demo supply posts them, through the app', async () => {
    const dispatcher = await signInDispatcher(db);
    const truck = await addCapacity(test.app, dispatcher, truckInput());
    const payload = postingPayload(gary, dallas, '2030-03-05T10:00:00-06:00');
    const input = loadPostingSchema('MERCURYGATE').parse(payload);
    const [loadId] = await createLoadPostings(db, [{ sourceSystem: 'MERCURYGATE', input }]);
    expect(await noticesOf(dispatcher.member.id)).toEqual([]);
    // The earlier tests' trucks match it too; this dispatcher hears of it once.
    expect(await test.app.notifyCapacityMatches(loadId!)).toBeGreaterThanOrEqual(1);
    expect((await noticesOf(dispatcher.member.id)).map((notice) => notice.deepLinkUri)).toEqual([
      `/carrier/app/manage-capacity/see-results?capacityId=${truck.capacityId}`,
    ]);
  });
});
