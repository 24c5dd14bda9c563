import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import { reloadSearchCriteria } from '@freight/domain/my-loads/reload-search';
import { cappedMatchCount, matchCountLimit } from '@freight/domain/search/match-count';
import type { SearchCriteria, SearchPlace } from '@freight/domain/search/criteria';
import type { LoadMapProps } from '../../../components/ui/map/load-map';
import { initI18n } from '../../../lib/i18n';
import type { SearchResultsState } from '../search-navigation';
import { toPickUpPoints } from '../../loads/components/loads-map-view';
import { makePosting, makePostings, makeStop, readLocation, renderResults } from './results-page.test-utils';
import { setOnline, type FakeApi } from './search-form.test-utils';

// The map itself (MapLibre) cannot draw in jsdom: a stand-in reports the props it was given and
// selects the first two points as a cluster would.
vi.mock('../../../components/ui/map/lazy-load-map', () => ({
  LazyLoadMap: (props: LoadMapProps) => (
    <div
      role="region"
      aria-label={props.ariaLabel}
      data-max-zoom={props.maxZoom}
      data-show-delay={props.showDelayMs}
      data-points={JSON.stringify(props.points)}
    >
      <button
        type="button"
        onClick={() => props.onSelectPoints(props.points.slice(0, 2).map((point) => point.id))}
      >
        Cluster
      </button>
    </div>
  ),
}));

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  setOnline(true);
});

const chicago: SearchPlace = {
  city: 'Chicago',
  state: 'IL',
  country: 'USA',
  postalCode: '60601',
  timeZone: null,
};
const dallas: SearchPlace = { city: 'Dallas', state: 'TX', country: 'USA', postalCode: null, timeZone: null };

const cityToCity: SearchCriteria = {
  originMode: 'city',
  origin: chicago,
  originRadius: 100,
  destinationMode: 'city',
  destination: dallas,
  destinationRadius: 150,
  destinationCountry: 'USA',
  destinationStates: [],
  pickUpStartDate: '2026-11-24T00:00:00-06:00',
  pickUpEndDate: '2026-11-26T23:55:00-06:00',
  dropStartDate: '2026-11-24T00:00:00-06:00',
  dropEndDate: '2026-12-02T23:55:00-06:00',
  trailerType: 'Dry Van',
};
const anywhere: SearchCriteria = {
  ...cityToCity,
  originMode: 'anywhere',
  origin: null,
  destinationMode: 'anywhere',
  destination: null,
};

type SearchInput = { page: number; size: number };

/** searchLoadPostingV2 over `total` postings, paged as the server pages them. */
function searchApi(
  total: number,
  {
    searchHistoryId = 'H1',
    searchHistoryFavorite = false,
    countCap = Infinity,
  }: { searchHistoryId?: string | null; searchHistoryFavorite?: boolean; countCap?: number } = {},
): FakeApi {
  return {
    graphql: {
      searchLoadPostingV2: (variables) => {
        const { page, size } = variables.input as SearchInput;
        const count = Math.max(0, Math.min(size, total - page * size));
        const limit = matchCountLimit(page, size, countCap);
        return {
          data: {
            searchLoadPostingV2: {
              ...cappedMatchCount(Math.min(total, limit + 1), limit),
              searchHistoryId: page === 0 ? searchHistoryId : null,
              searchHistoryFavorite: page === 0 && searchHistoryFavorite,
              loadPostings: makePostings(count, page * size),
            },
          },
        };
      },
    },
  };
}

function openResults(state: Partial<SearchResultsState> | null, api?: FakeApi) {
  const fullState = state && { criteria: cityToCity, from: 'newSearch', ...state };
  return renderResults({ pathname: '/app/search/results', state: fullState }, { api });
}

const cardCount = () => document.querySelectorAll('[data-load-id]').length;
const sortSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });

