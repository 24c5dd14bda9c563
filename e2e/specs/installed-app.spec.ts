import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';

// What the service worker does is this spec's subject: allowed here (blocked elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The installed app (decision 062) in Chromium against the real server: the install prompt of a
// mobile-web visitor, and a trip seen without network: the service worker serves the app's shell, the
// app shows the trip it saved for the member, read-only, and the landing says there is no network.
// The load is tendered to driver4, who keeps it unstarted; the dispatcher looks at it.

/** What Chromium fires when the app may be installed; the prompt it shows is recorded on the window. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        Object.assign(window, { installPrompted: true });
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}

/** The page is controlled by the app's service worker, which has precached the shell. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('[D3-2.30] a mobile-web visitor is prompted to install the app: Install Now / Cancel, a Cancel remembered', async ({
    page,
  }) => {
    await signIn(page, demoUpn('dispatcher'));
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const headingBefore = await heading.boundingBox();
    await offerInstall(page);
    const prompt = page.getByRole('region', { name: 'Install the app' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toBeInViewport();
    await expect(prompt.getByRole('button', { name: 'Install Now' })).toBeVisible();
    // The offer comes once the page has loaded: the prompt moves nothing the phone already shows.
    expect(await heading.boundingBox()).toEqual(headingBefore);
    await expectAccessible(page);

    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();

    // Asked again by the browser on the next visit: the Cancel holds on this device.
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
    await offerInstall(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
  });

  test('[D3-2.30] Install Now opens the browser’s install dialog', async ({ page }) => {
    await signIn(page, demoUpn('dispatcher'));
    await offerInstall(page);
    await page
      .getByRole('region', { name: 'Install the app' })
      .getByRole('button', { name: 'Install Now' })
      .click();
    await expect(page.getByRole('region', { name: 'Install the app' })).toBeHidden();
    expect(await page.evaluate(() => 'installPrompted' in window)).toBe(true);
  });
});

test('[D3-7.03] [D1-7.02] installed, the app calls the /mobile gateway, which answers; its manifest starts it inside the worker’s scope', async ({
  page,
  context,
  request,
}) => {
  const manifest = await (await request.get('/carrier/manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  expect(manifest.scope).toBe('/carrier/');

  await signIn(page, demoUpn('dispatcher'));
  // Chromium cannot be told it runs installed: the display-mode query answers as an installed app's.
  await context.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    const installed = (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone') ? installed(query) : matchMedia(query);
  });
  const gateway = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/mobile/v1/experience',
  );
  await page.goto('/carrier/app/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  expect((await gateway).status()).toBe(200);
});

test('[D3-2.21] a trip opened with network is there without it: read-only, with the offline banner, the actions disabled with the reason; the landing shows the no-network popup', async ({
  page,
  context,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-INSTALLED-OFFLINE', {
    state: 'DRIVER_ASSIGNMENT',
    driverUpn: demoUpn('driver4'),
  });
  await signIn(page, demoUpn('dispatcher'));
  await page.goto(`/carrier/app/myLoad/Execution/${shipmentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shipmentId);
  await waitForServiceWorker(page);
  // The app saves the trip for the member a moment after it arrives.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('freight.offline-snapshot') ?? ''))
    .toContain(shipmentId);

  // The signal goes while the trip is open: the banner says so.
  await context.setOffline(true);
  await expect(page.getByText('No network connection')).toBeVisible();

  // The app opened again without signal: the service worker serves it, the saved trip shows.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/carrier/offline/trip/${shipmentId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shipmentId);
  await expect(page.getByText('Offline: read-only')).toBeVisible();
  await expect(page.getByText('No network connection')).toBeVisible();
  await expect(page.getByText('Needs a network connection')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Trip' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeDisabled();
  await expect(
    page
      .getByRole('list', { name: 'Stops' })
      .getByText(/Chicago/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page);

  // In French.
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Français').click();
  await expect(page.getByText('Hors ligne : lecture seule')).toBeVisible();
  await expect(page.getByText('Demande une connexion réseau')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Chargements enregistrés' }).click();
  await expect(page.getByRole('link', { name: `Trajet ${shipmentId}` })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Langue' }).getByText('English').click();

  // The landing without network: the popup with Ok, and the way to what was saved.
  await page.goto('/carrier/login');
  const popup = page.getByRole('dialog', { name: 'No network connection' });
  await expect(popup).toBeVisible();
  await expectAccessible(page);
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
  await page.getByRole('link', { name: 'See saved loads' }).click();
  await page.getByRole('link', { name: `Trip ${shipmentId}` }).click();
  await expect(page.getByText('Offline: read-only')).toBeVisible();

  // The signal is back: the trip screen itself, after a sign-in the provider answers at once.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/carrier/app/myLoad/Execution/${shipmentId}$`), {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
});
