import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer, FakeApi } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import { makeMember } from '../../users/users.test-utils';
import type { CarrierDriver } from '../api/get-carrier-drivers';
import { AssignDriverFlow } from './assign-driver-flow';

// The Reload Driver modal is tested on its own; here only whether and for which shipment it opens.
vi.mock('./reload-driver-modal', () => ({
  ReloadDriverModal: ({
    opened,
    shipmentId,
    onClose,
  }: {
    opened: boolean;
    shipmentId: string;
    onClose: () => void;
  }) =>
    opened ? (
      <div role="dialog" aria-label="Reload Driver">
        <p>{`Reload for ${shipmentId}`}</p>
        <button onClick={onClose}>Reload Later</button>
      </div>
    ) : null,
}));

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  notifications.clean();
  await changeLanguage('en', null);
});

const dana: CarrierDriver = {
  driverId: 'd1',
  upn: 'dana@demo.freight.test',
  firstName: 'Dana',
  lastName: 'Brooks',
  mobileNumber: '312-555-0100',
  countryCode: '+1',
  tractorNumber: 'T-12',
};
const omar: CarrierDriver = {
  driverId: 'd2',
  upn: 'omar@demo.freight.test',
  firstName: 'Omar',
  lastName: 'Diaz',
  mobileNumber: '773-555-0142',
  countryCode: '+1',
  tractorNumber: null,
};
const shipment = { shipmentId: 'SH9', loadId: 'L9' };

const assignedWith =
  (successorShipmentId: string | null): FakeAnswer<'assignShipmentToDriverV2'> =>
  () => ({
    data: {
      assignShipmentToDriverV2: {
        status: 'OK',
        message: '',
        successorShipmentId,
        shipment: { shipmentId: 'SH9', loadId: 'L9', shipmentState: 'DRIVER_ASSIGNMENT' },
      },
    },
  });

/** Answers like the server: name or mobile contains the text, in any case, digits alone too. */
function searchDrivers(drivers: CarrierDriver[]): FakeAnswer<'getCarrierDrivers'> {
  return (variables) => {
    const search = String(variables.search ?? '').toLowerCase();
    const digits = search.replace(/\D/g, '');
    const found = drivers.filter((driver) => {
      const text = `${driver.firstName} ${driver.lastName} ${driver.mobileNumber ?? ''}`.toLowerCase();
      return (
        text.includes(search) ||
        (digits !== '' && (driver.mobileNumber ?? '').replace(/\D/g, '').includes(digits))
      );
    });
    return { data: { getCarrierDrivers: found } };
  };
}

