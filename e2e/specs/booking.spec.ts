import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUpn, signIn } from '../support/sign-in';
import { places, postLoad } from '../support/supply';

// Booking a load end to end (D1-4.18 to D1-4.33): the warnings before the rate confirmation, the
// Thank You of a booked load, Get Qualified for an inactive carrier, and two carriers racing for one
// load against the real server and database.

/** Opens one load through the header's reference search; a single result starts expanded. */
async function openLoad(page: Page, loadId: string) {
  await page.getByRole('textbox', { name: 'Search by Load #' }).fill(loadId);
  await page.keyboard.press('Enter');
  const card = page.locator(`li[data-load-id="${loadId}"]`);
  await expect(card.getByRole('button', { name: new RegExp(`^Load # ${loadId}`) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return card;
}

/** The Carrier Assigned count on Home's My Loads tiles. */
async function carrierAssignedCount(page: Page): Promise<number> {
  await page.goto('/carrier/app/home');
  const tile = page.getByRole('link', { name: /^Carrier Assigned, \d+ loads?$/ });
  const label = (await tile.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) loads?$/.exec(label)?.[1]);
}

test('[D1-4.20] [D1-4.21] [D1-4.22] [D1-4.26] a dispatcher books a same-day load with an unconfirmed appointment', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-BOOK-SAME-DAY', places.chicago, places.dallas, {
    pickUpToday: true,
    appointmentConfirmed: false,
    lineHaul: '2150.00',
  });
  await signIn(page, demoUpn('dispatcher'));
  const assignedBefore = await carrierAssignedCount(page);
  const card = await openLoad(page, loadId);

  await card.getByRole('button', { name: 'Book Now' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText(/today/i);
  await expect(warning).toContainText(/appointment/i);
  await warning.getByRole('button', { name: 'Agree' }).click();

  const confirmation = page.getByRole('dialog', { name: /Rate confirmation/i });
  await expect(confirmation).toContainText('2,150.00');
  await expect(confirmation.getByRole('button', { name: 'Accept' })).toBeEnabled();
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
  await confirmation.getByRole('button', { name: 'Accept' }).click();

  const thankYou = page.getByRole('dialog', { name: 'Thank You' });
  await expect(thankYou.getByRole('button', { name: 'View More Results' })).toBeVisible();
  await thankYou.getByRole('button', { name: 'View More Results' }).click();
  await expect(page.locator(`li[data-load-id="${loadId}"]`)).toHaveCount(0);

  // Searched again, the number is no longer an open load but the carrier's shipment: it opens in
  // Carrier Assigned (D1-7.08), which holds one more load.
  await page.getByRole('textbox', { name: 'Search by Load #' }).fill(loadId);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/MyLoad\/CarrierAssigned$/);
  await expect(page.locator('li[data-shipment-id]').filter({ hasText: `Load # ${loadId}` })).toHaveCount(1);
  expect(await carrierAssignedCount(page)).toBe(assignedBefore + 1);
});

test('[D1-4.26] Assign Driver on Thank You opens Carrier Assigned with the booked load', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-BOOK-ASSIGN', places.dallas, places.miami);
  await signIn(page, demoUpn('dispatcher'));
  const card = await openLoad(page, loadId);
  await card.getByRole('button', { name: 'Book Now' }).click();
  const confirmation = page.getByRole('dialog', { name: /Rate confirmation/i });
  await confirmation.getByRole('button', { name: 'Accept' }).click();
  await page
    .getByRole('dialog', { name: 'Thank You' })
    .getByRole('button', { name: 'Assign Driver' })
    .click();
  await expect(page).toHaveURL(/\/app\/MyLoad\/CarrierAssigned$/);
  await expect(page.locator('li[data-shipment-id]').filter({ hasText: `Load # ${loadId}` })).toHaveCount(1);
});

test('[D1-4.26] [D1-4.34] [D2-4.21] [D2-4.22] the owner-operator (LO3) assigns themself right after booking', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-BOOK-LO3', places.chicago, places.miami);
  await signIn(page, demoUpn('owner.operator'));
  const card = await openLoad(page, loadId);
  await card.getByRole('button', { name: 'Book Now' }).click();
  await page
    .getByRole('dialog', { name: /Rate confirmation/i })
    .getByRole('button', { name: 'Accept' })
    .click();

  const assign = page.getByRole('dialog', { name: 'Assign yourself as the driver' });
  await expect(assign).toContainText(`Load #${loadId} is booked.`);
  const confirm = assign.getByRole('button', { name: 'Confirm' });
  const startLocation = assign.getByRole('combobox', { name: 'Start location' });
  // Without an earlier load of theirs to start from, Confirm waits for a start location (D2-4.21).
  await expect(assign.getByText('Looking for your previous load…')).toBeHidden();
  if (await startLocation.isVisible()) {
    await expect(confirm).toBeDisabled();
    await startLocation.fill('Chicago');
    await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  }
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(`Load #${loadId} assigned to you`)).toBeVisible();
  // Nothing follows this load yet: Reload Driver asks about the next one (D1-4.34); later, for now.
  const reload = page.getByRole('dialog', { name: 'Reload Driver' });
  await reload.getByRole('button', { name: 'Reload Later' }).click();
  await expect(page).toHaveURL(/\/app\/MyLoad\/DriverAssigned$/);
  await expect(page.locator('li[data-shipment-id]').filter({ hasText: `Load # ${loadId}` })).toHaveCount(1);
});

test('[D1-4.23] [D1-4.24] [D1-8.07] [D2-6.05] a dispatcher of an inactive carrier sees Get Qualified', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-BOOK-INACTIVE', places.dallas, places.chicago);
  await signIn(page, demoUpn('inactive.dispatcher'));
  const card = await openLoad(page, loadId);
  await expect(card.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Get Qualified' }).click();
  await expect(page.getByRole('dialog', { name: 'Get Qualified' })).toContainText(/not currently active/i);
});

test('[D1-4.27] [D1-4.33] two dispatchers book the same load: one gets Thank You, the other Error', async ({
  browser,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-BOOK-RACE', places.miami, places.chicago);
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const [pageA, pageB] = await Promise.all([first.newPage(), second.newPage()]);
    await signIn(pageA, demoUpn('dispatcher'));
    await signIn(pageB, demoUpn('dispatch.admin'));
    // Both reach the rate confirmation of the open load before either accepts.
    for (const page of [pageA, pageB]) {
      const card = await openLoad(page, loadId);
      await card.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByRole('dialog', { name: /Rate confirmation/i })).toBeVisible();
    }
    await Promise.all(
      [pageA, pageB].map((page) =>
        page
          .getByRole('dialog', { name: /Rate confirmation/i })
          .getByRole('button', { name: 'Accept' })
          .click(),
      ),
    );
    // Each page ends on one result dialog; exactly one of them is Thank You.
    for (const page of [pageA, pageB])
      await expect(page.getByRole('dialog', { name: /^(Thank You|Error)$/ })).toBeVisible();
    const thankYous = await Promise.all(
      [pageA, pageB].map((page) => page.getByRole('dialog', { name: 'Thank You' }).count()),
    );
    const loser = thankYous[0] === 1 ? pageB : pageA;
    expect([...thankYous].sort()).toEqual([0, 1]);
    await expect(loser.getByRole('dialog', { name: 'Error' })).toContainText(
      `Load ${loadId} has already been booked.`,
    );
  } finally {
    await first.close();
    await second.close();
  }
});
