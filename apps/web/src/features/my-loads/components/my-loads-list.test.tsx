import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { findViolations, makeShipmentDetails } from '../../loads/details/load-details.test-utils';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import type { ShipmentsByStatePage } from '../api/get-shipments-by-state';
import type { CardActionFlowProps } from '../card-action-handlers';
import { answerLists, makeMyLoadShipment, makePage, renderMyLoads } from '../my-loads.test-utils';
import { MyLoadsList } from './my-loads-list';

vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string }) => <div role="region" aria-label={props.ariaLabel} />,
}));

beforeAll(async () => {
  await initI18n(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  // Toasts outlive the screen that showed them.
  notifications.clean();
});

const dispatcher: Role[] = ['carrierDispatcher'];
const driver: Role[] = ['carrierDriver'];

const heading = () => screen.findByRole('heading', { level: 1 });
const cardsOf = () =>
  within(screen.getByRole('list', { name: /./ }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-shipment-id'));
const actionsOf = (shipmentId: string) =>
  within(screen.getByRole('group', { name: `Actions for shipment ${shipmentId}` }))
    .getAllByRole('button')
    .map((button) => button.textContent);

function renderList(
  entry: Parameters<typeof renderMyLoads>[0],
  pageOf: (input: {
    filter: MyLoadBucket;
    driverId?: string;
    pagination: { pageIndex: number };
  }) => ShipmentsByStatePage,
  {
    roles = dispatcher,
    config = {},
    graphql = {},
  }: { roles?: Role[]; config?: Record<string, unknown>; graphql?: Record<string, () => unknown> } = {},
) {
  return renderMyLoads(entry, {
    roles,
    config,
    api: {
      graphql: {
        ...answerLists(pageOf),
        getShipmentDetails: () => ({ data: { getShipmentDetails: makeShipmentDetails() } }),
        ...(graphql as Record<string, () => { data: unknown }>),
      },
    },
  });
}

describe('a My Loads list', () => {
  it.each<[string, MyLoadBucket, string]>([
    ['/app/MyLoad/CarrierTendered', 'carrierTendered', 'Carrier Tendered (3)'],
    ['/app/MyLoad/CarrierAssigned', 'carrierAssigned', 'Carrier Assigned (3)'],
    ['/app/MyLoad/DriverAssigned', 'driverAssigned', 'Driver Assigned (3)'],
    ['/app/MyLoad/InTransit', 'inTransit', 'In Transit (3)'],
    ['/app/MyLoad/DeliveredNeedsPPWK', 'deliveredNeedsPaperWork', 'Delivered – Needs Paperwork (3)'],
    ['/app/MyLoad/DeliveredWithPPWK', 'deliveredWithPaperWork', 'Delivered – With Paperwork (3)'],
  ])(
    '[D2-2.01] [D2-2.02] [D2-2.04] [D2-2.05] [D2-2.06] [D2-2.15] %s asks for its list and shows a count title',
    async (path, bucket, title) => {
      const { variablesOf } = renderList(path, ({ filter }) =>
        makePage(filter, [makeMyLoadShipment('S1', filter)], { totalCount: 3 }),
      );
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(variablesOf('getShipmentsWithStopsByState')[0]).toEqual({
        input: { filter: bucket, pagination: { pageSize: 25, pageIndex: 0 } },
      });
    },
  );

  it('[D2-2.15] in French, a card writes its price, weight and distance as in French and names the trailer', async () => {
    await changeLanguage('fr', null);
    try {
      renderList('/app/MyLoad/CarrierAssigned', ({ filter }) =>
        makePage(filter, [
          makeMyLoadShipment('S1', filter, {
            totalCost: '4011.99',
            totalWeight: 19_760,
            weightUOM: 'lb',
            totalDistance: 1234.4,
            transportMode: 'Dry Van',
          }),
        ]),
      );
      await screen.findByRole('heading', { level: 1 });
      const card = await waitFor(() => {
        const element = document.querySelector<HTMLElement>('[data-shipment-id="S1"]');
        if (!element) throw new Error('No card S1');
        return within(element);
      });
      // Intl writes French groups with no-break spaces, which the text matcher reads as spaces.
      const inFrench = (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat('fr-CA', options).format(value).replace(/\s/g, ' ');
      const price = inFrench(4011, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
      expect(price).toBe('4 011 $ US');
      expect(card.getByText(price)).toBeTruthy();
      expect(card.getByText(`${inFrench(19_760)} lb`)).toBeTruthy();
      expect(card.getByText(`${inFrench(1234)} milles`)).toBeTruthy();
      expect(card.getByText('Fourgon sec')).toBeTruthy();
    } finally {
      await changeLanguage('en', null);
    }
  });

  it('[D2-2.03] Driver Assigned is titled Loads Assigned for a driver, who sees only the lists of his role', async () => {
    renderList(
      '/app/MyLoad/driverassigned',
      ({ filter }) => makePage(filter, [], { counts: { inTransit: 2 } }),
      {
        roles: driver,
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Loads Assigned (0)' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'My Loads lists' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Loads Assigned (0)',
      'In Transit (2)',
      'Delivered – Needs Paperwork (0)',
      'Delivered – With Paperwork (0)',
    ]);
  });

  it('[D2-2.14] a list the role may not open leads to My Loads, which opens one it may', async () => {
    const { router } = renderList('/app/MyLoad/CarrierTendered', ({ filter }) => makePage(filter, []), {
      roles: driver,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned'));
  });

  it('[D2-2.15] [D2-9.01] pages by the configured size: Show N More, then End of list', async () => {
    const shipments = ['S1', 'S2', 'S3'].map((id) => makeMyLoadShipment(id, 'inTransit'));
    const { variablesOf } = renderList(
      '/app/MyLoad/InTransit',
      ({ filter, pagination }) =>
        makePage(filter, shipments.slice(pagination.pageIndex * 2, pagination.pageIndex * 2 + 2), {
          totalCount: 3,
          pageIndex: pagination.pageIndex,
        }),
      { config: { paging: { myLoadsPageSize: 2 } } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show 1 More' }));
    expect(await screen.findByText('End of list')).toBeTruthy();
    expect(cardsOf()).toEqual(['S1', 'S2', 'S3']);
    expect(variablesOf('getShipmentsWithStopsByState').map((variables) => variables.input)).toEqual([
      { filter: 'inTransit', pagination: { pageSize: 2, pageIndex: 0 } },
      { filter: 'inTransit', pagination: { pageSize: 2, pageIndex: 1 } },
    ]);
  });

  it('[D2-2.16] [D2-2.17] an empty list says so, with Reset Search and Find New Freight to the search', async () => {
    renderList('/app/MyLoad/CarrierAssigned', ({ filter }) => makePage(filter, []));
    expect(await screen.findByText('No Routes are currently in this status.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset Search' }).getAttribute('href')).toBe('/app/search');
    expect(screen.getByRole('link', { name: 'Find New Freight' }).getAttribute('href')).toBe('/app/search');
  });

  it('[D2-2.16] [D2-2.18] a driver is told to contact the dispatcher; the empty text is configurable', async () => {
    renderList('/app/MyLoad/InTransit', ({ filter }) => makePage(filter, []), {
      roles: driver,
      config: { texts: { emptyStatusTile: { en: 'Nothing here right now.' } } },
    });
    expect(await screen.findByText('Nothing here right now.')).toBeTruthy();
    expect(screen.getByText('Contact your dispatcher')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Find New Freight' })).toBeNull();
  });

  it('[D2-2.19] the delivered lists filter by driver: name and partyId, All Drivers and Unknown', async () => {
    const filterCounts = [
      { driverId: 'ana@x.test', driverName: 'Ana Silva', count: 1 },
      { driverId: 'All_Drivers', driverName: null, count: 2 },
      { driverId: 'Unknown', driverName: null, count: 1 },
    ];
    const { variablesOf } = renderList('/app/MyLoad/DeliveredNeedsPPWK', ({ filter, driverId }) =>
      makePage(filter, [makeMyLoadShipment(driverId === 'Unknown' ? 'S9' : 'S1', filter)], { filterCounts }),
    );
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Driver' });
    expect(select.value).toBe('All_Drivers');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Ana Silva (ana@x.test)',
      'All Drivers',
      'Unknown',
    ]);
    fireEvent.change(select, { target: { value: 'Unknown' } });
    await waitFor(() => expect(cardsOf()).toEqual(['S9']));
    expect(variablesOf('getShipmentsWithStopsByState').at(-1)).toMatchObject({
      input: { driverId: 'Unknown' },
    });
  });

  it.each<[string, string, Role[], Record<string, unknown>]>([
    ['a list that is not delivered', '/app/MyLoad/InTransit', dispatcher, {}],
    ['a driver', '/app/MyLoad/DeliveredNeedsPPWK', driver, {}],
    ['the flag off', '/app/MyLoad/DeliveredNeedsPPWK', dispatcher, { features: { driverFilter: false } }],
  ])('[D2-2.19] no driver filter for %s', async (_case, path, roles, config) => {
    const filterCounts = [{ driverId: 'All_Drivers', driverName: null, count: 1 }];
    renderList(path, ({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter)], { filterCounts }), {
      roles,
      config,
    });
    await heading();
    await screen.findByText('End of list');
    expect(screen.queryByRole('combobox', { name: 'Driver' })).toBeNull();
  });

  it('[D2-6.07] the driver shows on the card for those who may filter by driver', async () => {
    const shipment = makeMyLoadShipment('S1', 'inTransit', {
      driver: { partyId: 'm@x.test', driverName: 'Marcus Bennett' },
    });
    renderList('/app/MyLoad/InTransit', ({ filter }) => makePage(filter, [shipment]));
    expect(await screen.findByText('Driver: Marcus Bennett')).toBeTruthy();
  });

  it('[D2-2.27] a card opens the details panel of its shipment', async () => {
    const { variablesOf } = renderList('/app/MyLoad/InTransit', ({ filter }) =>
      makePage(filter, [makeMyLoadShipment('S1', filter)]),
    );
    const card = await screen.findByRole('button', { name: /Shipment # S1/ });
    fireEvent.click(card);
    expect(await screen.findByRole('region', { name: 'Load details' })).toBeTruthy();
    expect(card.getAttribute('aria-expanded')).toBe('true');
    expect(variablesOf('getShipmentDetails')).toEqual([{ shipmentId: 'S1' }]);
  });
});

describe('the buttons of a card', () => {
  it('[D2-2.29] a flow shows only once registered: without handlers a tendered card has no button', async () => {
    renderMyLoads(
      '/app/MyLoad/CarrierTendered',
      {
        api: {
          graphql: answerLists(({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter)])),
        },
      },
      <MyLoadsList bucket="carrierTendered" openShipmentId={null} handlers={{}} />,
    );
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(screen.queryByRole('group', { name: 'Actions for shipment S1' })).toBeNull();
  });

  it('[D2-2.29] with the tender flows registered a tendered card offers Accept and Decline Load', async () => {
    renderList('/app/MyLoad/CarrierTendered', ({ filter }) =>
      makePage(filter, [makeMyLoadShipment('S1', filter)]),
    );
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['Accept', 'Decline Load']);
  });

  it('[D2-2.29] a registered flow runs from its button and the list is fetched again when it is done', async () => {
    function AcceptFlow({ shipment, module, onDone }: CardActionFlowProps) {
      return (
        <button type="button" onClick={onDone}>
          Confirm accept of {shipment.shipmentId} in {module}
        </button>
      );
    }
    const { variablesOf } = renderMyLoads(
      '/app/MyLoad/CarrierTendered',
      {
        api: {
          graphql: answerLists(({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter)])),
        },
      },
      <MyLoadsList bucket="carrierTendered" openShipmentId={null} handlers={{ accept: AcceptFlow }} />,
    );
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['Accept']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm accept of S1 in carrierTendered' }));
    await waitFor(() => expect(variablesOf('getShipmentsWithStopsByState')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Confirm accept/ })).toBeNull();
  });

  it('[D2-2.29] without tender configuration a tendered card offers Contact Us', async () => {
    renderList('/app/MyLoad/CarrierTendered', ({ filter }) =>
      makePage(filter, [makeMyLoadShipment('S1', filter, { sourceSystem: 'ASL' })]),
    );
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['Contact Us']);
  });

  it('[D2-2.31] Start Trip opens the trip screen with the module; [D2-2.36] Reload is beside it', async () => {
    const { router } = renderList('/app/MyLoad/DriverAssigned', ({ filter }) =>
      makePage(filter, [makeMyLoadShipment('S1', filter)]),
    );
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['Start Trip', 'Un-Assign Driver', 'Reload']);
    fireEvent.click(screen.getByRole('button', { name: 'Start Trip' }));
    expect(await screen.findByText('Trip screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/myLoad/Execution/S1');
    expect(router.state.location.state).toEqual({ module: 'driverAssigned' });
  });

  it('[D2-2.32] [D2-2.35] a driver in transit gets Update only', async () => {
    renderList(
      '/app/MyLoad/InTransit',
      ({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter, { executionStatus: 'IN_TRANSIT' })]),
      { roles: driver },
    );
    await screen.findByRole('button', { name: /Shipment # S1/ });
    expect(actionsOf('S1')).toEqual(['Update']);
  });

  it.each([
    ['/app/MyLoad/DeliveredNeedsPPWK', 'deliveredNeedsPaperWork', 'See Details'],
    ['/app/MyLoad/DeliveredWithPPWK', 'deliveredWithPaperWork', 'View Load'],
  ] as const)('[D2-2.33] [D2-2.34] %s: %s opens the shipment', async (path, bucket, label) => {
    const { router } = renderList(path, () => makePage(bucket, [makeMyLoadShipment('S1', bucket)]));
    fireEvent.click(await screen.findByRole('button', { name: label }));
    expect(await screen.findByText('Shipment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/MyLoad/shipment/S1');
  });

  it('[D2-2.11] [D2-2.36] [D2-4.46] Reload searches from the delivery stop, Anywhere, 100 miles, the trailer, unrecorded', async () => {
    const { router } = renderList('/app/MyLoad/DriverAssigned', ({ filter }) =>
      makePage(filter, [makeMyLoadShipment('S1', filter)]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Search results')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({
      from: 'newSearch',
      skipUserSearchHistory: true,
      criteria: {
        originMode: 'city',
        origin: { city: 'Dallas', state: 'TX', country: 'USA', postalCode: '75201' },
        originRadius: 100,
        destinationMode: 'anywhere',
        destinationRadius: 100,
        trailerType: 'Refrigerated',
        pickUpStartDate: '2030-11-26T00:00:00-06:00',
      },
    });
  });
});

describe('opening My Loads', () => {
  it('[D2-2.13] /app/MyLoad opens the first non-empty list in the spec order', async () => {
    const { router } = renderList('/app/MyLoad', ({ filter }) =>
      makePage(filter, [], { counts: { driverAssigned: 2, deliveredWithPaperWork: 1 } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/DriverAssigned'));
  });

  it.each<[string, Role[], string]>([
    ['a dispatcher', dispatcher, '/app/MyLoad/CarrierTendered'],
    ['a driver', driver, '/app/MyLoad/DriverAssigned'],
  ])('[D2-2.12] with every list empty %s lands on its default list', async (_who, roles, expected) => {
    const { router } = renderList('/app/myLoad', ({ filter }) => makePage(filter, []), { roles });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
  });

  it('a shipment handed over in navigation state opens; one not on the page is fetched and shown first', async () => {
    const { variablesOf } = renderList(
      { pathname: '/app/MyLoad/InTransit', state: { shipmentId: 'S7' } },
      ({ filter }) => makePage(filter, [makeMyLoadShipment('S1', filter)], { totalCount: 30 }),
      {
        graphql: { getShipment: () => ({ data: { getShipment: [makeMyLoadShipment('S7', 'inTransit')] } }) },
      },
    );
    const opened = await screen.findByRole('button', { name: /Shipment # S7/ });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
    expect(cardsOf()).toEqual(['S7', 'S1']);
    expect(variablesOf('getShipment')).toEqual([{ shipmentIds: ['S7'] }]);
  });

  it.each([
    ['/app/MyLoad?shipmentId=S7'],
    ['/app/MyLoad/DriverAssigned?shipmentId=S7'],
    ['/app/MyLoad/CarrierAssigned?shipmentId=S7'],
    ['/app/MyLoad/shipmentUpdateScreen?shipmentId=S7'],
  ])('[D2-2.08] [D2-2.09] [D3-4.51] %s opens the load in the list of its state', async (entry) => {
    const { router } = renderList(
      entry,
      ({ filter }) => makePage(filter, [makeMyLoadShipment('S7', filter)]),
      {
        graphql: { getShipment: () => ({ data: { getShipment: [makeMyLoadShipment('S7', 'inTransit')] } }) },
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/InTransit'));
    const opened = await screen.findByRole('button', { name: /Shipment # S7/ });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
  });

  it('[D3-4.52] [D2-8.05] [D2-9.06] [D3-8.10] a deep-linked load not found shows ISSUE_WITH_ASSIGNED_LOAD for 2 s, then My Loads', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { router } = renderList(
      '/app/MyLoad/DriverAssigned?shipmentId=S404',
      ({ filter }) => makePage(filter, [], { counts: { inTransit: 1 } }),
      { graphql: { getShipment: () => ({ data: { getShipment: [] } }) } },
    );
    expect(await screen.findByText('Issue with assigned load.')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 2_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/MyLoad/InTransit'));
  });

  it('the list has no accessibility violation axe can find', async () => {
    renderList('/app/MyLoad/DeliveredNeedsPPWK', ({ filter }) =>
      makePage(filter, [makeMyLoadShipment('S1', filter)], {
        filterCounts: [{ driverId: 'All_Drivers', driverName: null, count: 1 }],
      }),
    );
    await screen.findByText('End of list');
    expect(
      await findViolations(screen.getByRole('heading', { level: 1 }).closest('.mantine-Container-root')!),
    ).toEqual([]);
  });
});
