import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '@freight/domain/config';
import type { SearchCriteria } from '@freight/domain/search/criteria';
import { SearchResultsPage } from '../features/search/components/results-page';
import type { SearchResultsState } from '../features/search/search-navigation';
import { createApiClient } from '../lib/api-client';
import type { RestoredSession } from '../lib/auth/restore-session';
import { initI18n } from '../lib/i18n';
import { makePostings } from '../test/load-postings.fixtures';
import { createFakeFetch, type FakeApi } from '../test/fake-api';
import { renderWithApi } from '../test/render-with-api';
import { startPageDataEarly } from './start-page-data-early';

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

const restored: RestoredSession = {
  idToken: 'id-token',
  claims: { sub: 'm1', upn: 'karen@demo.freight.test', carrierId: 'c1', roles: ['carrierDispatcher'] },
};

/** Start-up with a session being restored: what it asks goes to a fetch of its own. */
function startUp(session: Promise<RestoredSession | null>) {
  const early = createFakeFetch(searchApi);
  const tokens: (string | null | undefined)[] = [];
  startPageDataEarly({
    session,
    config: defaultConfig,
    clientFor: (idToken) =>
      createApiClient({
        timeoutMs: 5_000,
        basePath: '/web',
        fetch: (url, init) => {
          tokens.push(new Headers(init?.headers).get('Authorization'));
          return early.fetch(url, init);
        },
        getIdToken: () => idToken,
      }),
  });
  const earlyInputs = () =>
    early.calls
      .filter((call) => call.operation === 'searchLoadPostingV2')
      .map((call) => call.variables.input);
  return { earlyInputs, tokens };
}

describe('the results page opened by a reload', () => {
  it('asks its first page once the session is restored, before anything renders, and the page shows that answer', async () => {
    const state: SearchResultsState = { criteria, from: 'newSearch', skipUserSearchHistory: true };
    reloadResultsPage(state);
    let restore: (session: RestoredSession) => void = () => undefined;
    const { earlyInputs, tokens } = startUp(new Promise((resolve) => (restore = resolve)));
    await Promise.resolve();
    expect(earlyInputs()).toHaveLength(0);

    restore(restored);
    await waitFor(() => expect(earlyInputs()).toHaveLength(1));
    expect(earlyInputs()[0]).toMatchObject({ page: 0, size: 25, skipUserSearchHistory: true });
    expect(tokens).toEqual(['Bearer id-token']);

    const { inputsOf } = renderWithApi(<ResultsPageLater state={state} />, { api: searchApi });
    fireEvent.click(screen.getByRole('button', { name: "The page's code arrives" }));

    expect(await screen.findByText('3 Matches')).toBeTruthy();
    expect(inputsOf('searchLoadPostingV2')).toHaveLength(0);
  });

  it('asks nothing without a session: the page signs in first', async () => {
    reloadResultsPage({ criteria, from: 'newSearch', skipUserSearchHistory: true });
    const session = Promise.resolve(null);
    const { earlyInputs } = startUp(session);
    await session;
    await Promise.resolve();
    expect(earlyInputs()).toHaveLength(0);
  });

  it('leaves a search not yet recorded (the first visit from the form) to the page', async () => {
    const state: SearchResultsState = { criteria, from: 'newSearch' };
    reloadResultsPage(state);
    const { earlyInputs } = startUp(Promise.resolve(restored));
    const { inputsOf } = renderWithApi(<ResultsPageLater state={state} />, { api: searchApi });
    fireEvent.click(screen.getByRole('button', { name: "The page's code arrives" }));

    expect(await screen.findByText('3 Matches')).toBeTruthy();
    expect(inputsOf('searchLoadPostingV2')).toHaveLength(1);
    expect(inputsOf('searchLoadPostingV2')[0]).toMatchObject({ skipUserSearchHistory: false });
    expect(earlyInputs()).toHaveLength(0);
  });
});
