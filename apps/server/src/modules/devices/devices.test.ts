import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { pushSubscriptions, webPushKeys } from '../../db/schema/index';
import { parseEnv } from '../../platform/env';
import {
  startPushReceiver,
  type PushReceiver,
  type TestSubscription,
} from '../../test-support/push-receiver';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { maxDevicesPerMember } from './device-input';
import { vapidKeys } from './vapid-keys';

const now = new Date('2030-03-04T12:00:00Z');

const registerMutation = `mutation ($device: DeviceInput!) {
  registerDevice(device: $device) { deviceId registered }
}`;
const unregisterMutation = `mutation ($endpoint: String!) { unregisterDevice(endpoint: $endpoint) { unregistered } }`;

describe('Web Push: devices and VAPID keys', () => {
  let test: TestApp;
  let db: Database;
  let receiver: PushReceiver;
  let carrierId: string;

  const signIn = (roles: Role[] = ['carrierDispatcher'], carrier: string | null = carrierId) =>
    signInAt(db, now, { roles, carrierId: carrier });
  const register = (caller: TestCaller, device: unknown, language?: string) =>
    graphqlAs(
      test.app,
      { ...caller.headers, ...(language ? { 'accept-language': language } : {}) },
      registerMutation,
      { device },
    );
  const devicesOf = (caller: TestCaller) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, caller.member.id));
  beforeAll(async () => {
    receiver = await startPushReceiver();
    test = await startTestApp({ WEB_PUSH_ENDPOINT_HOSTS: '127.0.0.1' }, { now: () => now });
    db = test.database.db;
    carrierId = (await createCarrier(db)).id;
  });
  afterAll(async () => {
    await test.close();
    await receiver.close();
  });

  it('makes the VAPID keys on the first start and keeps them: a second server on the database answers the same key', async () => {
    const stored = await db.select().from(webPushKeys);
    expect(stored).toHaveLength(1);
    const caller = await signIn(['carrierDriver']);
    const asked = await graphqlAs(test.app, caller.headers, '{ getPushPublicKey }');
    expect(asked.body.data).toEqual({ getPushPublicKey: stored[0]!.publicKey });
    expect(Buffer.from(stored[0]!.publicKey, 'base64url')).toHaveLength(65);

    const second = await startTestApp({}, { database: test.database });
    try {
      const again = await graphqlAs(second.app, caller.headers, '{ getPushPublicKey }');
      expect(again.body.data).toEqual({ getPushPublicKey: stored[0]!.publicKey });
      expect(await db.select().from(webPushKeys)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('takes the VAPID keys from the environment when both are set, and refuses one without the other', () => {
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'A'.repeat(43) })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    const env = parseEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'A'.repeat(43) });
    return expect(vapidKeys(test.database.db, env)).resolves.toMatchObject({
      publicKey: 'B'.repeat(87),
      privateKey: 'A'.repeat(43),
    });
  });

  it('[D3-4.47] registers a device on its first subscription and again, in place, when its keys change', async () => {
    const caller = await signIn();
    const subscription = receiver.subscribe();
    const first = await register(caller, subscription);
    expect(first.body.data).toMatchObject({ registerDevice: { registered: true } });
    const changed = { ...subscription, keys: receiver.subscribe().keys };
    const second = await register(caller, changed);
    expect(second.body.data).toEqual(first.body.data);
    const devices = await devicesOf(caller);
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ endpoint: subscription.endpoint, p256dh: changed.keys.p256dh });
  });

  it('[D3-7.20] the device service registers with PUT and unregisters with DELETE at /devicemanage/v1/manage', async () => {
    const caller = await signIn(['carrierDriver']);
    const subscription = receiver.subscribe();
    const put = await test.app.inject({
      method: 'PUT',
      url: '/devicemanage/v1/manage',
      headers: caller.headers,
      payload: subscription,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ registered: true });
    expect(await devicesOf(caller)).toHaveLength(1);
    const remove = await test.app.inject({
      method: 'DELETE',
      url: '/devicemanage/v1/manage',
      headers: caller.headers,
      payload: { endpoint: subscription.endpoint },
    });
    expect(remove.statusCode).toBe(200);
    expect(await devicesOf(caller)).toEqual([]);
    const anonymous = await test.app.inject({
      method: 'PUT',
      url: '/devicemanage/v1/manage',
      payload: subscription,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a subscription that is not an allowed push service or whose keys are wrong, in French, writing nothing', async () => {
    const caller = await signIn();
    const good = receiver.subscribe();
    const cases: [unknown, string, RegExp][] = [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'endpoint', /adresse https/],
      [{ ...good, endpoint: 'https://169.254.169.254/latest/meta-data' }, 'endpoint', /service push/],
      // No address at all: every check of the endpoint answers, none throws.
      [{ ...good, endpoint: '' }, 'endpoint', /adresse https/],
      [{ ...good, endpoint: 'not an address' }, 'endpoint', /adresse https/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(2) } }, 'keys.p256dh', /P-256/],
      [{ ...good, keys: { ...good.keys, auth: 'AAAA' } }, 'keys.auth', /secret/],
    ];
    for (const [device, field, text] of cases) {
      const answer = await register(caller, device, 'fr');
      expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.extensions.fields?.[field]).toMatch(text);
    }
    const rest = await test.app.inject({
      method: 'PUT',
      url: '/devicemanage/v1/manage',
      headers: { ...caller.headers, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(rest.statusCode).toBe(400);
    expect(await devicesOf(caller)).toEqual([]);
  });

  it("[D3-4.10] unregisters the caller's own device; another carrier's member's endpoint is not found and keeps its pushes", async () => {
    const owner = await signIn(['carrierDriver']);
    const strangerCarrier = await createCarrier(db, { commonCarrierId: 'CC-PUSH-OTHER' });
    const stranger = await signIn(['carrierDispatcher'], strangerCarrier.id);
    const subscription = receiver.subscribe();
    await register(owner, subscription);
    const theirs = await graphqlAs(test.app, stranger.headers, unregisterMutation, {
      endpoint: subscription.endpoint,
    });
    expect(theirs.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const [device] = await devicesOf(owner);
    expect(device).toMatchObject({ endpoint: subscription.endpoint });
    const mine = await graphqlAs(test.app, owner.headers, unregisterMutation, {
      endpoint: subscription.endpoint,
    });
    expect(mine.body.data).toEqual({ unregisterDevice: { unregistered: true } });
    expect(await devicesOf(owner)).toEqual([]);
  });

  it(`keeps at most ${maxDevicesPerMember} devices per member, dropping the oldest`, async () => {
    const caller = await signIn();
    const subscriptions: TestSubscription[] = [];
    for (let index = 0; index <= maxDevicesPerMember; index += 1) {
      const subscription = receiver.subscribe();
      subscriptions.push(subscription);
      await register(caller, subscription);
    }
    const endpoints = (await devicesOf(caller)).map((row) => row.endpoint).sort();
    expect(endpoints).toEqual(
      subscriptions
        .slice(1)
        .map((row) => row.endpoint)
        .sort(),
    );
  });
});
