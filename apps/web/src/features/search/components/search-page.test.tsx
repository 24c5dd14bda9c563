import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { SearchPage } from './search-page';
import { findViolations, readResultsState, renderSearchScreen, type FakeApi } from './search-form.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

const emptyLists: FakeApi = {
  graphql: {
    findUserRecentSearchHistory: () => ({
      data: { findUserRecentSearchHistory: { totalRecords: 0, savedSearches: [] } },
    }),
    findUserFavouriteSearchHistory: () => ({
      data: { findUserFavouriteSearchHistory: { totalRecords: 0, savedSearches: [] } },
    }),
  },
};

const matchedLists: FakeApi = {
  graphql: {
    ...emptyLists.graphql,
    getUserWatchedLoads: () => ({ data: { getUserWatchedLoads: { totalRecords: 0, loadPostings: [] } } }),
    recommendedLoads: () => ({
      data: { recommendedLoads: { totalRecords: 0, error: false, message: null, loadPostings: [] } },
    }),
  },
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('SearchPage', () => {
  it('[D3-4.53] a link to /app/search with ?reference= runs the load search by that reference', async () => {
    renderSearchScreen(<SearchPage />, { api: emptyLists, search: '?reference=%204471%20' });
    await screen.findByTestId('results-state');
    expect(readResultsState(screen)).toEqual({ reference: '4471' });
  });

  it('[D1-2.07] a dispatcher sees the five segments and starts on New Search', () => {
    renderSearchScreen(<SearchPage />, { api: emptyLists });
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    expect(within(screen.getByRole('tablist', { name: 'Search type' })).getAllByRole('tab')).toHaveLength(5);
    expect(tabNames()).toEqual([
      'New Search',
      'Recent Search',
      'Favorite Search',
      'Watched Loads',
      'Recommended Loads',
    ]);
    expect(selectedTab()?.textContent).toBe('New Search');
    expect(screen.getByRole('form', { name: 'Load search' })).toBeTruthy();
  });

  it('[D1-2.07] [D1-6.07] a guest sees New, Recent and Favorite Search only', () => {
    renderSearchScreen(<SearchPage />, { roles: ['carrierGuest'], api: emptyLists });
    expect(tabNames()).toEqual(['New Search', 'Recent Search', 'Favorite Search']);
  });

  it('[D1-2.07] navigation state presets the segment', async () => {
    const { calls } = renderSearchScreen(<SearchPage />, {
      api: emptyLists,
      state: { segment: 'favoriteSearch' },
    });
    expect(selectedTab()?.textContent).toBe('Favorite Search');
    expect(await screen.findByText(/You have no favorite searches yet/)).toBeTruthy();
    expect(calls.map((call) => call.operation)).toContain('findUserFavouriteSearchHistory');
    expect(screen.queryByRole('form', { name: 'Load search' })).toBeNull();
  });

  it('[D1-2.07] opened again while shown, the newly requested segment is selected', async () => {
    const { router } = renderSearchScreen(<SearchPage />, { api: emptyLists });
    expect(selectedTab()?.textContent).toBe('New Search');
    await act(() => router.navigate('/app/search', { state: { segment: 'watchedLoads' } }));
    expect(selectedTab()?.textContent).toBe('Watched Loads');
    // Opened again without a request: the user's own choice stays.
    await act(() => router.navigate('/app/search'));
    expect(selectedTab()?.textContent).toBe('Watched Loads');
  });

  it('[D1-2.07] a preset segment the user may not see falls back to New Search', () => {
    renderSearchScreen(<SearchPage />, { roles: ['carrierGuest'], state: { segment: 'watchedLoads' } });
    expect(selectedTab()?.textContent).toBe('New Search');
  });

  it('[D1-2.07] Watched Loads and Recommended Loads show the watched and recommended lists', async () => {
    renderSearchScreen(<SearchPage />, { api: matchedLists });
    fireEvent.click(screen.getByRole('tab', { name: 'Watched Loads' }));
    const watched = screen.getByRole('tabpanel', { name: 'Watched Loads' });
    expect(await within(watched).findByText("You haven't Watched any loads yet")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Recommended Loads' }));
    const recommended = screen.getByRole('tabpanel', { name: 'Recommended Loads' });
    expect(await within(recommended).findByRole('heading', { name: '0 Recommendations' })).toBeTruthy();
    expect(
      within(recommended).getByText('No recommendations available, please try again later'),
    ).toBeTruthy();
  });

  it('[D1-6.06] a switched-off feature hides its segment', () => {
    renderSearchScreen(<SearchPage />, { api: emptyLists, config: { features: { watched: false } } });
    expect(tabNames()).not.toContain('Watched Loads');
    expect(tabNames()).toContain('Recommended Loads');
  });

  it('the new search form has no accessibility violation axe can find', async () => {
    renderSearchScreen(<SearchPage />, { api: emptyLists });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Origin' })).getByRole('checkbox', { name: 'Anywhere' }),
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Destination' })).getByRole('switch', {
        name: 'Search by state',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await findViolations(document.body)).toEqual([]);
  });

  it('the saved-search lists have no accessibility violation axe can find', async () => {
    renderSearchScreen(<SearchPage />, { api: emptyLists, state: { segment: 'recentSearch' } });
    await screen.findByText(/You have no recent searches yet/);
    expect(await findViolations(document.body)).toEqual([]);
  });
});
