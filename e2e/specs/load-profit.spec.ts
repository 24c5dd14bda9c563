import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';
import { chooseAppLanguage } from '../support/language';

// What a load really pays, end to end (issue 20, decision 058), against the real server and the demo
// data with its booked history: a dispatcher sets a cost profile, searches from Chicago, sorts by net
// per day, sees the badges and a lane median on a card, opens the lane's chart; the same in French;
// axe on each screen.

test.describe.configure({ mode: 'serial' });

async function searchFromChicago(page: Page) {
  await page.goto('/carrier/app/search');
  const origin = page.getByRole('group', { name: 'Origin' });
  await origin.getByLabel('Anywhere').uncheck();
  await origin.getByRole('combobox', { name: 'Pick-up city' }).fill('Chicago');
  await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  await page
    .getByRole('form', { name: 'Load search' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(page).toHaveURL(/\/carrier\/app\/search\/results$/);
  await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();
}

/** The net per day of each card shown, in dollars, in order; NaN for a card without one. */
async function readNetPerDay(page: Page): Promise<number[]> {
  const cards = page.getByRole('list', { name: 'Loads' }).locator('li[data-load-id]');
  const texts = await cards.evaluateAll((items) =>
    items.map((item) => item.querySelector('[data-testid="load-profit"]')?.textContent ?? ''),
  );
  return texts.map((text) =>
    Number(/(-?)\$([\d,]+)\/day net/.exec(text)?.slice(1).join('').replace(/,/g, '') ?? NaN),
  );
}

test('a dispatcher sets a cost profile, sorts Chicago’s loads by net per day and opens a lane’s chart', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/preferences/cost-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Cost profile' })).toBeVisible();
  await expect(
    page.getByText(/ATRI, An Analysis of the Operational Costs of Trucking, 2024 update/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Fixed cost per day/).fill('150');
  await page.getByLabel(/Target rate per mile/).fill('2.6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Cost profile saved.')).toBeVisible();

  await searchFromChicago(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Net per day' });
  const cards = page.getByRole('list', { name: 'Loads' }).locator('li[data-load-id]');
  await expect(cards.first().getByTestId('load-profit')).toContainText('/day net');
  // Best first once the sorted page has replaced the first one; the cards show whole dollars of the
  // figure the database sorted by.
  const pricedPerDay = async () => (await readNetPerDay(page)).filter((value) => !Number.isNaN(value));
  await expect
    .poll(async () => {
      const priced = await pricedPerDay();
      return priced.length > 1 && priced.every((value, index) => index === 0 || value <= priced[index - 1]!);
    })
    .toBe(true);
  await expect(page.getByText(/^(At or above target|Below target|Below floor)$/).first()).toBeVisible();

  // A card whose lane has enough booked loads says where its rate stands.
  const withMedian = cards.filter({ has: page.getByTestId('lane-median') }).first();
  await expect(withMedian.getByTestId('lane-median')).toHaveText(
    /(\d+% (above|below) the 30-day lane median|At the 30-day lane median)/,
  );
  await expectAccessible(page);
  // Its details: the lane's figures, and the weekly chart when enough weeks of the lane have enough
  // loads behind them (the board is the demo's own, so not every lane has): the first card that has one.
  const chartName = /Weekly median rate per mile on this lane/;
  const withLane = cards.filter({ has: page.getByTestId('lane-median') });
  let lane = withLane.first().getByTestId('lane-rates');
  for (let index = 0; index < Math.min(await withLane.count(), 10); index += 1) {
    const card = withLane.nth(index);
    await card.getByRole('button', { expanded: false }).first().click();
    lane = card.getByTestId('lane-rates');
    // A search from Chicago also finds loads from Indiana: the lane is named by its origin's state.
    await expect(lane.getByRole('heading', { name: /^Lane rates: [A-Z]{2} to / })).toBeVisible();
    await expect(lane.getByText(/Last 30 days:/)).toBeVisible();
    const charted = await lane
      .getByRole('img', { name: chartName })
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    if (charted) break;
    await card.getByRole('button', { expanded: true }).first().click();
  }
  await expect(lane.getByRole('img', { name: chartName })).toBeVisible();
  await expect(lane.locator('canvas')).toBeVisible();
  await expectAccessible(page);
});

test('the profit figures and the cost profile in French', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, demoUpn('dispatcher'));
  await searchFromChicago(page);
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // A card with a rate: by pick-up date the first card may be a load posted without one.
  const priced = page.getByTestId('load-profit').filter({ hasText: '/jour net' }).first();
  await expect(priced).toBeVisible();
  await expect(priced).toContainText('tout compris');
  await expect(page.getByRole('combobox', { name: 'Bénéfice net d’au moins' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/carrier/app/preferences/cost-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil de coûts' })).toBeVisible();
  await expect(page.getByLabel(/Coût fixe par jour/)).toHaveValue('150');
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});
