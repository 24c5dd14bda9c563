import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import type { FakeAnswer, FakeApi } from '../../../test/fake-api';
import { findViolations } from '../../../test/dom';
import { renderWithApi } from '../../../test/render-with-api';
import type { AssignDriverResult } from '../api/assign-driver';
import { SelfAssignDialog } from './self-assign-dialog';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  vi.restoreAllMocks();
  // The toasts live in a store of the module, beyond one render.
  notifications.clean();
  await changeLanguage('en', null);
});

const booked = { shipmentId: 'SH9', loadId: 'L9' };
const assignedAnswer: AssignDriverResult = {
  status: 'OK',
  message: '',
  successorShipmentId: null,
  shipment: { shipmentId: 'SH9', loadId: 'L9', shipmentState: 'DRIVER_ASSIGNMENT' },
};

type AssignAnswer = FakeAnswer<'assignShipmentToDriverV2'>;

function makeApi({
  predecessor = null,
  assign = () => ({ data: { assignShipmentToDriverV2: assignedAnswer } }),
}: { predecessor?: string | null; assign?: AssignAnswer } = {}): FakeApi {
  return {
    graphql: {
      predecessorShipmentId: () => ({ data: { predecessorShipmentId: predecessor } }),
      assignShipmentToDriverV2: assign,
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

function renderDialog(api: FakeApi, handlers = { onClose: vi.fn(), onAssigned: vi.fn() }) {
  const rendered = renderWithApi(<SelfAssignDialog opened shipment={booked} {...handlers} />, {
    roles: ['carrierLeasedOwnerOpr'],
    claims: { sub: 'member-7' },
    api,
    config: { search: { typeaheadDebounceMs: 0 } },
  });
  return { ...rendered, ...handlers };
}

/** The fake API answers at once; this holds the body of its next answer until `release` is called. */
function holdNextAnswer(): () => void {
  let release = () => undefined as void;
  vi.spyOn(Response, 'json').mockImplementationOnce((body: unknown) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        release = () => {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(body)));
          controller.close();
        };
      },
    });
    return new Response(stream, { headers: { 'content-type': 'application/json' } });
  });
  return () => release();
}

