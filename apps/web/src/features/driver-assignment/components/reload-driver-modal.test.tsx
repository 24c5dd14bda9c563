import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-api';
import type { ReloadShipment } from '../api/get-reload-shipment';
import { publishCarrierIntentPath } from '../api/publish-carrier-intent';
import { ReloadDriverModal } from './reload-driver-modal';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  // The toasts live in a store of the module, beyond one render.
  notifications.clean();
  await changeLanguage('en', null);
});

type ReloadStop = ReloadShipment['stops'][number];

/** A stop of the shipment: the Chicago pick-up unless told otherwise. */
function makeStop(overrides: Partial<ReloadStop> = {}): ReloadStop {
  return {
    sequenceNo: 1,
    city: 'Chicago',
    state: 'IL',
    country: 'USA',
    postalCode: '60601',
    appointmentFrom: '2026-11-24T08:00:00-06:00',
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

/** Assigned, picking up in Chicago and delivering in Dallas on 26 November 2030. */
function assignedShipment(overrides: Partial<ReloadShipment> = {}): ReloadShipment {
  return {
    shipmentId: 'SH7',
    transportMode: 'Refrigerated',
    stops: [
      makeStop({ appointmentFrom: '2030-11-24T08:00:00-06:00' }),
      makeStop({
        sequenceNo: 2,
        city: 'Dallas',
        state: 'TX',
        postalCode: '75201',
        appointmentFrom: '2030-11-26T06:00:00-06:00',
      }),
    ],
    ...overrides,
  };
}

type ApiOptions = { shipment?: ReloadShipment | null; publishStatus?: number };

function makeApi({ shipment = assignedShipment(), publishStatus = 200 }: ApiOptions = {}): FakeApi {
  return {
    graphql: { getReloadShipment: () => ({ data: { getShipmentDetails: shipment } }) },
    rest: {
      [publishCarrierIntentPath]: () =>
        publishStatus === 200
          ? Response.json({ carrierReloadIntent: 'recorded' })
          : Response.json({ code: 'INTERNAL', message: 'boom' }, { status: publishStatus }),
    },
  };
}

function renderModal(api: FakeApi = makeApi(), roles: Role[] = ['carrierDispatcher']) {
  const onClose = vi.fn();
  const page = (name: string) => <h1>{name}</h1>;
  const rendered = renderRoutes(
    [
      { path: '/assigned', element: <ReloadDriverModal opened shipmentId="SH7" onClose={onClose} /> },
      { path: '/app/search', element: page('Search') },
      { path: '/app/search/results', element: page('Search results') },
      { path: '/app/MyLoad/:list', element: page('My Loads list') },
    ],
    '/assigned',
    { roles, api },
  );
  /** The bodies POSTed to the intent route, in order. */
  const published = () =>
    rendered.calls.filter((call) => call.url === publishCarrierIntentPath).map((call) => call.variables);
  return { ...rendered, onClose, published };
}

const findDialog = () => screen.findByRole('dialog', { name: 'Reload Driver' });

/** Reload Now, once the shipment is known (the button waits for it). */
async function clickReloadNow() {
  const dialog = await findDialog();
  const button = within(dialog).getByRole('button', { name: 'Reload Now' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
}

describe('ReloadDriverModal', () => {
  it('[D2-4.46] Reload Now sends NEED NEXT ROUTE, then searches from the delivery stop, Anywhere, 100 miles, the trailer, the appointment day', async () => {
    const { router, published, onClose } = renderModal();
    await clickReloadNow();

    expect(await screen.findByRole('heading', { name: 'Search results' })).toBeTruthy();
    expect(published()).toEqual([{ shipmentId: 'SH7', intent: 'NEED NEXT ROUTE' }]);
    expect(router.state.location.pathname).toBe('/app/search/results');
    expect(router.state.location.state).toMatchObject({
      from: 'newSearch',
      skipUserSearchHistory: true,
      criteria: {
        originMode: 'city',
        origin: { city: 'Dallas', state: 'TX', country: 'USA', postalCode: '75201' },
        originRadius: 100,
        destinationMode: 'anywhere',
        destination: null,
        destinationRadius: 100,
        trailerType: 'Refrigerated',
        pickUpStartDate: '2030-11-26T00:00:00-06:00',
      },
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('[D2-4.46] a transport mode that is no trailer type of the form searches Dry Van', async () => {
    const { router } = renderModal(makeApi({ shipment: assignedShipment({ transportMode: 'TL' }) }));
    await clickReloadNow();
    await screen.findByRole('heading', { name: 'Search results' });
    expect(router.state.location.state).toMatchObject({ criteria: { trailerType: 'Dry Van' } });
  });

  it('[D2-4.46] without the shipment, Reload Now still sends the intent and opens the search form', async () => {
    const { router, published } = renderModal(makeApi({ shipment: null }));
    await clickReloadNow();
    expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/search');
    expect(published()).toEqual([{ shipmentId: 'SH7', intent: 'NEED NEXT ROUTE' }]);
  });

  it.each<[string, Role[], string]>([
    ['a dispatcher', ['carrierDispatcher'], '/app/MyLoad/CarrierAssigned'],
    ['an owner-operator', ['carrierLeasedOwnerOpr'], '/app/MyLoad/DriverAssigned'],
  ])('[D2-4.47] Reload Later sends NEED NEXT ROUTE and takes %s to its module', async (_who, roles, path) => {
    const { router, published, onClose } = renderModal(makeApi(), roles);
    fireEvent.click(within(await findDialog()).getByRole('button', { name: 'Reload Later' }));

    expect(await screen.findByRole('heading', { name: 'My Loads list' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(published()).toEqual([{ shipmentId: 'SH7', intent: 'NEED NEXT ROUTE' }]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('[D2-4.48] click here sends NO NEXT ROUTE and closes where the user is', async () => {
    const { router, published, onClose } = renderModal();
    fireEvent.click(within(await findDialog()).getByRole('button', { name: 'click here' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(published()).toEqual([{ shipmentId: 'SH7', intent: 'NO NEXT ROUTE' }]);
    expect(router.state.location.pathname).toBe('/assigned');
  });

  it('[D2-4.47] a failed publish shows the generic error and still goes where the user chose', async () => {
    const { router, published } = renderModal(makeApi({ publishStatus: 500 }));
    fireEvent.click(within(await findDialog()).getByRole('button', { name: 'Reload Later' }));

    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/CarrierAssigned'));
    expect(published()).toHaveLength(1);
  });

  it('[D1-4.34] closing the modal records no intent', async () => {
    const { published, onClose } = renderModal();
    fireEvent.click(within(await findDialog()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(published()).toEqual([]);
  });

  it('[D1-4.34] reads in French and has no accessibility violations', async () => {
    await changeLanguage('fr', null);
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Recharger le chauffeur' });
    expect(within(dialog).getByRole('button', { name: 'Recharger maintenant' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Recharger plus tard' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'cliquez ici' })).toBeTruthy();
    expect(await findViolations(dialog)).toEqual([]);
  });
});
