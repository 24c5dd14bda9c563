import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import { renderWithApi } from '../../../test/render-with-api';
import { TransferRequestPrompt } from './transfer-request-prompt';

beforeAll(async () => {
  await initI18n(null);
});

const request = {
  requestId: 'r1',
  requestedCarrierId: 'c2',
  carrierName: 'Lakes Transfer Freight',
  roles: ['carrierDriver'],
  requestedByName: 'Dina Patch',
};

describe('A request to join a carrier', () => {
  it('[D3-4.32] shows View Later or View Now; View Later puts it away', async () => {
    renderWithApi(<TransferRequestPrompt />, {
      api: { graphql: { getTransferRequests: () => ({ data: { getTransferRequests: [request] } }) } },
    });
    const alert = await screen.findByRole('dialog', { name: 'Request to join a carrier' });
    expect(
      within(alert).getByText('Dina Patch of Lakes Transfer Freight asks you to join their carrier.'),
    ).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
    fireEvent.click(within(alert).getByRole('button', { name: 'View Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[D3-4.32] View Now asks; Not Now declines with confirm false', async () => {
    const { inputsOf } = renderWithApi(<TransferRequestPrompt />, {
      api: {
        graphql: {
          getTransferRequests: () => ({ data: { getTransferRequests: [request] } }),
          confirmTransfer: () => ({
            data: { confirmTransfer: { status: 'DECLINED', message: 'The request was declined.' } },
          }),
        },
      },
    });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Request to join a carrier' })).getByRole('button', {
        name: 'View Now',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Join a new carrier?' });
    expect(within(confirm).getByText(/Join Lakes Transfer Freight as Driver\?/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(inputsOf('confirmTransfer')).toEqual([{ requestId: 'r1', confirm: false }]));
  });

  it("[D3-4.33] [D3-8.14] Agree sends confirm true; a failure shows the server's message", async () => {
    const { inputsOf } = renderWithApi(<TransferRequestPrompt />, {
      api: {
        graphql: {
          getTransferRequests: () => ({ data: { getTransferRequests: [request] } }),
          confirmTransfer: () => ({
            errors: [
              {
                message: 'This request was not found or has already been answered.',
                extensions: { code: 'NOT_FOUND' },
              },
            ],
          }),
        },
      },
    });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Request to join a carrier' })).getByRole('button', {
        name: 'View Now',
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Join a new carrier?' })).getByRole('button', {
        name: 'Agree',
      }),
    );
    expect(await screen.findByText('This request was not found or has already been answered.')).toBeTruthy();
    expect(inputsOf('confirmTransfer')).toEqual([{ requestId: 'r1', confirm: true }]);
  });
});
