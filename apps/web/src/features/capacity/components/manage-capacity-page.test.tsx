import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { findViolations } from '../../../test/dom';
import type { FakeAnswer } from '../../../test/fake-api';
import { renderRoutes, waitForQueries, type RenderOptions } from '../../../test/render-with-api';
import { useLocation } from 'react-router';
import { makeCapacity, makeCapacityPage, makeLane } from '../capacity.test-utils';
import { ManageCapacityPage } from './manage-capacity-page';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

function StateProbe() {
  const { pathname, search, state } = useLocation();
  return <pre data-testid="probe">{JSON.stringify({ pathname, search, state })}</pre>;
}

/** 12 capacities, newest first: trucks with 3 loads, every third a lane with none. */
const twelve = Array.from({ length: 12 }, (_, index) =>
  index % 3 === 0
    ? makeLane({ capacityId: `c${index}` })
    : makeCapacity({ capacityId: `c${index}`, loadCount: index }),
);

const listOf =
  (all: ReturnType<typeof makeCapacity>[]): FakeAnswer<'getCarrierCapacityWithLoadCount'> =>
  ({ input }) => {
    const segment = input?.capacityType ?? 'ALL';
    const items = all.filter((item) => segment === 'ALL' || item.capacityType === segment);
    const page = input?.page ?? 0;
    return {
      data: {
        getCarrierCapacityWithLoadCount: makeCapacityPage(
          items.slice(page * 10, page * 10 + 10),
          items.length,
        ),
      },
    };
  };

function renderPage(answers: RenderOptions = {}) {
  return renderRoutes(
    [
      { path: paths.app.manageCapacity.path, element: <ManageCapacityPage /> },
      { path: '*', element: <StateProbe /> },
    ],
    paths.app.manageCapacity.getHref(),
    answers,
  );
}

const cards = () => screen.queryAllByRole('article').map((card) => card.getAttribute('data-capacity-id'));

