import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freight/domain/roles';
import { initI18n } from '../../../lib/i18n';
import { makeFullPosting, makePosting } from '../../../test/load-postings.fixtures';
import type { ShipmentDetails } from './api/get-shipment-details';
import {
  answerDocuments,
  findViolations,
  makeShipmentDetails,
  renderDetails,
  type RenderDetailsOptions,
} from './load-details.test-utils';
import { LoadDetailsPanel } from './load-details-panel';
import { toPostingDetailsView, toShipmentDetailsView } from './load-details-view';

// The map itself is tested in components/ui/map; here, what the Map tab asks it to draw.
vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: { ariaLabel: string; height: number; route?: { id: string }[] }) => (
    <div
      role="region"
      aria-label={props.ariaLabel}
      data-height={props.height}
      data-route={props.route?.map((point) => point.id).join(',')}
    />
  ),
}));

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  // The toasts live in a store of the module, beyond one render.
  notifications.clean();
});

const everyFlag = {
  features: { documents: true, rateDetails: true, betaTools: true, contactUsVisibility: 1 },
};

/** The documents of the Documents tab's own fetch, and analytics accepted; `options.api` adds to them. */
function withApi(options: RenderDetailsOptions): RenderDetailsOptions {
  return {
    config: everyFlag,
    ...options,
    api: {
      ...options.api,
      graphql: {
        listRelatedDocumentsV2: answerDocuments(),
        logUserEvent: () => ({ data: { logUserEvent: true } }),
        ...options.api?.graphql,
      },
    },
  };
}

function renderShipment(overrides: Partial<ShipmentDetails> = {}, options: RenderDetailsOptions = {}) {
  const details = toShipmentDetailsView(makeShipmentDetails(overrides));
  return renderDetails(<LoadDetailsPanel details={details} />, withApi(options));
}

