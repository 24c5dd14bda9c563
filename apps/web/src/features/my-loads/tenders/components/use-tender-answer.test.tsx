import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { initI18n } from '../../../../lib/i18n';
import { renderTenderFlow, tenderedShipment } from '../tenders.test-utils';
import { AcceptTenderFlow } from './accept-tender-flow';
import { DeclineTenderFlow } from './decline-tender-flow';

// Answers that never arrive: the client's own timeout and a request that did not reach the server.
const send = vi.fn<() => Promise<never>>();
vi.mock('../api/tender-action', () => ({
  useTenderAction: () => useMutation({ mutationFn: send }),
}));

beforeAll(async () => {
  await initI18n(null);
});
afterEach(() => {
  notifications.clean();
  send.mockReset();
});

const slowTitle = 'Load assignment taking longer than expected';

describe('a tender answer that never arrives', () => {
  it('[D2-8.06] [D2-4.14] an accept without an answer in time says the assignment is slow, and the lists are fetched again', async () => {
    send.mockRejectedValue(new ApiError('TIMEOUT', 'No answer within 40000 ms'));
    const { onDone } = renderTenderFlow(AcceptTenderFlow, tenderedShipment());
    await screen.findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(slowTitle)).toBeTruthy();
    expect(
      screen.getByText(
        /within 5 minutes, please contact the provider.*under Carrier Assigned after 15 minutes/,
      ),
    ).toBeTruthy();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-8.11] an accept that did not reach the server is not called slow', async () => {
    send.mockRejectedValue(new ApiError('NETWORK_ERROR', 'The request did not reach the server'));
    const { onDone } = renderTenderFlow(AcceptTenderFlow, tenderedShipment());
    await screen.findByRole('region', { name: 'Brokerage terms' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('There was an error in processing your request. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByText(slowTitle)).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('[D2-8.11] a decline without an answer in time shows an error, not the slow assignment', async () => {
    send.mockRejectedValue(new ApiError('TIMEOUT', 'No answer within 40000 ms'));
    const { onDone } = renderTenderFlow(DeclineTenderFlow, tenderedShipment());
    await screen.findByRole('dialog', { name: 'Decline Load' });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(slowTitle)).toBeNull();
    expect(
      screen.getByText('There was an error in processing your request. Please try again later.'),
    ).toBeTruthy();
  });
});
