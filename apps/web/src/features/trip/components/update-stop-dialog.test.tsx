import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { findViolations, setOnline } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import type { TripShipment } from '../api/trip-shipment-fields';
import { makeTripShipment, makeTripStop, renderTrip } from '../trip.test-utils';
import { toWallClockInput } from '../trip-view';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  notifications.clean();
});

const minute = 60_000;
/** The machine is shared: a dialog that opens after an answer may take longer than the default second. */
const slow = { timeout: 3_000 };
const chicago = 'America/Chicago';
/** A moment `minutesAgo` before now, as Chicago's clock writes it into a datetime-local field. */
const chicagoInput = (minutesAgo: number) => toWallClockInput(Date.now() - minutesAgo * minute, chicago);
const isoAgo = (minutesAgo: number) => new Date(Date.now() - minutesAgo * minute).toISOString();

type UpdateAnswer = FakeAnswer<'updateStop'>;
const saved =
  (shipment: TripShipment): UpdateAnswer =>
  (variables) => ({
    data: {
      updateStop: {
        status: 'OK',
        message: '',
        stopId: String(variables.input.stopId),
        warnings: [],
        shipment,
      },
    },
  });

async function openUpdate(sequence: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Update Stop Information, stop ${sequence}` }));
  return screen.findByRole('dialog', { name: 'Update Stop Information' });
}

const field = (dialog: HTMLElement, label: string | RegExp) =>
  within(dialog).getByLabelText<HTMLInputElement>(label, { selector: 'input' });

describe('Update Stop Information', () => {
  it('[D2-4.35] ETA and arrival are read-only once arrived; departure is open once there is an arrival', async () => {
    renderTrip(
      makeTripShipment({
        stops: [
          makeTripStop({ stopId: 'P1', sequenceNo: 1, actualArrival: isoAgo(120) }),
          makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
        ],
      }),
    );
    const dialog = await openUpdate(1);
    expect(field(dialog, 'ETA').disabled).toBe(true);
    expect(field(dialog, 'Arrival').disabled).toBe(true);
    expect(field(dialog, 'Departure').disabled).toBe(false);
    expect(await findViolations(dialog)).toEqual([]);
  });

  it('[D2-4.35] departure stays read-only until an arrival is entered', async () => {
    renderTrip(makeTripShipment());
    const dialog = await openUpdate(1);
    expect(field(dialog, 'ETA').disabled).toBe(false);
    expect(field(dialog, 'Departure').disabled).toBe(true);

    fireEvent.change(field(dialog, 'Arrival'), { target: { value: chicagoInput(30) } });

    expect(field(dialog, 'Departure').disabled).toBe(false);
  });

  it('[D2-4.42] [D2-5.09] the equipment question must be answered before anything is sent', async () => {
    const { inputsOf } = renderTrip(makeTripShipment());
    const dialog = await openUpdate(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Please answer the equipment question.')).toBeTruthy();
    expect(inputsOf('updateStop')).toEqual([]);
  });

  it('[D2-5.16] [D2-5.21] a numbered trailer keeps digits only, 6 of them, and a short one is refused on its field', async () => {
    const shipment = makeTripShipment({
      stops: [
        makeTripStop({
          stopId: 'P1',
          sequenceNo: 1,
          actualArrival: isoAgo(120),
          activities: [
            {
              execActivity: 'TRAILER_OUT',
              equipmentId: 'TA123456',
              equipmentType: null,
              chassisNumber: null,
            },
          ],
        }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
      ],
    });
    const { inputsOf } = renderTrip(shipment);
    const dialog = await openUpdate(1);
    const number = field(dialog, 'Trailer out number');
    expect(number.value).toBe('123456');

    fireEvent.change(number, { target: { value: '12a34567' } });
    expect(number.value).toBe('123456');
    fireEvent.change(number, { target: { value: '123' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Please enter valid Trailer-In or Trailer-Out value'),
    ).toBeTruthy();
    expect(inputsOf('updateStop')).toEqual([]);
  });

  it('[D2-3.11] [D2-8] a refusal of the server is shown on its field, and what was typed stays', async () => {
    const refused: UpdateAnswer = () => ({
      errors: [
        Object.assign(
          { message: 'Arrival can be at most 60 minutes after now.' },
          {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { actualArrivalDateTime: 'Arrival can be at most 60 minutes after now.' },
            },
          },
        ),
      ],
    });
    const { inputsOf } = renderTrip(makeTripShipment(), { graphql: { updateStop: refused } });
    const dialog = await openUpdate(1);
    const typed = chicagoInput(30);
    fireEvent.change(field(dialog, 'Arrival'), { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Arrival can be at most 60 minutes after now.')).toBeTruthy();
    expect(field(dialog, 'Arrival').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Arrival').value).toBe(typed);
    expect(inputsOf('updateStop')).toHaveLength(1);
    expect(inputsOf('updateStop')[0]).toMatchObject({
      shipmentId: 'S1',
      stopId: 'P1',
      providerEquipment: false,
      version: 3,
    });
    expect(String(inputsOf('updateStop')[0]?.actualArrivalDateTime)).toMatch(/-0[56]:00$/);
  });

  it('[D3-8.04] without network, Save shows the network alert and keeps what was typed; back online, Save sends it', async () => {
    const { inputsOf } = renderTrip(makeTripShipment(), {
      graphql: { updateStop: saved(makeTripShipment()) },
    });
    const dialog = await openUpdate(1);
    const typed = chicagoInput(30);
    fireEvent.change(field(dialog, 'Arrival'), { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    setOnline(false);
    try {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      const alert = await screen.findByRole('dialog', { name: 'No network connection' });
      expect(inputsOf('updateStop')).toEqual([]);
      fireEvent.click(within(alert).getByRole('button', { name: 'Ok' }));
      expect(field(dialog, 'Arrival').value).toBe(typed);
    } finally {
      setOnline(true);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('updateStop')).toHaveLength(1));
  });

  it('[D2-4.41] [D2-5.13] a trailer warning asks for consent: No keeps the form, Yes sends again with the consent', async () => {
    const stops = [
      makeTripStop({
        stopId: 'P1',
        sequenceNo: 1,
        actualArrival: isoAgo(120),
        activities: [
          { execActivity: 'TRAILER_IN', equipmentId: 'TA111111', equipmentType: null, chassisNumber: null },
          { execActivity: 'TRAILER_OUT', equipmentId: 'TA123456', equipmentType: null, chassisNumber: null },
        ],
      }),
      makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
    ];
    const shipment = makeTripShipment({ managedEquipment: true, stops });
    const warning =
      'Trailer #TA654321 is not the trailer planned to leave this stop. Leave with trailer #TA654321?';
    const { inputsOf } = renderTrip(shipment, {
      graphql: {
        updateStop: (variables) =>
          variables.input.userConsentForTrailerWarning
            ? saved(shipment)(variables)
            : {
                data: {
                  updateStop: {
                    status: 'CONSENT_REQUIRED',
                    message: warning,
                    stopId: 'P1',
                    warnings: [{ code: 'INVALID_TRAILER_OUT_WARNING', message: warning }],
                    shipment,
                  },
                },
              },
      },
    });
    const dialog = await openUpdate(1);
    // Managed equipment asks no equipment question (D2-4.42).
    expect(within(dialog).queryByRole('radio', { name: 'No' })).toBeNull();
    fireEvent.change(field(dialog, 'Departure'), { target: { value: chicagoInput(30) } });
    fireEvent.change(field(dialog, 'Trailer out number'), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const consent = await screen.findByRole('dialog', { name: 'Trailer warning' }, slow);
    expect(consent.textContent).toContain(warning);
    fireEvent.click(within(consent).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trailer warning' })).toBeNull());
    expect(field(dialog, 'Trailer out number').value).toBe('654321');
    expect(inputsOf('updateStop')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Trailer warning' }, slow)).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('The stop is updated.')).toBeTruthy();
    const inputs = inputsOf('updateStop');
    expect(inputs.map((input) => input.userConsentForTrailerWarning)).toEqual([false, false, true]);
    expect(inputs[2]?.trailerOut).toEqual({ type: 'TA', number: '654321' });
  });

  it('[D2-4.43] [D2-4.44] a late arrival asks for a configured reason before it is sent', async () => {
    const shipment = makeTripShipment({
      stops: [
        makeTripStop({ stopId: 'P1', sequenceNo: 1, plannedArrival: isoAgo(180) }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
      ],
    });
    const { inputsOf } = renderTrip(shipment, {
      graphql: { updateStop: saved(shipment) },
      config: { lateReasonCodes: ['TRAFFIC', 'WEATHER'] },
    });
    const dialog = await openUpdate(1);
    fireEvent.change(field(dialog, 'Arrival'), { target: { value: chicagoInput(30) } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const late = await screen.findByRole('dialog', { name: 'Late arrival' }, slow);
    expect(inputsOf('updateStop')).toEqual([]);
    const save = within(late).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const reason = within(late).getByLabelText<HTMLInputElement>(/Reason for the late arrival/, {
      selector: 'input',
    });
    fireEvent.click(reason);
    expect(await screen.findByRole('option', { name: 'Traffic', hidden: true })).toBeTruthy();
    // Only the configured codes are offered.
    expect(screen.queryByRole('option', { name: 'Accident', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Weather', hidden: true }));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(inputsOf('updateStop')).toHaveLength(1));
    expect(inputsOf('updateStop')[0]?.lateArrivalReason).toBe('WEATHER');
  });

  it('[D2-8.08] an update made on an older shipment says so, offers Refresh, and keeps what was typed', async () => {
    const stale: UpdateAnswer = () => ({
      errors: [
        {
          message: 'Shipment details could have been updated from other sources. Please check and try again.',
          extensions: { code: 'CONFLICT' },
        },
      ],
    });
    let version = 3;
    const { inputsOf, variablesOf } = renderTrip(makeTripShipment(), {
      graphql: {
        updateStop: stale,
        getTripShipment: () => ({ data: { getShipmentDetails: makeTripShipment({ version: version++ }) } }),
      },
    });
    const dialog = await openUpdate(1);
    const typed = chicagoInput(30);
    fireEvent.change(field(dialog, 'Arrival'), { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText(
        'Shipment details could have been updated from other sources. Please check and try again.',
      ),
    ).toBeTruthy();
    expect(field(dialog, 'Arrival').value).toBe(typed);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(variablesOf('getTripShipment')).toHaveLength(2));
    await waitFor(() =>
      expect(within(dialog).queryByText(/could have been updated from other sources/)).toBeNull(),
    );
    expect(field(dialog, 'Arrival').value).toBe(typed);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('updateStop')).toHaveLength(2));
    expect(inputsOf('updateStop').map((input) => input.version)).toEqual([3, 4]);
  });
});

describe('the hand-over of a saved update (D2-4.40)', () => {
  const radio = (dialog: HTMLElement, name: 'Yes' | 'No') =>
    within(dialog).getByRole<HTMLInputElement>('radio', { name });

  async function save(dialog: HTMLElement) {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The stop is updated.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  }

  it('[D2-4.40] the stop still open after the update gets the answer in its next form, even over an older read', async () => {
    const shipment = makeTripShipment();
    const arrived = new Date(Date.now() - 30 * minute);
    arrived.setSeconds(0, 0);
    const answered = makeTripShipment({
      version: 4,
      stops: [
        makeTripStop({ stopId: 'P1', sequenceNo: 1, actualArrival: arrived.toISOString() }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
      ],
    });
    // The read lags behind the update: Refresh still answers version 3, without the arrival.
    const { variablesOf } = renderTrip(shipment, { graphql: { updateStop: saved(answered) } });
    let dialog = await openUpdate(1);
    fireEvent.change(field(dialog, 'Arrival'), { target: { value: chicagoInput(30) } });
    fireEvent.click(radio(dialog, 'No'));
    await save(dialog);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(variablesOf('getTripShipment')).toHaveLength(2));

    dialog = await openUpdate(1);
    expect(radio(dialog, 'No').checked).toBe(true);
    expect(field(dialog, 'Arrival').value).toBe(toWallClockInput(arrived.getTime(), chicago));
    expect(field(dialog, 'Arrival').disabled).toBe(true);
    expect(field(dialog, 'Departure').disabled).toBe(false);
  });

  it('[D2-4.40] once the update moves the trip on to another stop, the answer is cleared', async () => {
    const shipment = makeTripShipment({
      stops: [
        makeTripStop({ stopId: 'P1', sequenceNo: 1, actualArrival: isoAgo(120) }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
      ],
    });
    const answered = makeTripShipment({
      version: 4,
      stops: [
        makeTripStop({
          stopId: 'P1',
          sequenceNo: 1,
          actualArrival: isoAgo(120),
          actualDeparture: isoAgo(30),
        }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
      ],
    });
    renderTrip(shipment, { graphql: { updateStop: saved(answered) } });
    let dialog = await openUpdate(1);
    fireEvent.change(field(dialog, 'Departure'), { target: { value: chicagoInput(30) } });
    fireEvent.click(radio(dialog, 'No'));
    await save(dialog);

    dialog = await openUpdate(2);
    expect(radio(dialog, 'No').checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    dialog = await openUpdate(1);
    expect(radio(dialog, 'No').checked).toBe(false);
    expect(radio(dialog, 'Yes').checked).toBe(false);
  });
});
