import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';

// The search map on the demo board, against the real server: the offline basemap with the
// gazetteer's place names (decision 052), the load markers over it, nothing fetched from elsewhere.
// How fast the markers come is measured by `npm run bench -- map`, not here.

const mapLabel = 'Map of the pick-up points of the loads';

async function searchAroundChicago(page: Page): Promise<void> {
  await page.goto('/carrier/app/search');
  await page.getByRole('tab', { name: 'New Search' }).click();
  const form = page.getByRole('form', { name: 'Load search' });
  await form.getByRole('button', { name: 'Clear' }).click();
  const origin = page.getByRole('group', { name: 'Origin' });
  await origin.getByLabel('Anywhere').uncheck();
  await origin.getByRole('combobox', { name: 'Pick-up city' }).fill('Chicago');
  await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/^\d[\d,]* Match(es)?$/)).toBeVisible();
}

test('[D1-4.15] the search map draws the demo board over the offline basemap with its place names, fetching nothing from elsewhere', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:'))
      elsewhere.push(request.url());
  });
  const glyphWarnings: string[] = [];
  page.on('console', (message) => {
    if (/glyph/i.test(message.text())) glyphWarnings.push(message.text());
  });

  await signIn(page, demoUpn('dispatcher'));
  await searchAroundChicago(page);
  const labelsAnswer = page.waitForResponse((response) =>
    response.url().endsWith('/carrier/basemap/place-labels.geojson'),
  );
  await page.getByText('Map', { exact: true }).click();

  const labels = await labelsAnswer;
  expect(labels.status()).toBe(200);
  const places = (await labels.json()) as { features: { properties: { name: string } }[] };
  expect(places.features.map((feature) => feature.properties.name)).toContain('Joliet');

  const map = page.getByRole('region', { name: mapLabel });
  await expect(map).not.toHaveAttribute('aria-busy');
  // The demo board has loads around Chicago: markers of 25 loads, each a button with its count.
  const markers = map.getByRole('button', { name: /^\d+ loads?$/ });
  await expect(markers.first()).toBeVisible();
  const loadsOnMarkers = async () =>
    (
      await markers.evaluateAll((buttons) =>
        buttons.map((button) => parseInt(button.getAttribute('aria-label') ?? '0', 10)),
      )
    ).reduce((sum, count) => sum + count, 0);
  await expect.poll(loadsOnMarkers).toBe(25);
  // The place names are credited to their source, as GeoNames' licence asks (the credit folds away
  // on a narrow map, so its text is read whether shown or not).
  await expect(map.locator('.maplibregl-ctrl-attrib-inner')).toContainText(
    'Place names: GeoNames (CC BY 4.0)',
  );

  expect(glyphWarnings).toEqual([]);
  expect(elsewhere).toEqual([]);
  await expectAccessible(page);
});
