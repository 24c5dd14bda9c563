import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-with-api';
import { publishCarrierIntentPath } from '../../driver-assignment/api/publish-carrier-intent';
import { makeShipmentDetails } from '../details/load-details.test-utils';
import { SelfAssignAfterBooking } from './self-assign-after-booking';

// The self-assign dialog belongs to driver assignment; here it reports an assignment with the
// successor the test chooses (null: no shipment of the driver follows this one).
const assigned = vi.hoisted(() => ({ successorShipmentId: null as string | null }));
vi.mock('../../driver-assignment/components/self-assign-dialog', () => ({
  SelfAssignDialog: (props: {
    opened: boolean;
    onAssigned: (result: { successorShipmentId: string | null }) => void;
  }) =>
    props.opened ? (
      <div role="dialog" aria-label="Assign yourself">
        <button onClick={() => props.onAssigned({ successorShipmentId: assigned.successorShipmentId })}>
          Assign me
        </button>
      </div>
    ) : null,
}));

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  notifications.clean();
  assigned.successorShipmentId = null;
});

function renderAfterBooking() {
  const onDone = vi.fn();
  const rendered = renderRoutes(
    [
      {
        path: '/app/search/results',
        element: <SelfAssignAfterBooking shipment={{ shipmentId: 'SH1', loadId: 'L1' }} onDone={onDone} />,
      },
      { path: '/app/MyLoad/*', element: <h1>My Loads</h1> },
    ],
    '/app/search/results',
    {
      roles: ['carrierLeasedOwnerOpr'],
      api: {
        graphql: {
          getShipmentDetails: () => ({
            data: { getShipmentDetails: makeShipmentDetails({ shipmentId: 'SH1' }) },
          }),
        },
        rest: { [publishCarrierIntentPath]: () => Response.json({}) },
      },
    },
  );
  const published = () =>
    rendered.calls.filter((call) => call.url === publishCarrierIntentPath).map((call) => call.variables);
  return { ...rendered, onDone, published };
}

describe('SelfAssignAfterBooking', () => {
  it('[D1-4.34] [D2-4.22] with no successor the Reload Driver modal asks first; Reload Later leads to Driver Assigned', async () => {
    const { router, onDone, published } = renderAfterBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign me' }));

    const reload = await screen.findByRole('dialog', { name: 'Reload Driver' });
    expect(screen.queryByRole('dialog', { name: 'Assign yourself' })).toBeNull();
    expect(router.state.location.pathname).toBe('/app/search/results');
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(within(reload).getByRole('button', { name: 'Reload Later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned'));
    expect(published()).toEqual([{ shipmentId: 'SH1', intent: 'NEED NEXT ROUTE' }]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('[D1-4.34] [D2-4.48] click here records NO NEXT ROUTE and leaves the owner-operator on the results', async () => {
    const { router, onDone, published } = renderAfterBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign me' }));
    const reload = await screen.findByRole('dialog', { name: 'Reload Driver' });
    fireEvent.click(within(reload).getByRole('button', { name: 'click here' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(published()).toEqual([{ shipmentId: 'SH1', intent: 'NO NEXT ROUTE' }]);
    expect(router.state.location.pathname).toBe('/app/search/results');
  });

  it('[D2-4.22] with a successor shipment there is no Reload Driver modal: straight to Driver Assigned', async () => {
    assigned.successorShipmentId = 'SH2';
    const { router, onDone, published } = renderAfterBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Assign me' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Reload Driver' })).toBeNull();
    expect(published()).toEqual([]);
  });
});
