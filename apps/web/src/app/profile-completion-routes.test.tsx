import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@freight/domain/roles';
import type { FetchFunction } from '../lib/fetch-function';
import { initI18n } from '../lib/i18n';
import { browserSessionStorage } from '../lib/browser-storage';
import { createFakeAuth, defaultFetch, karenDetails, renderApp } from '../test/render-app';
import { graphqlCallOf } from '../test/fake-api';

beforeAll(async () => {
  await initI18n();
});

// The first visit of a lazy page imports its whole module graph: a bound on waiting, not on speed.
const lazyPageWait = { timeout: 8_000 };

/** getUserDetails with the given mobile number; registerMember leaves the member a Guest of no carrier. */
function profileFetch(state: { mobileNumber: string | null }): FetchFunction {
  return async (url, init) => {
    const operation = graphqlCallOf(url, init)?.operation;
    if (operation === 'getUserDetails')
      return Response.json({ data: { getUserDetails: { member: { ...karenDetails, ...state } } } });
    if (operation === 'validatePhoneNumber')
      return Response.json({
        data: { validatePhoneNumber: { status: 'VALID', countryCode: '+1', phoneNumber: '415-555-0300' } },
      });
    if (operation === 'registerMember') {
      state.mobileNumber = '415-555-0300';
      return Response.json({
        data: {
          registerMember: {
            status: 'OK',
            message: 'Your profile has been saved. Your company already uses Freight Marketplace.',
            isNewCarrier: false,
            member: {
              ...karenDetails,
              userId: 'm1',
              carrierId: null,
              tractorNumber: null,
              userLastLogin: null,
              userApplicationDetails: { roles: [{ roleName: 'carrierGuest' }] },
              address: { addressLine1: null, city: null, state: null, postalCode: null },
            },
          },
        },
      });
    }
    return defaultFetch(url, init);
  };
}

const open = (path: string, roles: Role[], mobileNumber: string | null) => {
  const auth = createFakeAuth(roles);
  const router = renderApp([path], { auth, fetch: profileFetch({ mobileNumber }) });
  return { auth, router };
};

describe('profile completion', () => {
  it('[D3-4.06] a guest without a phone stays on registration, whatever page they open', async () => {
    for (const path of ['/app/home', '/app/search', '/app/MyLoad']) {
      const { router } = open(path, ['carrierGuest'], null);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Complete your profile' }, lazyPageWait),
      ).toBeTruthy();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      expect(router.state.location.pathname).toBe(path);
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('[D3-4.06] a driver without a phone is sent to edit their profile', async () => {
    const { router } = open('/app/home', ['carrierDriver'], null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/userProfile/edit'), lazyPageWait);
  });

  it('[D3-4.06] a complete profile opens its page', async () => {
    const { router } = open('/app/search', ['carrierGuest'], '608-555-0143');
    expect(await screen.findByRole('dialog', { name: 'Guest access' }, lazyPageWait)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/search');
  });

  it('[D3-2.32] closing registration asks to log out', async () => {
    const { auth } = open('/app/home', ['carrierGuest'], null);
    fireEvent.click(await screen.findByRole('button', { name: 'Close and log out' }, lazyPageWait));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(auth.logOut).toHaveBeenCalledTimes(1));
  });

  it('[D3-4.07] [D3-6.13] registered into a known company, the member renews the session and is asked Ignore or Logout Now', async () => {
    browserSessionStorage?.removeItem('freight.role-upgrade-seen');
    const { auth, router } = open('/app/home', ['carrierGuest'], null);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Dispatcher' }, lazyPageWait));
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '415-555-0300' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Company name/ }), { target: { value: 'Known' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Company ZIP code/ }), {
      target: { value: '60601' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Company MC#/ }), { target: { value: '1112223' } });
    const save = screen.getByRole('button', { name: 'Save Profile' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    const prompt = await screen.findByRole('dialog', { name: 'Guest access' }, lazyPageWait);
    expect(vi.mocked(auth.renewToken)).toHaveBeenCalledTimes(1);
    expect(within(prompt).getByRole('button', { name: 'Ignore' })).toBeTruthy();
    expect(within(prompt).getByRole('button', { name: 'Logout Now' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search'));
  }, 30_000);
});
