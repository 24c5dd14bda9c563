import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { SearchResultsPage } from '../features/search/components/results-page';
import type { SearchResultsState } from '../features/search/search-navigation';
import { initI18n } from '../lib/i18n';
import { makePostings } from '../test/load-postings.fixtures';
import type { FakeApi } from '../test/fake-api';
import { renderWithApi } from '../test/render-with-api';
import { StartPageDataEarly } from './start-page-data-early';

beforeAll(async () => {
  await initI18n(null);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const criteria: SearchCriteria = {
  originMode: 'city',
  origin: { city: 'Chicago', state: 'IL', country: 'USA', postalCode: '60601', timeZone: null },
  originRadius: 100,
  destinationMode: 'anywhere',
  destination: null,
  destinationRadius: 100,
  destinationCountry: 'USA',
  destinationStates: [],
  pickUpStartDate: '2030-03-04T00:00:00-06:00',
  pickUpEndDate: '2030-03-06T23:55:00-06:00',
  dropStartDate: null,
  dropEndDate: null,
  trailerType: 'Dry Van',
};

const searchApi: FakeApi = {
  graphql: {
    searchLoadPostingV2: () => ({
      data: {
        searchLoadPostingV2: {
          totalRecords: 3,
          totalRecordsCapped: false,
          searchHistoryId: null,
          searchHistoryFavorite: false,
          loadPostings: makePostings(3, 0),
        },
      },
    }),
  },
};

/** The results page, rendered only when the test says, as it is once its chunks have arrived. */
function ResultsPageLater({ state }: { state: SearchResultsState }) {
  const [isShown, setShown] = useState(false);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '/app/search/results', element: <SearchResultsPage /> }], {
      initialEntries: [{ pathname: '/app/search/results', state }],
    }),
  );
  if (!isShown) return <button onClick={() => setShown(true)}>The page's code arrives</button>;
  return <RouterProvider router={router} />;
}

/** The browser's address and history entry as a reload of the results page finds them. */
function reloadResultsPage(state: SearchResultsState) {
  window.history.replaceState({ usr: state, key: 'k1', idx: 0 }, '', '/app/search/results');
}

describe('the results page opened by a reload', () => {
  it('asks its first page at start-up, before its code has arrived, and the page shows that answer', async () => {
    const state: SearchResultsState = { criteria, from: 'newSearch', skipUserSearchHistory: true };
    reloadResultsPage(state);
    const { inputsOf } = renderWithApi(
      <>
        <StartPageDataEarly />
        <ResultsPageLater state={state} />
      </>,
      { api: searchApi },
    );
    await waitFor(() => expect(inputsOf('searchLoadPostingV2')).toHaveLength(1));
    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({
      page: 0,
      size: 25,
      skipUserSearchHistory: true,
    });

    fireEvent.click(screen.getByRole('button', { name: "The page's code arrives" }));

    expect(await screen.findByText('3 Matches')).toBeTruthy();
    expect(inputsOf('searchLoadPostingV2')).toHaveLength(1);
  });

  it('leaves a search not yet recorded (the first visit from the form) to the page', async () => {
    const state: SearchResultsState = { criteria, from: 'newSearch' };
    reloadResultsPage(state);
    const { inputsOf } = renderWithApi(
      <>
        <StartPageDataEarly />
        <ResultsPageLater state={state} />
      </>,
      { api: searchApi },
    );
    fireEvent.click(screen.getByRole('button', { name: "The page's code arrives" }));

    expect(await screen.findByText('3 Matches')).toBeTruthy();
    expect(inputsOf('searchLoadPostingV2')).toHaveLength(1);
    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({ skipUserSearchHistory: false });
  });
});
