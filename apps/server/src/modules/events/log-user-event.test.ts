import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { userEvents } from '../../db/schema/index';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { userEventsPerMinute } from './log-user-event';
import { refusedEventMessage, type UserEventFieldInput } from './user-event-input';
import { inEnglish } from '../../test-support/in-english';

const start = new Date('2030-05-01T12:00:00Z');

const logMutation = /* GraphQL */ `
  mutation Log($input: UserEventInput!) {
    logUserEvent(input: $input)
  }
`;

const tabChanged = (tab: string): UserEventFieldInput[] => [
  { key: 'tab', stringValue: tab },
  { key: 'shipmentId', stringValue: 'SH1' },
  { key: 'module', stringValue: 'inTransit' },
];

describe('logUserEvent', () => {
  let test: TestApp;
  let db: Database;
  let clock = start;
  let dispatcher: TestCaller;

  const log = (
    caller: TestCaller | null,
    input: { name: string; data?: UserEventFieldInput[] | null },
    channel: 'web' | 'mobile' = 'web',
  ) => graphql(test.app, logMutation, { input }, channel, caller?.headers ?? {});
  const eventsOf = (caller: TestCaller) =>
    db.select().from(userEvents).where(eq(userEvents.memberId, caller.member.id));
  const freshCaller = async (roles: Parameters<typeof signInAt>[2]['roles'] = ['carrierDispatcher']) =>
    signInAt(db, start, { roles, carrierId: (await createCarrier(db)).id });

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => clock });
    db = test.database.db;
    dispatcher = await freshCaller();
  });
  afterAll(() => test.close());

  it('[D1-4.17] writes a tab change with the caller, the name, the data and the server time', async () => {
    const { body } = await log(dispatcher, { name: 'loadDetails.tabChanged', data: tabChanged('documents') });

    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ logUserEvent: true });
    expect(await eventsOf(dispatcher)).toEqual([
      {
        id: expect.any(String),
        memberId: dispatcher.member.id,
        name: 'loadDetails.tabChanged',
        data: { tab: 'documents', shipmentId: 'SH1', module: 'inTransit' },
        createdAt: start,
      },
    ]);
  });

  it('[D1-8.05] [D1-4.22] a number stays a number; the declined confirmation is logged too', async () => {
    const caller = await freshCaller();
    await log(caller, {
      name: 'booking.failed',
      data: [
        { key: 'loadId', stringValue: 'L1' },
        { key: 'status', numberValue: 409 },
        { key: 'message', stringValue: 'This load was booked by another carrier.' },
      ],
    });
    await log(caller, {
      name: 'booking.rateConfirmationDeclined',
      data: [{ key: 'loadId', stringValue: 'L1' }],
    });

    const events = await eventsOf(caller);
    expect(events.map(({ name, data }) => ({ name, data }))).toEqual([
      {
        name: 'booking.failed',
        data: { loadId: 'L1', status: 409, message: 'This load was booked by another carrier.' },
      },
      { name: 'booking.rateConfirmationDeclined', data: { loadId: 'L1' } },
    ]);
  });

  it.each<[string, { name: string; data?: UserEventFieldInput[] | null }, Record<string, string>]>([
    [
      'a name outside the allow-list',
      { name: 'search.everything', data: [] },
      { name: 'This event is not one the clients may log.' },
    ],
    [
      'a field the event does not carry',
      {
        name: 'loadDetails.tabChanged',
        data: [...tabChanged('map'), { key: 'email', stringValue: 'a@b.c' }],
      },
      { 'data.email': 'This event does not carry this field.' },
    ],
    [
      'a missing field',
      { name: 'booking.failed', data: null },
      { 'data.loadId': 'This event needs this field.' },
    ],
    [
      'a text over 200 characters',
      {
        name: 'booking.failed',
        data: [
          { key: 'loadId', stringValue: 'L1' },
          { key: 'message', stringValue: 'x'.repeat(201) },
        ],
      },
      { 'data.message': 'Give at most 200 characters.' },
    ],
    [
      'more than 20 fields',
      {
        name: 'booking.failed',
        data: Array.from({ length: 21 }, (_, index) => ({ key: `k${index}`, stringValue: 'x' })),
      },
      { data: 'Give at most 20 fields.' },
    ],
    [
      'a field with two values',
      { name: 'booking.failed', data: [{ key: 'loadId', stringValue: 'L1', numberValue: 1 }] },
      {
        'data.loadId': 'Give exactly one of stringValue, numberValue or booleanValue.',
      },
    ],
    [
      'a key given twice',
      {
        name: 'booking.failed',
        data: [
          { key: 'loadId', stringValue: 'L1' },
          { key: 'loadId', stringValue: 'L2' },
        ],
      },
      { 'data.loadId': 'Give each key once.' },
    ],
    [
      'a key that names the prototype',
      {
        name: 'booking.rateConfirmationDeclined',
        data: [
          { key: 'loadId', stringValue: 'L1' },
          { key: '__proto__', stringValue: 'x' },
        ],
      },
      { 'data.__proto__': 'This event does not carry this field.' },
    ],
    [
      'a tab the panel does not have',
      { name: 'loadDetails.tabChanged', data: tabChanged('invoices') },
      { 'data.tab': 'This value is not one this field allows.' },
    ],
  ])('[D1-4.17] refuses %s and writes nothing', async (_name, input, fields) => {
    const caller = await freshCaller();
    const { body } = await log(caller, input);

    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({
      message: inEnglish(refusedEventMessage),
      extensions: { code: 'BAD_USER_INPUT', fields },
    });
    expect(await eventsOf(caller)).toEqual([]);
  });

  it('[D1-4.17] a signed-out call is 401 and writes nothing', async () => {
    const before = await db.select({ id: userEvents.id }).from(userEvents);
    const { status, body } = await log(null, { name: 'loadDetails.tabChanged', data: tabChanged('pay') });

    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await db.select({ id: userEvents.id }).from(userEvents)).toHaveLength(before.length);
  });

  it('[D1-4.17] any signed-in role logs, on /mobile as on /web', async () => {
    const driver = await freshCaller(['carrierDriver']);
    const guest = await signInAt(db, start, { roles: ['carrierGuest'], carrierId: null });

    const fromMobile = await log(
      driver,
      { name: 'loadDetails.tabChanged', data: tabChanged('map') },
      'mobile',
    );
    const fromGuest = await log(guest, {
      name: 'loadDetails.tabChanged',
      data: [
        { key: 'tab', stringValue: 'pay' },
        { key: 'loadId', stringValue: 'L1' },
      ],
    });

    expect(fromMobile.body).toMatchObject({ data: { logUserEvent: true } });
    expect(fromGuest.body).toMatchObject({ data: { logUserEvent: true } });
    expect((await eventsOf(driver)).map((event) => event.data)).toEqual([
      { tab: 'map', shipmentId: 'SH1', module: 'inTransit' },
    ]);
    expect(await eventsOf(guest)).toHaveLength(1);
  });

  it(`[D1-4.17] over ${userEventsPerMinute} events in a minute answers false and writes nothing, until the minute has passed`, async () => {
    const caller = await freshCaller();
    const at = (msBefore: number) => new Date(start.getTime() - msBefore);
    // One event just over a minute old, which no longer counts, and 119 within the minute.
    await db.insert(userEvents).values([
      { memberId: caller.member.id, name: 'loadDetails.tabChanged', data: {}, createdAt: at(60_001) },
      ...Array.from({ length: userEventsPerMinute - 1 }, (_, index) => ({
        memberId: caller.member.id,
        name: 'loadDetails.tabChanged',
        data: {},
        createdAt: at(59_000 - index * 100),
      })),
    ]);
    const input = { name: 'loadDetails.tabChanged', data: tabChanged('pay') };

    expect((await log(caller, input)).body.data).toEqual({ logUserEvent: true });
    expect((await log(caller, input)).body.data).toEqual({ logUserEvent: false });
    expect(await eventsOf(caller)).toHaveLength(userEventsPerMinute + 1);
    // Another member is not held back by this one.
    expect((await log(dispatcher, input)).body.data).toEqual({ logUserEvent: true });

    clock = new Date(start.getTime() + 1_000);
    try {
      expect((await log(caller, input)).body.data).toEqual({ logUserEvent: true });
    } finally {
      clock = start;
    }
  });
});