describe('Manage capacity', () => {
  it('[D3-2.52] [D3-3.22] [D3-7.15] shows the title, Add New Capacity, the segments from All, and cards with their load counts', async () => {
    const { variablesOf } = renderPage({
      api: { graphql: { getCarrierCapacityWithLoadCount: listOf(twelve) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Capacity' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New Capacity' }).getAttribute('href')).toBe(
      '/app/manage-capacity/add',
    );
    const segments = screen.getByRole('radiogroup', { name: 'Show' });
    expect(
      within(segments)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ALL', 'TRUCK', 'LANE']);
    expect((within(segments).getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(cards()).toHaveLength(10));
    const second = screen.getAllByRole('article')[1]!;
    expect(within(second).getByText('1 load')).toBeTruthy();
    expect(within(second).getByText(/Dry Van · Chicago, IL \(100 mi\) to Anywhere/)).toBeTruthy();
    expect(within(second).getByText('Nov 24, 2026 to Nov 26, 2026')).toBeTruthy();
    const lane = screen.getAllByRole('article')[0]!;
    expect(within(lane).getByText('Monday and Wednesday')).toBeTruthy();
    expect(within(lane).getByText(/Chicago, IL \(100 mi\) to Dallas, TX \(100 mi\)/)).toBeTruthy();
    expect(variablesOf('getCarrierCapacityWithLoadCount')[0]).toEqual({
      input: { capacityType: 'ALL', page: 0, size: 10 },
    });
  });

  it('[D3-9.06] [D3-2.52] shows 10 at a time with Show N More, then End of List', async () => {
    const { variablesOf } = renderPage({
      api: { graphql: { getCarrierCapacityWithLoadCount: listOf(twelve) } },
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 More' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('End of list')).toBeTruthy();
    expect(
      variablesOf('getCarrierCapacityWithLoadCount').map((v) => (v.input as { page: number }).page),
    ).toEqual([0, 1]);
  });

  it('[D3-2.52] Trucks and Lanes list their own; "Show only capacities with results" hides those without', async () => {
    renderPage({ api: { graphql: { getCarrierCapacityWithLoadCount: listOf(twelve) } } });
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByRole('radio', { name: 'Lanes' }));
    await waitFor(() => expect(cards()).toEqual(['c0', 'c3', 'c6', 'c9']));
    fireEvent.click(screen.getByRole('switch', { name: 'Show only capacities with results' }));
    expect(cards()).toEqual([]);
    expect(screen.getByText('None of the capacities shown has results right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Trucks' }));
    await waitFor(() => expect(cards()).toEqual(['c1', 'c2', 'c4', 'c5', 'c7', 'c8', 'c10', 'c11']));
  });

  it('[D3-2.54] [D3-8.22] with nothing posted, says so and to click Add', async () => {
    renderPage({ api: { graphql: { getCarrierCapacityWithLoadCount: listOf([]) } } });
    expect(
      await screen.findByText(
        "We don't have any trucks or lanes for you yet. Click Add New Capacity to post one.",
      ),
    ).toBeTruthy();
  });

  it('[D3-4.45] a capacity that comes again on the next page is listed once', async () => {
    const repeat: FakeAnswer<'getCarrierCapacityWithLoadCount'> = ({ input }) => ({
      data: {
        getCarrierCapacityWithLoadCount: makeCapacityPage(
          input?.page ? [twelve[9]!, twelve[10]!] : twelve.slice(0, 10),
          12,
        ),
      },
    });
    renderPage({ api: { graphql: { getCarrierCapacityWithLoadCount: repeat } } });
    await waitFor(() => expect(cards()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show 2 More' }));
    await waitFor(() => expect(cards()).toHaveLength(11));
  });

  it('[D3-2.53] each card views, edits (with the show-page flag), and sees results of its capacity', async () => {
    renderPage({ api: { graphql: { getCarrierCapacityWithLoadCount: listOf([makeCapacity()]) } } });
    const card = await screen.findByRole('article', { name: 'Truck from Chicago, IL' });
    const hrefOf = (name: string) => within(card).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('View: Truck from Chicago, IL')).toBe('/app/manage-capacity/view/cap-1');
    expect(hrefOf('See Results: Truck from Chicago, IL')).toBe(
      '/app/manage-capacity/see-results?capacityId=cap-1',
    );
    fireEvent.click(within(card).getByRole('link', { name: 'Edit: Truck from Chicago, IL' }));
    const probe = JSON.parse((await screen.findByTestId('probe')).textContent!) as Record<string, unknown>;
    expect(probe).toEqual({
      pathname: '/app/manage-capacity/edit/cap-1',
      search: '',
      state: { showPage: true },
    });
  });

  it('[D3-4.44] [D3-8.18] Delete removes the card with a "Truck removed" toast whose Undo brings it back', async () => {
    let isRemoved = false;
    const { variablesOf, queryClient } = renderPage({
      api: {
        graphql: {
          getCarrierCapacityWithLoadCount: () =>
            listOf(isRemoved ? [makeLane()] : [makeCapacity(), makeLane()])({}),
          deleteCarrierCapacity: ({ capacityId }) => {
            isRemoved = true;
            return { data: { deleteCarrierCapacity: { capacityId, capacityType: 'TRUCK' } } };
          },
          restoreCarrierCapacity: () => {
            isRemoved = false;
            return { data: { restoreCarrierCapacity: makeCapacity() } };
          },
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Truck from Chicago, IL' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete: Truck from Chicago, IL' }));
    expect(await screen.findByText('Truck removed')).toBeTruthy();
    await waitFor(() => expect(cards()).toEqual(['lane-1']));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cards()).toEqual(['cap-1', 'lane-1']));
    await waitForQueries(queryClient);
    expect(variablesOf('deleteCarrierCapacity')).toEqual([{ capacityId: 'cap-1' }]);
    expect(variablesOf('restoreCarrierCapacity')).toEqual([{ capacityId: 'cap-1' }]);
  });

  it('[D3-2.65] a card counted past the cap says so, as See results does: "1,000+ loads"', async () => {
    renderPage({
      api: {
        graphql: {
          getCarrierCapacityWithLoadCount: listOf([makeCapacity({ loadCount: 1000, loadCountCapped: true })]),
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'Truck from Chicago, IL' });
    expect(within(card).getByText('1,000+ loads')).toBeTruthy();
  });

  it('[D3-1.03] reads in French, counts and dates through Intl, with no accessibility violations', async () => {
    await changeLanguage('fr', null);
    const { queryClient } = renderPage({
      api: {
        graphql: { getCarrierCapacityWithLoadCount: listOf([makeCapacity({ loadCount: 1200 }), makeLane()]) },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gérer la capacité' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Camion au départ de Chicago, IL' });
    expect(within(card).getByText(/1\s200 chargements/)).toBeTruthy();
    expect(within(card).getByText(/du 24 nov\. 2026 au 26 nov\. 2026/)).toBeTruthy();
    expect(screen.getByText('Lundi et Mercredi')).toBeTruthy();
    await waitForQueries(queryClient);
    expect(await findViolations(document.body)).toEqual([]);
  });
});
