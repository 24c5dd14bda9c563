import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { TripShipment, TripShipmentStop } from '../api/trip-shipment-fields';
import { makeTripShipment, makeTripStop, renderTrip } from '../trip.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  notifications.clean();
});

const slow = { timeout: 3_000 };
const done = { actualArrival: '2026-01-10T08:00:00-06:00', actualDeparture: '2026-01-10T09:00:00-06:00' };
const trailers = (trailerIn: string | null, trailerOut: string | null): TripShipmentStop['activities'] => [
  { execActivity: 'TRAILER_IN', equipmentId: trailerIn, equipmentType: null, chassisNumber: null },
  { execActivity: 'TRAILER_OUT', equipmentId: trailerOut, equipmentType: null, chassisNumber: null },
];
const managedTrip = (p1: [string | null, string | null], d2: [string | null, string | null], d2Done = true) =>
  makeTripShipment({
    managedEquipment: true,
    stops: [
      makeTripStop({ stopId: 'P1', sequenceNo: 1, ...done, activities: trailers(...p1) }),
      makeTripStop({
        stopId: 'D2',
        sequenceNo: 2,
        stopType: 'D',
        city: 'Dallas',
        state: 'TX',
        ...(d2Done ? done : {}),
        activities: trailers(...d2),
      }),
    ],
  });

const findTrailerDialog = () => screen.findByRole('dialog', { name: 'Trailer information required' }, slow);

describe('the required trailer information dialog', () => {
  it('[D2-4.61] shows when the screen opens on a managed-equipment trip whose completed stop lacks its equipment id, and opens that stop', async () => {
    renderTrip(managedTrip(['TA123456', null], [null, null], false));

    const dialog = await findTrailerDialog();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stop 1: Pickup, Joliet, IL – trailer out']);
    expect(await findViolations(dialog)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enter the trailers of stop 1' }));
    const update = await screen.findByRole('dialog', { name: 'Update Stop Information' }, slow);
    expect(within(update).getByText('Stop 1: Pickup, Joliet, IL')).toBeTruthy();
    await waitFor(
      () => expect(screen.queryByRole('dialog', { name: 'Trailer information required' })).toBeNull(),
      slow,
    );
  });

  it('[D2-4.61] names every stop that lacks a trailer, and Close leaves the screen as it was', async () => {
    renderTrip(managedTrip([null, 'TA123456'], ['', ' ']));

    const dialog = await findTrailerDialog();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Stop 1: Pickup, Joliet, IL – trailer in',
      'Stop 2: Delivery, Dallas, TX – trailer in and trailer out',
    ]);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });

  it('[D2-4.61] does not show when every completed stop has its trailers, or without managed equipment', async () => {
    renderTrip(managedTrip(['TA123456', 'TA654321'], ['TA654321', null], false));
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    renderTrip({ ...managedTrip([null, null], [null, null]), managedEquipment: false });
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[D2-4.61] shows when Complete Trip is pressed while a stop lacks its equipment id on the server', async () => {
    const complete = managedTrip(['TA123456', 'TA654321'], ['TA654321', 'TA111111']);
    // Another device cleared the delivery's trailer-out: the server refuses, the new read says why.
    const cleared = managedTrip(['TA123456', 'TA654321'], ['TA654321', null]);
    let reads = 0;
    const { inputsOf } = renderTrip(complete, {
      graphql: {
        getTripShipment: () => {
          reads += 1;
          const shipment: TripShipment = reads === 1 ? complete : cleared;
          return { data: { getShipmentDetails: shipment } };
        },
        completeTrip: () => ({
          data: {
            completeTrip: {
              status: 'REJECTED',
              message: 'The trip cannot be completed until every stop is done.',
              shipment: null,
            },
          },
        }),
      },
    });

    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Trip' }));

    const dialog = await findTrailerDialog();
    expect(within(dialog).getByRole('listitem').textContent).toBe(
      'Stop 2: Delivery, Dallas, TX – trailer out',
    );
    expect(inputsOf('completeTrip')).toHaveLength(1);
    expect(screen.getByText('The trip cannot be completed until every stop is done.')).toBeTruthy();
  });
});
