import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { Database } from '../../db/client';
import { outbox, preferences, pushSubscriptions } from '../../db/schema/index';
import { deliverPendingOutbox } from '../../platform/mail/deliver-pending-mail';
import { startPushReceiver, type PushReceiver } from '../../test-support/push-receiver';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { serverVapidKeys } from '../devices/vapid-keys';
import { webPushChannel } from '../devices/web-push-channel';
import { dispatchNotifications } from './dispatch-notifications';
import { notifyMember } from './notify-member';

const now = new Date('2030-03-04T12:00:00Z');
const flags = (value: Record<string, boolean>) => JSON.stringify(value);
const silentLog = { info: () => undefined, warn: () => undefined };

const registerMutation = `mutation ($device: DeviceInput!) {
  registerDevice(device: $device) { deviceId registered }
}`;

// The notifications' push rows (decision 057) sent by the Web Push channel (decision 060) to a real
// push receiver on 127.0.0.1, which decrypts each payload and checks its VAPID signature.
describe('notifications by Web Push', () => {
  let test: TestApp;
  let db: Database;
  let receiver: PushReceiver;
  let carrierId: string;

  const signIn = () => signInAt(db, now, { roles: ['carrierDispatcher'], carrierId });
  const register = (caller: TestCaller, device: unknown) =>
    graphqlAs(test.app, caller.headers, registerMutation, { device });
  const devicesOf = (caller: TestCaller) =>
    db.select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, caller.member.id));
  const channel = () =>
    webPushChannel({
      db,
      vapid: () => serverVapidKeys({ db, env: test.env }),
      log: silentLog,
      agent: receiver.agent,
    });
  const sendPushes = () => deliverPendingOutbox(db, 'push', channel().send, silentLog, () => now);
  const dispatch = () =>
    dispatchNotifications({ db, config: defaultConfig, publicUrl: 'https://freight.test' });
  const notify = (caller: TestCaller, eventKey: string) =>
    notifyMember(db, {
      memberId: caller.member.id,
      type: 'DELIVERED',
      title: { key: 'messages:shipmentNotices.titles.DELIVERED', values: { loadId: 'S-PUSH-1' } },
      body: { key: 'messages:shipmentNotices.bodies.DELIVERED', values: { loadId: 'S-PUSH-1' } },
      shipmentId: 'S-PUSH-1',
      deepLinkUri: '/carrier/app/MyLoad?shipmentId=S-PUSH-1',
      eventKey,
    });
  const statusUpdatesBy = (caller: TestCaller, channels: Record<string, boolean>) =>
    db
      .insert(preferences)
      .values({ memberId: caller.member.id, key: 'preferredstatusupdates', value: flags(channels) })
      .onConflictDoUpdate({
        target: [preferences.memberId, preferences.domain, preferences.key],
        set: { value: flags(channels) },
      });

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

  it('[D3-4.48] with push among its status updates a notification reaches the device, encrypted and signed with the server VAPID key', async () => {
    const caller = await signIn();
    await statusUpdatesBy(caller, { sms: false, email: true, 'inapp-notifications': true });
    const subscription = receiver.subscribe();
    await register(caller, subscription);
    await notify(caller, 'test:push-on');
    await dispatch();
    const before = receiver.received.length;
    expect(await sendPushes()).toEqual({ sent: 1, failed: 0 });
    const pushes = receiver.received.slice(before);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.path).toBe(new URL(subscription.endpoint).pathname);
    expect(JSON.parse(push!.text)).toMatchObject({
      title: 'Load S-PUSH-1 delivered',
      data: {
        type: 'DELIVERED',
        shipmentId: 'S-PUSH-1',
        deepLinkURI: '/carrier/app/MyLoad?shipmentId=S-PUSH-1',
      },
    });
    const keys = await serverVapidKeys({ db, env: test.env });
    expect(push!.vapidKey).toBe(keys.publicKey);
    expect(push!.claims).toMatchObject({ aud: receiver.origin, sub: 'mailto:no-reply@freight.test' });
    expect(push!.ttl).toBe(86_400);
    expect(receiver.refused).toEqual([]);
    // The row is sent: the next pass sends nothing again.
    expect(await sendPushes()).toEqual({ sent: 0, failed: 0 });
  });

  it('with status updates by e-mail only, the notification is mailed and no push is sent', async () => {
    const caller = await signIn();
    await statusUpdatesBy(caller, { sms: false, email: true, 'inapp-notifications': false });
    await register(caller, receiver.subscribe());
    await notify(caller, 'test:email-only');
    await dispatch();
    const rows = await db.select().from(outbox).where(eq(outbox.recipient, caller.member.id));
    expect(rows).toEqual([]);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, caller.member.upn));
    expect(mails.map((row) => row.channel)).toEqual(['email']);
    const before = receiver.received.length;
    await sendPushes();
    expect(receiver.received.length).toBe(before);
  });

  it('removes a subscription the push service answers 410 or 404 for; a failing service keeps the push for the next pass', async () => {
    const caller = await signIn();
    await statusUpdatesBy(caller, { sms: false, email: false, 'inapp-notifications': true });
    await register(caller, receiver.subscribe(410));
    await register(caller, receiver.subscribe(404));
    await notify(caller, 'test:gone');
    await dispatch();
    expect(await sendPushes()).toEqual({ sent: 1, failed: 0 });
    expect(await devicesOf(caller)).toEqual([]);

    const failing = receiver.subscribe(500);
    await register(caller, failing);
    await notify(caller, 'test:failing');
    await dispatch();
    expect(await sendPushes()).toEqual({ sent: 0, failed: 1 });
    const [row] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, caller.member.id), eq(outbox.status, 'PENDING')));
    expect(row).toMatchObject({ channel: 'push', attempts: 1 });
    expect(await devicesOf(caller)).toHaveLength(1);
  });
});
