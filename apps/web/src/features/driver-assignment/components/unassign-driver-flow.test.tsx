import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderWithApi } from '../../../test/render-with-api';
import type { UnassignDriverResult } from '../api/unassign-driver';
import { UnassignDriverFlow, type UnassignedShipment } from './unassign-driver-flow';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  notifications.clean();
  await changeLanguage('en', null);
});

const assigned: UnassignedShipment = {
  shipmentId: 'S1',
  loadId: null,
  shipmentState: 'DRIVER_ASSIGNMENT',
  driver: { driverName: 'Dana Brooks' },
  assignmentTransaction: {
    transactionType: 'Assign Driver',
    driverId: 'd1',
    driverName: 'Dana Brooks',
    status: 'CONFIRMED',
  },
};

const answerWith =
  (status: UnassignDriverResult['status'], message = ''): FakeAnswer<'unassignDriverFromShipment'> =>
  () => ({
    data: {
      unassignDriverFromShipment: {
        status,
        message,
        shipment: { shipmentId: 'S1', shipmentState: 'CARRIER_ASSIGNMENT' },
      },
    },
  });

function renderFlow(
  answer: FakeAnswer<'unassignDriverFromShipment'> = answerWith('OK'),
  shipment: UnassignedShipment = assigned,
) {
  const handlers = { onClose: vi.fn(), onDone: vi.fn() };
  const rendered = renderWithApi(<UnassignDriverFlow shipment={shipment} {...handlers} />, {
    api: { graphql: { unassignDriverFromShipment: answer } },
  });
  return { ...rendered, ...handlers };
}

const pendingText =
  'The Driver assignment for the load is not confirmed yet. Kindly refresh the page or try after some time.';

describe('Un-Assign Driver', () => {
  it('[D2-6.01] [D2-4.18] confirms, takes the driver off the load and says so; the lists reload', async () => {
    const { inputsOf, onDone } = renderFlow();

    const dialog = await screen.findByRole('dialog', { name: 'Un-Assign Driver' });
    expect(
      within(dialog).getByText(
        'Un-assign Dana Brooks from Load #S1? The load goes back to Carrier Assigned.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Un-Assign' }));

    expect(await screen.findByText('Load #S1 unAssigned successfully from Dana Brooks.')).toBeTruthy();
    expect(inputsOf('unassignDriverFromShipment')).toEqual([{ shipmentId: 'S1', driverId: 'd1' }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['in the pending state', { ...assigned, shipmentState: 'PENDING_DRIVER_ASSIGNMENT' }],
    [
      'with a pending transaction',
      { ...assigned, assignmentTransaction: { ...assigned.assignmentTransaction!, status: 'PENDING' } },
    ],
  ])('[D2-4.20] [D2-8.04] a card %s gets the 5 s toast instead of the dialog', async (_name, shipment) => {
    const showSpy = vi.spyOn(notifications, 'show');
    const { onClose, calls } = renderFlow(answerWith('OK'), shipment);

    expect(await screen.findByText(pendingText)).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(showSpy).toHaveBeenCalledTimes(1);
    expect(showSpy.mock.calls[0]?.[0]).toMatchObject({ autoClose: 5_000 });
    expect(screen.queryByRole('dialog', { name: 'Un-Assign Driver' })).toBeNull();
    expect(calls).toEqual([]);
    showSpy.mockRestore();
  });

  it('[D2-4.20] [D2-8.04] when the server finds the assignment not confirmed, the toast says so and the lists reload', async () => {
    const { onDone } = renderFlow(answerWith('PENDING', pendingText));

    fireEvent.click(await screen.findByRole('button', { name: 'Un-Assign' }));

    expect(await screen.findByText(pendingText)).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-8.03] a refusal shows the server message; closing then reloads the lists', async () => {
    const { onDone, onClose } = renderFlow(
      answerWith('REJECTED', "This load's trip has started: its driver can no longer be unassigned."),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Un-Assign' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This load's trip has started: its driver can no longer be unassigned.",
    );
    expect(screen.getByRole('button', { name: 'Un-Assign' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('[D2-8.03] a failed call shows "Driver unAssignment was unsuccessful. Please try again." and allows another try', async () => {
    const { onDone } = renderFlow(() => ({
      errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }],
    }));

    fireEvent.click(await screen.findByRole('button', { name: 'Un-Assign' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Driver unAssignment was unsuccessful. Please try again.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Un-Assign' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel closes with nothing changed', async () => {
    const { onClose, calls } = renderFlow();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('[D2-6.01] reads in French and has no accessibility violations', async () => {
    await changeLanguage('fr', null);
    renderFlow();

    const dialog = await screen.findByRole('dialog', { name: 'Retirer le chauffeur' });
    expect(within(dialog).getByRole('button', { name: 'Retirer' })).toBeTruthy();
    expect(await findViolations(dialog)).toEqual([]);
  });
});
