import { expect, test, type Page } from '@playwright/test';
import { startPushReceiver, type PushReceiver } from '../../apps/server/src/test-support/push-receiver';
import { expectAccessible } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';

// What the service worker does is this spec's subject: allowed here (blocked elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Web Push (issue 18 items 3 and 7; decision 060) against the real server and its notification
// pipeline: a device of the dispatcher is registered at a real push receiver on 127.0.0.1 (it decrypts
// each push and checks its VAPID signature); with status updates by e-mail only a tender is mailed and
// no push is sent, with push on it reaches the receiver. Then a push delivered to the service worker
// (DevTools protocol) shows the notification with View Later and View Now.

test.describe.configure({ mode: 'serial' });

const statusUpdates = (page: Page) => page.getByRole('group', { name: 'Send status updates by' });
const preferencesSave = (page: Page) =>
  page
    .getByRole('form', { name: 'Preferences', exact: true })
    .getByRole('button', { name: 'Save', exact: true });

/** The headers the signed-in app sends to the gateway (its token and subscription key). */
async function gatewayHeadersOf(page: Page): Promise<Record<string, string>> {
  const request = page.waitForRequest(
    (sent) =>
      new URL(sent.url()).pathname === '/web/v1/experience' && Boolean(sent.headers()['authorization']),
  );
  await page.goto('/carrier/app/preferences');
  const headers = (await request).headers();
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name === 'authorization' || name.startsWith('x-')),
  );
}

/** Sets the dispatcher's status updates to e-mail, with or without push, through the Preferences page. */
async function saveStatusUpdates(page: Page, withPush: boolean): Promise<void> {
  await page.goto('/carrier/app/preferences');
  const group = statusUpdates(page);
  await group.getByRole('checkbox', { name: 'Email' }).check();
  await group.getByRole('checkbox', { name: 'SMS' }).uncheck();
  const push = group.getByRole('checkbox', { name: 'In-app notifications' });
  if (withPush) await push.check();
  else await push.uncheck();
  const save = preferencesSave(page);
  if (await save.isEnabled()) {
    await save.click();
    await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  }
}

let receiver: PushReceiver;

test.beforeAll(async () => {
  receiver = await startPushReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

test('[D3-4.47] [D3-4.48] e-mail only sends no push; with push on a tender reaches the registered device', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoUpn('dispatcher'));
  const headers = await gatewayHeadersOf(page);
  const subscription = receiver.subscribe();
  const registered = await request.post('/web/v1/experience', {
    headers,
    data: {
      query: 'mutation ($device: DeviceInput!) { registerDevice(device: $device) { registered } }',
      variables: { device: subscription },
    },
  });
  expect(await registered.json()).toEqual({ data: { registerDevice: { registered: true } } });
  const pushesOf = (shipmentId: string) =>
    receiver.received.filter((push) => push.text.includes(`"shipmentId":"${shipmentId}"`));

  try {
    // E-mail only: the tender is mailed; by the time it is, its push would have been sent too.
    await saveStatusUpdates(page, false);
    const since = Date.now();
    const mailed = await tenderShipment(request, `E2E-PUSH-OFF-${Date.now()}`, { state: 'TENDERED' });
    await waitForMail(demoUpn('dispatcher'), 30_000, since);
    await page.waitForTimeout(5_000);
    expect(pushesOf(mailed.shipmentId)).toEqual([]);

    // Push on: the next tender reaches the device, decrypted with its keys and signed by the server.
    await saveStatusUpdates(page, true);
    const pushed = await tenderShipment(request, `E2E-PUSH-ON-${Date.now()}`, { state: 'TENDERED' });
    await expect.poll(() => pushesOf(pushed.shipmentId).length, { timeout: 30_000 }).toBe(1);
    const [push] = pushesOf(pushed.shipmentId);
    expect(JSON.parse(push!.text)).toMatchObject({
      title: `New load ${pushed.shipmentId} tendered`,
      data: { type: 'TENDER', deepLinkURI: `/carrier/app/MyLoad?shipmentId=${pushed.shipmentId}` },
    });
    expect(push!.claims.aud).toBe(receiver.origin);
    expect(receiver.refused).toEqual([]);
  } finally {
    // The demo dispatcher is left as the preferences spec leaves them: status updates by e-mail only.
    await saveStatusUpdates(page, false);
    await request.delete('/devicemanage/v1/manage', { headers, data: { endpoint: subscription.endpoint } });
  }
});

test('[D3-4.48] [D3-4.49] a push delivered to the service worker shows the notification with View Later and View Now, which follows the deep link', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['notifications']);
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/preferences');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(section).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  await expect(statusUpdates(page)).toBeVisible();
  // Granted but not subscribed: the section offers Turn on.
  await expect(section.getByRole('button', { name: 'Turn on' })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => navigator.serviceWorker.ready);

  const devtools = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.endsWith('/carrier/'));
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  const payload = {
    title: 'Load S-PUSH-E2E delivered',
    body: 'Load S-PUSH-E2E was delivered.',
    data: {
      type: 'DELIVERED',
      deepLinkURI: '/carrier/app/MyLoad?shipmentId=S-PUSH-E2E',
      shipmentId: 'S-PUSH-E2E',
      vendorMessageID: 'push-e2e-1',
    },
  };
  const origin = new URL(page.url()).origin;
  const deliver = async () =>
    devtools.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        actions: (notification as unknown as { actions: { action: string; title: string }[] }).actions.map(
          ({ action, title }) => ({ action, title }),
        ),
        data: notification.data as unknown,
      }));
    });
  // The worker may first have to start, after precaching the release: seconds on a busy machine, and
  // a push delivered while it starts can be dropped by the browser. Delivered again, the same tag
  // still makes one notification.
  await expect(async () => {
    await deliver();
    await expect.poll(async () => (await shown()).length, { timeout: 10_000 }).toBe(1);
  }).toPass({ timeout: 45_000 });
  expect((await shown())[0]).toEqual({
    title: payload.title,
    body: payload.body,
    tag: 'push-e2e-1',
    actions: [
      { action: 'later', title: 'View Later' },
      { action: 'now', title: 'View Now' },
    ],
    data: payload.data,
  });

  // View Now's address (D3-4.49), as the worker computes it: the deep link under the worker's own
  // base, else My Loads with the shipment; a link to another site is not followed.
  const [worker] = context.serviceWorkers();
  const targetOf = (data: object) =>
    worker!.evaluate(
      (given) => (self as unknown as { pushTarget: (data: object) => string }).pushTarget(given),
      data,
    );
  const app = `${new URL(page.url()).origin}/carrier/`;
  expect(await targetOf(payload.data)).toBe(`${app}app/MyLoad?shipmentId=S-PUSH-E2E`);
  expect(await targetOf({ deepLinkURI: '/mobile/app/MyLoad/DriverAssigned?shipmentId=S-2' })).toBe(
    `${app}app/MyLoad/DriverAssigned?shipmentId=S-2`,
  );
  expect(await targetOf({ deepLinkURI: null, shipmentId: 'S 3' })).toBe(`${app}app/MyLoad?shipmentId=S%203`);
  expect(await targetOf({ deepLinkURI: 'https://elsewhere.example/app', shipmentId: 'S-4' })).toBe(
    `${app}app/MyLoad?shipmentId=S-4`,
  );
});
