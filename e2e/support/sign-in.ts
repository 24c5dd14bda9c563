import { expect, type BrowserContext, type Page } from '@playwright/test';

// Signing in through the real pages: the app's /login starts the code flow, the embedded identity
// provider at /identity shows its sign-in form, and the app's /auth/callback finishes it. Every demo
// account of apps/server/src/db/seed/DEMO.md has the same password.
// Each account signs in through the pages once per worker; later tests reuse its provider session (its
// cookies): the app keeps its tokens in memory and the tab, so a new page signs in through the provider,
// which answers at once without its form. That keeps the suite quick.

export const demoPassword = 'Demo-Password-1';

export function demoUpn(name: string): string {
  return `${name}@demo.freight.test`;
}

type SavedSession = { cookies: Awaited<ReturnType<BrowserContext['cookies']>> };
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
  sessions.set(upn, { cookies: await page.context().cookies() });
}

/** Restores a saved provider session; false when the provider no longer knows it, after clearing it. */
async function restoreSession(page: Page, session: SavedSession): Promise<boolean> {
  await page.context().addCookies(session.cookies);
  await page.goto('/carrier/login');
  try {
    await expectShell(page);
    return true;
  } catch {
    await page.context().clearCookies();
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