function makeApi(overrides: NonNullable<FakeApi['graphql']> = {}): FakeApi {
  return {
    graphql: {
      getCarrierDrivers: searchDrivers([dana, omar]),
      predecessorShipmentId: () => ({ data: { predecessorShipmentId: 'SH4' } }),
      assignShipmentToDriverV2: assignedWith('SH12'),
      ...overrides,
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
  };
}

function renderFlow(api: FakeApi = makeApi(), queryClient?: QueryClient) {
  const handlers = { onClose: vi.fn(), onDone: vi.fn() };
  const rendered = renderWithApi(<AssignDriverFlow shipment={shipment} {...handlers} />, {
    api,
    config: { search: { typeaheadDebounceMs: 0 } },
    ...(queryClient ? { queryClient } : {}),
  });
  return { ...rendered, ...handlers };
}

const listDialog = () => screen.findByRole('dialog', { name: 'List of Drivers' });
const button = (name: string) => screen.getByRole('button', { name });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');
const search = (text: string) =>
  fireEvent.change(screen.getByLabelText('Search by name or mobile number'), { target: { value: text } });

async function chooseAndConfirm(name = 'Dana Brooks') {
  fireEvent.click(await screen.findByRole('radio', { name }));
  fireEvent.click(button('Assign'));
  await screen.findByRole('dialog', { name: 'Confirm driver assignment' });
}

describe('Assign Driver: the List of Drivers', () => {
  it('[D2-2.40] [D2-5.34] lists the drivers with Add Driver, Cancel and Assign, which waits for a choice', async () => {
    renderFlow();

    const dialog = await listDialog();
    expect(await within(dialog).findByRole('radio', { name: 'Dana Brooks' })).toBeTruthy();
    expect(within(dialog).getByText('Mobile: 312-555-0100 · Tractor: T-12')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Omar Diaz' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Driver' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(isDisabled(button('Assign'))).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Omar Diaz' }));

    expect(isDisabled(button('Assign'))).toBe(false);
  });

  it('[D2-5.34] [D3-5.15] searches by part of the mobile number or the name, in any case', async () => {
    const { variablesOf } = renderFlow();
    await screen.findByRole('radio', { name: 'Dana Brooks' });

    search('5550142');
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Dana Brooks' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Omar Diaz' })).toBeTruthy();

    search('BROOKS');
    expect(await screen.findByRole('radio', { name: 'Dana Brooks' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Omar Diaz' })).toBeNull());
    expect(variablesOf('getCarrierDrivers')).toEqual([
      { search: null },
      { search: '5550142' },
      { search: 'BROOKS' },
    ]);
  });

  it("[D2-5.34] [D3-8.08] a search that finds nobody says 'No matches found, please modify your search.'", async () => {
    renderFlow();
    await screen.findByRole('radio', { name: 'Dana Brooks' });

    search('zzz');

    expect(await screen.findByText('No matches found, please modify your search.')).toBeTruthy();
    expect(isDisabled(button('Assign'))).toBe(true);
  });

  it('Cancel ends the flow without assigning', async () => {
    const { onClose, calls } = renderFlow();
    await listDialog();

    fireEvent.click(button('Cancel'));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.some((call) => call.operation === 'assignShipmentToDriverV2')).toBe(false);
  });
});

describe('Assign Driver: the confirm dialog', () => {
  it("[D2-4.18] [D2-4.21] starts from the driver's predecessor; the toast names the load and the driver; the flow ends when a successor follows", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['getShipmentsWithStopsByState', 'carrierAssigned', null], { pages: [] });
    const { inputsOf, variablesOf, onDone } = renderFlow(makeApi(), queryClient);

    await chooseAndConfirm();
    expect(screen.getByText('Assign Load #L9 to Dana Brooks?')).toBeTruthy();
    expect(
      await screen.findByText('Dana Brooks will start from the delivery of shipment #SH4.'),
    ).toBeTruthy();
    expect(variablesOf('predecessorShipmentId')).toEqual([
      { shipmentId: 'SH9', driverId: 'd1', assignSource: 'MY_LOADS' },
    ]);

    fireEvent.click(button('Confirm'));

    expect(await screen.findByText('Load #L9 assigned successfully to Dana Brooks.')).toBeTruthy();
    expect(inputsOf('assignShipmentToDriverV2')).toEqual([
      { shipmentId: 'SH9', driverId: 'd1', assignSource: 'MY_LOADS', predecessorShipmentId: 'SH4' },
    ]);
    // [D2-4.19] The lists are out of date at once.
    expect(
      queryClient.getQueryState(['getShipmentsWithStopsByState', 'carrierAssigned', null])?.isInvalidated,
    ).toBe(true);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Reload Driver' })).toBeNull();
  });

  it('[D2-4.21] without a predecessor Confirm waits for a start location, which it sends', async () => {
    const { inputsOf } = renderFlow(
      makeApi({ predecessorShipmentId: () => ({ data: { predecessorShipmentId: null } }) }),
    );
    await chooseAndConfirm('Omar Diaz');

    const input = await screen.findByLabelText<HTMLInputElement>('Start location', { selector: 'input' });
    expect(isDisabled(button('Confirm'))).toBe(true);
    fireEvent.change(input, { target: { value: 'Joli' } });
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Joliet, IL', hidden: true }, { timeout: 2_000 }),
    );
    expect(isDisabled(button('Confirm'))).toBe(false);
    fireEvent.click(button('Confirm'));

    await waitFor(() => expect(inputsOf('assignShipmentToDriverV2')).toHaveLength(1));
    expect(inputsOf('assignShipmentToDriverV2')[0]).toEqual({
      shipmentId: 'SH9',
      driverId: 'd2',
      assignSource: 'MY_LOADS',
      startLocation: {
        city: 'Joliet',
        state: 'IL',
        country: 'USA',
        latitude: 41.53,
        longitude: -88.08,
        timeZone: 'America/Chicago',
      },
    });
  });

  it('[D2-4.22] with no successor the Reload Driver modal opens for the shipment, and the flow ends when it closes', async () => {
    const { onDone } = renderFlow(makeApi({ assignShipmentToDriverV2: assignedWith(null) }));
    await chooseAndConfirm();
    await screen.findByText(/shipment #SH4/);

    fireEvent.click(button('Confirm'));

    const reload = await screen.findByRole('dialog', { name: 'Reload Driver' });
    expect(within(reload).getByText('Reload for SH9')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm driver assignment' })).toBeNull(),
    );
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(within(reload).getByRole('button', { name: 'Reload Later' }));

    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-8.02] a refusal shows the server message and the dialog stays; [D2-8.01] a failed call the generic text', async () => {
    let answer: FakeAnswer<'assignShipmentToDriverV2'> = () => ({
      data: {
        assignShipmentToDriverV2: {
          status: 'REJECTED',
          message: 'This load can no longer be assigned to a driver. Please refresh.',
          successorShipmentId: null,
          shipment: null,
        },
      },
    });
    const { onDone } = renderFlow(makeApi({ assignShipmentToDriverV2: (variables) => answer(variables) }));
    await chooseAndConfirm();
    await screen.findByText(/shipment #SH4/);

    fireEvent.click(button('Confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This load can no longer be assigned to a driver. Please refresh.',
    );

    answer = () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] });
    fireEvent.click(button('Confirm'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Driver assignment was unsuccessful. Please try again.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Confirm driver assignment' })).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Back returns to the list with the driver still chosen', async () => {
    renderFlow();
    await chooseAndConfirm();

    fireEvent.click(button('Back'));

    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Dana Brooks' })).checked).toBe(true);
    expect(isDisabled(button('Assign'))).toBe(false);
  });
});

