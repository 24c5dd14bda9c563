import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { answerReferences, makeReferenceShipment, renderReferences } from '../references.test-utils';
import { StopReferences } from './stop-references';

beforeAll(async () => {
  await initI18n(null);
});
afterEach(async () => {
  notifications.clean();
  vi.restoreAllMocks();
  await changeLanguage('en', null);
});

const pickup = { stopId: 'P1', sequenceNo: 1 };
const delivery = { stopId: 'D2', sequenceNo: 2 };

describe("a stop's references on the trip screen", () => {
  it('[D2-4.64] [D2-8.15] a stop without references says No references for the stop when they are asked for', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { variablesOf } = renderReferences(<StopReferences shipmentId="S1" stop={delivery} />, {
      roles: ['carrierDriver'],
    });
    const toggle = screen.getByRole('button', { name: 'References of stop 2' });
    expect(variablesOf('getShipmentReferences')).toEqual([]);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'No references for the stop' })),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const section = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(section).findByText('No references for the stop')).toBeTruthy();
    expect(await findViolations(section)).toEqual([]);

    // Closed and asked again: said again.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
  });

  it('[D2-4.64] a stop with references lists its own, shown ones, and no toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    renderReferences(<StopReferences shipmentId="S1" stop={pickup} />, { roles: ['carrierDriver'] });
    fireEvent.click(screen.getByRole('button', { name: 'References of stop 1' }));
    const list = await screen.findByRole('list', { name: 'References of stop 1' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pickup Number: PU-4411']);
    expect(show).not.toHaveBeenCalled();
  });

  it('[D2-6.06] the assigned driver adds references to the stop', async () => {
    renderReferences(<StopReferences shipmentId="S1" stop={delivery} />, { roles: ['carrierDriver'] });
    fireEvent.click(screen.getByRole('button', { name: 'References of stop 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Reference to stop 2' }));
    expect(await screen.findByRole('dialog', { name: 'Add Reference, stop 2' })).toBeTruthy();
  });

  it.each([
    ['a driver not assigned to it', ['carrierDriver'], makeReferenceShipment({ isCallerDriver: false })],
    ['an admin', ['carrierAdmin'], makeReferenceShipment()],
    [
      'a dispatcher, on a source without Add Reference',
      ['carrierDispatcher'],
      makeReferenceShipment({ sourceSystem: 'TRINIUM' }),
    ],
  ] as const)(
    '[D2-6.06] %s lists the references but is not offered Add Reference',
    async (_who, roles, shipment) => {
      renderReferences(<StopReferences shipmentId="S1" stop={pickup} />, {
        roles: [...roles],
        graphql: { getShipmentReferences: answerReferences(shipment) },
      });
      fireEvent.click(screen.getByRole('button', { name: 'References of stop 1' }));
      expect(await screen.findByRole('list', { name: 'References of stop 1' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add Reference to stop 1' })).toBeNull();
    },
  );

  it('[D2-4.64] says it in French', async () => {
    await changeLanguage('fr', null);
    const show = vi.spyOn(notifications, 'show');
    renderReferences(<StopReferences shipmentId="S1" stop={delivery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Références de l’arrêt 2' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Aucune référence pour cet arrêt' }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Ajouter une référence à l’arrêt 2' })).toBeTruthy();
  });

  it('says when the references cannot be read', async () => {
    renderReferences(<StopReferences shipmentId="S1" stop={delivery} />, {
      graphql: {
        getShipmentReferences: () => ({ errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] }),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'References of stop 2' }));
    expect(await screen.findByText('The references could not be loaded.')).toBeTruthy();
  });
});
