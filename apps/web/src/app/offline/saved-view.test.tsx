import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { paths } from '../../config/paths';
import { makeMyLoadShipment, makePage } from '../../features/my-loads/my-loads.test-utils';
import { makeTripShipment } from '../../features/trip/trip.test-utils';
import { initI18n } from '../../lib/i18n';
import { saveOfflineSnapshot } from '../../lib/save-offline-snapshot';
import { AuthContext } from '../../lib/auth/auth-context';
import { findViolations, setOnline } from '../../test/dom';
import { createFakeAuth } from '../../test/render-app';
import { renderRoutes } from '../../test/render-with-api';
import { RequireSession } from '../routes/require-session';
import { offlineQueryRoots } from './offline-roots';
import { SavedLoadsPage, SavedTripPage } from './saved-view';

beforeAll(async () => {
  await initI18n();
});

afterEach(() => setOnline(true));

/** What the device saved for member m1: S1's trip opened, and the Driver Assigned list with S1 and S9. */
function saveSnapshot() {
  const client = new QueryClient();
  client.setQueryData(
    ['getTripShipment', 'S1'],
    makeTripShipment({ executionStatus: null, shipmentState: 'DRIVER_ASSIGNMENT' }),
  );
  client.setQueryData(['getShipmentsWithStopsByState', 'driverAssigned', null], {
    pages: [makePage('driverAssigned', [makeMyLoadShipment('S1'), makeMyLoadShipment('S9')])],
    pageParams: [0],
  });
  saveOfflineSnapshot(client, 'm1', offlineQueryRoots, { now: new Date('2026-05-01T16:30:00Z') });
}

const routes = [
  { path: paths.offline.path, element: <SavedLoadsPage /> },
  { path: paths.offlineTrip.path, element: <SavedTripPage /> },
  {
    path: paths.app.tripExecution.path,
    element: (
      <AuthContext value={createFakeAuth(null)}>
        <RequireSession>trip screen</RequireSession>
      </AuthContext>
    ),
  },
  { path: paths.app.myLoads.path, element: <p>My Loads</p> },
  { path: paths.login.path, element: <p>login</p> },
];

describe('saved view of the app opened without network', () => {
  it('offline and signed out, a trip’s page opens its saved copy read-only: the actions disabled with the reason, nothing sent', async () => {
    saveSnapshot();
    setOnline(false);
    const { calls, router } = renderRoutes(routes, paths.app.tripExecution.getHref('S1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.offlineTrip.getHref('S1')));

    expect(await screen.findByRole('heading', { level: 1, name: /S1/ })).toBeTruthy();
    expect(screen.getByText('Offline: read-only')).toBeTruthy();
    expect(screen.getByText(/You see this trip as it was saved on May 1, 2026/)).toBeTruthy();
    expect(screen.getByText('Needs a network connection')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Start Trip' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
    const stops = screen.getByRole('list', { name: 'Stops' });
    expect(within(stops).getAllByText(/Joliet/).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('the saved loads list the trips saved, and the list’s other loads as text', async () => {
    saveSnapshot();
    setOnline(false);
    renderRoutes(routes, paths.offline.getHref());

    const list = await screen.findByRole('list', { name: 'Saved loads' });
    expect(within(list).getByRole('link', { name: 'Trip S1' }).getAttribute('href')).toBe(
      paths.offlineTrip.getHref('S1'),
    );
    expect(within(list).getByText('S9')).toBeTruthy();
    expect(within(list).queryByRole('link', { name: /S9/ })).toBeNull();
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('in French, the saved view and its date read in French', async () => {
    saveSnapshot();
    setOnline(false);
    await act(() => i18next.changeLanguage('fr'));
    try {
      renderRoutes(routes, paths.offlineTrip.getHref('S1'));
      expect(await screen.findByText('Hors ligne : lecture seule')).toBeTruthy();
      expect(screen.getByText(/enregistré le 1 mai 2026/)).toBeTruthy();
      expect(screen.getByText('Demande une connexion réseau')).toBeTruthy();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('once the network is back, the saved trip leads to the trip screen, through sign-in', async () => {
    saveSnapshot();
    setOnline(false);
    const { router } = renderRoutes(routes, paths.offlineTrip.getHref('S1'));
    await screen.findByText('Offline: read-only');

    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    // The trip screen needs a session: signed out here, it leads on to sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
  });

  it('a trip this device never opened leads to the saved loads; without a snapshot, sign-in is offered', async () => {
    saveSnapshot();
    setOnline(false);
    const { router } = renderRoutes(routes, paths.offlineTrip.getHref('S9'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.offline.getHref()));

    window.localStorage.clear();
    renderRoutes(routes, paths.offline.getHref());
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('offline and signed out without anything saved, /app still leads to sign-in', async () => {
    setOnline(false);
    const { router } = renderRoutes(routes, paths.app.tripExecution.getHref('S1'));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()));
  });
});
