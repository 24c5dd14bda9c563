import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoUpn, signIn } from '../support/sign-in';

// Load search against the real server: the supply side posts loads through the integration API (as a
// source system would), then carriers find them through the search screen.

const lanePostings = 32;

/** Tomorrow's calendar date in Chicago, where the lane's loads pick up. */
function tomorrowInChicago(): string {
  const tomorrow = new Date(Date.now() + 24 * 3_600_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(tomorrow);
}

/** Chicago's offset on a date of November to March (CST) or of the summer (CDT). */
function chicagoOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', timeZoneName: 'short' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'CDT' ? '-05:00' : '-06:00';
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

async function postChicagoDallasLoads(request: APIRequestContext): Promise<void> {
  const pickup = tomorrowInChicago();
  const drop = addDays(pickup, 1);
  const offset = chicagoOffset(pickup);
  for (let i = 0; i < lanePostings; i += 1) {
    const lineHaul = 1_800 + i * 37;
    const response = await request.put(`/integration/v1/load-postings/E2E-CHI-DAL-${i}`, {
      headers: { 'x-api-key': 'demo-key-mercurygate' },
      data: {
        loadType: 'Brokerage',
        transportMode: 'Dry Van',
        isHazardous: i % 7 === 0,
        isHighValue: false,
        isTemperatureControlled: false,
        totalDistance: 925 + i,
        totalWeight: 30_000 + i * 250,
        buyAllowed: true,
        managedEquipment: false,
        exclusiveLoad: false,
        rate: {
          currency: 'USD',
          binRateId: `E2E-${i}`,
          lineHaul: { charge: `${lineHaul}.00`, unitCharge: '2', quantity: '925', rateQualifier: 'FR' },
        },
        stops: [
          {
            sequence: 1,
            stopType: 'P',
            locationName: `Joliet Cross-Dock ${i}`,
            city: 'Joliet',
            state: 'IL',
            postalCode: '60431',
            country: 'USA',
            latitude: 41.525,
            longitude: -88.0817,
            timeZone: 'America/Chicago',
            appointmentFrom: `${pickup}T08:00:00${offset}`,
            appointmentTo: `${pickup}T12:00:00${offset}`,
            appointmentConfirmed: true,
          },
          {
            sequence: 2,
            stopType: 'D',
            locationName: `Fort Worth Warehouse ${i}`,
            city: 'Fort Worth',
            state: 'TX',
            postalCode: '76102',
            country: 'USA',
            latitude: 32.7254,
            longitude: -97.3208,
            timeZone: 'America/Chicago',
            appointmentFrom: `${drop}T14:00:00${offset}`,
            appointmentTo: `${drop}T18:00:00${offset}`,
            appointmentConfirmed: true,
          },
        ],
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function chooseCity(page: Page, side: 'Origin' | 'Destination', typed: string, option: string) {
  const fieldset = page.getByRole('group', { name: side });
  await fieldset.getByLabel('Anywhere').uncheck();
  await fieldset
    .getByRole('combobox', { name: side === 'Origin' ? 'Pick-up city' : 'Drop-off city' })
    .fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

async function setRadius(page: Page, side: 'Origin' | 'Destination', miles: number) {
  const fieldset = page.getByRole('group', { name: side });
  const increase = fieldset.getByRole('button', { name: `Increase ${side} radius` });
  for (let radius = 100; radius < miles; radius += 25) await increase.click();
  await expect(fieldset.getByRole('slider')).toHaveAttribute('aria-valuenow', String(miles));
}

/** The whole-dollar prices of the cards shown, in order. */
async function readPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('list', { name: 'Loads' }).locator('li').allTextContents();
  return texts.map((text) => Number(/\$([\d,]+)(?!\.)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
}

async function readMatchCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d[\d,]* Match(es)?$/).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function loadAllPages(page: Page, total: number): Promise<void> {
  const cards = page.getByRole('list', { name: 'Loads' }).locator('li');
  for (;;) {
    const loaded = await cards.count();
    if (loaded >= total) break;
    const expected = Math.min(25, total - loaded);
    await page.getByRole('button', { name: `Show ${expected} More` }).click();
    await expect(cards).toHaveCount(loaded + expected);
  }
  await expect(page.getByText('End of list')).toBeVisible();
}

test.describe('load search', () => {
  test.beforeAll(async ({ request }) => {
    await postChicagoDallasLoads(request);
  });

  test('[D1-4.10] [D1-9.03] [D1-4.07] a dispatcher searches Chicago → Dallas at 150 miles, sorts by price, pages to the end and re-runs it from Favorite Search', async ({
    page,
  }) => {
    await signIn(page, demoUpn('dispatcher'));
    await page.goto('/carrier/app/search');
    await chooseCity(page, 'Origin', 'Chicago', 'Chicago, IL');
    await setRadius(page, 'Origin', 150);
    await chooseCity(page, 'Destination', 'Dallas', 'Dallas, TX');
    await setRadius(page, 'Destination', 150);
    await page
      .getByRole('form', { name: 'Load search' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();

    await expect(page).toHaveURL(/\/carrier\/app\/search\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();
    const total = await readMatchCount(page);
    expect(total).toBeGreaterThanOrEqual(lanePostings);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price' });
    await loadAllPages(page, total);
    const prices = await readPrices(page);
    expect(prices).toHaveLength(total);
    const priced = prices.filter((price) => !Number.isNaN(price));
    expect(priced).toEqual([...priced].sort((a, b) => b - a));

    await page.getByRole('button', { name: 'Favorite', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Unfavorite' })).toBeVisible();

    await page.goto('/carrier/app/search');
    await page.getByRole('tab', { name: 'Favorite Search' }).click();
    const card = page
      .getByRole('listitem')
      .filter({ hasText: 'Chicago, IL (150 mi)' })
      .filter({ hasText: 'Dallas, TX (150 mi)' });
    await card.getByRole('button', { name: 'See Results' }).click();
    await expect(page).toHaveURL(/\/carrier\/app\/search\/results$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Favorite Search');
    await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();
    expect(await readMatchCount(page)).toBe(total);

    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });

  test('[D1-4.15] [D1-9.08] the map view clusters the pick-ups; choosing a load returns to the list with it open', async ({
    page,
  }) => {
    await signIn(page, demoUpn('dispatcher'));
    await page.goto('/carrier/app/search');
    await page.getByRole('tab', { name: 'New Search' }).click();
    await page.getByRole('form', { name: 'Load search' }).getByRole('button', { name: 'Clear' }).click();
    await chooseCity(page, 'Origin', 'Joliet', 'Joliet, IL');
    await page
      .getByRole('form', { name: 'Load search' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();

    await page.getByText('Map', { exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of the pick-up points of the loads' });
    const marker = map.getByRole('button', { name: /^\d+ loads?( near .+)?$/ }).first();
    await expect(marker).toBeVisible({ timeout: 15_000 });
    await marker.click();
    const chosen = page.getByRole('list').filter({ hasText: 'Load #' }).getByRole('button').first();
    await expect(chosen).toContainText(/[A-Z]+, [A-Z]{2}/);
    const loadId = /Load # (\S+)/.exec((await chosen.textContent()) ?? '')?.[1];
    expect(loadId).toBeTruthy();
    await chosen.click();

    const card = page.locator(`li[data-load-id="${loadId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { expanded: true }).first()).toBeVisible();
  });

  test('[D1-4.06] a guest searches with the default trailer type forced', async ({ page }) => {
    await signIn(page, demoUpn('guest'));
    await page.goto('/carrier/app/search');
    // The role-upgrade prompt (D1-6.18): continue as a guest.
    await page.getByRole('dialog', { name: 'Guest access' }).getByRole('button', { name: 'Ignore' }).click();
    const trailer = page.getByRole('combobox', { name: 'Trailer type' });
    await expect(trailer).toHaveValue('Dry Van');
    await expect(trailer).toBeDisabled();
    await chooseCity(page, 'Origin', 'Chicago', 'Chicago, IL');
    await page
      .getByRole('form', { name: 'Load search' })
      .getByRole('button', { name: 'Search', exact: true })
      .click();
    await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Loads' }).locator('li');
    await expect(cards.first()).toBeVisible();
    const texts = await cards.allTextContents();
    for (const text of texts) expect(text).toContain('Dry Van');
  });

  test('[D1-8.10] a load number that matches nothing says so', async ({ page }) => {
    await signIn(page, demoUpn('dispatcher'));
    await page.goto('/carrier/app/home');
    await page.getByRole('search').getByRole('textbox').fill('NO-SUCH-LOAD-42');
    await page.getByRole('search').getByRole('textbox').press('Enter');
    await expect(page.getByText('No results found for NO-SUCH-LOAD-42')).toBeVisible();
  });
});
