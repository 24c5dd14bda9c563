import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderRoutes, type RenderOptions } from '../../../test/render-with-api';
import { makeMember } from '../users.test-utils';
import { AddUserPage } from './add-user-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

function Elsewhere() {
  return <p>elsewhere</p>;
}

function renderPage(options: RenderOptions = {}) {
  return renderRoutes(
    [
      {
        path: paths.app.addUser.path,
        element: (
          <>
            <AddUserPage />
            <Link to="/app/home">Leave</Link>
          </>
        ),
      },
      { path: '*', element: <Elsewhere /> },
    ],
    paths.app.addUser.getHref(),
    { roles: ['carrierDispatcher', 'carrierAdmin'], ...options },
  );
}

const identify =
  (status: string, extra: Record<string, unknown> = {}) =>
  () => ({
    data: {
      validateUserByIdentifier: { status, userId: null, firstName: null, lastName: null, ...extra },
    },
  });

async function fillIdentify(roles: string[], mobile = '415-555-0123') {
  for (const role of roles) fireEvent.click(await screen.findByRole('checkbox', { name: role }));
  fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: mobile } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('Add User', () => {
  it('[D3-4.13] [D3-5.13] Continue needs a role and a valid mobile; the input keeps digits and hyphens (D3-5.14)', async () => {
    const { variablesOf } = renderPage({ api: { graphql: { validateUserByIdentifier: identify('NEW') } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Driver/Dispatcher' })).toBeTruthy();
    expect(screen.getByText('*All fields are required.')).toBeTruthy();
    const mobile = screen.getByRole('textbox', { name: /Mobile number/ });
    fireEvent.change(mobile, { target: { value: '(415) 555-01' } });
    expect((mobile as HTMLInputElement).value).toBe('415555-01');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please select a user type')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number (only digits)')).toBeTruthy();
    expect(variablesOf('validateUserByIdentifier')).toEqual([]);
    // D3-5.14: the country code starts at +1.
    expect(
      (
        screen
          .getAllByLabelText(/Country code/)
          .find((element) => element.tagName === 'INPUT') as HTMLInputElement
      ).value,
    ).toMatch(/^\+1 /);
  });

  it('[D3-4.16] [D3-7.08] a new number opens the add form; Save adds the member', async () => {
    const { inputsOf } = renderPage({
      api: {
        graphql: {
          validateUserByIdentifier: identify('NEW'),
          addMemberV2: () => ({
            data: {
              addMemberV2: {
                status: 'OK',
                message: 'User details has been added successfully',
                member: makeMember(),
              },
            },
          }),
        },
      },
    });
    await fillIdentify(['Driver']);
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: 'Lena' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Okoro' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Tractor number/ }), { target: { value: 'TR-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(inputsOf('addMemberV2')).toEqual([
      {
        roles: ['carrierDriver'],
        firstName: 'Lena',
        lastName: 'Okoro',
        email: '',
        countryCode: '+1',
        mobileNumber: '415-555-0123',
        tractorNumber: 'TR-9',
        parkLocation: null,
      },
    ]);
  });

  it("[D3-5.07] [D3-3.02] a driver's park location is chosen among the gazetteer's suggestions", async () => {
    const { inputsOf } = renderPage({
      api: {
        graphql: {
          validateUserByIdentifier: identify('NEW'),
          addMemberV2: () => ({
            data: { addMemberV2: { status: 'OK', message: 'Added', member: makeMember() } },
          }),
        },
        rest: {
          '/v1/api/locations/searchByQuery': () =>
            Response.json([
              {
                cityName: 'Joliet',
                state: 'IL',
                country: 'USA',
                postalCode: '60431',
                coordinates: { lat: 41.53, lng: -88.08 },
                timeZone: 'America/Chicago',
              },
            ]),
        },
      },
    });
    await fillIdentify(['Driver']);
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), {
      target: { value: 'Lena' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Okoro' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Tractor number/ }), { target: { value: 'TR-9' } });
    const park = screen.getByLabelText(/Park location/, { selector: 'input' });
    fireEvent.change(park, { target: { value: 'Joli' } });
    fireEvent.focus(park);
    fireEvent.click(park);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Joliet, IL', hidden: true }, { timeout: 2_000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('addMemberV2')).toHaveLength(1));
    expect(inputsOf('addMemberV2')[0]?.parkLocation).toEqual({
      addressLine1: 'Joliet, IL',
      city: 'Joliet',
      state: 'IL',
      postalCode: '60431',
    });
  });

  it('[D3-5.12] [D3-8.06] a refusal of the server marks its fields and keeps what was typed', async () => {
    renderPage({
      api: {
        graphql: {
          validateUserByIdentifier: identify('NEW'),
          addMemberV2: () => ({ errors: [{ message: 'taken', extensions: { code: 'CONFLICT' } }] }),
        },
      },
    });
    await fillIdentify(['Dispatcher']);
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), {
      target: { value: 'Lena' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Okoro' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'lena@example.com' },
    });
    expect(screen.queryByRole('textbox', { name: /Tractor number/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this e-mail or mobile number already exists.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'lena@example.com',
    );
  });

  it('[D3-4.15] [D3-8.06] a number of the same carrier "already exists"', async () => {
    renderPage({ api: { graphql: { validateUserByIdentifier: identify('SAME_CARRIER') } } });
    await fillIdentify(['Driver']);
    expect(await screen.findByText('User already exist in current carrier')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
  });

  it("[D3-4.14] another carrier's member: Send Request asks them to transfer", async () => {
    const { inputsOf } = renderPage({
      api: {
        graphql: {
          validateUserByIdentifier: identify('OTHER_CARRIER', {
            userId: 'u-sam',
            firstName: 'Sam',
            lastName: 'Stranger',
          }),
          transferMemberV2: () => ({
            data: { transferMemberV2: { status: 'OK', message: 'Request sent to Sam Stranger' } },
          }),
        },
      },
    });
    await fillIdentify(['Driver']);
    const dialog = await screen.findByRole('dialog', { name: 'Send Request' });
    expect(within(dialog).getByText(/Sam Stranger belongs to another carrier/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(inputsOf('transferMemberV2')).toEqual([{ userId: 'u-sam', roles: ['carrierDriver'] }]);
  });

  it('[D3-4.14] No clears the e-mail and goes on adding', async () => {
    renderPage({
      api: {
        graphql: {
          validateUserByIdentifier: identify('OTHER_CARRIER', {
            userId: 'u-sam',
            firstName: 'Sam',
            lastName: 'S',
          }),
        },
      },
    });
    await fillIdentify(['Driver']);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send Request' })).getByRole('button', { name: 'No' }),
    );
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeTruthy();
  });

  it('[D3-4.21] Leased on Owner Operator with another role asks: Yes keeps it alone, No drops it', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Driver' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Leased on Owner Operator' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leased on Owner Operator' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Driver' }) as HTMLInputElement).checked).toBe(false),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Leased on Owner Operator' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dispatcher' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leased on Owner Operator' })).getByRole('button', {
        name: 'No',
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Leased on Owner Operator' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    expect((screen.getByRole('checkbox', { name: 'Dispatcher' }) as HTMLInputElement).checked).toBe(true);
  });

  it('[D3-4.17] [D3-4.18] leaving with unsaved changes asks first', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Driver' }));
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(
      within(dialog).getByText('Are you sure you want to navigate? Form data will get lost.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'Driver' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('[D3-4.19] the R2 flag blocks adding with a message', async () => {
    renderPage({ config: { users: { addUserBlocked: true } } });
    expect(await screen.findByText('Adding users is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('[D3-1.03] in French, with no axe violation', async () => {
    await changeLanguage('fr', null);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ajouter un chauffeur ou un répartiteur' }),
    ).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});
