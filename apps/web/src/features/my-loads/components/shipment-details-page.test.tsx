import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { ShipmentDetails } from '../../loads/details/api/get-shipment-details';
import {
  findViolations,
  makeShipmentDetails,
  renderDetails,
} from '../../loads/details/load-details.test-utils';
import type { FakeAnswer } from '../../../test/fake-api';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { ShipmentDetailsPage } from './shipment-details-page';

vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} />,
}));

// The owner-operator's dialog belongs to driver assignment; here it opens on the shipment and reports
// an assignment as its hook does: the shipment's details are stale, and the successor is the test's.
const assigned = vi.hoisted(() => ({ successorShipmentId: 'SH2' as string | null }));
vi.mock('../../driver-assignment/components/self-assign-dialog', async () => {
  const { useQueryClient } = await import('@tanstack/react-query');
  return {
    SelfAssignDialog: function SelfAssignDialog(props: {
      opened: boolean;
      shipment: { shipmentId: string };
      onAssigned: (result: { successorShipmentId: string | null }) => void;
    }) {
      const queryClient = useQueryClient();
      const handleAssign = () => {
        void queryClient.invalidateQueries({ queryKey: ['getShipmentDetails'] });
        props.onAssigned({ successorShipmentId: assigned.successorShipmentId });
      };
      return props.opened ? (
        <div role="dialog" aria-label={`Assign yourself to ${props.shipment.shipmentId}`}>
          <button onClick={handleAssign}>Assign me</button>
        </div>
      ) : null;
    },
  };
});

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
  assigned.successorShipmentId = 'SH2';
});

function renderPage(
  answer: FakeAnswer<'getShipmentDetails'>,
  { roles, history }: { roles?: Role[]; history?: string[] } = {},
) {
  const router = createMemoryRouter(
    [
      { path: paths.app.shipmentDetails.path, element: <ShipmentDetailsPage /> },
      { path: '/app/MyLoad/InTransit', element: <p>In transit list</p> },
      { path: '/app/MyLoad/DriverAssigned', element: <p>Loads Assigned list</p> },
      { path: '/app/MyLoad', element: <p>My Loads</p> },
    ],
    { initialEntries: history ?? [paths.app.shipmentDetails.getHref('SH1')] },
  );
  const rendered = renderDetails(<RouterProvider router={router} />, {
    roles,
    api: { graphql: { getShipmentDetails: answer } },
    config: { features: { documents: true, rateDetails: true } },
  });
  return { router, ...rendered };
}

const found =
  (shipment: Partial<ShipmentDetails> = {}): FakeAnswer<'getShipmentDetails'> =>
  () => ({
    data: { getShipmentDetails: makeShipmentDetails(shipment) },
  });

