import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';
import { makeMember } from '../users.test-utils';
import { EditProfilePage } from './edit-profile-page';
import { ViewProfilePage } from './view-profile-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en', null);
});

const ana = makeMember();
const own = makeMember({
  userId: 'm1',
  firstName: 'Karen',
  lastName: 'Admin',
  upn: 'karen@demo.freight.test',
});

function renderAt(entry: string, options: RenderOptions = {}) {
  return renderRoutes(
    [
      { path: paths.app.manageUserProfile.path, element: <ViewProfilePage /> },
      { path: paths.app.myProfile.path, element: <ViewProfilePage /> },
      { path: paths.app.editUserProfile.path, element: <EditProfilePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    entry,
    {
      roles: ['carrierAdmin'],
      ...options,
      api: {
        graphql: {
          getMember: ({ userId }) => ({ data: { getMember: userId === 'm1' ? own : ana } }),
          ...options.api?.graphql,
        },
      },
    },
  );
}

describe('View and edit a profile', () => {
  it('[D3-2.45] View Profile from the list: breadcrumb to Manage Users, the facts and Edit', async () => {
    renderAt(paths.app.manageUserProfile.getHref('u-ana'));
    expect(await screen.findByRole('heading', { level: 1, name: 'View Profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Users' }).getAttribute('href')).toBe(
      '/app/manage/ManageUser',
    );
    expect(await screen.findByText('+1 773-555-0142')).toBeTruthy();
    expect(screen.getByText('Driver')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/app/userProfile/edit?userId=u-ana',
    );
  });

  it("[D3-2.45] My Profile is one's own, Edit leads to one's own edit page; a dispatcher cannot edit others", async () => {
    renderAt(paths.app.myProfile.getHref(), { roles: ['carrierDispatcher'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      '/app/userProfile/edit',
    );
    expect(screen.queryByRole('link', { name: 'Manage Users' })).toBeNull();
  });

  it('[D3-8.20] a member who cannot be found says so', async () => {
    renderAt(paths.app.manageUserProfile.getHref('u-x'), {
      api: {
        graphql: { getMember: () => ({ errors: [{ message: 'x', extensions: { code: 'NOT_FOUND' } }] }) },
      },
    });
    expect(await screen.findByText('Requested record not found, click ok to go back.')).toBeTruthy();
  });

  it('[D3-2.41] [D3-2.42] [D3-2.43] Edit User: breadcrumbs, Save only once changed and valid, then updateMember', async () => {
    const { inputsOf } = renderAt(paths.app.editUserProfile.getHref('u-ana'), {
      api: {
        graphql: {
          updateMember: () => ({
            data: {
              updateMember: {
                status: 'OK',
                message: 'User details has been updated successfully',
                member: ana,
              },
            },
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit User' })).toBeTruthy();
    const crumbs = (await screen.findAllByRole('link')).map((link) => link.textContent);
    expect(crumbs).toEqual(expect.arrayContaining(['Manage Users', 'View Profile']));
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    // D3-5.11: the e-mail is read-only in edit.
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Za;mora' } });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), {
      target: { value: 'Zamora-Ruiz' },
    });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(inputsOf('updateMember')).toHaveLength(1));
    expect(inputsOf('updateMember')[0]).toMatchObject({
      userId: 'u-ana',
      userDetails: { lastName: 'Zamora-Ruiz', roles: ['carrierDriver'], mobileNumber: '773-555-0142' },
    });
  });

  it('[D3-4.24] [D3-8.06] Delink asks first, then delinks the member', async () => {
    const { variablesOf } = renderAt(paths.app.editUserProfile.getHref('u-ana'), {
      api: {
        graphql: {
          delinkMember: () => ({
            data: {
              delinkMember: { status: 'OK', message: 'User has been delinked successfully', isSelf: false },
            },
          }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delink user' });
    expect(within(dialog).getByText(/Ana Zamora will leave your carrier/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User has been delinked successfully')).toBeTruthy();
    expect(variablesOf('delinkMember')).toEqual([{ userId: 'u-ana' }]);
  });

  it("[D3-4.31] only one's own profile shows Delete Account and Change Password", async () => {
    renderAt(paths.app.editUserProfile.getHref('u-ana'));
    await screen.findByRole('button', { name: 'Delink' });
    expect(screen.queryByRole('button', { name: 'Delete Account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Password' })).toBeNull();
  });

  it('[D3-4.27] [D3-4.28] [D3-9.05] Delete Account: a confirmation, then a second later agree or disagree', async () => {
    const { variablesOf } = renderAt(paths.app.editUserProfile.getHref(), {
      api: {
        graphql: {
          deleteMember: () => ({
            data: {
              deleteMember: {
                status: 500,
                redirectUrl: 'https://survey.example.com',
                message: 'x',
                timeStamp: 'now',
              },
            },
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const first = await screen.findByRole('dialog', { name: 'Delete your account' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(first).getByRole('button', { name: 'Yes' }));
    act(() => vi.advanceTimersByTime(900));
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    const agree = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(agree).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(variablesOf('deleteMember')).toHaveLength(1));
  });

  it('[D3-4.30] Change Password goes to the secure site after a confirmation', async () => {
    renderAt(paths.app.editUserProfile.getHref());
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(within(dialog).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      'https://identity.example.com/change-password',
    );
  });

  it('[D3-1.03] in French, with no axe violation', async () => {
    await changeLanguage('fr', null);
    renderAt(paths.app.editUserProfile.getHref('u-ana'));
    expect(await screen.findByRole('heading', { level: 1, name: "Modifier l'utilisateur" })).toBeTruthy();
    await screen.findByRole('button', { name: 'Détacher' });
    expect(await findViolations(document.body)).toEqual([]);
  });
});
