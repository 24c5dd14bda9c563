import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import type { SavedSearch } from '../api/find-recent-searches';
import type { SearchResultsState } from '../search-navigation';
import { FavoriteSearchList, RecentSearchList } from './saved-search-list';
import { findViolations, readResultsState, renderSearchScreen, type FakeApi } from './search-form.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(async () => {
  await changeLanguage('en', null);
});

const noPlace = {
  originCity: null,
  originState: null,
  originCountry: null,
  originPostalCode: null,
  originRadius: null,
  destinationCity: null,
  destinationState: null,
  destinationStates: [],
  destinationCountry: null,
  destinationPostalCode: null,
  destinationRadius: null,
  dropStartDate: null,
  dropEndDate: null,
};

const toStates: SavedSearch = {
  id: 's1',
  favouritesearchindicator: true,
  searchdate: '2026-11-23T10:00:00-06:00',
  criteria: {
    ...noPlace,
    originCity: 'Chicago',
    originState: 'IL',
    originCountry: 'USA',
    originPostalCode: '60601',
    originRadius: 150,
    pickUpStartDate: '2026-11-24T00:00:00-06:00',
    pickUpEndDate: '2026-11-26T23:55:00-06:00',
    destinationStates: ['TX', 'OK'],
    destinationCountry: 'USA',
    dropStartDate: '2026-11-25T00:00:00-06:00',
    dropEndDate: '2026-12-02T23:55:00-06:00',
    trailerType: 'Flatbed',
    favorite: true,
  },
};

const toCity: SavedSearch = {
  id: 's2',
  favouritesearchindicator: false,
  searchdate: '2026-11-22T10:00:00-06:00',
  criteria: {
    ...noPlace,
    pickUpStartDate: '2026-12-01T08:00:00-05:00',
    pickUpEndDate: '2026-12-03T23:55:00-05:00',
    destinationCity: 'Dallas',
    destinationState: 'TX',
    destinationCountry: 'USA',
    destinationRadius: 50,
    dropStartDate: '2026-12-02T00:00:00-05:00',
    dropEndDate: '2026-12-09T23:55:00-05:00',
    trailerType: 'Dry Van',
    favorite: false,
  },
};

const toAnywhere: SavedSearch = {
  id: 's3',
  favouritesearchindicator: false,
  searchdate: '2026-11-21T10:00:00-06:00',
  criteria: {
    ...noPlace,
    originCity: 'Toronto',
    originState: 'ON',
    originCountry: 'CAN',
    originRadius: 100,
    pickUpStartDate: '2026-11-24T00:00:00-05:00',
    pickUpEndDate: '2026-11-26T23:55:00-05:00',
    trailerType: 'Refrigerated',
    favorite: false,
  },
};

function listApi(recent: SavedSearch[], favorite: SavedSearch[]): FakeApi {
  return {
    graphql: {
      findUserRecentSearchHistory: () => ({
        data: { findUserRecentSearchHistory: { totalRecords: recent.length, savedSearches: recent } },
      }),
      findUserFavouriteSearchHistory: () => ({
        data: { findUserFavouriteSearchHistory: { totalRecords: favorite.length, savedSearches: favorite } },
      }),
      updateUserSearchHistory: () => ({
        data: { updateUserSearchHistory: { id: 's1', errorMessage: null } },
      }),
    },
  };
}

const cards = () => screen.getAllByRole('article');

