import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer, FakeApi } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
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

describe('Assign Driver: Add Driver', () => {
  const lena: CarrierDriver = {
    driverId: 'd3',
    upn: 'lena@example.com',
    firstName: 'Lena',
    lastName: 'Okoro',
    mobileNumber: '773-555-0199',
    countryCode: '+1',
    tractorNumber: null,
  };

  async function fillForm() {
    fireEvent.click(await screen.findByRole('button', { name: 'Add Driver' }));
    await screen.findByRole('dialog', { name: 'Add Driver' });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
    type('First name', 'Lena');
    type('Last name', 'Okoro');
    expect(isDisabled(button('Save'))).toBe(true);
    type('Mobile number', '773 555 0199');
    type('E-mail', 'lena@example.com');
  }

  it('[D2-2.40] adds a driver, who comes back chosen in the List of Drivers and is told of the invitation', async () => {
    const drivers = [dana, omar];
    const { inputsOf } = renderFlow(
      makeApi({
        getCarrierDrivers: (variables) => searchDrivers(drivers)(variables),
        addCarrierDriver: () => {
          drivers.push(lena);
          return { data: { addCarrierDriver: lena } };
        },
      }),
    );
    await screen.findByRole('radio', { name: 'Dana Brooks' });
    search('dana');
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Omar Diaz' })).toBeNull());

    await fillForm();
    fireEvent.click(button('Save'));

    await listDialog();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'Lena Okoro' })).checked).toBe(true);
    expect((screen.getByLabelText('Search by name or mobile number') as HTMLInputElement).value).toBe('');
    expect(isDisabled(button('Assign'))).toBe(false);
    expect(
      screen.getByText('Lena Okoro was added. We e-mailed them a link to choose their password.'),
    ).toBeTruthy();
    expect(inputsOf('addCarrierDriver')).toEqual([
      { firstName: 'Lena', lastName: 'Okoro', mobileNumber: '773 555 0199', email: 'lena@example.com' },
    ]);
  });

  it('[D2-2.40] shows each field the server refused in the user language, and an e-mail in use on its field', async () => {
    let answer: FakeAnswer<'addCarrierDriver'> = () => ({
      errors: [
        {
          message: 'Invalid input.',
          extensions: { code: 'BAD_USER_INPUT', fields: { mobileNumber: 'x', email: 'y' } },
        },
      ],
    });
    renderFlow(makeApi({ addCarrierDriver: (variables) => answer(variables) }));
    await fillForm();

    fireEvent.click(button('Save'));

    expect(await screen.findByText('Enter a mobile number of 10 digits.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();

    answer = () => ({ errors: [{ message: 'exists', extensions: { code: 'CONFLICT' } }] });
    fireEvent.click(button('Save'));

    expect(await screen.findByText('A user with this e-mail already exists.')).toBeTruthy();
    expect(screen.queryByText('Enter a mobile number of 10 digits.')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add Driver' })).toBeTruthy();
  });

  it('[D2-2.40] shows the server’s text when the user added too many people for now, and keeps the form', async () => {
    const text = 'You have added too many people in a short time. Please try again in 42 min.';
    renderFlow(
      makeApi({
        addCarrierDriver: () => ({ errors: [{ message: text, extensions: { code: 'LIMIT_EXCEEDED' } }] }),
      }),
    );
    await fillForm();

    fireEvent.click(button('Save'));

    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe(
      'lena@example.com',
    );
  });
});

describe('Assign Driver: Add Driver rules before sending', () => {
  async function typeDriver(mobileNumber: string, email: string) {
    fireEvent.click(await screen.findByRole('button', { name: /Add Driver|Ajouter un chauffeur/ }));
    const type = (index: number, value: string) =>
      fireEvent.change(screen.getAllByRole('textbox')[index]!, { target: { value } });
    type(0, 'Lena');
    type(1, 'Okoro');
    type(2, mobileNumber);
    type(3, email);
  }

  it('[D2-2.40] a malformed mobile number and e-mail are named on their fields and nothing is sent', async () => {
    const api = makeApi();
    const { inputsOf } = renderFlow(api);
    await typeDriver('773-555-014', 'lena@');
    fireEvent.click(button('Save'));

    expect(await screen.findByText('Enter a mobile number of 10 digits.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mobile number' }).getAttribute('aria-invalid')).toBe('true');
    expect(inputsOf('addCarrierDriver')).toEqual([]);
    // What was typed stays, to be corrected.
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('lena@');
  });

  it('[D2-2.40] names the broken rule in French', async () => {
    await changeLanguage('fr', null);
    renderFlow();
    await typeDriver('773-555-014', 'lena@example.com');
    fireEvent.click(button('Enregistrer'));
    expect(await screen.findByText('Saisissez un numéro de mobile de 10 chiffres.')).toBeTruthy();
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
    expect(await findViolations(await screen.findByRole('dialog', { name: 'Add Driver' }))).toEqual([]);
  });
});
