import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUpn, signIn } from '../support/sign-in';
import { places, postLoad } from '../support/supply';

// Home's matched loads against the real server: the watch list (D1-4.11, D1-2.19) and recommendations
// ranked by the engine from the demo carrier's posted truck in Chicago (D1-7.11, decision 012).

async function openFromHeader(page: Page, loadId: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Search by Load #' }).fill(loadId);
  await page.keyboard.press('Enter');
  const card = page.locator(`li[data-load-id="${loadId}"]`);
  await expect(card).toBeVisible();
  return card;
}

async function readCount(heading: Locator): Promise<number> {
  await expect(heading).toBeVisible();
  return Number(((await heading.textContent()) ?? '').replace(/\D/g, ''));
}

/** Shows every page of the list on screen and answers the load ids in their order. */
async function loadIdsOfAllPages(page: Page): Promise<string[]> {
  const cards = page.getByRole('list', { name: 'Loads' }).locator('li[data-load-id]');
  const more = page.getByRole('button', { name: /^Show \d+ More$/ });
  const end = page.getByText('End of list');
  for (;;) {
    await expect(more.or(end)).toBeVisible();
    if (await end.isVisible()) break;
    const shown = await cards.count();
    await more.click();
    // The next page has arrived when the list grows; only then may Show More be clicked again.
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  return cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.loadId ?? ''));
}

test('[D1-4.11] [D1-2.19] a dispatcher watches a load from results, finds it on Home under Watched with the count, removes it and undoes', async ({
  page,
  request,
}) => {
  const { loadId } = await postLoad(request, 'E2E-WATCH-1', places.chicago, places.dallas);
  await signIn(page, demoUpn('dispatcher'));

  const result = await openFromHeader(page, loadId);
  await result.getByRole('button', { name: 'Watch load' }).click();
  await expect(page.getByText('Watched load added')).toBeVisible();
  await expect(result.getByRole('button', { name: 'Stop watching load' })).toBeVisible();

  await page.goto('/carrier/app/home/watched');
  const title = page.getByRole('heading', { level: 2, name: /^\d+ Watched loads?$/ });
  const watchedCount = await readCount(title);
  expect(watchedCount).toBeGreaterThanOrEqual(1);
  const card = page.locator(`li[data-load-id="${loadId}"]`);
  await expect(card).toBeVisible(); // newest watch first

  await card.getByRole('button', { name: 'Stop watching load' }).click();
  await expect(page.getByText('Watched load removed')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card.getByRole('button', { name: 'Stop watching load' })).toBeVisible();

  await page.reload();
  await expect(page.locator(`li[data-load-id="${loadId}"]`)).toBeVisible();
  expect(await readCount(title)).toBe(watchedCount);

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual(
    [],
  );
});

test('[D1-7.11] [D1-2.19] with a truck posted in Chicago, a Chicago pick-up ranks above a Miami pick-up', async ({
  page,
  request,
}) => {
  const terms = { lineHaul: '3600.00', totalDistance: 900 };
  const chicago = await postLoad(request, 'E2E-RANK-CHICAGO', places.chicago, places.dallas, terms);
  const miami = await postLoad(request, 'E2E-RANK-MIAMI', places.miami, places.dallas, terms);
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/home/recommended');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ Recommendations?$/ })).toBeVisible();

  const ranked = await loadIdsOfAllPages(page);
  const chicagoRank = ranked.indexOf(chicago.loadId);
  const miamiRank = ranked.indexOf(miami.loadId);
  expect(chicagoRank).toBeGreaterThanOrEqual(0);
  // Far from every signal of the carrier, the Miami load is ranked lower or not recommended at all.
  expect(miamiRank === -1 || miamiRank > chicagoRank).toBe(true);
});