describe('ShipmentDetailsPage', () => {
  it('[D1-2.23] shows the summary and the panel in the module of its My Loads list', async () => {
    const { calls } = renderPage(found());

    expect(await screen.findByRole('heading', { level: 1, name: 'Load # L100' })).toBeTruthy();
    expect(calls.map((call) => call.variables)).toEqual([{ shipmentId: 'SH1' }]);
    const summary = screen.getByRole('region', { name: 'Shipment summary' });
    expect(summary.textContent).toContain('Chicago, IL → Dallas, TX');
    expect(summary.textContent).toContain('Nov 24, 8:00 AM – 4:00 PM');
    expect(summary.textContent).toContain('Nov 26, 6:00 AM – 2:00 PM');
    expect(summary.textContent).toContain('925 miles');
    expect(summary.textContent).toContain('42,000 lbs');
    expect(summary.textContent).toContain('Dry Van');
    // In transit: references shown (D1-2.25), and Contact Us always in My Loads (D1-2.29).
    const panel = screen.getByRole('region', { name: 'Load details' });
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Map', 'Commodities', 'Services', 'References', 'Documents', 'Pay']);
    expect(within(panel).getByRole('button', { name: 'Contact Us' })).toBeTruthy();
  });

  it('[D1-2.23] in French, the distance, the weight, the trailer and the amounts are written as in French', async () => {
    await changeLanguage('fr', null);
    renderPage(found({ totalDistance: 1234.4, totalWeight: 19_760 }));

    const summary = await screen.findByRole('region', { name: "Résumé de l'expédition" });
    // Intl writes French groups with no-break spaces; the text content keeps them.
    const inFrench = (value: number) => new Intl.NumberFormat('fr-CA').format(value);
    expect(summary.textContent).toContain(`${inFrench(1234)} milles`);
    expect(summary.textContent).toContain(`${inFrench(19_760)} lbs`);
    expect(summary.textContent).toContain('Fourgon sec');
    expect(summary.textContent).not.toContain('Dry Van');
  });

  it('[D1-2.25] [D1-2.26] a tendered shipment shows neither References nor Documents', async () => {
    renderPage(found({ myLoadsBucket: 'carrierTendered', shipmentState: 'TENDERED' }));

    const panel = await screen.findByRole('region', { name: 'Load details' });
    expect(
      within(panel)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Map', 'Commodities', 'Services', 'Pay']);
  });

  it('[D3-8.20] a shipment not found says so, and OK goes back', async () => {
    const { router } = renderPage(() => ({ data: { getShipmentDetails: null } }), {
      history: ['/app/MyLoad/InTransit', paths.app.shipmentDetails.getHref('SH1')],
    });

    expect(await screen.findByText('Requested record not found, click ok to go back.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/InTransit'));
  });

  it('[D3-8.20] opened directly, OK leads to My Loads', async () => {
    const { router } = renderPage(() => ({
      errors: [{ message: 'No such shipment', extensions: { code: 'NOT_FOUND' } }],
    }));

    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad'));
  });

  it('another failure offers to try again', async () => {
    let attempts = 0;
    renderPage(() => {
      attempts += 1;
      return attempts === 1
        ? { errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }
        : { data: { getShipmentDetails: makeShipmentDetails() } };
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Load # L100' })).toBeTruthy();
  });

  it("[D2-4.22] an owner-operator's own booking left without a driver offers Assign Myself, which assigns him", async () => {
    const waiting = { shipmentState: 'CARRIER_ASSIGNMENT', myLoadsBucket: 'carrierAssigned' } as const;
    const { router } = renderPage(found({ ...waiting, canAssignSelf: true }), {
      roles: ['carrierLeasedOwnerOpr'],
    });

    const assignMyself = await screen.findByRole('button', { name: 'Assign Myself' });
    expect(screen.getByText('You booked this load and nobody drives it yet.')).toBeTruthy();
    expect(await findViolations(document.body)).toEqual([]);
    fireEvent.click(assignMyself);
    const dialog = await screen.findByRole('dialog', { name: 'Assign yourself to SH1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign me' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned'));
  });

  it('[D1-4.34] [D2-4.22] once assigned, the offer goes and Reload Driver still asks about the next load', async () => {
    assigned.successorShipmentId = null;
    let isAssigned = false;
    const waiting = { shipmentState: 'CARRIER_ASSIGNMENT', myLoadsBucket: 'carrierAssigned' } as const;
    renderPage(
      () => ({
        data: { getShipmentDetails: makeShipmentDetails({ ...waiting, canAssignSelf: !isAssigned }) },
      }),
      {
        roles: ['carrierLeasedOwnerOpr'],
      },
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Assign Myself' }));
    isAssigned = true;
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Assign yourself to SH1' })).getByRole('button', {
        name: 'Assign me',
      }),
    );

    expect(await screen.findByRole('dialog', { name: 'Reload Driver' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Assign Myself' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Reload Driver' })).toBeTruthy();
  });

  it('[D2-4.22] a shipment the caller may not take offers no Assign Myself', async () => {
    renderPage(found({ canAssignSelf: false }), { roles: ['carrierLeasedOwnerOpr'] });

    await screen.findByRole('region', { name: 'Load details' });
    expect(screen.queryByRole('button', { name: 'Assign Myself' })).toBeNull();
  });

  it('the screen has no accessibility violation axe can find', async () => {
    renderPage(found());

    await screen.findByRole('region', { name: 'Load details' });
    expect(await findViolations(document.body)).toEqual([]);
  });
});
