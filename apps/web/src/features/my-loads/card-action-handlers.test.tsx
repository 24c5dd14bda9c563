import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '@freight/domain/documents/document-samples';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../lib/i18n';
import { answerLists, makeMyLoadShipment, makePage, renderMyLoads } from './my-loads.test-utils';

// The flows of later work as the My Loads cards start them (driver assignment, D2-2.30, D2-2.31; Submit
// Invoice, D2-2.33, D2-2.34): registered, drawn for the roles that may use them, and the list fetched
// again once they changed something.

beforeAll(async () => {
  await initI18n(null);
});
afterEach(() => notifications.clean());

const actionsOf = (shipmentId: string) =>
  within(screen.getByRole('group', { name: `Actions for shipment ${shipmentId}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const dana = {
  driverId: 'd1',
  upn: 'dana@demo.freight.test',
  firstName: 'Dana',
  lastName: 'Brooks',
  mobileNumber: '312-555-0100',
  countryCode: '+1',
  tractorNumber: null,
};

function renderList(list: 'CarrierAssigned' | 'DriverAssigned', roles: Role[], isChanged: () => boolean) {
  return renderMyLoads(`/app/MyLoad/${list}`, {
    roles,
    config: { search: { typeaheadDebounceMs: 0 } },
    api: {
      graphql: {
        // Once the flow changed the load, it is no longer in this list.
        ...answerLists(({ filter }) =>
          makePage(
            filter,
            isChanged()
              ? []
              : [
                  makeMyLoadShipment('S1', filter, {
                    driver:
                      filter === 'driverAssigned' ? { partyId: dana.upn, driverName: 'Dana Brooks' } : null,
                    assignmentTransaction:
                      filter === 'driverAssigned'
                        ? {
                            transactionId: '7',
                            transactionType: 'Assign Driver',
                            driverId: 'd1',
                            driverName: 'Dana Brooks',
                            status: 'CONFIRMED',
                          }
                        : null,
                  }),
                ],
          ),
        ),
        getCarrierDrivers: () => ({ data: { getCarrierDrivers: [dana] } }),
        predecessorShipmentId: () => ({ data: { predecessorShipmentId: 'S0' } }),
        assignShipmentToDriverV2: () => ({
          data: {
            assignShipmentToDriverV2: {
              status: 'OK',
              message: '',
              successorShipmentId: 'S2',
              shipment: { shipmentId: 'S1', loadId: null, shipmentState: 'DRIVER_ASSIGNMENT' },
            },
          },
        }),
        unassignDriverFromShipment: () => ({
          data: {
            unassignDriverFromShipment: {
              status: 'OK',
              message: '',
              shipment: { shipmentId: 'S1', shipmentState: 'CARRIER_ASSIGNMENT' },
            },
          },
        }),
      },
    },
  });
}

describe('the driver-assignment flows of the My Loads cards', () => {
  it('[D2-2.30] [D2-4.19] Assign Driver on a Carrier Assigned card assigns from the List of Drivers, and the list reloads without the load', async () => {
    let isAssigned = false;
    const { inputsOf } = renderList('CarrierAssigned', ['carrierDispatcher'], () => isAssigned);
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['Assign Driver']);

    fireEvent.click(screen.getByRole('button', { name: 'Assign Driver' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Dana Brooks' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await screen.findByText('Dana Brooks will start from the delivery of shipment #S0.');
    isAssigned = true;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Load #S1 assigned successfully to Dana Brooks.')).toBeTruthy();
    expect(inputsOf('assignShipmentToDriverV2')).toEqual([
      { shipmentId: 'S1', driverId: 'd1', assignSource: 'MY_LOADS', predecessorShipmentId: 'S0' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Shipment # S1/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[D2-2.31] [D2-6.01] Un-Assign Driver on a dispatcher’s Driver Assigned card unassigns, and the list reloads without the load', async () => {
    let isUnassigned = false;
    renderList('DriverAssigned', ['carrierDispatcher'], () => isUnassigned);
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toContain('Un-Assign Driver');

    fireEvent.click(screen.getByRole('button', { name: 'Un-Assign Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Un-Assign Driver' });
    isUnassigned = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Un-Assign' }));

    expect(await screen.findByText('Load #S1 unAssigned successfully from Dana Brooks.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Shipment # S1/ })).toBeNull());
  });

  it('[D2-6.01] a driver gets neither Assign nor Un-Assign', async () => {
    renderList('DriverAssigned', ['carrierDriver'], () => false);
    await screen.findByRole('button', { name: /Shipment # S1/ });

    expect(actionsOf('S1')).toEqual(['Start Trip']);
  });
});

describe('Submit Invoice on the delivered cards', () => {
  function renderDelivered(
    list: 'DeliveredNeedsPPWK' | 'DeliveredWithPPWK',
    roles: Role[],
    isMoved: () => boolean,
  ) {
    return renderMyLoads(`/app/MyLoad/${list}`, {
      roles,
      api: {
        graphql: {
          ...answerLists(({ filter }) =>
            makePage(
              filter,
              isMoved() && filter === 'deliveredNeedsPaperWork'
                ? []
                : [makeMyLoadShipment('S1', filter, { sourceSystem: 'MASTERMIND', loadType: 'Power Only' })],
            ),
          ),
          getInvoiceOptions: () => ({
            data: {
              getInvoiceOptions: {
                shipmentId: 'S1',
                shipmentState: 'DELIVERED_NEEDS_PPWK',
                choices: ['YES'],
                invoiceNumberShown: false,
                invoiceNumberMaxLength: 30,
                missingDocuments: [],
                invoiceMissing: true,
              },
            },
          }),
        },
        rest: {
          '/web/v2/uploadInvoiceV2': () =>
            Response.json({
              shipmentId: 'S1',
              message: 'Your invoice was submitted.',
              shipmentState: 'DELIVERED_WITH_PPWK',
            }),
        },
      },
    });
  }

  it('[D2-2.33] [D2-6.11] a dispatcher submits the invoice from a Delivered Needs Paperwork card; the load leaves the list', async () => {
    let isMoved = false;
    renderDelivered('DeliveredNeedsPPWK', ['carrierDispatcher'], () => isMoved);
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['See Details', 'Submit Invoice', 'Check Payment Status']);

    fireEvent.click(screen.getByRole('button', { name: 'Submit Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Invoice' });
    const input = await within(dialog).findByLabelText('Invoice files');
    fireEvent.change(input, { target: { files: [new File([pdfBytes() as BlobPart], 'invoice.pdf')] } });
    await within(dialog).findByRole('button', { name: 'Remove invoice.pdf' });
    isMoved = true;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        'Your invoice was submitted. Shipment S1 is now in Delivered – With Paperwork.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Shipment # S1/ })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[D2-2.34] Delivered With Paperwork offers View Load and Submit Invoice to the dispatcher', async () => {
    renderDelivered('DeliveredWithPPWK', ['carrierDispatcher'], () => false);
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['View Load', 'Submit Invoice', 'Check Payment Status']);
  });

  it('[D2-2.35] [D2-6.11] a driver gets no Submit Invoice', async () => {
    renderDelivered('DeliveredNeedsPPWK', ['carrierDriver'], () => false);
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['See Details']);
  });
});
