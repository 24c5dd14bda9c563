import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Role } from '@freight/domain/roles';
import type { FetchFunction } from '../lib/fetch-function';
import { initI18n } from '../lib/i18n';
import { createFakeAuth, defaultFetch, renderApp } from '../test/render-app';
import { graphqlCallOf } from '../test/fake-api';

beforeAll(async () => {
  await initI18n();
});

// The first visit of a lazy page imports its whole module graph: a bound on waiting, not on speed.
const lazyPageWait = { timeout: 8_000 };

const flags = (value: Record<string, boolean>) => JSON.stringify(value);

/** getUserPreference answered with the defaults; the list with one notification; the rest as the shell's tests. */
const preferencesFetch: FetchFunction = async (url, init) => {
  if (url.startsWith('/notifications/v1/retrievebystatusandupn'))
    return Response.json({
      totalCount: 1,
      notifications: [
        {
          vendorMessageID: 'n1',
          notificationStatus: 'UNREAD',
          upn: 'karen@demo.freight.test',
          createdAt: '2026-11-27T14:05:00.000Z',
          message: {
            title: 'Load L-2 delivered',
            body: 'Load L-2 was delivered.',
            data: { type: 'DELIVERED', deepLinkURI: null, shipmentId: null, notificationAge: 3 },
          },
        },
      ],
    });
  if (graphqlCallOf(url, init)?.operation === 'getUserPreference')
    return Response.json({
      data: {
        getUserPreference: {
          groups: [],
          updatedAt: null,
          preferences: [
            { key: 'viewsettings', value: 'home', userPreferenceExists: false },
            {
              key: 'preferredstatusupdates',
              value: flags({ sms: true, email: true, 'inapp-notifications': false }),
              userPreferenceExists: false,
            },
          ],
        },
      },
    });
  return defaultFetch(url, init);
};

const open = (path: string, roles: Role[] = ['carrierDispatcher']) =>
  renderApp([path], { auth: createFakeAuth(roles), fetch: preferencesFetch });

describe('the preferences and notifications routes', () => {
  it.each(['/app/preferences', '/app/Preferences', '/app/manage/Preferences'])(
    '[D3-2.11] %s is the Preferences page',
    async (path) => {
      open(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Preferences' }, lazyPageWait),
      ).toBeTruthy();
      expect(await screen.findByRole('group', { name: 'Send status updates by' })).toBeTruthy();
    },
  );

  it('[D3-8.25] a guest opening Preferences is told to register and stays on their start tab', async () => {
    const router = open('/app/preferences', ['carrierGuest']);
    expect(await screen.findByText('Register to get full access.', undefined, lazyPageWait)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/search'));
  });

  it('[D3-2.12] /app/notifications is the notification list', async () => {
    open('/app/notifications', ['carrierDriver']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, lazyPageWait),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Load L-2 delivered' })).toBeTruthy();
  });
});
