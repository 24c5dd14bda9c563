import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { members, outbox } from '../../db/schema/index';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';

// Work per request and per user is bounded (decision 028): adding a member queues an invitation mail,
// so one request adds at most one, and a user adds at most INVITATION_LIMIT_MAX per window. Add User
// and the assign modal's Add Driver both add through addMemberV2 (decision 065): a driver here.

const hour = 3_600_000;
const driver = (i: number) => ({
  roles: ['carrierDriver'],
  firstName: 'Sam',
  lastName: `Driver${i}`,
  countryCode: '+1',
  mobileNumber: `773555${String(1000 + i).padStart(4, '0')}`,
  email: `sam.driver${i}@example.com`,
  tractorNumber: `T-${i}`,
});
const addMutation = /* GraphQL */ `
  mutation Add($input: UserDetailsInput!) {
    addMemberV2(input: $input) {
      status
    }
  }
`;

describe('bounded member additions', () => {
  let test: TestApp;
  let db: Database;
  let clock = detailsNow.getTime();
  let dispatcher: TestCaller;

  const totals = async () => ({
    members: (await db.select({ value: count() }).from(members))[0]!.value,
    mails: (await db.select({ value: count() }).from(outbox))[0]!.value,
  });
  const add = (caller: TestCaller, i: number, headers: Record<string, string> = {}) =>
    graphql(test.app, addMutation, { input: driver(i) }, 'web', { ...caller.headers, ...headers });

  beforeAll(async () => {
    test = await startTestApp(
      { INVITATION_LIMIT_MAX: '2', USER_LIMIT_WINDOW_MS: String(hour) },
      { now: () => new Date(clock) },
    );
    db = test.database.db;
    const carrierId = (await createCarrier(db, { commonCarrierId: 'CC-LIMITS', name: 'Limit Line' })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('refuses 200 aliased addMemberV2 in one request with a 400: nobody added, no mail queued', async () => {
    const before = await totals();
    const fields = Array.from(
      { length: 200 },
      (_, i) =>
        `a${i}: addMemberV2(input: { roles: ["carrierDriver"], firstName: "Sam", lastName: "Alias${i}", ` +
        `countryCode: "+1", mobileNumber: "7735552${String(i).padStart(3, '0')}", ` +
        `email: "alias${i}@example.com", tractorNumber: "T-${i}" }) { status }`,
    ).join(' ');
    const { status, body } = await graphql(test.app, `mutation { ${fields} }`, {}, 'web', dispatcher.headers);

    expect(status).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      {
        message:
          'Too many mutation fields in one request (limit: 1, aliases included). Send each change in a request of its own.',
        extensions: { code: 'QUERY_TOO_COMPLEX' },
      },
    ]);
    expect(await totals()).toEqual(before);
  });

  it('adds INVITATION_LIMIT_MAX members per user and window, then LIMIT_EXCEEDED in the user’s language', async () => {
    expect((await add(dispatcher, 1)).body.errors).toBeUndefined();
    expect((await add(dispatcher, 2)).body.errors).toBeUndefined();
    const before = await totals();

    const refused = await add(dispatcher, 3);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        message: 'You have added too many people in a short time. Please try again in 60 min.',
        extensions: { code: 'LIMIT_EXCEEDED' },
      },
    ]);
    const french = await add(dispatcher, 3, { 'accept-language': 'fr-CA' });
    expect(french.body.errors?.[0]?.message).toBe(
      'Vous avez ajouté trop de personnes en peu de temps. Veuillez réessayer dans 60 min.',
    );
    expect(await totals()).toEqual(before);

    clock += hour;
    expect((await add(dispatcher, 3)).body.errors).toBeUndefined();
  });
});
