import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoPassword, demoUpn, expectSignInPage, signIn } from '../support/sign-in';
import { dateIn, offsetOn, places, postLoad, type Place } from '../support/supply';

// What got in a dispatcher's way, tried in Chromium against the real server (decision 051): a
// search's dates in any time zone of the browser, the language chosen on the sign-in pages, and the
// load an owner-operator leaves for later after booking it.

// A town far from every demo hub (Duluth, the nearest, is 60 miles away): searched within 25 miles,
// only the loads these tests post go there.
const hibbing: Place = {
  city: 'Hibbing',
  state: 'MN',
  postalCode: '55746',
  latitude: 47.42715,
  longitude: -92.93769,
  timeZone: 'America/Chicago',
};

const addDays = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** Posts a Dry Van load from Chicago to Hibbing picking up at a wall-clock time in Chicago. */
async function postChicagoLoad(
  request: APIRequestContext,
  reference: string,
  pickUpDay: string,
  time: string,
) {
  const stop = (sequence: number, stopType: 'P' | 'D', place: Place, day: string, from: string) => ({
    sequence,
    stopType,
    locationName: `${place.city} ${stopType === 'P' ? 'Shipper' : 'Receiver'}`,
    city: place.city,
    state: place.state,
    postalCode: place.postalCode,
    country: 'USA',
    latitude: place.latitude,
    longitude: place.longitude,
    timeZone: place.timeZone,
    appointmentFrom: `${day}T${from}:00${offsetOn(place.timeZone, day)}`,
    appointmentTo: `${day}T${from.slice(0, 3)}45:00${offsetOn(place.timeZone, day)}`,
    appointmentConfirmed: true,
  });
  const response = await request.put(`/integration/v1/load-postings/${reference}`, {
    headers: { 'x-api-key': 'demo-key-mercurygate' },
    data: {
      loadType: 'Brokerage',
      transportMode: 'Dry Van',
      isHazardous: false,
      isHighValue: false,
      isTemperatureControlled: false,
      totalDistance: 480,
      totalWeight: 30_000,
      buyAllowed: true,
      managedEquipment: false,
      exclusiveLoad: false,
      rate: {
        currency: 'USD',
        binRateId: `BIN-${reference}`,
        lineHaul: { charge: '1400.00', unitCharge: '2.9', quantity: '480', rateQualifier: 'PM' },
      },
      stops: [
        stop(1, 'P', places.chicago, pickUpDay, time),
        stop(2, 'D', hibbing, addDays(pickUpDay, 2), '14:00'),
      ],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { loadId: string }).loadId;
}

async function chooseCity(page: Page, side: 'Origin' | 'Destination', typed: string, option: string) {
  const fieldset = page.getByRole('group', { name: side });
  await fieldset.getByLabel('Anywhere').uncheck();
  await fieldset
    .getByRole('combobox', { name: side === 'Origin' ? 'Pick-up city' : 'Drop-off city' })
    .fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Picks a range of days in a date picker, as a user clicks them, moving to the next month if needed. */
async function pickRange(page: Page, label: string, from: string, to: string) {
  const button = page.getByRole('button', { name: label });
  await button.click();
  const calendar = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  for (const date of [from, to]) {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    const dayButton = calendar.getByRole('button', { name: `${day} ${monthName} ${year}`, exact: true });
    while ((await dayButton.count()) === 0) await calendar.locator('[data-direction="next"]').click();
    await dayButton.first().click();
  }
  await expect(calendar).toBeHidden();
}

/** The load ids of the results of a search Chicago → Hibbing (25 miles) picking up between two days. */
async function searchChicagoToHibbing(page: Page, from: string, to: string): Promise<string[]> {
  await page.goto('/carrier/app/search');
  await chooseCity(page, 'Origin', 'Chicago', 'Chicago, IL');
  await chooseCity(page, 'Destination', 'Hibbing', 'Hibbing, MN');
  const decrease = page.getByRole('group', { name: 'Destination' }).getByRole('button', {
    name: 'Decrease Destination radius',
  });
  for (let radius = 100; radius > 25; radius -= 25) await decrease.click();
  await pickRange(page, 'Pick-Up Date Range', from, to);
  const form = page.getByRole('form', { name: 'Load search' });
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();
  const ids = await page
    .getByRole('list', { name: 'Loads' })
    .locator('li[data-load-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-load-id') ?? ''));
  return ids.sort();
}

test('a search means the same loads in a browser in UTC and one in Los Angeles', async ({
  browser,
  request,
}) => {
  // Searched: the 2 days after tomorrow in Chicago. The first load picks up the evening before, the
  // last on the last evening: a browser that read the days in its own zone would move the window by
  // 6 or 8 hours and take one for the other.
  const first = dateIn('America/Chicago', 2);
  const last = addDays(first, 2);
  const eveningBefore = await postChicagoLoad(request, 'E2E-TZ-EVENING-BEFORE', addDays(first, -1), '20:00');
  const inside = await postChicagoLoad(request, 'E2E-TZ-INSIDE', first, '12:00');
  const lastEvening = await postChicagoLoad(request, 'E2E-TZ-LAST-EVENING', last, '23:00');

  const found: Record<string, string[]> = {};
  for (const timezoneId of ['UTC', 'America/Los_Angeles']) {
    const context = await browser.newContext({ timezoneId });
    try {
      const page = await context.newPage();
      await signIn(page, demoUpn('dispatcher'));
      found[timezoneId] = await searchChicagoToHibbing(page, first, last);
    } finally {
      await context.close();
    }
  }

  expect(found.UTC).toEqual([inside, lastEvening].sort());
  expect(found['America/Los_Angeles']).toEqual(found.UTC);
  expect(found.UTC).not.toContain(eveningBefore);
});

test('the language chosen on the sign-in pages is the language of the app after sign-in', async ({
  page,
}) => {
  // An English browser: the app starts sign-in in English.
  await page.goto('/carrier/login');
  await expectSignInPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Courriel').fill(demoUpn('driver2'));
  await page.getByLabel('Mot de passe', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Se connecter' }).click();

  await expect(page).toHaveURL(/\/carrier\/app\//);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The app remembers it as the user's choice.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
  await expectAccessible(page);
});

test('[D2-4.22] an owner-operator who answers Not now is told where the load went, finds it by its number and assigns himself there', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-LATER-LO3', places.chicago, places.miami);
  await signIn(page, demoUpn('owner.operator'));
  await page.getByRole('textbox', { name: 'Search by Load #' }).fill(loadId);
  await page.keyboard.press('Enter');
  const card = page.locator(`li[data-load-id="${loadId}"]`);
  await card.getByRole('button', { name: 'Book Now' }).click();
  await page
    .getByRole('dialog', { name: /Rate confirmation/i })
    .getByRole('button', { name: 'Accept' })
    .click();
  const assign = page.getByRole('dialog', { name: 'Assign yourself as the driver' });
  await assign.getByRole('button', { name: 'Not now' }).click();

  await expect(
    page.getByText(`Load #${loadId} is booked and waits for you as its driver.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Search by Load #' }).fill(loadId);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/carrier\/app\/MyLoad\/shipment\//);
  await expect(page.getByRole('heading', { level: 1, name: `Load # ${loadId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Myself' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Assign Myself' }).click();
  const again = page.getByRole('dialog', { name: 'Assign yourself as the driver' });
  const confirm = again.getByRole('button', { name: 'Confirm' });
  const startLocation = again.getByRole('combobox', { name: 'Start location' });
  await expect(again.getByText('Looking for your previous load…')).toBeHidden();
  if (await startLocation.isVisible()) {
    await startLocation.fill('Chicago');
    await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  }
  await confirm.click();
  await expect(page.getByText(`Load #${loadId} assigned to you`)).toBeVisible();
  // With nothing of his after this load, Reload Driver asks about the next one first (D1-4.34).
  const reload = page.getByRole('dialog', { name: 'Reload Driver' });
  const listed = page.locator('li[data-shipment-id]').filter({ hasText: `Load # ${loadId}` });
  await expect(reload.or(listed)).toBeVisible();
  if (await reload.isVisible()) await reload.getByRole('button', { name: 'Reload Later' }).click();
  await expect(page).toHaveURL(/\/app\/MyLoad\/DriverAssigned$/);
  await expect(listed).toHaveCount(1);
});
