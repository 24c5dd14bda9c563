import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { defaultStartTime } from '@freight/domain/trip/default-start-time';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { makeTripShipment, makeTripStop, renderTrip } from '../trip.test-utils';
import { toWallClockInput } from '../trip-view';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  notifications.clean();
  await changeLanguage('en', null);
});

const hour = 3_600_000;
const chicago = 'America/Chicago';
/** An ISO time with Chicago's offset in January (CST). */
const cst = (wall: string) => `${wall}:00-06:00`;

const stopRow = (name: RegExp) => screen.getByRole('listitem', { name });

describe('the trip screen', () => {
  it('[D2-2.07] [D2-2.20] [D2-2.21] shows My Loads > shipment id, Refresh, Contact Us and one row per stop by sequence with its pointer', async () => {
    const shipment = makeTripShipment({
      stops: [
        makeTripStop({ stopId: 'D3', sequenceNo: 3, stopType: 'D', city: 'Dallas', state: 'TX' }),
        makeTripStop({ stopId: 'P1', sequenceNo: 1, stopType: 'P', city: 'Joliet', state: 'IL' }),
        makeTripStop({ stopId: 'R2', sequenceNo: 2, stopType: 'Relay', city: 'Tulsa', state: 'OK' }),
      ],
    });
    const { variablesOf } = renderTrip(shipment);

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Stop 1: Pickup, Joliet, IL',
      'Stop 2: Relay, Tulsa, OK',
      'Stop 3: Delivery, Dallas, TX',
    ]);
    expect(within(stopRow(/Stop 1/)).getByText('Origin')).toBeTruthy();
    expect(within(stopRow(/Stop 2/)).getByText('Intermediate stop')).toBeTruthy();
    expect(within(stopRow(/Stop 3/)).getByText('Destination')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'My Loads' }).getAttribute('href')).toBe(
      '/app/MyLoad/InTransit',
    );
    expect(within(nav).getByText('S1').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(variablesOf('getTripShipment')).toHaveLength(2));
  });

  it('[D2-4.33] [D2-4.34] stops after the open one are locked, and a completed trip takes no update', async () => {
    const stops = [
      makeTripStop({
        stopId: 'P1',
        sequenceNo: 1,
        actualArrival: cst('2026-01-10T08:00'),
        actualDeparture: cst('2026-01-10T09:00'),
      }),
      makeTripStop({ stopId: 'R2', sequenceNo: 2, stopType: 'Relay' }),
      makeTripStop({ stopId: 'D3', sequenceNo: 3, stopType: 'D' }),
    ];
    renderTrip(makeTripShipment({ stops }));

    const update = (sequence: number) =>
      screen.getByRole('button', { name: `Update Stop Information, stop ${sequence}` }) as HTMLButtonElement;
    await screen.findAllByRole('heading', { level: 2 });
    expect(update(1).disabled).toBe(false);
    expect(update(2).disabled).toBe(false);
    expect(update(3).disabled).toBe(true);
    expect(within(stopRow(/Stop 3/)).getByText('Locked until the earlier stops are done')).toBeTruthy();
    expect(within(stopRow(/Stop 2/)).getByText('Current stop')).toBeTruthy();
  });

  it('[D2-4.34] a completed trip offers no update on any stop', async () => {
    const done = { actualArrival: cst('2026-01-10T08:00'), actualDeparture: cst('2026-01-10T09:00') };
    renderTrip(
      makeTripShipment({
        executionStatus: 'COMPLETED',
        stops: [
          makeTripStop({ stopId: 'P1', sequenceNo: 1, ...done }),
          makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', ...done }),
        ],
      }),
    );

    await screen.findAllByRole('heading', { level: 2 });
    for (const button of screen.getAllByRole('button', { name: /Update Stop Information/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('[D2-4.37] the ETA shown is the actual ETA, else the planned ETA, else the appointment, else the estimate', async () => {
    renderTrip(
      makeTripShipment({
        stops: [
          makeTripStop({
            stopId: 'A',
            sequenceNo: 1,
            actualEta: cst('2026-01-10T08:00'),
            plannedEta: cst('2026-01-10T09:00'),
            appointmentFrom: cst('2026-01-10T10:00'),
            estimatedArrival: cst('2026-01-10T11:00'),
          }),
          makeTripStop({
            stopId: 'B',
            sequenceNo: 2,
            plannedEta: cst('2026-01-11T09:00'),
            appointmentFrom: cst('2026-01-11T10:00'),
            estimatedArrival: cst('2026-01-11T11:00'),
          }),
          makeTripStop({
            stopId: 'C',
            sequenceNo: 3,
            appointmentFrom: cst('2026-01-12T10:00'),
            estimatedArrival: cst('2026-01-12T11:00'),
          }),
          makeTripStop({
            stopId: 'D',
            sequenceNo: 4,
            stopType: 'D',
            estimatedArrival: cst('2026-01-13T11:00'),
          }),
        ],
      }),
    );

    await screen.findAllByRole('heading', { level: 2 });
    const etas = screen.getAllByTestId('eta').map((eta) => eta.textContent);
    expect(etas).toEqual([
      'Jan 10, 2026, 8:00 AM CST',
      'Jan 11, 2026, 9:00 AM CST',
      'Jan 12, 2026, 10:00 AM CST',
      'Jan 13, 2026, 11:00 AM CST',
    ]);
  });

  it('[D2-4.36] the times read Arrived and Departed once recorded, Arrival and Departure before', async () => {
    renderTrip(
      makeTripShipment({
        stops: [
          makeTripStop({
            stopId: 'P1',
            sequenceNo: 1,
            actualArrival: cst('2026-01-10T08:00'),
            actualDeparture: cst('2026-01-10T09:00'),
          }),
          makeTripStop({
            stopId: 'D2',
            sequenceNo: 2,
            stopType: 'D',
            actualArrival: cst('2026-01-11T08:00'),
          }),
          makeTripStop({ stopId: 'D3', sequenceNo: 3, stopType: 'D' }),
        ],
      }),
    );

    await screen.findAllByRole('heading', { level: 2 });
    const labels = (name: RegExp) =>
      ['Arrived', 'Arrival', 'Departed', 'Departure'].filter((label) =>
        within(stopRow(name)).queryByText(label),
      );
    expect(labels(/Stop 1/)).toEqual(['Arrived', 'Departed']);
    expect(labels(/Stop 2/)).toEqual(['Arrived', 'Departure']);
    expect(labels(/Stop 3/)).toEqual(['Arrival', 'Departure']);
    // D2-9.07: the stop's clock, whatever the reader's zone.
    expect(within(stopRow(/Stop 1/)).getByText('Jan 10, 2026, 8:00 AM CST')).toBeTruthy();
  });

  it('[D2-2.26] NFR stops are hidden for non-carrier loads', async () => {
    const stops = [
      makeTripStop({ stopId: 'P1', sequenceNo: 1 }),
      makeTripStop({ stopId: 'N2', sequenceNo: 2, stopType: 'NFR' }),
      makeTripStop({ stopId: 'D3', sequenceNo: 3, stopType: 'D' }),
    ];
    renderTrip(makeTripShipment({ sourceSystem: 'MERCURYGATE', stops }));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.queryByText(/Not for revenue/)).toBeNull();
  });

  it('[D2-2.26] a carrier load shows its NFR stop', async () => {
    const stops = [
      makeTripStop({ stopId: 'P1', sequenceNo: 1 }),
      makeTripStop({ stopId: 'N2', sequenceNo: 2, stopType: 'NFR' }),
      makeTripStop({ stopId: 'D3', sequenceNo: 3, stopType: 'D' }),
    ];
    renderTrip(makeTripShipment({ sourceSystem: 'ASL', loadType: 'Power Only', stops }));
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: /Not for revenue/ })).toBeTruthy();
  });

  it('[D2-4.38] Complete Trip appears only once the last stop has departed', async () => {
    renderTrip(makeTripShipment());
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: 'Complete Trip' })).toBeNull();
  });

  it('[D2-2.24] Complete Trip shows once every stop is done and the trip is not complete', async () => {
    const done = { actualArrival: cst('2026-01-10T08:00'), actualDeparture: cst('2026-01-10T09:00') };
    const stops = [
      makeTripStop({ stopId: 'P1', sequenceNo: 1, ...done }),
      makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', ...done }),
    ];
    renderTrip(makeTripShipment({ stops }));
    expect(await screen.findByRole('button', { name: 'Complete Trip' })).toBeTruthy();
  });

  it('[D2-2.24] a completed trip shows no Complete Trip', async () => {
    const done = { actualArrival: cst('2026-01-10T08:00'), actualDeparture: cst('2026-01-10T09:00') };
    const stops = [
      makeTripStop({ stopId: 'P1', sequenceNo: 1, ...done }),
      makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', ...done }),
    ];
    renderTrip(makeTripShipment({ stops, executionStatus: 'COMPLETED' }));
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: 'Complete Trip' })).toBeNull();
  });

  it('[D2-2.22] a stop shows its pointer, activity, appointment, ETA, arrival, departure, trailers, chassis and its update button', async () => {
    const stop = makeTripStop({
      stopId: 'P1',
      sequenceNo: 1,
      appointmentFrom: cst('2026-01-10T07:00'),
      appointmentTo: cst('2026-01-10T09:00'),
      actualArrival: cst('2026-01-10T08:00'),
      activities: [
        { execActivity: 'TRAILER_IN', equipmentId: 'TA123456', equipmentType: null, chassisNumber: null },
        { execActivity: 'TRAILER_OUT', equipmentId: null, equipmentType: null, chassisNumber: 'CH-77' },
      ],
    });
    renderTrip(
      makeTripShipment({ stops: [stop, makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' })] }),
    );
    await screen.findAllByRole('heading', { level: 2 });
    const row = within(stopRow(/Stop 1/));
    for (const text of [
      'Origin',
      'Appointment',
      'ETA',
      'Arrived',
      'Departure',
      'Trailer in',
      'TA123456',
      'Trailer out',
      'Chassis',
      'CH-77',
    ])
      expect(row.getByText(text), text).toBeTruthy();
    expect(row.getByRole('heading', { level: 2 }).textContent).toContain('Pickup');
    expect(row.getByRole('button', { name: 'Update Stop Information, stop 1' })).toBeTruthy();
  });

  it('[D2-2.23] the list/map toggle above the stops shows them on a map instead', async () => {
    renderTrip(makeTripShipment());
    await screen.findAllByRole('heading', { level: 2 });
    const toggle = screen.getByRole('radiogroup', { name: 'Trip view' });
    fireEvent.click(within(toggle).getByRole('radio', { name: 'Map' }));
    expect(await screen.findByRole('region', { name: "Map of the trip's stops" })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Stops' })).toBeNull();
  });

  it('[D2-4.38] [D2-4.39] [D2-4.10] Complete Trip completes, says so, and makes the My Loads lists and counts stale', async () => {
    const done = { actualArrival: cst('2026-01-10T08:00'), actualDeparture: cst('2026-01-10T09:00') };
    const shipment = makeTripShipment({
      stops: [
        makeTripStop({ stopId: 'P1', sequenceNo: 1, ...done }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', ...done }),
      ],
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['getMyLoadsCounts'], { inTransit: 1 });
    const { inputsOf } = renderTrip(shipment, {
      queryClient,
      graphql: {
        completeTrip: () => ({
          data: {
            completeTrip: {
              status: 'OK',
              message: '',
              shipment: {
                ...shipment,
                executionStatus: 'COMPLETED',
                shipmentState: 'DELIVERED_NEEDS_PPWK',
              },
            },
          },
        }),
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Complete Trip' }));

    expect(await screen.findByText('Great, that marks the end of your trip for load L1.')).toBeTruthy();
    expect(inputsOf('completeTrip')).toEqual([{ shipmentId: 'S1', version: 3 }]);
    expect(queryClient.getQueryState(['getMyLoadsCounts'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Complete Trip' })).toBeNull());
  });

  describe('[D2-8.14] Complete Trip without the network', () => {
    const done = { actualArrival: cst('2026-01-10T08:00'), actualDeparture: cst('2026-01-10T09:00') };
    const finished = makeTripShipment({
      stops: [
        makeTripStop({ stopId: 'P1', sequenceNo: 1, ...done }),
        makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D', ...done }),
      ],
    });
    const setOnline = (online: boolean) =>
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    afterEach(() => setOnline(true));

    it('[D2-8.14] offline, Complete Trip shows the network alert and sends nothing', async () => {
      setOnline(false);
      const { inputsOf } = renderTrip(finished);
      fireEvent.click(await screen.findByRole('button', { name: 'Complete Trip' }));
      const alert = await screen.findByRole('dialog', { name: 'No network connection' });
      expect(within(alert).getByText('Please check your network connectivity and try again.')).toBeTruthy();
      expect(inputsOf('completeTrip')).toEqual([]);
    });

    it('[D2-8.14] a completion that does not reach the server shows the network alert', async () => {
      renderTrip(finished, {
        graphql: {
          completeTrip: () => {
            throw new TypeError('Failed to fetch');
          },
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Complete Trip' }));
      expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Complete Trip' })).toBeTruthy();
    });
  });

  it('[D2-2.07] the French screen renders, and the screen has no axe violation', async () => {
    await changeLanguage('fr', null);
    renderTrip(makeTripShipment());
    expect(await screen.findByRole('heading', { level: 1, name: "Trajet de l'expédition S1" })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /^Arrêt 1\s:\sRamassage, Joliet, IL$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
  });
});

describe('Confirm Start', () => {
  const assigned = makeTripShipment({
    shipmentState: 'DRIVER_ASSIGNMENT',
    myLoadsBucket: 'driverAssigned',
    executionStatus: null,
    gpsTrackingStatus: 0,
    stops: [
      makeTripStop({
        stopId: 'P1',
        sequenceNo: 1,
        appointmentFrom: new Date(Date.now() + 10 * hour).toISOString(),
      }),
      makeTripStop({ stopId: 'D2', sequenceNo: 2, stopType: 'D' }),
    ],
  });

  async function openStart() {
    fireEvent.click(await screen.findByRole('button', { name: 'Start Trip' }));
    return screen.findByRole('dialog', { name: 'Confirm Start' });
  }

  async function chooseJoliet(dialog: HTMLElement) {
    const input = within(dialog).getByLabelText<HTMLInputElement>('Start location', { selector: 'input' });
    fireEvent.change(input, { target: { value: 'Joli' } });
    fireEvent.focus(input);
    fireEvent.click(input);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Joliet, IL', hidden: true }, { timeout: 2_000 }),
    );
  }

  it('[D2-4.30] proposes the default start time, in 5-minute steps', async () => {
    const before = Date.now();
    renderTrip(assigned);
    const dialog = await openStart();
    const time = within(dialog).getByLabelText(/Actual start time/) as HTMLInputElement;
    const pickup = assigned.stops[0]!.appointmentFrom;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // The pickup is 10 hours ahead: 2 hours before it, rounded up to 5 minutes.
    expect(time.value).toBe(toWallClockInput(defaultStartTime(pickup, before, defaultConfig.trip), zone));
    expect(time.getAttribute('step')).toBe('300');
    expect(await findViolations(dialog)).toEqual([]);
  });

  it('[D2-4.23] [D2-4.24] [D2-4.26] Confirm waits for a city chosen from the typeahead, then starts with tracking on', async () => {
    const { inputsOf } = renderTrip(assigned, {
      graphql: {
        confirmStart: () => ({
          data: {
            confirmStart: {
              status: 'OK',
              message: '',
              shipment: { ...assigned, executionStatus: 'STARTED', shipmentState: 'IN_TRANSIT' },
            },
          },
        }),
      },
    });
    const dialog = await openStart();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Start' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    await chooseJoliet(dialog);
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    expect(await screen.findByText('Your trip has started.')).toBeTruthy();
    const [input] = inputsOf('confirmStart');
    expect(input).toMatchObject({
      shipmentId: 'S1',
      city: 'Joliet',
      state: 'IL',
      timeZone: chicago,
      gpsTrackingStatus: 1,
      version: 3,
    });
    expect(String(input?.startDateTime)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[56]:00$/);
  });

  it('[D3-8.04] without network, Confirm Start shows the network alert, sends nothing and keeps the chosen city', async () => {
    const { inputsOf } = renderTrip(assigned);
    const dialog = await openStart();
    await chooseJoliet(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Start' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      fireEvent.click(confirm);
      expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
      expect(inputsOf('confirmStart')).toEqual([]);
      expect(
        within(dialog).getByLabelText<HTMLInputElement>('Start location', { selector: 'input' }).value,
      ).toContain('Joliet');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('[D2-4.28] a pending assignment blocks the start and says so', async () => {
    renderTrip({ ...assigned, shipmentState: 'PENDING_DRIVER_ASSIGNMENT' });
    const dialog = await openStart();
    await chooseJoliet(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The driver assignment for this load is not confirmed yet.',
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Confirm Start' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('[D2-8.10] a start the server refuses with an error shows its message in the dialog', async () => {
    const refusal = 'This load was cancelled by the shipper and cannot start.';
    renderTrip(assigned, {
      graphql: {
        confirmStart: () => ({ errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT' } }] }),
      },
    });
    const dialog = await openStart();
    await chooseJoliet(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Start' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('[D2-4.29] [D2-8.07] a refused start shows the server message, and what was chosen stays', async () => {
    const activeTrip =
      'You have an active trip, Shipment #S7. Please complete that trip, to start tracking a new shipment.';
    renderTrip(assigned, {
      graphql: {
        confirmStart: () => ({
          data: { confirmStart: { status: 'REJECTED', message: activeTrip, shipment: null } },
        }),
      },
    });
    const dialog = await openStart();
    await chooseJoliet(dialog);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Start' }) as HTMLButtonElement;
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(activeTrip);
    expect(
      within(dialog).getByLabelText<HTMLInputElement>('Start location', { selector: 'input' }).value,
    ).toBe('Joliet, IL');
  });
});
