import { expect, type BrowserContext, type Page } from '@playwright/test';

// Signing in through the real pages: the app's /login starts the code flow, the embedded identity
// provider at /identity shows its sign-in form, and the app's /auth/callback finishes it. Every demo
// account of apps/server/src/db/seed/DEMO.md has the same password.
// Each account signs in through the pages once per worker; later tests reuse its session (the
// provider's cookies and the app's stored user), which keeps the suite quick.

export const demoPassword = 'Demo-Password-1';

export function demoUpn(name: string): string {
  return `${name}@demo.freight.test`;
}

type SavedSession = {
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
  localStorage: [string, string][];
};
const sessions = new Map<string, SavedSession>();

/** Fills the identity provider's sign-in form (labels are its English catalogue's). */
export async function fillSignInForm(page: Page, email: string, password = demoPassword): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the identity provider's sign-in page, where the app sends a signed-out browser. */
export async function expectSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/identity\//);
  await expect(page.getByLabel('Email')).toBeVisible();
}

async function expectShell(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/carrier\/app\//);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
}

async function signInThroughPages(page: Page, upn: string, password: string): Promise<void> {
  await page.goto('/carrier/login');
  await expectSignInPage(page);
  await fillSignInForm(page, upn, password);
  await expectShell(page);
}

async function saveSession(page: Page, upn: string): Promise<void> {
  const localStorage = await page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('oidc.user:'))
      .map((key): [string, string] => [key, window.localStorage.getItem(key) ?? '']),
  );
  sessions.set(upn, { cookies: await page.context().cookies(), localStorage });
}

/**
 * Restores a saved session; false when the app does not take it back (its tokens expired and their
 * refresh token was rotated by an earlier test that restored the same session), after clearing it.
 */
async function restoreSession(page: Page, session: SavedSession): Promise<boolean> {
  await page.context().addCookies(session.cookies);
  // The landing without sign-in, only to write the app's storage on its origin.
  await page.goto('/carrier/login?landing');
  await page.evaluate((entries) => {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  }, session.localStorage);
  await page.goto('/carrier/login');
  try {
    await expectShell(page);
    return true;
  } catch {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    return false;
  }
}

/**
 * Opens the app signed in as `upn` and waits until the app shell has opened. `fresh` signs in through
 * the pages even when a session exists, for a test that ends the session (logout).
 */
export async function signIn(
  page: Page,
  upn: string,
  { password = demoPassword, fresh = false }: { password?: string; fresh?: boolean } = {},
): Promise<void> {
  const saved = sessions.get(upn);
  if (saved && !fresh && (await restoreSession(page, saved))) return;
  await signInThroughPages(page, upn, password);
  if (!fresh) await saveSession(page, upn);
}
