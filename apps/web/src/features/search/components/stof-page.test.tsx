import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { captureEntryParams } from '../../../lib/entry-params';
import { createFakeAuth, renderApp } from '../../../test/render-app';
import { graphqlCallOf } from '../../../test/fake-api';
import { makePostings, readLocation, renderResults } from './results-page.test-utils';
import type { FakeApi } from './search-form.test-utils';
import { normalizeStateSearch } from './stof-page';

beforeAll(async () => {
  await initI18n(null);
});

const stateApi: FakeApi = {
  graphql: {
    getStateBasedLoad: () => ({
      data: {
        getStateBasedLoad: { totalRecords: 2, totalRecordsCapped: false, loadPostings: makePostings(2) },
      },
    }),
  },
};

describe('loads by state', () => {
  it('[D1-2.09] [D1-7.07] without a query, runs the state search stored when the app was opened', async () => {
    captureEntryParams('?stateCode=il&countryCode=USA');
    const { inputsOf } = renderResults('/app/stof', { api: stateApi, roles: ['carrierGuest'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Loads from Illinois' })).toBeTruthy();
    expect(await screen.findByText('2 Matches')).toBeTruthy();
    expect(screen.getByText('End of list')).toBeTruthy();
    expect(inputsOf('getStateBasedLoad')).toEqual([
      {
        page: 0,
        size: 25,
        country: 'USA',
        stateId: 'IL',
        userRole: 'carrierGuest',
        sortColumn: 'pickUpStartDate',
        sortDirection: 'ASC',
      },
    ]);
  });

  it('[D1-2.09] the state of the URL wins over the stored one', async () => {
    captureEntryParams('?stateCode=IL&countryCode=USA');
    const { inputsOf } = renderResults('/app/stof?stateCode=ON&countryCode=CA', { api: stateApi });

    expect(await screen.findByRole('heading', { level: 1, name: 'Loads from Ontario' })).toBeTruthy();
    await waitFor(() =>
      expect(inputsOf('getStateBasedLoad')[0]).toMatchObject({ country: 'CAN', stateId: 'ON' }),
    );
  });

  it('[D1-2.09] [D1-9.03] offers the sorts of a search without cities', async () => {
    renderResults('/app/stof?stateCode=TX&countryCode=USA', { api: stateApi });

    await screen.findByText('2 Matches');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Pick-Up Date', 'Distance', 'Price']);
  });

  it('[D1-2.09] with no state to show, goes to the search', async () => {
    renderResults('/app/stof', { api: stateApi });

    await waitFor(() => expect(readLocation()?.pathname).toBe('/app/search'));
  });

  it('[D1-2.09] only known states of USA and CAN are searched', () => {
    expect(normalizeStateSearch('il', 'us')).toEqual({ stateCode: 'IL', countryCode: 'USA' });
    expect(normalizeStateSearch('QC', 'CAN')).toEqual({ stateCode: 'QC', countryCode: 'CAN' });
    expect(normalizeStateSearch('ZZ', 'USA')).toBeNull();
    expect(normalizeStateSearch('IL', 'MEX')).toBeNull();
    expect(normalizeStateSearch('', 'USA')).toBeNull();
  });

  it(
    '[D1-2.09] a bare /carrier/stof is recognised: it opens loads by state with its query string',
    { timeout: 15_000 },
    async () => {
      const router = renderApp(['/stof?stateCode=IL&countryCode=USA'], {
        auth: createFakeAuth(['carrierGuest']),
        fetch: async (url, init) => {
          if (graphqlCallOf(url, init)?.operation === 'getStateBasedLoad') {
            return Response.json({ data: { getStateBasedLoad: { totalRecords: 0, loadPostings: [] } } });
          }
          return Response.json({ data: null }, { status: 404 });
        },
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Loads from Illinois' }, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(router.state.location.pathname).toBe('/app/stof');
      expect(router.state.location.search).toBe('?stateCode=IL&countryCode=USA');
    },
  );
});
