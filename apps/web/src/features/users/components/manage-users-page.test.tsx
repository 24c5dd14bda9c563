import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';
import { makeCard, makeMembersPage } from '../users.test-utils';
import { ManageUsersPage } from './manage-users-page';
import type { ManagedMember } from '../api/get-members';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const twelve = Array.from({ length: 12 }, (_, index) =>
  makeCard({ userId: `u${index}`, firstName: `Name${String(index).padStart(2, '0')}`, lastName: 'Driver' }),
);

const listOf =
  (all: ManagedMember[]): FakeAnswer<'getMembers'> =>
  ({ input }) => {
    const page = input?.page ?? 0;
    const size = input?.size ?? 10;
    return { data: { getMembers: makeMembersPage(all.slice(page * size, page * size + size), all.length) } };
  };

function renderPage(options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path: paths.app.manageUsers.path, element: <ManageUsersPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    paths.app.manageUsers.getHref(),
    { roles: ['carrierAdmin'], ...options },
  );
}

const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describe('Manage Users', () => {
  it('[D3-2.33] [D3-7.04] shows the title, the search with its hint, Filter By and the first page of cards', async () => {
    const { variablesOf } = renderPage({ api: { graphql: { getMembers: listOf(twelve) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Users' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search.getAttribute('placeholder')).toBe('Search Name');
    expect(screen.getByText('Search by name or mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter By: Any' })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    expect(variablesOf('getMembers')[0]).toEqual({
      input: { page: 0, size: 10, search: null, roleName: null },
    });
    // Add User is the Dispatcher's (D3-6.06): an admin alone has none.
    expect(screen.queryByRole('link', { name: 'Add User' })).toBeNull();
  });

  it('[D3-2.39] [D3-9.09] pages with Show N More, then End of list', async () => {
    renderPage({ api: { graphql: { getMembers: listOf(twelve) } } });
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 More' }));
    await waitFor(() => expect(cardNames()).toHaveLength(12));
    expect(screen.getByText('End of list')).toBeTruthy();
  });

  it('[D3-2.34] a card shows name, roles joined by semicolons, View, e-mail, mobile and the last login', async () => {
    const card = makeCard({
      userApplicationDetails: { roles: [{ roleName: 'carrierDriver' }, { roleName: 'carrierDispatcher' }] },
      userLastLogin: '2026-11-07T15:00:00.000Z',
    });
    renderPage({ api: { graphql: { getMembers: listOf([card]) } } });
    const article = await screen.findByRole('article', { name: 'Ana Zamora' });
    expect(within(article).getByText('Driver; Dispatcher')).toBeTruthy();
    expect(within(article).getByText('ana@carrier.test')).toBeTruthy();
    expect(within(article).getByText('773-555-0142')).toBeTruthy();
    expect(within(article).getByText('Last Login: Nov 07, 2026')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'View Ana Zamora' }).getAttribute('href')).toBe(
      '/app/manage/ManageUser/Profile?userId=u-ana',
    );
  });

  it('[D3-2.35] [D3-6.11] [D3-8.05] Never Logged In with Re-Send Invite for dispatcher admins, and its answer', async () => {
    const card = makeCard({ userLastLogin: null });
    const { variablesOf } = renderPage({
      roles: ['carrierDispatcher', 'carrierAdmin'],
      api: {
        graphql: {
          getMembers: listOf([card]),
          resendInvitation: () => ({
            data: {
              resendInvitation: {
                success: 'true',
                message: 'An invite was sent to the email ana@carrier.test and phone 773-555-0142 provided.',
                email: 'ana@carrier.test',
                phoneNumber: '773-555-0142',
              },
            },
          }),
        },
      },
    });
    const article = await screen.findByRole('article', { name: 'Ana Zamora' });
    expect(within(article).getByText('Login Status: Never Logged In')).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Re-Send Invite to Ana Zamora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Sent' });
    expect(
      within(dialog).getByText(/sent to the email ana@carrier.test and phone 773-555-0142/),
    ).toBeTruthy();
    expect(variablesOf('resendInvitation')).toEqual([{ userId: 'u-ana' }]);
  });

  it('[D3-6.11] an admin who is not a dispatcher sees no Re-Send Invite; a failure says Invite could not be Sent', async () => {
    renderPage({ api: { graphql: { getMembers: listOf([makeCard({ userLastLogin: null })]) } } });
    const article = await screen.findByRole('article', { name: 'Ana Zamora' });
    expect(within(article).queryByRole('button', { name: /Re-Send Invite/ })).toBeNull();
  });

  it('[D3-8.05] a refused invite says so', async () => {
    renderPage({
      roles: ['carrierDispatcher', 'carrierAdmin'],
      api: {
        graphql: {
          getMembers: listOf([makeCard({ userLastLogin: null })]),
          resendInvitation: () => ({ errors: [{ message: 'no', extensions: { code: 'NOT_FOUND' } }] }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Re-Send Invite to Ana Zamora' }));
    expect(await screen.findByRole('dialog', { name: 'Invite could not be Sent' })).toBeTruthy();
  });

  it('[D3-2.36] [D3-2.38] Assign Load for a driver the caller may assign; the driver and transit icons', async () => {
    renderPage({
      roles: ['carrierDispatcher', 'carrierAdmin'],
      api: {
        graphql: {
          getMembers: listOf([
            makeCard({}, { canAssignLoad: true, assignedLoadCount: 0 }),
            makeCard(
              { userId: 'u-bo', firstName: 'Bo' },
              { assignedLoadCount: 2, assignedLoadStates: ['DRIVER_ASSIGNMENT'] },
            ),
            makeCard(
              { userId: 'u-cy', firstName: 'Cy' },
              { assignedLoadCount: 1, assignedLoadStates: ['IN_TRANSIT', 'DRIVER_ASSIGNMENT'] },
            ),
          ]),
        },
      },
    });
    const ana = await screen.findByRole('article', { name: 'Ana Zamora' });
    expect(within(ana).getByRole('link', { name: 'Assign Load to Ana Zamora' }).getAttribute('href')).toBe(
      '/app/MyLoad/CarrierAssigned',
    );
    expect(within(ana).queryByRole('img')).toBeNull();
    const bo = screen.getByRole('article', { name: 'Bo Zamora' });
    expect(within(bo).getByRole('img', { name: 'Loads assigned' })).toBeTruthy();
    expect(within(bo).queryByRole('link', { name: /Assign Load/ })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Cy Zamora' })).getByRole('img', { name: 'In transit' }),
    ).toBeTruthy();
  });

  it('[D3-2.37] Assigned Load Details opens a paged list of the loads', async () => {
    const loads = Array.from({ length: 7 }, (_, index) => ({
      shipmentId: `S-${index}`,
      shipmentState: 'DRIVER_ASSIGNMENT',
      originCity: 'Chicago',
      originState: 'IL',
      destinationCity: 'Dallas',
      destinationState: 'TX',
      pickUpDateTime: '2026-11-30T15:00:00.000Z',
      timeZone: 'America/Chicago',
    }));
    const { variablesOf } = renderPage({
      api: {
        graphql: {
          getMembers: listOf([
            makeCard({}, { assignedLoadCount: 7, assignedLoadStates: ['DRIVER_ASSIGNMENT'] }),
          ]),
          getMemberAssignedLoads: ({ page, size }) => {
            const from = (page ?? 0) * (size ?? 5);
            return {
              data: {
                getMemberAssignedLoads: { totalRecords: 7, loads: loads.slice(from, from + (size ?? 5)) },
              },
            };
          },
        },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Assigned Load Details (7 loads)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(variablesOf('getMemberAssignedLoads')).toEqual([]);
    fireEvent.click(toggle);
    expect(await screen.findByRole('link', { name: '#S-0' })).toBeTruthy();
    expect(screen.getAllByText(/Chicago, IL to Dallas, TX/)).toHaveLength(5);
    expect(screen.getAllByText(/Nov 30, 2026, 9:00 AM/)).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 More' }));
    await waitFor(() => expect(screen.getAllByText(/Chicago, IL to Dallas, TX/)).toHaveLength(7));
    expect(screen.getAllByText('End of list').length).toBeGreaterThan(0);
  });

  it('[D3-5.15] [D3-6.04] searches after typing and filters by role; Any clears the others', async () => {
    const { variablesOf } = renderPage({ api: { graphql: { getMembers: listOf(twelve) } } });
    await waitFor(() => expect(cardNames()).toHaveLength(10));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ana, 773' } });
    await waitFor(
      () => expect(variablesOf('getMembers').at(-1)).toMatchObject({ input: { search: 'ana, 773' } }),
      { timeout: 2000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter By: Any' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Driver' }));
    await waitFor(() =>
      expect(variablesOf('getMembers').at(-1)).toMatchObject({ input: { roleName: ['carrierDriver'] } }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owner Operator' }));
    await waitFor(() =>
      expect(variablesOf('getMembers').at(-1)).toMatchObject({
        input: { roleName: ['carrierDriver', 'carrierLeasedOwnerOpr'] },
      }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Any' }));
    await waitFor(() =>
      expect(variablesOf('getMembers').at(-1)).toMatchObject({ input: { roleName: null } }),
    );
  });

  it('[D3-2.40] [D3-8.08] the empty states: no users, and no matches for a search', async () => {
    renderPage({
      api: {
        graphql: {
          getMembers: ({ input }) => ({
            data: { getMembers: makeMembersPage(input?.search ? [] : []) },
          }),
        },
      },
    });
    expect(await screen.findByText("We don't have any users yet. Click Add User to add one.")).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'zz' } });
    expect(
      await screen.findByText('No matches found, please modify your search.', {}, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('[D3-6.06] a dispatcher admin gets Add User', async () => {
    renderPage({
      roles: ['carrierDispatcher', 'carrierAdmin'],
      api: { graphql: { getMembers: listOf([]) } },
    });
    expect((await screen.findByRole('link', { name: 'Add User' })).getAttribute('href')).toBe(
      '/app/userProfile/add',
    );
  });

  it('[D3-1.03] in French, with no axe violation', async () => {
    await changeLanguage('fr', null);
    const { router } = renderPage({
      api: { graphql: { getMembers: listOf([makeCard({ userLastLogin: '2026-11-07T15:00:00.000Z' })]) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gérer les utilisateurs' })).toBeTruthy();
    expect(await screen.findByText('Dernière connexion: 07 nov. 2026')).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
    expect(router.state.location.pathname).toBe('/app/manage/ManageUser');
  });
});
