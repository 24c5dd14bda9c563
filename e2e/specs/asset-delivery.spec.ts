import { expect, test, type Page, type Response } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { gatewayOperationOf } from '../support/gateway';
import { demoUpn, signIn } from '../support/sign-in';
import { waitForQuietNetwork } from '../support/quiet-network';

// How the app reaches the browser (decision 053): its files compressed once by the build and cached
// for a year when hashed, the results page's chunks fetched and its search asked while sign-in
// completes, and on a phone a narrow-screen notice that is not the largest thing painted.

const matches = /^\d[\d,]*\+? Match(es)?$/;

async function searchAroundChicago(page: Page): Promise<void> {
  await page.goto('/carrier/app/search');
  const origin = page.getByRole('group', { name: 'Origin' });
  await origin.getByLabel('Anywhere').uncheck();
  await origin.getByRole('combobox', { name: 'Pick-up city' }).fill('Chicago');
  await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  await page
    .getByRole('form', { name: 'Load search' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await expect(page.getByText(matches)).toBeVisible();
}

/** The element of the page's last largest-contentful-paint entry, as text the test can read. */
const largestPaint = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    const element = entry && entry.element;
    resolve({
      text: element ? (element.textContent || '').trim() : null,
      inNotice: Boolean(element && element.closest('[role="alert"]')),
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

test.describe('asset delivery', () => {
  test("the app's files arrive compressed; hashed ones are cached for a year, the page is revalidated", async ({
    page,
  }) => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await page.goto('/carrier/login?landing');
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

    const document = responses.find((response) => new URL(response.url()).pathname === '/carrier/login');
    expect(await document?.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(await document?.headerValue('cache-control')).toBe('no-cache');
    const scripts = responses.filter((response) => /\/carrier\/assets\/.+\.js$/.test(response.url()));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const name = new URL(script.url()).pathname;
      expect(await script.headerValue('cache-control'), name).toBe('public, max-age=31536000, immutable');
      // Files under a kilobyte are sent as they are.
      const size = Number(await script.headerValue('content-length'));
      if (!(size > 0 && size < 1024)) {
        expect(await script.headerValue('content-encoding'), name).toMatch(/^(br|gzip)$/);
      }
    }
  });

  test('a reloaded results page asks its search once, styled and accessible; on a phone the notice is not its largest paint', async ({
    page,
  }) => {
    await signIn(page, demoUpn('dispatcher'));
    await searchAroundChicago(page);

    await page.setViewportSize({ width: 412, height: 823 });
    const searches: string[] = [];
    // The provider's metadata is preloaded with the page (a Link header): fetched once, not again by the app.
    const metadataFetches: string[] = [];
    page.on('request', (request) => {
      if (gatewayOperationOf(request) === 'searchLoadPostingV2') searches.push(request.url());
      if (request.url().endsWith('/.well-known/openid-configuration')) metadataFetches.push(request.url());
    });
    await page.reload();
    await expect(page.getByText(matches)).toBeVisible();
    await expect(page.getByText('Screen too narrow')).toBeVisible();
    await waitForQuietNetwork(page);
    expect(searches).toHaveLength(1);
    expect(metadataFetches).toHaveLength(1);
    const metadataInitiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/.well-known/openid-configuration'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(metadataInitiators).toEqual(['link']);

    // The cards have their Mantine styles (Paper's border and radius), which come with their chunk.
    const card = page.getByRole('list', { name: 'Loads' }).locator('li').first();
    await expect(card).toHaveCSS('border-top-style', 'solid');
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).not.toBe('0px');

    const largest = (await page.evaluate(largestPaint)) as { text: string | null; inNotice: boolean };
    expect(largest.text).not.toBeNull();
    expect(largest.inNotice, `the largest paint was "${largest.text}"`).toBe(false);

    await expectAccessible(page);
  });
});