function renderPosting(options: RenderDetailsOptions = {}) {
  const details = toPostingDetailsView(makeFullPosting(makePosting({ loadId: 'L1' })));
  return renderDetails(<LoadDetailsPanel details={details} />, withApi(options));
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

describe('load details panel', () => {
  it('[D1-2.23] [D2-2.38] lists the tabs in order, Map chosen and drawn by default at 250 px', () => {
    renderShipment();

    expect(tabNames()).toEqual(['Map', 'Commodities', 'Services', 'References', 'Documents', 'Pay']);
    expect(screen.getByRole('tab', { name: 'Map' }).getAttribute('aria-selected')).toBe('true');
    const map = within(screen.getByRole('tabpanel', { name: 'Map' })).getByRole('region', {
      name: 'Route of the load on the map',
    });
    expect(map.dataset.height).toBe('250');
    expect(map.dataset.route).toBe('S1,S2');
  });

  it('[D1-2.23] the tabs are reachable with the arrow keys', () => {
    renderShipment();

    const map = screen.getByRole('tab', { name: 'Map' });
    map.focus();
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Commodities' }));
    expect(screen.getByRole('tab', { name: 'Commodities' }).getAttribute('aria-selected')).toBe('true');
  });

  it('[D1-2.24] a posting outside My Loads has no Commodities or Services', () => {
    renderPosting();

    expect(tabNames()).toEqual(['Map', 'Pay']);
  });

  it('[D1-2.24] Services only when the shipment has services', () => {
    renderShipment({ hasServices: false, services: [] });

    expect(tabNames()).toContain('Commodities');
    expect(tabNames()).not.toContain('Services');
  });

  it.each<[MyLoadBucket, boolean]>([
    ['driverAssigned', true],
    ['inTransit', true],
    ['deliveredNeedsPaperWork', true],
    ['deliveredWithPaperWork', true],
    ['carrierTendered', false],
    ['carrierAssigned', false],
  ])('[D1-2.25] References in the %s module: %s', (module, isShown) => {
    renderShipment({ myLoadsBucket: module });

    expect(tabNames().includes('References')).toBe(isShown);
  });

  it.each<[string, boolean, Partial<ShipmentDetails>, RenderDetailsOptions]>([
    ['flag on, in transit, dispatcher, brokerage', true, {}, {}],
    ['flag off', false, {}, { config: { features: { ...everyFlag.features, documents: false } } }],
    ['carrier tendered', false, { myLoadsBucket: 'carrierTendered' }, {}],
    ['an admin, who views no documents', false, {}, { roles: ['carrierAdmin'] }],
    ['a driver of a Power Only load', true, { loadType: 'Power Only' }, { roles: ['carrierDriver'] }],
    ['Freight Under Management', false, { loadType: 'Freight Under Management' }, {}],
  ])('[D1-2.26] [D2-6.14] Documents with %s: %s', (_name, isShown, shipment, options) => {
    renderShipment(shipment, options);

    expect(tabNames().includes('Documents')).toBe(isShown);
  });

  it('[D1-2.25] a tab the server left out of the details is not shown, whatever the flags say', () => {
    renderShipment({ references: null, costItems: null });

    expect(tabNames()).toEqual(['Map', 'Commodities', 'Services', 'Documents']);
  });

  it.each<[string, boolean, RenderDetailsOptions]>([
    ['flag on, dispatcher', true, {}],
    ['flag off', false, { config: { features: { ...everyFlag.features, rateDetails: false } } }],
    ['a driver', false, { roles: ['carrierDriver'] }],
  ])('[D1-2.27] Pay with %s: %s', (_name, isShown, options) => {
    renderPosting(options);

    expect(tabNames().includes('Pay')).toBe(isShown);
  });

  it('[D1-2.30] lists the stops in sequence order in the right column', () => {
    renderShipment({
      stops: makeShipmentDetails()
        .stops.toReversed()
        .map((stop, index) => ({ ...stop, stopId: `X${index}` })),
    });

    const stops = within(screen.getByRole('region', { name: 'Stops in sequence order' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(stops[0]).toContain('Pick-up · Acme Warehouse');
    expect(stops[0]).toContain('1 Chicago Street');
    expect(stops[0]).toContain('Nov 24, 8:00 AM – 4:00 PM');
    expect(stops[1]).toContain('Drop · Dallas Depot');
  });

  it('[D1-9.06] [D2-2.39] shows the first 4 distinct commodities, the rest under Additional Commodities', async () => {
    const commodity = (commodityDesc: string, packagingType: string | null = 'Pallet') => ({
      commodityDesc,
      packagingType,
      weight: 1000,
      weightUnit: 'lbs',
      unitCount: 1,
    });
    renderShipment({
      commodities: [
        commodity('Paper'),
        commodity('paper '),
        commodity('Paper', 'Box'),
        commodity('Steel'),
        commodity('Glass'),
        commodity('Wood'),
        commodity('Sand'),
      ],
    });

    const panel = openTab('Commodities');
    const rows = () =>
      within(panel)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .filter((text) => !text?.startsWith('Description'));
    expect(rows()).toEqual([
      'PaperPallet11,000 lbs',
      'PaperBox11,000 lbs',
      'SteelPallet11,000 lbs',
      'GlassPallet11,000 lbs',
    ]);
    const toggle = within(panel).getByRole('button', { name: 'Additional Commodities (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(rows().slice(4)).toEqual(['WoodPallet11,000 lbs', 'SandPallet11,000 lbs']));
  });

  it.each<[string, Partial<ShipmentDetails>, string]>([
    ['Commodities', { commodities: [] }, 'No commodities were found.'],
    ['Services', { services: [] }, 'No services available'],
    ['References', { references: [] }, 'No references available'],
    ['Pay', { costItems: [] }, 'No rate details found'],
  ])('[D1-8.08] an empty %s tab reads its empty text', (tab, shipment, text) => {
    renderShipment(shipment);

    expect(within(openTab(tab)).getByText(text)).toBeTruthy();
  });

  it('[D1-8.08] [D2-8.15] [D1-4.17] the Documents tab without documents reads its empty text', async () => {
    renderShipment({}, { api: { graphql: { listRelatedDocumentsV2: answerDocuments([]) } } });

    expect(await within(openTab('Documents')).findByText('No documents available')).toBeTruthy();
  });

  it('[D1-8.08] references the source marks as hidden count as none', () => {
    renderShipment({ references: [{ type: 'Internal', value: 'X', display: false }] });

    const panel = openTab('References');
    expect(within(panel).getByText('No references available')).toBeTruthy();
    expect(within(panel).queryByText('Internal')).toBeNull();
  });

  it('[D1-8.08] a posting without a rate has no rate details', () => {
    const details = toPostingDetailsView(makeFullPosting(makePosting({ rate: null })));
    renderDetails(<LoadDetailsPanel details={details} />);

    expect(within(openTab('Pay')).getByText('No rate details found')).toBeTruthy();
  });

  it('[D1-9.07] [D1-9.10] Pay lists the cost items with 2 decimals in the currency, and the rate-details note', () => {
    renderShipment({ currency: 'CAD' });

    const panel = openTab('Pay');
    expect(within(panel).getByRole('row', { name: 'Line haul CA$1,500.50' })).toBeTruthy();
    expect(within(panel).getByRole('row', { name: 'Fuel surcharge CA$350.00' })).toBeTruthy();
    expect(within(panel).getByRole('row', { name: 'Total CA$1,850.50' })).toBeTruthy();
    expect(within(panel).getByText(/check the amount with the provider before invoicing/)).toBeTruthy();
  });

  it('[D1-9.07] Pay of a posting: line haul, fuel, accessorials and total with 2 decimals', () => {
    renderPosting();

    const panel = openTab('Pay');
    expect(within(panel).getByRole('row', { name: 'Line haul $1,500.50' })).toBeTruthy();
    expect(within(panel).getByRole('row', { name: 'Fuel $300.49' })).toBeTruthy();
    expect(within(panel).getByRole('row', { name: 'Detention $50.00' })).toBeTruthy();
    expect(within(panel).getByRole('row', { name: 'Total $1,850.99' })).toBeTruthy();
  });

  it('[D1-9.10] the rate-details note comes from the configuration when set', () => {
    renderShipment(
      {},
      { config: { ...everyFlag, booking: { rateDetailsNote: { en: 'Call us before invoicing.' } } } },
    );

    expect(within(openTab('Pay')).getByText('Call us before invoicing.')).toBeTruthy();
  });

  it("[D1-9.07] document times read 'Mon D h:mm AM/PM Central'", async () => {
    renderShipment();

    const panel = openTab('Documents');
    expect(
      await within(panel).findByRole('row', {
        name: /^Bill of lading Bill of Lading Nov 24 8:05 AM Central/,
      }),
    ).toBeTruthy();
  });

  it('[D1-4.17] each change of tab logs analytics once, with the tab, the shipment and its module', async () => {
    const { variablesOf } = renderShipment();
    const logged = () => variablesOf('logUserEvent').map((variables) => variables.input);

    openTab('Commodities');
    // Choosing the open tab again is no change.
    openTab('Commodities');
    openTab('Map');

    await waitFor(() => expect(logged()).toHaveLength(2));
    const tabChanged = (tab: string) => ({
      name: 'loadDetails.tabChanged',
      data: [
        { key: 'tab', stringValue: tab },
        { key: 'loadId', stringValue: 'L100' },
        { key: 'shipmentId', stringValue: 'SH1' },
        { key: 'module', stringValue: 'inTransit' },
      ],
    });
    expect(logged()).toEqual([tabChanged('commodities'), tabChanged('map')]);
  });

  it('[D1-4.17] opening the panel logs nothing; a posting logs its load id without a module', async () => {
    const { variablesOf } = renderPosting();
    expect(variablesOf('logUserEvent')).toEqual([]);

    openTab('Pay');

    await waitFor(() =>
      expect(variablesOf('logUserEvent')).toEqual([
        {
          input: {
            name: 'loadDetails.tabChanged',
            data: [
              { key: 'tab', stringValue: 'pay' },
              { key: 'loadId', stringValue: 'L1' },
            ],
          },
        },
      ]),
    );
  });

  it('[D1-4.17] a failed analytics call changes nothing on screen', async () => {
    const { variablesOf } = renderShipment(
      {},
      {
        api: {
          graphql: {
            logUserEvent: () => ({ errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] }),
          },
        },
      },
    );

    const panel = openTab('Services');

    await waitFor(() => expect(variablesOf('logUserEvent')).toHaveLength(1));
    expect(within(panel).getByText('Lift gate')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the panel has no accessibility violation axe can find', async () => {
    renderShipment();

    const panel = screen.getByRole('region', { name: 'Load details' });
    expect(await findViolations(panel)).toEqual([]);
    openTab('Commodities');
    expect(await findViolations(panel)).toEqual([]);
    openTab('Pay');
    expect(await findViolations(panel)).toEqual([]);
  });
});

describe('Beta Tools and Contact Us links', () => {
  const beta: Role[] = ['carrierBeta1', 'carrierDispatcher'];

  it.each<[string, boolean, Partial<ShipmentDetails>, RenderDetailsOptions]>([
    ['a Beta user in transit, flag on', true, {}, { roles: beta }],
    ['carrier assigned', false, { myLoadsBucket: 'carrierAssigned' }, { roles: beta }],
    ['the flag off', false, {}, { roles: beta, config: { features: { betaTools: false } } }],
    ['no Beta role', false, {}, { roles: ['carrierDispatcher'] }],
  ])('[D1-2.28] [D2-6.08] Beta Tools for %s: %s', (_name, isShown, shipment, options) => {
    renderShipment(shipment, options);

    expect(screen.queryByRole('button', { name: 'Beta Tools' }) !== null).toBe(isShown);
  });

  it('[D1-2.28] Beta Tools never shows on a posting', () => {
    renderPosting({ roles: beta });

    expect(screen.queryByRole('button', { name: 'Beta Tools' })).toBeNull();
  });

  it.each<[string, boolean, boolean, number]>([
    ['a posting, visibility 1', true, false, 1],
    ['a posting, visibility 0', false, false, 0],
    ['a shipment, visibility 0', true, true, 0],
  ])('[D1-2.29] Contact Us on %s: %s', (_name, isShown, isShipment, contactUsVisibility) => {
    const options = { config: { features: { contactUsVisibility } } };
    if (isShipment) renderShipment({}, options);
    else renderPosting(options);

    expect(screen.queryByRole('button', { name: 'Contact Us' }) !== null).toBe(isShown);
  });

  it('[D1-2.28] [D1-9.10] opens the tool in a new tab with the Bearer token and the shipment id in the fragment', async () => {
    const session = {
      url: 'https://beta-tools.example.com/open',
      accessToken: 'tok en',
      tokenType: 'Bearer',
      expiresIn: 3600,
      shipmentId: 'SH1',
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = renderShipment(
      {},
      { roles: beta, api: { rest: { '/v1/beta-tools/session': () => Response.json(session) } } },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Beta Tools' }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      'https://beta-tools.example.com/open#access_token=tok+en&token_type=Bearer&expires_in=3600&shipmentId=SH1',
      '_blank',
      'noopener',
    );
    expect(calls.filter((call) => call.url === '/v1/beta-tools/session')).toEqual([
      { url: '/v1/beta-tools/session', operation: null, variables: { shipmentId: 'SH1' } },
    ]);
  });

  it('[D1-2.28] a refused session opens nothing and says it failed', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderShipment(
      {},
      {
        roles: beta,
        api: {
          rest: { '/v1/beta-tools/session': () => Response.json({ code: 'FORBIDDEN' }, { status: 403 }) },
        },
      },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Beta Tools' }));

    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });
});
