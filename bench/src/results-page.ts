import type { CDPSession, Page } from 'playwright-core';
import { startServer, type RunningServer } from './server-process';

// What the browser benchmarks share: the built server with the demo board, Debian's Chromium, the
// dispatcher signed in and the search around Chicago whose results page they measure.

export const chromiumPath = '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const password = 'Demo-Password-1';

/** The number of matches the results page shows ("1,234 Matches", or a capped "1,000+ Matches"). */
export const matchesText = /^\d[\d,]*\+? Match(es)?$/;

/** The built server with the demo board, on a fresh data folder (a first start: about half a minute). */
export function startDemoServer(): Promise<RunningServer> {
  return startServer({
    env: {
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'true',
      DEMO_SUPPLY_INTERVAL_MS: '0',
      SIGN_IN_RATE_LIMIT_MAX: '10000',
    },
    readyTimeoutMs: 600_000,
  });
}

export async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/carrier/login`);
  await page.getByLabel('Email').fill('dispatcher@demo.freight.test');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/carrier\/app\//);
}

/** Loads picked up around Chicago from the search form, until the results page shows their count. */
export async function searchAroundChicago(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/carrier/app/search`);
  const origin = page.getByRole('group', { name: 'Origin' });
  await origin.getByLabel('Anywhere').uncheck();
  await origin.getByRole('combobox', { name: 'Pick-up city' }).fill('Chicago');
  await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  await page
    .getByRole('form', { name: 'Load search' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  await page.getByText(matchesText).waitFor();
}

/**
 * Forgets everything the browser kept of the app but the tab's session: the HTTP cache, the service
 * worker and its precache. A reload then loads the results page as a first visit does, signed in
 * (the tab keeps its refresh token and the page its search in the history entry).
 */
export async function forgetCachedApp(session: CDPSession, baseUrl: string): Promise<void> {
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(baseUrl).origin,
    storageTypes: 'service_workers,cache_storage',
  });
}
