import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectSignInPage } from '../support/sign-in';

async function expectNoSeriousAccessibilityViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

// In a browser tab /login starts sign-in at once (D1-2.05); `?landing` shows the landing and waits for
// Get Started, as the installed app (display-mode standalone) does, so that the landing stays testable.

test('[D1-2.02] [D1-2.05] opening / goes to /carrier/login, which starts sign-in at once', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/');
  await expectSignInPage(page);
  expect(visited).toContain('/carrier/login');
});

test('[D1-2.05] the landing page shows the product, its pitch and Get Started, which starts sign-in', async ({
  page,
}) => {
  await page.goto('/carrier/login?landing');
  await expect(page.getByRole('heading', { level: 1, name: 'Freight Marketplace' })).toBeVisible();
  await expect(page.getByText('Find, book and run loads for your trucks, all in one place.')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expectSignInPage(page);
});

test('[D1-1.09] switching to Français shows the French texts and survives a reload', async ({ page }) => {
  await page.goto('/carrier/login?landing');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Français').click();

  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Langue' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('[D1-2.31] an unknown path shows page-not-found with Back and Home; Home leads to sign-in', async ({
  page,
}) => {
  await page.goto('/carrier/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await expectSignInPage(page);
});

test('[D1-2.31] Back on a page-not-found opened directly leads into the app, not away from it', async ({
  page,
}) => {
  await page.goto('/carrier/no/such/page');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectSignInPage(page);
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/carrier/login?landing');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the landing page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/carrier/login?landing');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
});

test('the page-not-found page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/carrier/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
});

test('[D1-2.31] the app is installable: manifest and service worker are served', async ({ request }) => {
  const manifest = await request.get('/carrier/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect(await manifest.json()).toMatchObject({
    start_url: '/carrier/app/home',
    scope: '/carrier/',
    display: 'standalone',
  });
  const worker = await request.get('/carrier/sw.js');
  expect(worker.ok()).toBe(true);
  expect(await worker.text()).toContain('index.html');
});
