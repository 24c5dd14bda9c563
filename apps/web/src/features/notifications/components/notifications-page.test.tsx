import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes, waitForQueries } from '../../../test/render-with-api';
import { unreadNotificationCountQueryKey } from '../query-keys';
import { appPathOf, NotificationsPage } from './notifications-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const upn = 'karen@demo.freight.test';

function notification(id: string, status: 'NEW' | 'UNREAD', title: string, deepLinkURI: string | null) {
  return {
    vendorMessageID: id,
    notificationStatus: status,
    upn,
    createdAt: '2026-11-27T14:05:00.000Z',
    message: {
      title,
      body: `${title}: details`,
      data: { type: 'TENDER', deepLinkURI, shipmentId: null, notificationAge: 3 },
    },
  };
}

function renderList(
  items = [
    notification('n1', 'NEW', 'New load L-1 tendered', '/carrier/app/MyLoad?shipmentId=S-1'),
    notification('n2', 'UNREAD', 'Load L-2 delivered', null),
  ],
) {
  let listed = [...items];
  const rendered = renderRoutes(
    [
      { path: '/app/notifications', element: <NotificationsPage /> },
      { path: '/app/MyLoad', element: <p>My load</p> },
    ],
    '/app/notifications',
    {
      api: {
        rest: {
          '/notifications/v1/retrievebystatusandupn': () =>
            Response.json({ totalCount: listed.length, notifications: listed }),
          '/notifications/v1/': (url) => {
            const id = url.split('/').at(-1);
            listed = listed.filter((item) => item.vendorMessageID !== id);
            return Response.json({});
          },
          '/notifications/v1': () => Response.json({ updatedCount: 1 }),
        },
      },
    },
  );
  return rendered;
}

describe('Notifications', () => {
  it('[D3-2.66] [D3-3.17] lists the notifications newest first with their time and the link of their load', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'New load L-1 tendered' })).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('New')).toBeTruthy();
    const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-27T14:05:00.000Z'),
    );
    expect(within(items[0]!).getByText(shown).getAttribute('datetime')).toBe('2026-11-27T14:05:00.000Z');
    const link = within(items[0]!).getByRole('link', { name: 'Open load' });
    expect(link.getAttribute('href')).toBe('/app/MyLoad?shipmentId=S-1');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
  });

  it('[D3-4.35] [D3-7.19] opening the list moves NEW to UNREAD with PUT /v1, and the bell count becomes 0', async () => {
    const { calls, queryClient } = renderList();
    await screen.findByRole('heading', { level: 2, name: 'New load L-1 tendered' });
    await waitForQueries(queryClient);
    const puts = calls.filter((call) => call.url === '/notifications/v1');
    expect(puts).toHaveLength(1);
    expect(queryClient.getQueryData(unreadNotificationCountQueryKey(upn))).toBe(0);
  });

  it('nothing NEW: the list sends no PUT', async () => {
    const { calls, queryClient } = renderList([notification('n2', 'UNREAD', 'Load L-2 delivered', null)]);
    await screen.findByRole('heading', { level: 2, name: 'Load L-2 delivered' });
    await waitForQueries(queryClient);
    expect(calls.filter((call) => call.url === '/notifications/v1')).toEqual([]);
  });

  it('[D3-4.35] [D3-7.19] Delete sets the notification DELETED and removes the entry', async () => {
    const { calls } = renderList();
    await screen.findByRole('heading', { level: 2, name: 'Load L-2 delivered' });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Load L-2 delivered' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Load L-2 delivered' })).toBeNull());
    const deletion = calls.find((call) => call.url === '/notifications/v1/n2');
    expect(deletion?.variables).toEqual({ notificationStatus: 'DELETED' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('[D3-2.66] says "There are no notifications present for the user." when there are none', async () => {
    renderList([]);
    expect(await screen.findByText('There are no notifications present for the user.')).toBeTruthy();
  });

  it('a deep link outside the app is not followed', () => {
    expect(appPathOf('/carrier/app/MyLoad?shipmentId=S-1')).toBe('/app/MyLoad?shipmentId=S-1');
    expect(appPathOf('/app/manage-capacity/see-results?capacityId=c')).toBe(
      '/app/manage-capacity/see-results?capacityId=c',
    );
    expect(appPathOf('https://example.com/app/x')).toBeNull();
    expect(appPathOf('//example.com/app/x')).toBeNull();
    expect(appPathOf(null)).toBeNull();
  });

  it('[D3-1.03] reads in French, and has no axe violation', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    await waitForQueries(queryClient);
    expect(screen.getByText('Nouveau')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ouvrir le chargement' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});
