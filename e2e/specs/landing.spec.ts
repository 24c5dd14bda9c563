import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function expectNoSeriousAccessibilityViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

test('[D1-2.02] opening / ends on /carrier/login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/carrier/login');
});

test('[D1-2.05] the landing page shows the product, its pitch and a Get Started button', async ({ page }) => {
  await page.goto('/carrier/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Freight Marketplace' })).toBeVisible();
  await expect(page.getByText('Find, book and run loads for your trucks, all in one place.')).toBeVisible();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/carrier/app/home');
  await expect(page.getByText('Signing in arrives in the next release.', { exact: false })).toBeVisible();
});

test('[D1-1.09] switching to Français shows the French texts and survives a reload', async ({ page }) => {
  await page.goto('/carrier/login');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Français').click();

  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Commencer' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Langue' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('[D1-2.31] an unknown path shows page-not-found with Back and Home, and Home works', async ({
  page,
}) => {
  await page.goto('/carrier/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/carrier/login');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('[D1-2.31] Back on a page-not-found opened directly leads into the app, not away from it', async ({
  page,
}) => {
  await page.goto('/carrier/no/such/page');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/carrier/login');
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
  page,
}) => {
  // /carrier/ redirects to /carrier/login inside the app; a redirect must not move focus past the skip link.
  await page.goto('/carrier/');
  await expect(page).toHaveURL('/carrier/login');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the landing page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/carrier/login');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
});

test('the page-not-found page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/carrier/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
});