describe('Assign Driver: Add Driver is Add User with the Driver role', () => {
  const lena = makeMember({
    userId: 'd3',
    upn: 'lena@example.com',
    firstName: 'Lena',
    lastName: 'Okoro',
    email: 'lena@example.com',
    mobileNumber: '773-555-0199',
    tractorNumber: 'TR-9',
  });
  const identify =
    (status: string, extra: Record<string, unknown> = {}): FakeAnswer<'validateUserByIdentifier'> =>
    () => ({
      data: {
        validateUserByIdentifier: { status, userId: null, firstName: null, lastName: null, ...extra },
      },
    });
  const added: FakeAnswer<'addMemberV2'> = () => ({
    data: {
      addMemberV2: {
        status: 'OK',
        message: 'User details has been added successfully',
        member: lena,
      },
    },
  });

  async function openAddDriver(mobile = '773-555-0199') {
    fireEvent.click(await screen.findByRole('button', { name: 'Add Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Driver' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Mobile number/ }), {
      target: { value: mobile },
    });
    return dialog;
  }
  async function fillDetails() {
    fireEvent.change(await screen.findByRole('textbox', { name: /First name/ }), {
      target: { value: 'Lena' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Okoro' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), {
      target: { value: 'lena@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Tractor number/ }), { target: { value: 'TR-9' } });
  }

  it('[D2-2.40] [D3-4.13] [D3-4.16] asks the mobile first with the role fixed to Driver, then adds the driver, who comes back chosen', async () => {
    const drivers = [dana, omar];
    const { inputsOf, variablesOf } = renderFlow(
      makeApi({
        getCarrierDrivers: (variables) => searchDrivers(drivers)(variables),
        validateUserByIdentifier: identify('NEW'),
        addMemberV2: (variables) => {
          drivers.push({ ...dana, driverId: 'd3', firstName: 'Lena', lastName: 'Okoro' });
          return added(variables);
        },
      }),
    );
    await screen.findByRole('radio', { name: 'Dana Brooks' });
    search('dana');
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Omar Diaz' })).toBeNull());

    const dialog = await openAddDriver();
    const driverRole = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Driver' });
    expect(driverRole.checked).toBe(true);
    expect(driverRole.disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Dispatcher' }).disabled).toBe(
      true,
    );
    expect(within(dialog).queryByRole('textbox', { name: /First name/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await listDialog();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Lena Okoro' })).checked).toBe(true);
    expect((screen.getByLabelText('Search by name or mobile number') as HTMLInputElement).value).toBe('');
    expect(isDisabled(button('Assign'))).toBe(false);
    expect(screen.getByText('User details has been added successfully')).toBeTruthy();
    expect(variablesOf('validateUserByIdentifier')).toEqual([
      { mobileNum: '773-555-0199', countryCode: '+1' },
    ]);
    expect(inputsOf('addMemberV2')).toEqual([
      {
        roles: ['carrierDriver'],
        firstName: 'Lena',
        lastName: 'Okoro',
        email: 'lena@example.com',
        countryCode: '+1',
        mobileNumber: '773-555-0199',
        tractorNumber: 'TR-9',
        parkLocation: null,
      },
    ]);
    // The chosen driver is the one added: Assign goes on to the confirm dialog with them.
    fireEvent.click(button('Assign'));
    expect(await screen.findByRole('dialog', { name: 'Confirm driver assignment' })).toBeTruthy();
  });

  it('[D3-4.14] a driver of another carrier gets Send Request, sent with the Driver role; the list stays as it was', async () => {
    const { inputsOf } = renderFlow(
      makeApi({
        validateUserByIdentifier: identify('OTHER_CARRIER', {
          userId: 'u-sam',
          firstName: 'Sam',
          lastName: 'Stranger',
        }),
        transferMemberV2: () => ({
          data: { transferMemberV2: { status: 'OK', message: 'Request sent to Sam Stranger' } },
        }),
      }),
    );
    const dialog = await openAddDriver();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const request = await screen.findByRole('dialog', { name: 'Send Request' });
    expect(within(request).getByText(/Sam Stranger belongs to another carrier/)).toBeTruthy();
    fireEvent.click(within(request).getByRole('button', { name: 'Yes' }));

    await listDialog();
    expect(await screen.findByText('Request sent to Sam Stranger')).toBeTruthy();
    expect(inputsOf('transferMemberV2')).toEqual([{ userId: 'u-sam', roles: ['carrierDriver'] }]);
    expect(inputsOf('addMemberV2')).toEqual([]);
    expect(isDisabled(button('Assign'))).toBe(true);
  });

  it('[D3-4.15] a number of the same carrier "already exists" and adds nothing', async () => {
    const { inputsOf } = renderFlow(makeApi({ validateUserByIdentifier: identify('SAME_CARRIER') }));
    const dialog = await openAddDriver();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await within(dialog).findByText('User already exist in current carrier')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /First name/ })).toBeNull();
    expect(inputsOf('addMemberV2')).toEqual([]);
  });

  it('[D3-5.13] a malformed mobile number is named on its field and nothing is asked', async () => {
    const { variablesOf } = renderFlow();
    const dialog = await openAddDriver('773-555-014');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please enter a valid phone number (only digits)')).toBeTruthy();
    expect(variablesOf('validateUserByIdentifier')).toEqual([]);
    // What was typed stays, to be corrected.
    expect((within(dialog).getByRole('textbox', { name: /Mobile number/ }) as HTMLInputElement).value).toBe(
      '773-555-014',
    );
  });

  it('[D3-4.19] while adding users is blocked (R2) the dialog says so and offers no form', async () => {
    renderWithApi(<AssignDriverFlow shipment={shipment} onClose={vi.fn()} onDone={vi.fn()} />, {
      api: makeApi(),
      config: { search: { typeaheadDebounceMs: 0 }, users: { addUserBlocked: true } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Driver' });

    expect(await within(dialog).findByText('Adding users is not available right now.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
  });

  it('shows the server’s text when the user added too many people for now, and keeps the form', async () => {
    const text = 'You have added too many people in a short time. Please try again in 42 min.';
    renderFlow(
      makeApi({
        validateUserByIdentifier: identify('NEW'),
        addMemberV2: () => ({ errors: [{ message: text, extensions: { code: 'LIMIT_EXCEEDED' } }] }),
      }),
    );
    const dialog = await openAddDriver();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect((screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement).value).toBe(
      'lena@example.com',
    );
  });

  it('Back returns to the List of Drivers without adding', async () => {
    const { inputsOf } = renderFlow();
    const dialog = await openAddDriver();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));

    expect(await listDialog()).toBeTruthy();
    expect(inputsOf('addMemberV2')).toEqual([]);
  });

  it('[D3-5.13] names the broken rule in French', async () => {
    await changeLanguage('fr', null);
    renderFlow();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un chauffeur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un chauffeur' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /Numéro de mobile/ }), {
      target: { value: '773-555-014' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));

    expect(
      await screen.findByText('Veuillez saisir un numéro de téléphone valide (chiffres uniquement)'),
    ).toBeTruthy();
  });
});

describe('Assign Driver in French and for assistive technology', () => {
  it('[D2-2.40] reads in French', async () => {
    await changeLanguage('fr', null);
    renderFlow();

    const dialog = await screen.findByRole('dialog', { name: 'Liste des chauffeurs' });
    expect(within(dialog).getByRole('button', { name: 'Ajouter un chauffeur' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Attribuer' })).toBeTruthy();
  });

  it('has no accessibility violations in the list, the confirm dialog and the form', async () => {
    renderFlow();
    await screen.findByRole('radio', { name: 'Dana Brooks' });
    expect(await findViolations(await listDialog())).toEqual([]);

    await chooseAndConfirm();
    await screen.findByText(/shipment #SH4/);
    expect(await findViolations(screen.getByRole('dialog'))).toEqual([]);

    fireEvent.click(button('Back'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Driver' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add Driver' });
    await within(addDialog).findByRole('textbox', { name: /Mobile number/ });
    expect(await findViolations(addDialog)).toEqual([]);
  });

  it('has no accessibility violations in the Add Driver form after Continue', async () => {
    renderFlow(
      makeApi({
        validateUserByIdentifier: () => ({
          data: {
            validateUserByIdentifier: { status: 'NEW', userId: null, firstName: null, lastName: null },
          },
        }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Driver' }));
    const addDialog = await screen.findByRole('dialog', { name: 'Add Driver' });
    fireEvent.change(await within(addDialog).findByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '773-555-0199' },
    });
    fireEvent.click(within(addDialog).getByRole('button', { name: 'Continue' }));
    await within(addDialog).findByRole('textbox', { name: /First name/ });
    expect(await findViolations(addDialog)).toEqual([]);
  });
});
