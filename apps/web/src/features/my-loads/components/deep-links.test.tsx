import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { answerLists, makeMyLoadShipment, makePage, renderMyLoads } from '../my-loads.test-utils';

// Links into My Loads beyond ?shipmentId= (which my-loads-list.test.tsx covers): a reference to search
// by, and a link sent to another user.

beforeAll(async () => {
  await initI18n(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

const getShipment = vi.fn(() => ({ data: { getShipment: [makeMyLoadShipment('S7', 'inTransit')] } }));

function renderLink(entry: string) {
  return renderMyLoads(entry, {
    api: {
      graphql: {
        ...answerLists(({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter)])),
        getShipment,
      },
    },
  });
}

describe('links into My Loads', () => {
  it.each([['/app/MyLoad?reference=BOL-4471'], ['/app/MyLoad/InTransit?reference=BOL-4471']])(
    '[D3-4.53] %s runs the load search by that reference',
    async (entry) => {
      const { router } = renderLink(entry);
      // The header's reference search takes it from there: it maps a shipment's state to its list (D3-4.54).
      await waitFor(() => expect(router.state.location.pathname).toBe('/app/search/results'));
      expect(router.state.location.state).toEqual({ reference: 'BOL-4471' });
    },
  );

  it('[D3-4.56] a link sent to another user opens nothing and warns', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { router } = renderLink('/app/MyLoad?shipmentId=S7&upn=rosa@demo.freight.test');
    expect(
      await screen.findByText(
        "The invited user and logged in user credential doesn't match. Kindly contact the carrier.",
      ),
    ).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'yellow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/CarrierTendered'));
    expect(getShipment).not.toHaveBeenCalled();
  });

  it('[D3-4.56] a link sent to the signed-in user, in any case, opens the load', async () => {
    const { router } = renderLink('/app/MyLoad/DriverAssigned?shipmentId=S7&upn=KAREN@demo.freight.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/InTransit'));
    expect(screen.queryByText(/credential doesn't match/)).toBeNull();
  });
});
