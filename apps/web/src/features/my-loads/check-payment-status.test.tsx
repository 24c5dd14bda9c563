import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../lib/i18n';
import { answerLists, makeMyLoadShipment, makePage, renderMyLoads } from './my-loads.test-utils';

// Check Payment Status as the My Loads cards start it (D2-2.34, D2-6.10, D2-6.12): registered, drawn
// where the card's buttons offer it, and opening the payment tracker of that load.

beforeAll(async () => {
  await initI18n(null);
});

const actionsOf = (shipmentId: string) =>
  within(screen.getByRole('group', { name: `Actions for shipment ${shipmentId}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

function renderList(roles: Role[]) {
  return renderMyLoads('/app/MyLoad/DeliveredWithPPWK', {
    roles,
    api: {
      graphql: {
        ...answerLists(({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter)])),
        getPaymentTracker: () => ({
          data: {
            getPaymentTracker: {
              shipmentId: 'S1',
              loadId: null,
              shipmentState: 'DELIVERED_WITH_PPWK',
              stage: 'scheduled',
              waitReason: null,
              missingDocuments: [],
              isInvoiceMissing: false,
              paperworkCompletedAt: '2030-03-01T12:00:00.000Z',
              expectedPaymentDate: '2030-04-02',
              isExpectedDateFromProvider: true,
              paidAt: null,
              paidAmount: null,
              totalAmount: '1850.50',
              currency: 'USD',
              note: null,
            },
          },
        }),
      },
    },
  });
}

describe('Check Payment Status on a My Loads card', () => {
  it('[D2-2.34] [D2-6.10] a dispatcher’s Delivered With Paperwork card opens the load’s payment tracker', async () => {
    const { variablesOf } = renderList(['carrierDispatcher']);
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toContain('Check Payment Status');

    fireEvent.click(screen.getByRole('button', { name: 'Check Payment Status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment status' });
    expect(await within(dialog).findByText('Payment expected on Apr 2, 2030.')).toBeTruthy();
    expect(variablesOf('getPaymentTracker')).toEqual([{ shipmentId: 'S1' }]);

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment status' })).toBeNull());
  });
});
