import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { AuthContext } from '../../../lib/auth/auth-context';
import { initI18n } from '../../../lib/i18n';
import { saveOfflineSnapshot } from '../../../lib/save-offline-snapshot';
import { findViolations, setOnline } from '../../../test/dom';
import { createFakeAuth } from '../../../test/render-app';
import { renderRoutes } from '../../../test/render-with-api';
import { LoginRoute } from './login-route';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => setOnline(true));

function renderLogin() {
  const auth = createFakeAuth(null);
  const rendered = renderRoutes(
    [
      {
        path: paths.login.path,
        element: (
          <AuthContext value={auth}>
            <LoginRoute />
          </AuthContext>
        ),
      },
      { path: paths.offline.path, element: <p>saved loads</p> },
    ],
    paths.login.getHref(),
  );
  return { auth, ...rendered };
}

describe('landing without network', () => {
  it('[D3-2.21] login without network shows the no-network popup with Ok, and does not start sign-in', async () => {
    setOnline(false);
    const { auth } = renderLogin();

    const popup = await screen.findByRole('dialog', { name: 'No network connection' });
    expect(popup.textContent).toContain('Please check your network connectivity and try again.');
    expect(await findViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'No network connection' })).toBeNull());
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('[D3-2.21] the popup comes back when the network goes again, and sign-in starts once it is back', async () => {
    setOnline(false);
    const { auth } = renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));

    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledOnce());
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
  });

  it('offline with loads saved on this device, the landing leads to them', async () => {
    const client = new QueryClient();
    client.setQueryData(['getTripShipment', 'S1'], { shipmentId: 'S1', stops: [] });
    saveOfflineSnapshot(client, 'm1', ['getTripShipment']);
    setOnline(false);
    renderLogin();

    fireEvent.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(screen.getByRole('link', { name: 'See saved loads' }).getAttribute('href')).toBe(
      paths.offline.getHref(),
    );
  });
});