/** The typeahead's input (its listbox carries the same label). */
const findStartInput = () =>
  screen.findByLabelText<HTMLInputElement>('Start location', { selector: 'input' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

async function chooseJoliet() {
  const input = await findStartInput();
  fireEvent.change(input, { target: { value: 'Joli' } });
  fireEvent.focus(input);
  fireEvent.click(input);
  // The dropdown's transition leaves it hidden to the accessibility tree in jsdom.
  const option = await screen.findByRole('option', { name: 'Joliet, IL', hidden: true }, { timeout: 2_000 });
  fireEvent.click(option);
  expect((input as HTMLInputElement).value).toBe('Joliet, IL');
}

describe('SelfAssignDialog', () => {
  it('[D2-4.22] asks for the predecessor of the booked shipment as the caller, and starts from it', async () => {
    const { variablesOf, inputsOf, onAssigned } = renderDialog(makeApi({ predecessor: 'SH4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Assign yourself as the driver' });
    expect(within(dialog).getByText('Load #L9 is booked.')).toBeTruthy();
    expect(
      await within(dialog).findByText('You will start from the delivery of shipment #SH4.'),
    ).toBeTruthy();
    expect(variablesOf('predecessorShipmentId')).toEqual([
      { shipmentId: 'SH9', driverId: 'member-7', assignSource: 'BOOKING' },
    ]);
    expect(screen.queryByLabelText('Start location')).toBeNull();
    expect(isDisabled(confirmButton())).toBe(false);

    fireEvent.click(confirmButton());

    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith({ successorShipmentId: null }));
    expect(inputsOf('assignShipmentToDriverV2')).toEqual([
      { shipmentId: 'SH9', driverId: 'member-7', assignSource: 'BOOKING', predecessorShipmentId: 'SH4' },
    ]);
    expect(await screen.findByText('Load #L9 assigned to you')).toBeTruthy();
  });

  it('[D2-4.21] without a predecessor, Confirm waits until a start place is chosen', async () => {
    renderDialog(makeApi());

    const input = await findStartInput();
    expect(isDisabled(confirmButton())).toBe(true);
    // Typed text matches no place: still nothing to start from.
    fireEvent.change(input, { target: { value: 'Nowhereville' } });
    expect(isDisabled(confirmButton())).toBe(true);

    await chooseJoliet();

    expect(isDisabled(confirmButton())).toBe(false);
    fireEvent.change(input, { target: { value: 'Joliet, I' } });
    expect(isDisabled(confirmButton())).toBe(true);
  });

  it('[D1-4.26] [D2-4.22] Confirm sends the chosen start location and reports the successor', async () => {
    const successor = { ...assignedAnswer, successorShipmentId: 'SH12' };
    const { inputsOf, onAssigned } = renderDialog(
      makeApi({ assign: () => ({ data: { assignShipmentToDriverV2: successor } }) }),
    );

    await chooseJoliet();
    fireEvent.click(confirmButton());

    await waitFor(() => expect(onAssigned).toHaveBeenCalledWith({ successorShipmentId: 'SH12' }));
    expect(inputsOf('assignShipmentToDriverV2')).toEqual([
      {
        shipmentId: 'SH9',
        driverId: 'member-7',
        assignSource: 'BOOKING',
        startLocation: {
          city: 'Joliet',
          state: 'IL',
          country: 'USA',
          latitude: 41.53,
          longitude: -88.08,
          timeZone: 'America/Chicago',
        },
      },
    ]);
    // Assigned once: Confirm stays off until the caller closes the dialog.
    expect(isDisabled(confirmButton())).toBe(true);
  });

  it('[D2-8.02] REJECTED shows the server message in the dialog, which stays open', async () => {
    const rejected: AssignDriverResult = {
      ...assignedAnswer,
      status: 'REJECTED',
      message: 'Shipment is no longer in Carrier Assigned.',
    };
    const { onAssigned, onClose } = renderDialog(
      makeApi({ predecessor: 'SH4', assign: () => ({ data: { assignShipmentToDriverV2: rejected } }) }),
    );

    await screen.findByText('You will start from the delivery of shipment #SH4.');
    fireEvent.click(confirmButton());

    expect((await screen.findByRole('alert')).textContent).toBe('Shipment is no longer in Carrier Assigned.');
    expect(screen.getByRole('dialog', { name: 'Assign yourself as the driver' })).toBeTruthy();
    expect(onAssigned).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(isDisabled(confirmButton())).toBe(false);
  });

  it('[D2-8.01] a failed call shows the generic error and keeps the chosen place; Confirm is off while it runs', async () => {
    const api = makeApi({
      assign: () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
    });
    const { onAssigned } = renderDialog(api);
    await chooseJoliet();
    const release = holdNextAnswer();

    fireEvent.click(confirmButton());

    await waitFor(() => expect(isDisabled(confirmButton())).toBe(true));
    release();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Driver assignment was unsuccessful. Please try again.',
    );
    expect((await findStartInput()).value).toBe('Joliet, IL');
    expect(isDisabled(confirmButton())).toBe(false);
    expect(onAssigned).not.toHaveBeenCalled();
  });

  it('Not now closes without assigning', async () => {
    const { onClose, calls } = renderDialog(makeApi({ predecessor: 'SH4' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.operation === 'assignShipmentToDriverV2')).toEqual([]);
  });

  it('[D2-4.22] is titled and worded in French', async () => {
    await changeLanguage('fr', null);
    renderDialog(makeApi({ predecessor: 'SH4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vous affecter comme chauffeur' });
    expect(within(dialog).getByRole('button', { name: 'Pas maintenant' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeTruthy();
  });

  it('[D2-4.21] a failed predecessor lookup asks where the driver starts', async () => {
    const api = makeApi();
    renderDialog({
      ...api,
      graphql: {
        ...api.graphql,
        predecessorShipmentId: () => ({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
      },
    });

    expect(await findStartInput()).toBeTruthy();
    expect(isDisabled(confirmButton())).toBe(true);
  });

  it.each([
    ['without a predecessor', null, () => findStartInput()],
    ['with a predecessor', 'SH4', () => screen.findByText(/shipment #SH4/)],
  ])('has no accessibility violations %s', async (_name, predecessor, findContent) => {
    renderDialog(makeApi({ predecessor }));
    const dialog = await screen.findByRole('dialog');
    await findContent();

    expect(await findViolations(dialog)).toEqual([]);
  });
});
