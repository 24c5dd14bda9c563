import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../lib/i18n';
import { findViolations } from '../../test/dom';
import { createFakeAuth, defaultFetch, renderApp } from '../../test/render-app';

beforeAll(async () => {
  await initI18n();
});

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Pretends the window is `width` px wide for min-width/max-width media queries. */
function setWindowWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
    const toPx = (match: RegExpExecArray) => Number(match[1]) * (match[2] === 'em' ? 16 : 1);
    const matches = max ? width <= toPx(max) : min ? width >= toPx(min) : false;
    return { ...originalMatchMedia(query), matches, media: query };
  };
}

async function navItems() {
  // The frame is lazily loaded, and slow to arrive on a busy machine.
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 8_000 });
  // The drawer also holds the load search (shown there on phones): its button is not a nav item.
  return within(nav)
    .getAllByRole('link')
    .concat(within(nav).getAllByRole('button'))
    .filter((element) => !element.closest('form'))
    .map((element) => element.textContent?.replace('(opens in a new tab)', '').trim());
}

// Each test renders the whole shell in jsdom: slower than a unit test, above all on a busy machine.
describe('app shell', { timeout: 15_000 }, () => {
  it('[D1-6.16] [D1-2.13] the dispatcher sees Home, Search, My Loads, Manage Capacity and the links for all', async () => {
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDispatcher']) });

    expect((await navItems()).sort()).toEqual(
      [
        'Home',
        'Search',
        'My Loads',
        'Manage Capacity',
        'Fuel Savings',
        'Trailer Rental',
        'Parking',
        'More',
      ].sort(),
    );
  });

  it('[D1-2.13] Fuel Savings opens the configured site in a new tab without opener', async () => {
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDriver']) });

    const link = await screen.findByRole('link', { name: /Fuel Savings/ });
    expect(link.getAttribute('href')).toBe('https://fuel.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('[D1-2.13] Parking asks first, then opens the external link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDriver']) });

    fireEvent.click(await screen.findByRole('button', { name: 'Parking' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(open).toHaveBeenCalledWith('https://parking.example.com', '_blank', 'noopener,noreferrer');
  });

  it('[D3-2.24] Trailer Rental asks first: Cancel opens nothing, Continue opens the partner in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    open.mockClear();
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierGuest']) });

    fireEvent.click(await screen.findByRole('button', { name: 'Trailer Rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the app?' });
    expect(await findViolations(dialog)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(await screen.findByRole('button', { name: 'Trailer Rental' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('https://trailers.example.com', '_blank', 'noopener,noreferrer');
  });

  it('[D1-2.13] More opens Feedback, Preferences and Support', async () => {
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDriver']) });

    const more = await screen.findByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);

    expect(more.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Feedback', 'Preferences', 'Support']) {
      expect(await screen.findByRole('link', { name })).toBeTruthy();
    }
  });

  it('[D3-2.29] [D3-5.27] an empty or blank load number does nothing; a reference opens the results with it', async () => {
    const router = renderApp(['/app/home'], { auth: createFakeAuth(['carrierDispatcher']) });
    const input = (await screen.findAllByRole('textbox', { name: 'Search by Load #' }))[0]!;

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(router.state.location.pathname).toBe('/app/home');

    fireEvent.change(input, { target: { value: ' 4471 ' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search/results'));
    expect(router.state.location.state).toEqual({ reference: '4471' });
    // The results page is a lazy route: its first import is transformed on demand (as in router.test).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for 4471' }, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('[D3-2.29] greets by first name and shows the unread count on the bell', async () => {
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDispatcher']) });

    expect(await screen.findByText('Welcome, Karen')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('[D3-2.29] hides the count when the notifications call fails', async () => {
    const fetch = async (url: string) =>
      url.startsWith('/notifications/') ? new Response('no', { status: 500 }) : Response.json({ data: null });
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDispatcher']), fetch });

    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('Welcome')).toBeTruthy();
  });

  it('[D3-2.29] the profile menu lists Manage Users only with the manage-users permission', async () => {
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierAdmin']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'Company Profile',
      'Manage Users',
      'Preferences',
      'Log Out',
    ]);
  });

  it('[D3-2.29] [D1-6.08] no Manage Users for a dispatcher, who finds Manage Financial there', async () => {
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDispatcher']) });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      'My Profile',
      'Company Profile',
      'Manage Financial',
      'Preferences',
      'Log Out',
    ]);
    expect(
      screen.getByRole('menuitem', { name: 'Manage Financial', hidden: true }).getAttribute('href'),
    ).toBe('/app/manage/ManageFinancial');
  });

  it('[D1-2.18] [D3-4.09] Log Out asks for confirmation, then logs out', async () => {
    const auth = createFakeAuth(['carrierDriver']);
    renderApp(['/app/home'], { auth });
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    expect(auth.logOut).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));

    // After this device's push is unregistered (D3-4.10), which has nothing to do here.
    await waitFor(() => expect(auth.logOut).toHaveBeenCalledTimes(1));
  });

  it('[D3-4.10] Log Out unregisters push on this device first, then logs out', async () => {
    const order: string[] = [];
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: {} }),
      unsubscribe: vi.fn(async () => {
        order.push('unsubscribe');
        return true;
      }),
    };
    const registration = { pushManager: { getSubscription: async () => subscription } };
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'granted' });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
    const auth = createFakeAuth(['carrierDriver']);
    vi.mocked(auth.logOut).mockImplementation(async () => void order.push('logOut'));
    const fetch: typeof defaultFetch = async (url, init) => {
      if (String(init?.body).includes('unregisterDevice')) {
        order.push(`unregisterDevice ${JSON.parse(String(init?.body)).variables.endpoint}`);
        return Response.json({ data: { unregisterDevice: { unregistered: true } } });
      }
      return defaultFetch(url, init);
    };
    try {
      renderApp(['/app/home'], { auth, fetch });
      fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
      const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
      await waitFor(() => expect(auth.logOut).toHaveBeenCalledTimes(1));
      expect(order).toEqual([`unregisterDevice ${subscription.endpoint}`, 'unsubscribe', 'logOut']);
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('[D3-4.12] offline, logging out shows the network alert instead', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const auth = createFakeAuth(['carrierDriver']);
    renderApp(['/app/home'], { auth });

    expect(await screen.findByText('No network connection')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Profile menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Log Out' })).getByRole('button', { name: 'Log Out' }),
    );

    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
    expect(auth.logOut).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it('[D1-2.14] [D3-2.22] [D3-8.21] narrower than 768 px shows the resolution banner', async () => {
    setWindowWidth(390);
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDriver']) });
    expect(await screen.findByText('Screen too narrow')).toBeTruthy();
  });

  it('[D1-2.14] no resolution banner at 1280 px', async () => {
    setWindowWidth(1280);
    renderApp(['/app/home'], { auth: createFakeAuth(['carrierDriver']) });
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    expect(screen.queryByText('Screen too narrow')).toBeNull();
  });

  it('[D1-6.17] a guest opening My Loads gets "Register to get full access." and lands on search', async () => {
    const router = renderApp(['/app/MyLoad'], { auth: createFakeAuth(['carrierGuest']) });

    expect(await screen.findByText('Register to get full access.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search'));
  });

  it('[D1-6.17] a guest on Recommended sees that the feature is not for guests, with Search for loads', async () => {
    renderApp(['/app/home/recommended'], { auth: createFakeAuth(['carrierGuest']) });

    expect(await screen.findByText('This feature is not available for a guest role.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search for loads' }).getAttribute('href')).toBe('/app/search');
  });

  it('[D1-6.08] [D2-6.03] a driver opening Manage Financial sees the no-access page', async () => {
    renderApp(['/app/manage/ManageFinancial'], { auth: createFakeAuth(['carrierDriver']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
  });

  it('[D1-6.12] a dispatcher opening Manage Users sees the no-access page', async () => {
    renderApp(['/app/manage/ManageUser'], { auth: createFakeAuth(['carrierDispatcher']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeTruthy();
  });

  it('[D1-6.18] a guest is offered Ignore or Logout Now once per session', async () => {
    renderApp(['/app/search'], { auth: createFakeAuth(['carrierGuest']) });

    const dialog = await screen.findByRole('dialog', { name: 'Guest access' });
    expect(within(dialog).getByRole('button', { name: 'Logout Now' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ignore' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Guest access' })).toBeNull());
    expect(window.sessionStorage.getItem('freight.role-upgrade-seen')).toBe('1');
  });

  it('[D1-8.03] a 401 shows the unauthorized text and leads back to sign-in', async () => {
    const auth = createFakeAuth(['carrierDriver'], { isSessionExpired: true });
    renderApp(['/app/home'], { auth });

    expect(await screen.findByText('Login expired, Log Out and log back in to try again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in again' }));
    expect(auth.restartSignIn).toHaveBeenCalledTimes(1);
  });
});