// Lists of 25 to 60 Mantine cards render slowly in jsdom, above all on a busy machine.
describe('search results', { timeout: 20_000 }, () => {
  it('[D1-2.20] shows Results, the number of matches, the loads and End of list once all are loaded', async () => {
    openResults({}, searchApi(3));

    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeTruthy();
    expect(await screen.findByText('3 Matches')).toBeTruthy();
    expect(cardCount()).toBe(3);
    expect(screen.getByText('End of list')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show \d+ More$/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'List' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Map' })).toBeTruthy();
  });

  it('keeps the line of the number of matches, empty, while the search runs, so that nothing below moves', async () => {
    openResults({}, searchApi(3));

    const heading = screen.getByRole('heading', { level: 1, name: 'Results' });
    const line = heading.nextElementSibling;
    expect(line?.getAttribute('aria-live')).toBe('polite');
    expect(line?.textContent).toBe('');
    await screen.findByText('3 Matches');
    expect(heading.nextElementSibling).toBe(line);
  });

  it('[D1-2.20] [D1-4.10] past the count cap says "1,000+ Matches", and Show 25 More still pages', async () => {
    openResults({}, searchApi(1_200, { countCap: 1_000 }));

    expect(await screen.findByText('1,000+ Matches')).toBeTruthy();
    expect(cardCount()).toBe(25);
    fireEvent.click(screen.getByRole('button', { name: 'Show 25 More' }));
    await waitFor(() => expect(cardCount()).toBe(50));
    expect(screen.getByText('1,000+ Matches')).toBeTruthy();
  });

  it('[D1-2.20] says Match for a single result', async () => {
    openResults({}, searchApi(1));

    expect(await screen.findByText('1 Match')).toBeTruthy();
  });

  it('[D1-9.01] [D1-7.06] [D1-2.08] asks for pages of 25 with the criteria of the search', async () => {
    const { inputsOf } = openResults({}, searchApi(3));
    await screen.findByText('3 Matches');

    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({
      originCity: 'Chicago',
      originState: 'IL',
      originRadius: 100,
      destinationCity: 'Dallas',
      destinationRadius: 150,
      trailerType: 'Dry Van',
      page: 0,
      size: 25,
      sortColumn: 'pickUpStartDate',
      sortDirection: 'ASC',
    });
  });

  it('[D2-7.29] a reload search asks for page 0 of 25 by pick-up, not recorded, 100 miles around the delivery', async () => {
    // The state Reload Driver's "Search loads" opens the results with (reload-driver-modal.tsx).
    const delivery = {
      sequence: 2,
      city: 'Dallas',
      state: 'TX',
      country: 'USA',
      postalCode: '75201',
      timeZone: 'America/Chicago',
      appointmentFrom: '2030-03-04T08:00:00-06:00',
    };
    const now = new Date('2030-03-01T12:00:00Z');
    const criteria = reloadSearchCriteria(
      { transportMode: 'Refrigerated', stops: [delivery] },
      ['carrierDispatcher'],
      now,
      defaultConfig,
    )!;
    const { inputsOf } = openResults(
      { criteria, from: 'newSearch', skipUserSearchHistory: true },
      searchApi(3),
    );
    await screen.findByText('3 Matches');

    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({
      originCity: 'Dallas',
      originRadius: 100,
      page: 0,
      size: 25,
      sortColumn: 'pickUpStartDate',
      sortDirection: 'ASC',
      skipUserSearchHistory: true,
    });
  });

  it('[D1-4.10] Show N More loads the next page and shows min(25, remaining); sorting starts again at page 0', async () => {
    const { inputsOf } = openResults({}, searchApi(55));

    fireEvent.click(await screen.findByRole('button', { name: 'Show 25 More' }));
    expect(await screen.findByRole('button', { name: 'Show 5 More' })).toBeTruthy();
    expect(inputsOf('searchLoadPostingV2').map((input) => input.page)).toEqual([0, 1]);
    expect(cardCount()).toBe(50);

    fireEvent.change(sortSelect(), { target: { value: 'price' } });

    await waitFor(() => expect(cardCount()).toBe(25));
    expect(inputsOf('searchLoadPostingV2').at(-1)).toMatchObject({ page: 0, sortColumn: 'price' });
    expect(screen.getByRole('button', { name: 'Show 25 More' })).toBeTruthy();
  });

  it('[D1-9.03] offers every sort when both sides are cities, price sorting best paid first by default', async () => {
    const { inputsOf } = openResults({}, searchApi(3));
    await screen.findByText('3 Matches');

    const options = within(sortSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    // The spec's sorts, then the profit sorts beyond it (decision 058).
    expect(options).toEqual([
      'Pick-Up Date',
      'Distance',
      'Price',
      'Origin Deadhead',
      'Destination Deadhead',
      'Net profit',
      'Net per day',
    ]);
    expect(screen.getByRole('button', { name: 'Sort order: Ascending' })).toBeTruthy();

    fireEvent.change(sortSelect(), { target: { value: 'price' } });
    await waitFor(() =>
      expect(inputsOf('searchLoadPostingV2').at(-1)).toMatchObject({
        sortColumn: 'price',
        sortDirection: 'DESC',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sort order: Descending' }));
    await waitFor(() =>
      expect(inputsOf('searchLoadPostingV2').at(-1)).toMatchObject({
        sortColumn: 'price',
        sortDirection: 'ASC',
      }),
    );

    fireEvent.change(sortSelect(), { target: { value: 'total_distance' } });
    await waitFor(() =>
      expect(inputsOf('searchLoadPostingV2').at(-1)).toMatchObject({
        sortColumn: 'total_distance',
        sortDirection: 'ASC',
      }),
    );
  });

  it('sorts by net per day best first and filters by net profit, as the server is asked', async () => {
    const { inputsOf } = openResults({}, searchApi(3));
    await screen.findByText('3 Matches');
    fireEvent.change(sortSelect(), { target: { value: 'netPerDay' } });
    await waitFor(() =>
      expect(inputsOf('searchLoadPostingV2').at(-1)).toMatchObject({
        sortColumn: 'netPerDay',
        sortDirection: 'DESC',
      }),
    );
    expect(inputsOf('searchLoadPostingV2').at(-1)).not.toHaveProperty('minNetProfit');
    fireEvent.change(screen.getByRole('combobox', { name: 'Net profit at least' }), {
      target: { value: '500' },
    });
    await waitFor(() =>
      expect(inputsOf('searchLoadPostingV2').at(-1)).toMatchObject({
        page: 0,
        sortColumn: 'netPerDay',
        minNetProfit: 500,
        minNetPerDay: null,
      }),
    );
  });

  it('[D1-9.03] offers no deadhead sort for a side that is Anywhere', async () => {
    openResults({ criteria: anywhere }, searchApi(3));
    await screen.findByText('3 Matches');

    const options = within(sortSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Pick-Up Date', 'Distance', 'Price']);
  });

  it('[D1-8.08] without a search, invites to add search criteria', () => {
    openResults(null);

    expect(screen.getByText('Add search criteria to see results')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to search' }).getAttribute('href')).toBe('/app/search');
  });

  it('[D1-8.08] no result: asks to refine, and Return to search goes back to the form', async () => {
    openResults({}, searchApi(0));

    expect(
      await screen.findByText("We don't have any result right now. Please refine your search."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to search' }));

    await waitFor(() =>
      expect(readLocation()).toEqual({ pathname: '/app/search', state: { segment: 'newSearch' } }),
    );
  });

  it('[D1-2.21] a favourite search shows the breadcrumb and its summary card, and is not recorded again', async () => {
    const { inputsOf } = openResults(
      { from: 'favoriteSearch', savedSearchId: 'S9', favorite: true, skipUserSearchHistory: true },
      searchApi(3, { searchHistoryId: null }),
    );

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('See Results').getAttribute('aria-current')).toBe('page');
    const summary = screen.getByRole('region', { name: 'Search criteria' });
    expect(within(summary).getByText(/Chicago/)).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Unfavorite' })).toBeTruthy();
    await screen.findByText('3 Matches');
    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({ skipUserSearchHistory: true });

    fireEvent.click(within(breadcrumb).getByRole('link', { name: 'Favorite Search' }));

    await waitFor(() =>
      expect(readLocation()).toEqual({ pathname: '/app/search', state: { segment: 'favoriteSearch' } }),
    );
  });

  it('[D1-4.07] a new search that is already a favourite shows it as one: filled star, Unfavorite', async () => {
    const { router } = openResults({}, searchApi(3, { searchHistoryId: 'F1', searchHistoryFavorite: true }));
    await screen.findByText('3 Matches');

    const summary = screen.getByRole('region', { name: 'Search criteria' });
    const toggle = await within(summary).findByRole('button', { name: 'Unfavorite' });
    expect(toggle.querySelector('svg path')?.getAttribute('fill')).toBe('currentColor');
    // Kept in the page's state: a reload or a new sort, which do not record the search again, still
    // show it as a favourite.
    await waitFor(() =>
      expect(router.state.location.state).toMatchObject({
        savedSearchId: 'F1',
        favorite: true,
        skipUserSearchHistory: true,
      }),
    );
  });

  it('[D1-2.21] a recent search names its segment in the breadcrumb', async () => {
    openResults({ from: 'recentSearch', savedSearchId: 'S1', skipUserSearchHistory: true }, searchApi(1));

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Recent Search' })).toBeTruthy();
    expect(await screen.findByText('1 Match')).toBeTruthy();
  });

  it('[D1-2.21] a new search has no breadcrumb; it is recorded once and its card can make it a favourite', async () => {
    const { inputsOf, router } = openResults({}, searchApi(30));
    await screen.findByText('30 Matches');

    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Search criteria' });
    expect(within(summary).getByRole('button', { name: 'Favorite' })).toBeTruthy();
    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({ skipUserSearchHistory: false });
    await waitFor(() =>
      expect(router.state.location.state).toMatchObject({ savedSearchId: 'H1', skipUserSearchHistory: true }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Show 5 More' }));
    fireEvent.change(sortSelect(), { target: { value: 'price' } });
    await waitFor(() => expect(inputsOf('searchLoadPostingV2')).toHaveLength(3));
    expect(
      inputsOf('searchLoadPostingV2')
        .slice(1)
        .map((input) => input.skipUserSearchHistory),
    ).toEqual([true, true]);
  });

  it('[D1-5.01] a search the server refuses shows the broken rules and leads back to the search', async () => {
    const refusal = {
      errors: [
        {
          message: 'Please provide a pickup location',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { origin: 'originMissing', dropDates: 'dropStartsBeforePickup' },
          },
        },
      ],
    };
    openResults({}, { graphql: { searchLoadPostingV2: () => refusal } });

    expect(await screen.findByText('Please provide a pickup location')).toBeTruthy();
    expect(
      screen.getByText('Delivery Date Range cannot begin earlier than Pick-Up Date Range.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to search' }));

    await waitFor(() => expect(readLocation()?.pathname).toBe('/app/search'));
  });

  it('[D1-8.02] any other failure shows the generic message, and Retry runs the same search again', async () => {
    let calls = 0;
    const pages = searchApi(2).graphql!.searchLoadPostingV2!;
    openResults(
      {},
      {
        graphql: {
          searchLoadPostingV2: (variables) => {
            calls += 1;
            return calls === 1
              ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }
              : pages(variables);
          },
        },
      },
    );

    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('2 Matches')).toBeTruthy();
  });

  it('[D1-5.11] offline, the search does not run: the offline alert shows, and Retry runs it once online', async () => {
    setOnline(false);
    const { calls } = openResults({}, searchApi(2));

    const alert = await screen.findByRole('dialog', { name: 'No network connection' });
    fireEvent.click(within(alert).getByRole('button', { name: 'Ok' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'No network connection' })).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'searchLoadPostingV2')).toHaveLength(0);

    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('2 Matches')).toBeTruthy();
  });

  it('[D1-4.15] [D1-9.08] the map lists the loads of a marker in capitals; choosing one opens it in the list', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const postings = [
      makePosting({ loadId: 'L1' }),
      makePosting({
        loadId: 'L2',
        stops: [
          makeStop({ stopId: 'm1', city: 'Memphis', state: 'TN', latitude: 35.15, longitude: -90.05 }),
          makeStop({ stopId: 'm2', stopSequence: 2, stopType: 'D', city: 'Atlanta', state: 'GA' }),
        ],
      }),
      makePosting({ loadId: 'L3' }),
    ];
    openResults(
      {},
      {
        graphql: {
          searchLoadPostingV2: () => ({
            data: {
              searchLoadPostingV2: {
                totalRecords: 3,
                totalRecordsCapped: false,
                searchHistoryId: null,
                searchHistoryFavorite: false,
                loadPostings: postings,
              },
            },
          }),
        },
      },
    );
    await screen.findByText('3 Matches');

    fireEvent.click(screen.getByRole('radio', { name: 'Map' }));
    const map = screen.getByRole('region', { name: 'Map of the pick-up points of the loads' });
    expect(map.dataset.maxZoom).toBe('10');
    expect(map.dataset.showDelay).toBe('500');
    expect(JSON.parse(map.dataset.points ?? '[]')).toContainEqual({
      id: 'L2',
      latitude: 35.15,
      longitude: -90.05,
    });
    fireEvent.click(within(map).getByRole('button', { name: 'Cluster' }));

    expect(screen.getByText('2 loads at this point')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^CHICAGO, IL → DALLAS, TX/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^MEMPHIS, TN → ATLANTA, GA/ }));

    const card = document.querySelector('[data-load-id="L2"] [aria-expanded]');
    expect(card?.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Map of the pick-up points of the loads' })).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1), { timeout: 3_000 });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.querySelector('[data-load-id="L2"]'));
  });

  it('[D1-4.16] keeps the coordinates of each stop once read', () => {
    const first = toPickUpPoints([
      makePosting({ loadId: 'C1', stops: [makeStop({ stopId: 'cached-stop' })] }),
    ]);
    const moved = toPickUpPoints([
      makePosting({ loadId: 'C1', stops: [makeStop({ stopId: 'cached-stop', latitude: 1, longitude: 2 })] }),
    ]);
    const other = toPickUpPoints([
      makePosting({ loadId: 'C2', stops: [makeStop({ stopId: 'other-stop', latitude: 1, longitude: 2 })] }),
    ]);

    expect(moved).toEqual(first);
    expect(other).toEqual([{ id: 'C2', latitude: 1, longitude: 2 }]);
  });
});
