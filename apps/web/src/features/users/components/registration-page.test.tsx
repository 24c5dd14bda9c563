import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderWithApi, type RenderOptions } from '../../../test/render-with-api';
import { makeMember } from '../users.test-utils';
import { RegistrationPage } from './registration-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
  vi.restoreAllMocks();
});

const validPhone = () => ({
  data: { validatePhoneNumber: { status: 'VALID', countryCode: '+1', phoneNumber: '415-555-0300' } },
});
const registered = (isNewCarrier: boolean, roleName: string) => () => ({
  data: {
    registerMember: {
      status: 'OK',
      message: isNewCarrier ? 'Your profile has been saved.' : 'Saved; ask its dispatcher.',
      isNewCarrier,
      member: makeMember({ userApplicationDetails: { roles: [{ roleName }] } }),
    },
  },
});
const joliet = () =>
  Response.json([
    {
      cityName: 'Joliet',
      state: 'IL',
      country: 'USA',
      postalCode: '60431',
      coordinates: { lat: 41.53, lng: -88.08 },
      timeZone: 'America/Chicago',
    },
  ]);

function renderPage(options: RenderOptions = {}) {
  const onRegistered = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithApi(
    <RegistrationPage
      defaults={{ firstName: 'Nora', lastName: 'Lind', mobileNumber: '', countryCode: '+1' }}
      onRegistered={onRegistered}
      onClose={onClose}
    />,
    {
      roles: ['carrierGuest'],
      ...options,
      api: {
        ...options.api,
        graphql: { validatePhoneNumber: validPhone, ...options.api?.graphql },
        rest: { '/v1/api/locations/searchByQuery': joliet, ...options.api?.rest },
      },
    },
  );
  return { ...rendered, onRegistered, onClose };
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Profile' }) as HTMLButtonElement;

async function fillDispatcher() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Dispatcher' }));
  fireEvent.change(textbox(/Mobile number/), { target: { value: '415-555-0300' } });
  fireEvent.change(textbox(/Company name/), { target: { value: 'Lind Hauling' } });
  fireEvent.change(textbox(/Company ZIP code/), { target: { value: '60601' } });
  fireEvent.change(textbox(/Company MC#/), { target: { value: '7654321' } });
}

// Each test types through a whole form, debounced checks included: seconds on a busy machine.
describe('Registration', { timeout: 20_000 }, () => {
  it('[D3-2.31] [D3-2.32] shows the roles, names, phone, company, ZIP, MC by default, and Save Profile with a close', async () => {
    const { onClose } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeTruthy();
    for (const role of ['Driver', 'Dispatcher', 'Leased on Owner Operator'])
      expect(screen.getByRole('checkbox', { name: role })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Admin|Guest|Beta/ })).toBeNull();
    expect((textbox(/First name/) as HTMLInputElement).value).toBe('Nora');
    expect((textbox(/Last name/) as HTMLInputElement).value).toBe('Lind');
    expect((screen.getByRole('radio', { name: 'MC#' }) as HTMLInputElement).checked).toBe(true);
    expect(textbox(/Company MC#/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Tractor number/ })).toBeNull();
    expect(screen.getByText('All fields are required')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'USDOT#' }));
    expect(textbox(/Company USDOT#/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close and log out' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('[D3-5.02] names keep letters, digits and spaces; a blank one has its own message', async () => {
    renderPage();
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: 'No<ra> 2' } });
    expect((first as HTMLInputElement).value).toBe('Nora 2');
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    expect(await screen.findByText('Please enter first name')).toBeTruthy();
  });

  it('[D3-5.05] the MC number keeps digits, is judged from 4 characters and an empty one shows no error', async () => {
    renderPage();
    const number = await screen.findByRole('textbox', { name: /Company MC#/ });
    fireEvent.change(number, { target: { value: '12a3' } });
    expect((number as HTMLInputElement).value).toBe('123');
    expect(screen.queryByText('Please enter a valid company MC#')).toBeNull();
    fireEvent.change(number, { target: { value: '12345' } });
    expect(await screen.findByText('Please enter a valid company MC#')).toBeTruthy();
    fireEvent.change(number, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('Please enter a valid company MC#')).toBeNull());
    fireEvent.click(screen.getByRole('radio', { name: 'USDOT#' }));
    fireEvent.change(textbox(/Company USDOT#/), { target: { value: '12345' } });
    expect(await screen.findByText('Please enter a valid company USDOT#')).toBeTruthy();
  });

  it('[D3-5.04] the ZIP code is checked once left', async () => {
    renderPage();
    const zip = await screen.findByRole('textbox', { name: /Company ZIP code/ });
    fireEvent.change(zip, { target: { value: '606-01' } });
    fireEvent.blur(zip);
    expect(await screen.findByText('Please enter a valid company corporate ZIP code')).toBeTruthy();
  });

  it('[D3-5.03] [D3-8.02] a complete number is checked by the server, again under another code; a refusal blocks Save', async () => {
    const { variablesOf } = renderPage({
      api: {
        graphql: {
          validatePhoneNumber: (variables) => ({
            data: {
              validatePhoneNumber: {
                status: variables.countryCode === '+52' ? 'INVALID' : 'VALID',
                countryCode: '+1',
                phoneNumber: '415-555-0300',
              },
            },
          }),
        },
      },
    });
    await fillDispatcher();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(variablesOf('validatePhoneNumber')).toEqual([{ phoneNumber: '415-555-0300', countryCode: '' }]);
    const code = screen.getAllByLabelText(/Country code/).find((element) => element.tagName === 'INPUT')!;
    fireEvent.click(code);
    fireEvent.click(await screen.findByRole('option', { name: /\+52/, hidden: true }));
    await waitFor(() =>
      expect(variablesOf('validatePhoneNumber')).toContainEqual({
        phoneNumber: '415-555-0300',
        countryCode: '+52',
      }),
    );
    expect(await screen.findByText('Please enter a valid phone number (only digits)')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('[D3-4.08] [D3-5.08] Save Profile stays disabled until every field is filled and valid', async () => {
    renderPage();
    expect(await screen.findByText('Please complete all required fields.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    await fillDispatcher();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByText('Please complete all required fields.')).toBeNull();
  });

  it('[D3-5.06] [D3-5.07] [D3-4.07] a driver picks a park location among the suggestions and gives a tractor number; unselecting Driver clears it', async () => {
    const { inputsOf, onRegistered } = renderPage({
      api: { graphql: { registerMember: registered(true, 'carrierDriver') } },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Driver' }));
    fireEvent.change(textbox(/Mobile number/), { target: { value: '415-555-0300' } });
    fireEvent.change(textbox(/Company name/), { target: { value: 'Lind Hauling' } });
    fireEvent.change(textbox(/Company ZIP code/), { target: { value: '60601' } });
    fireEvent.change(textbox(/Company MC#/), { target: { value: '7654321' } });
    const tractor = textbox(/Tractor number/);
    expect(tractor.getAttribute('maxlength')).toBe('15');
    fireEvent.change(tractor, { target: { value: 'TR-15' } });
    expect(saveButton().disabled).toBe(true);
    const park = screen.getByLabelText(/Park location/, { selector: 'input' });
    fireEvent.change(park, { target: { value: 'Joli' } });
    fireEvent.focus(park);
    fireEvent.click(park);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Joliet, IL', hidden: true }, { timeout: 2_000 }),
    );
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(inputsOf('registerMember')).toHaveLength(1));
    expect(inputsOf('registerMember')[0]).toMatchObject({
      roles: ['carrierDriver'],
      tractorNumber: 'TR-15',
      carrierMcNo: '7654321',
      carrierUsDotNo: null,
      parkLocation: { addressLine1: 'Joliet, IL', city: 'Joliet', state: 'IL', postalCode: '60431' },
    });
    // D3-4.07: a driver-only new carrier gets no New Carrier prompt.
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'New carrier' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Driver' }));
    expect(screen.queryByRole('textbox', { name: /Tractor number/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Driver' }));
    expect((textbox(/Tractor number/) as HTMLInputElement).value).toBe('');
  });

  it('[D3-4.07] a new carrier that is not driver-only asks New Carrier: Yes opens the sign-up site, then the app goes on', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { inputsOf, onRegistered } = renderPage({
      api: { graphql: { registerMember: registered(true, 'carrierDispatcher') } },
    });
    await fillDispatcher();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'New carrier' });
    expect(onRegistered).not.toHaveBeenCalled();
    expect(inputsOf('registerMember')[0]).toMatchObject({
      roles: ['carrierDispatcher'],
      companyName: 'Lind Hauling',
      corporateZipCode: '60601',
      carrierMcNo: '7654321',
      tractorNumber: null,
      parkLocation: null,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(open).toHaveBeenCalledWith(
      'https://carriers.example.com/sign-up',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(dialog).toBeTruthy();
  });

  it('[D3-4.07] a company already known gets no New Carrier prompt: its message shows and the app goes on to the role-mismatch prompt', async () => {
    const first = renderPage({ api: { graphql: { registerMember: registered(false, 'carrierGuest') } } });
    await fillDispatcher();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    await waitFor(() => expect(first.onRegistered).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'New carrier' })).toBeNull();
    expect(await screen.findByText('Saved; ask its dispatcher.')).toBeTruthy();
  });

  it('[D3-8.01] [D3-9.04] a refusal keeps what was typed: a field named by the server is marked, any other shows its message', async () => {
    const { onRegistered } = renderPage({
      api: {
        graphql: {
          registerMember: () => ({ errors: [{ message: 'taken', extensions: { code: 'CONFLICT' } }] }),
        },
      },
    });
    await fillDispatcher();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('A user with this e-mail or mobile number already exists.')).toBeTruthy();
    expect((textbox(/Company name/) as HTMLInputElement).value).toBe('Lind Hauling');
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('[D3-8.01] a refusal that names no field shows the server message', async () => {
    renderPage({
      api: {
        graphql: {
          registerMember: () => ({
            errors: [{ message: 'Your account is already registered.', extensions: { code: 'FORBIDDEN' } }],
          }),
        },
      },
    });
    await fillDispatcher();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Your account is already registered.')).toBeTruthy();
    expect((textbox(/Company MC#/) as HTMLInputElement).value).toBe('7654321');
  });

  it('[D3-1.03] in French, with no axe violation', async () => {
    await changeLanguage('fr', null);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enregistrer le profil' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('has no axe violation in English with the driver fields shown', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Driver' }));
    expect(await findViolations(document.body)).toEqual([]);
  });
});