describe('saved-search lists', () => {
  it('[D1-7.09] the recent list asks for page 0, size 10, by pick-up date', async () => {
    const { calls } = renderSearchScreen(<RecentSearchList />, { api: listApi([toStates], []) });
    await screen.findAllByRole('article');
    expect(calls.filter((call) => call.operation?.startsWith('find'))).toEqual([
      {
        url: '/web/v1/experience',
        operation: 'findUserRecentSearchHistory',
        variables: { input: { page: 0, size: 10, sortColumn: 'pickupdate' } },
      },
    ]);
  });

  it('[D1-7.09] the favorite list asks for page 0, size 10, by pick-up date', async () => {
    const { calls } = renderSearchScreen(<FavoriteSearchList />, { api: listApi([], [toStates]) });
    await screen.findAllByRole('article');
    expect(calls.filter((call) => call.operation?.startsWith('find'))).toEqual([
      {
        url: '/web/v1/experience',
        operation: 'findUserFavouriteSearchHistory',
        variables: { input: { page: 0, size: 10, sortColumn: 'pickupdate' } },
      },
    ]);
  });

  it('[D1-2.22] a card shows the trailer, the origin with radius and pick-up range, the states and drop range', async () => {
    renderSearchScreen(<RecentSearchList />, { api: listApi([toStates, toCity, toAnywhere], []) });
    await screen.findAllByRole('article');
    const [states, city, anywhere] = cards().map((card) => within(card));

    expect(states!.getByRole('heading', { name: 'Flatbed' })).toBeTruthy();
    expect(states!.getByText('Chicago, IL (150 mi)')).toBeTruthy();
    expect(states!.getByText('Nov 24, 2026 – Nov 26, 2026')).toBeTruthy();
    expect(states!.getByText('Texas, Oklahoma')).toBeTruthy();
    expect(states!.getByText('Nov 25, 2026 – Dec 2, 2026')).toBeTruthy();
    expect(states!.getByRole('button', { name: 'Unfavorite' })).toBeTruthy();
    expect(states!.getByRole('button', { name: 'See Results' })).toBeTruthy();

    // Origin Anywhere, destination a city with its radius.
    expect(city!.getByText('Anywhere')).toBeTruthy();
    expect(city!.getByText('Dallas, TX (50 mi)')).toBeTruthy();
    expect(city!.getByText('Dec 2, 2026 – Dec 9, 2026')).toBeTruthy();
    expect(city!.getByRole('button', { name: 'Favorite' })).toBeTruthy();

    // Destination Anywhere: no drop dates.
    expect(anywhere!.getByText('Toronto, ON (100 mi)')).toBeTruthy();
    expect(anywhere!.getByText('Anywhere')).toBeTruthy();
    expect(anywhere!.queryByText('Delivery')).toBeNull();
  });

  it('the cards have no accessibility violation axe can find', async () => {
    renderSearchScreen(<RecentSearchList />, { api: listApi([toStates, toCity, toAnywhere], []) });
    await screen.findAllByRole('article');
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('[D1-2.22] the card is in French too', async () => {
    await changeLanguage('fr', null);
    renderSearchScreen(<RecentSearchList />, { api: listApi([toStates], []) });
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByRole('heading', { name: 'Plateau' })).toBeTruthy();
    expect(card.getByText('24 nov. 2026 – 26 nov. 2026')).toBeTruthy();
    expect(card.getByText('Chicago, IL (150 milles)')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Voir les résultats' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Retirer des favoris' })).toBeTruthy();
  });

  it('[D1-2.22] See Results re-runs the saved search without recording it again', async () => {
    renderSearchScreen(<FavoriteSearchList />, { api: listApi([], [toStates]) });
    fireEvent.click(
      within((await screen.findAllByRole('article'))[0]!).getByRole('button', { name: 'See Results' }),
    );

    const state = readResultsState(screen) as SearchResultsState;
    expect(state).toMatchObject({
      from: 'favoriteSearch',
      savedSearchId: 's1',
      favorite: true,
      skipUserSearchHistory: true,
    });
    expect(state.criteria).toMatchObject({
      originMode: 'city',
      origin: { city: 'Chicago', state: 'IL', country: 'USA' },
      originRadius: 150,
      destinationMode: 'states',
      destinationStates: ['TX', 'OK'],
      pickUpStartDate: '2026-11-24T00:00:00-06:00',
      trailerType: 'Flatbed',
    });
  });

  it('[D1-4.08] on the recent list, un-favouriting is per card and refreshes both lists', async () => {
    const { calls } = renderSearchScreen(<RecentSearchList />, { api: listApi([toStates, toCity], []) });
    await screen.findAllByRole('article');
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Unfavorite' }));

    expect(await screen.findByText('Favorite search removed')).toBeTruthy();
    expect(calls.find((call) => call.operation === 'updateUserSearchHistory')?.variables).toEqual({
      input: { id: 's1', favorite: false },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'findUserRecentSearchHistory')).toHaveLength(2),
    );
    // The other card is left as it was.
    expect(within(cards()[1]!).getByRole('button', { name: 'Favorite' })).toBeTruthy();
  });

  it('[D1-2.22] an empty list says so', async () => {
    renderSearchScreen(<RecentSearchList />, { api: listApi([], []) });
    expect(await screen.findByText(/You have no recent searches yet/)).toBeTruthy();
  });

  it('[D1-2.22] an empty favourite list says so', async () => {
    renderSearchScreen(<FavoriteSearchList />, { api: listApi([], []) });
    expect(await screen.findByText(/You have no favorite searches yet/)).toBeTruthy();
  });

  it('a failed fetch stops the loader and shows nothing else', async () => {
    renderSearchScreen(<RecentSearchList />);
    await waitFor(() => expect(screen.queryByLabelText('Loading your searches…')).toBeNull());
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.queryByText(/You have no recent searches/)).toBeNull();
  });
});
