import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultConfig } from '@freight/domain/config';
import { readRefreshUrl } from '../lib/entry-params';
import { changeLanguage, initI18n } from '../lib/i18n';
import { createFakeAuth, renderApp } from '../test/render-app';
import { startUpChunksOf } from './router';

beforeAll(async () => {
  await initI18n();
});

// The first visit of a lazy page imports its whole module graph, which the test runner transforms on
// the spot: Home's takes over a second on a busy 2-core machine. A bound on waiting, not on speed.
const lazyPageWait = { timeout: 8_000 };

describe('routes', () => {
  it('[D1-2.02] / redirects to /login; [D1-2.05] in a browser tab sign-in starts at once', async () => {
    const auth = createFakeAuth(null);
    const router = renderApp(['/'], { auth });

    expect(await screen.findByRole('heading', { level: 1, name: 'Freight Marketplace' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledTimes(1));
  });

  it('[D1-2.05] with ?landing the landing waits for Get Started, which starts sign-in', async () => {
    const auth = createFakeAuth(null);
    renderApp(['/login?landing'], { auth });

    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));

    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it('[D1-8.11] a failing sign-in start says so and offers to try again', async () => {
    const auth = createFakeAuth(null, { signIn: () => Promise.reject(new Error('down')) });
    renderApp(['/login'], { auth });

    expect(
      await screen.findByText('We are having trouble signing you in. Please try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('[D1-2.05] [D1-2.17] signed in, /login goes to the start tab: home for a dispatcher', async () => {
    const router = renderApp(['/login'], { auth: createFakeAuth(['carrierDispatcher']) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, lazyPageWait)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/home');
  });

  it('[D1-2.17] signed in, /login goes to search for a guest', async () => {
    const router = renderApp(['/login'], { auth: createFakeAuth(['carrierGuest']) });

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search'));
  });

  it('[D1-2.04] /app without a session redirects to /login and keeps the page to return to', async () => {
    const auth = createFakeAuth(null);
    const router = renderApp(['/app/MyLoad/CarrierTendered'], { auth });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readRefreshUrl(defaultConfig.app.deepLinkClearMs)).toBe('/app/MyLoad/CarrierTendered');
  });

  it('[D1-2.31] an unknown path shows page-not-found with Back and Home', async () => {
    renderApp(['/no/such/page'], { auth: createFakeAuth(null) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('[D1-2.31] signed in, page-not-found stays inside the shell', async () => {
    renderApp(['/app/no/such/page'], { auth: createFakeAuth(['carrierDriver']) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('[D1-2.31] Back on page-not-found returns to the previous page', async () => {
    const router = renderApp(['/app/home', '/app/no/such/page'], { auth: createFakeAuth(['carrierDriver']) });

    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, lazyPageWait)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/home');
  });

  it('has a skip link to the one <main> landmark', async () => {
    renderApp(['/login?landing'], { auth: createFakeAuth(null) });
    await screen.findByRole('heading', { level: 1 });

    const main = screen.getByRole('main');
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      `#${main.id}`,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('[D1-1.09] switches to French, sets <html lang> and remembers the choice', async () => {
    renderApp(['/login?landing'], { auth: createFakeAuth(null) });
    await screen.findByRole('button', { name: 'Get Started' });

    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));

    expect(await screen.findByRole('button', { name: 'Commencer' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem('freight.language')).toBe('fr');
    await changeLanguage('en');
  });
});

describe('start-up chunks', () => {
  // The router is mounted under the app's basename, which is empty in the tests.
  it("fetches the own chunk of the start-up page the app opens on, and nothing for the frame's pages or outside /app", () => {
    const names = (pathname: string) => startUpChunksOf(pathname).map((chunk) => chunk.name);
    expect(names('/app/MyLoad/carrierAssigned')).toEqual(['myLoadsList']);
    expect(names('/app/home')).toEqual(['home']);
    // The results page is part of the frame: it has no chunk of its own to fetch.
    expect(names('/app/search/results')).toEqual([]);
    expect(names('/app/manage/ManageUser')).toEqual([]);
    expect(names('/login')).toEqual([]);
  });
});
