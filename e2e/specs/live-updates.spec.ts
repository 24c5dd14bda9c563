import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';

// Live updates (issue 18 item 4, decision 061), against the real server: while the dispatcher's My
// Loads list is open, a source system tenders a load through the integration API; the list, its count
// and the bell follow within seconds, without a reload and without the page polling.

const countIn = (text: string | null) => Number(/\((\d+)\)/.exec(text ?? '')?.[1] ?? Number.NaN);

test('a load tendered by a source system appears in the open My Loads list and in the bell without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, demoUpn('dispatcher'));
  // The stream is open once the page has its answer: from then on, nothing but the stream tells the page.
  const streamOpened = page.waitForResponse((response) => response.url().includes('/live/v1/events'));
  await page.goto('/carrier/app/MyLoad/CarrierTendered');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/\(\d+\)/);
  const listed = countIn(await heading.textContent());
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unread = countIn((await bell.getAttribute('aria-label'))?.replace(/, (\d+) unread/, ' ($1)') ?? null);
  expect((await streamOpened).status()).toBe(200);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  const { shipmentId } = await tenderShipment(request, `E2E-LIVE-${Date.now()}`, {
    state: 'TENDERED',
    pickupInDays: 0,
  });

  await expect(heading).toHaveText(new RegExp(`\\(${listed + 1}\\)`), { timeout: 10_000 });
  await expect(page.locator(`li[data-shipment-id="${shipmentId}"]`)).toBeVisible();
  const expectedUnread = Number.isNaN(unread) ? 1 : unread + 1;
  await expect(bell).toHaveAccessibleName(`Notifications, ${expectedUnread} unread`, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expectAccessible(page);
});
