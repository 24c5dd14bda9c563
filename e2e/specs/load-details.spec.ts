import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUpn, signIn } from '../support/sign-in';
import { places, postLoad, tenderShipment } from '../support/supply';

// The load details panel shows exactly the tabs its module, role and flags allow (D1-2.23 to D1-2.27):
// a search result outside My Loads, and shipments of the demo carrier in two My Loads modules.

async function tabsOf(page: Page): Promise<string[]> {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  return (await tabs.allTextContents()).map((text) => text.trim());
}

test('[D1-2.23] [D1-2.24] [D1-2.27] a search result opened by a dispatcher shows Map and Pay, Map first', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-DETAILS-1', places.chicago, places.dallas);
  await signIn(page, demoUpn('dispatcher'));
  await page.getByRole('textbox', { name: 'Search by Load #' }).fill(loadId);
  await page.keyboard.press('Enter');

  const card = page.locator(`li[data-load-id="${loadId}"]`);
  // A single result of the header's search starts open.
  await expect(card.getByRole('button', { name: new RegExp(`^Load # ${loadId}`) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await tabsOf(page)).toEqual(['Map', 'Pay']);
  await expect(page.getByRole('tab', { name: 'Map' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Pay' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('2,000.00');

  const { violations } = await new AxeBuilder({ page }).include(`li[data-load-id="${loadId}"]`).analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
});

test('[D1-2.24] [D1-2.25] [D1-2.26] a tendered shipment shows no references or documents to the dispatcher', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-DETAILS-TENDERED', { state: 'TENDERED' });
  await signIn(page, demoUpn('dispatcher'));
  await page.goto(`/carrier/app/MyLoad/shipment/${shipmentId}`);
  expect(await tabsOf(page)).toEqual(['Map', 'Commodities', 'Services', 'Pay']);

  await page.getByRole('tab', { name: 'Commodities' }).click();
  const panel = page.getByRole('tabpanel');
  for (const commodity of ['Paper towels', 'Canned soup', 'Bottled water', 'Cereal'])
    await expect(panel.getByText(commodity)).toBeVisible();
  await expect(panel.getByText('Dish soap')).toBeHidden();
  await panel.getByRole('button', { name: /Additional Commodities/ }).click();
  await expect(panel.getByText('Dish soap')).toBeVisible();
});

test('[D1-2.25] [D1-2.26] [D1-2.27] [D2-6.02] the driver of a driver-assigned shipment sees references and documents, not Pay', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-DETAILS-DRIVER', {
    state: 'DRIVER_ASSIGNMENT',
    driverUpn: demoUpn('driver'),
    services: [],
  });
  await signIn(page, demoUpn('driver'));
  await page.goto(`/carrier/app/MyLoad/shipment/${shipmentId}`);
  expect(await tabsOf(page)).toEqual(['Map', 'Commodities', 'References', 'Documents']);

  await page.getByRole('tab', { name: 'References' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('BOL-E2E-DETAILS-DRIVER');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No documents available');
});
