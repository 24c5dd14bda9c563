import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUpn, expectSignInPage, signIn } from '../support/sign-in';

async function expectNoSeriousAccessibilityViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

// The signed-in shell against the real server and identity provider: start tab and side navigation per
// role, guest restrictions, logout, phones, accessibility.

const forEveryone = ['Fuel Savings', 'Trailer Rental', 'Parking', 'More'];

// The demo driver, admin and beta user saved a `viewsettings` preference (myLoad, manageUsers, search),
// which decides their start tab (D1-2.16); the others start where their roles lead.
const accounts: { name: string; startPath: string; items: string[] }[] = [
  { name: 'guest', startPath: '/carrier/app/search', items: ['Home', 'Search', ...forEveryone] },
  // My Loads opens the driver's first non-empty list (D2-4), Loads Assigned with the demo data.
  {
    name: 'driver',
    startPath: '/carrier/app/MyLoad/DriverAssigned',
    items: ['Home', 'My Loads', ...forEveryone],
  },
  {
    name: 'dispatcher',
    startPath: '/carrier/app/home',
    items: ['Home', 'Search', 'My Loads', 'Manage Capacity', ...forEveryone],
  },
  {
    name: 'admin',
    startPath: '/carrier/app/manage/ManageUser',
    items: ['Home', 'My Drivers', ...forEveryone],
  },
  {
    name: 'owner.operator',
    startPath: '/carrier/app/home',
    items: ['Home', 'Search', 'My Loads', ...forEveryone],
  },
  {
    name: 'beta',
    startPath: '/carrier/app/search',
    items: ['Home', 'Search', 'My Loads', 'My Drivers', 'Manage Capacity', ...forEveryone],
  },
  {
    name: 'dispatch.admin',
    startPath: '/carrier/app/home',
    items: ['Home', 'Search', 'My Loads', 'My Drivers', 'Manage Capacity', ...forEveryone],
  },
];

/**
 * The names of the side navigation's items: not the load search the drawer also holds, and not the
 * entries of the More submenu (checked on their own).
 */
async function readNavItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const texts = await nav
    .locator(':is(a, button):not(form *):not(.mantine-NavLink-children *)')
    .allTextContents();
  return texts.map((text) => text.replace('(opens in a new tab)', '').trim());
}

async function dismissGuestPrompt(page: Page) {
  const prompt = page.getByRole('dialog', { name: 'Guest access' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Ignore' }).click();
  await expect(prompt).toBeHidden();
}

for (const { name, startPath, items } of accounts) {
  test(`[D1-2.16] [D1-2.17] [D1-6.16] [D1-2.13] the ${name} lands on its start tab and sees exactly its side navigation`, async ({
    page,
  }) => {
    // Through the sign-in pages: the start tab is chosen after a sign-in (D1-2.16), not when a session
    // of an earlier test is reopened.
    await signIn(page, demoUpn(name), { fresh: true });

    await expect(page).toHaveURL(startPath);
    if (name === 'guest') await dismissGuestPrompt(page);
    expect(await readNavItems(page)).toEqual(items);

    await page.getByRole('button', { name: 'More', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const entry of ['Feedback', 'Preferences', 'Support']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
  });
}

test('[D3-2.29] the header greets the dispatcher by first name', async ({ page }) => {
  await signIn(page, demoUpn('dispatcher'));
  await expect(page.getByText('Welcome, Karen')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
});

test('[D1-6.17] [D1-6.18] a guest opening My Loads sees "Register to get full access." and stays on search', async ({
  page,
}) => {
  await signIn(page, demoUpn('guest'));
  await dismissGuestPrompt(page);

  await page.goto('/carrier/app/MyLoad');

  await expect(page.getByText('Register to get full access.')).toBeVisible();
  await expect(page).toHaveURL('/carrier/app/search');
});

test('[D1-6.17] a guest on Recommended is told the feature is not for guests and may search instead', async ({
  page,
}) => {
  await signIn(page, demoUpn('guest'));
  await dismissGuestPrompt(page);

  await page.goto('/carrier/app/home/recommended');
  await expect(page.getByText('This feature is not available for a guest role.')).toBeVisible();
  await page.getByRole('link', { name: 'Search for loads' }).click();
  await expect(page).toHaveURL('/carrier/app/search');
});

test('[D1-2.18] [D1-2.04] logout asks, clears the session and returns to /login', async ({ page }) => {
  // A session of its own: logging out ends it at the identity provider.
  await signIn(page, demoUpn('dispatcher'), { fresh: true });

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Out' });
  await dialog.getByRole('button', { name: 'Log Out' }).click();

  await expect(page).toHaveURL('/carrier/login');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('oidc.'))),
  ).toEqual([]);

  // The session is over here and at the identity provider: the app asks to sign in again.
  await page.goto('/carrier/app/home');
  await expectSignInPage(page);
});

test('[D1-2.14] at 390 px the shell is usable: banner, drawer, items reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoUpn('dispatcher'));

  await expect(page.getByText('Screen too narrow')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'My Loads' })).not.toBeInViewport();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav.getByRole('link', { name: 'My Loads' }).click();

  // My Loads opens the dispatcher's first non-empty list, titled with its count.
  await expect(page).toHaveURL(/\/carrier\/app\/MyLoad\/\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: /\(\d+\)$/ })).toBeVisible();
});

test('the sign-in page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/carrier/login');
  await expectSignInPage(page);
  await expectNoSeriousAccessibilityViolation(page);
});

test('the home shell has no serious or critical accessibility violation', async ({ page }) => {
  await signIn(page, demoUpn('dispatcher'));
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
});
