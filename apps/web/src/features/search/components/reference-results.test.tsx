import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import type { LoadByReferenceResult } from '../api/search-load-by-reference';
import { makePosting, readLocation, renderResults } from './results-page.test-utils';
import type { FakeApi } from './search-form.test-utils';

beforeAll(async () => {
  await initI18n(null);
});

function referenceApi(result: Partial<LoadByReferenceResult>): FakeApi {
  return {
    graphql: {
      searchLoadByReferenceV2: () => ({
        data: { searchLoadByReferenceV2: { totalRecords: 0, loadPostings: [], shipments: [], ...result } },
      }),
      getLoadPosting: () => ({ data: { getLoadPosting: null } }),
    },
  };
}

function searchReference(reference: string, api: FakeApi) {
  return renderResults({ pathname: '/app/search/results', state: { reference } }, { api });
}

describe('search by load number', () => {
  it('[D1-7.08] asks searchLoadByReferenceV2 for the reference typed in the header', async () => {
    const { inputsOf } = searchReference('PRO-42', referenceApi({}));

    await waitFor(() =>
      expect(inputsOf('searchLoadByReferenceV2')).toEqual([
        { loadNumberAlias: 'PRO-42', page: 0, userRole: 'carrierDispatcher' },
      ]),
    );
  });

  it('[D3-4.53] a link to the results with ?reference= searches by it', async () => {
    const { inputsOf } = renderResults('/app/search/results?reference=PRO-42', { api: referenceApi({}) });

    await waitFor(() =>
      expect(inputsOf('searchLoadByReferenceV2')).toEqual([
        { loadNumberAlias: 'PRO-42', page: 0, userRole: 'carrierDispatcher' },
      ]),
    );
  });

  it('[D1-5.10] a blank reference searches nothing', () => {
    const { calls } = searchReference('   ', referenceApi({}));

    expect(screen.getByText('Add search criteria to see results')).toBeTruthy();
    expect(calls.filter((call) => call.operation === 'searchLoadByReferenceV2')).toHaveLength(0);
  });

  it('[D1-8.10] says when nothing carries the reference, and leads back to the search', async () => {
    searchReference('ABC123', referenceApi({}));

    expect(await screen.findByText('No results found for ABC123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return to search' }));
    await waitFor(() => expect(readLocation()?.pathname).toBe('/app/search'));
  });

  it('[D1-7.08] one open load posting shows as a list of one, already open', async () => {
    searchReference('L7', referenceApi({ totalRecords: 1, loadPostings: [makePosting({ loadId: 'L7' })] }));

    expect(await screen.findByText('1 Match')).toBeTruthy();
    const toggle = document.querySelector('[data-load-id="L7"] [aria-expanded]');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
  });

  it("[D1-7.08] a shipment of the carrier opens its My Loads list with the shipment's id", async () => {
    searchReference(
      'SH-9',
      referenceApi({
        shipments: [
          {
            shipmentId: 'SH-9',
            loadId: 'L9',
            shipmentState: 'CARRIER_ASSIGNMENT',
            myLoadsBucket: 'carrierAssigned',
          },
        ],
      }),
    );

    await waitFor(() =>
      expect(readLocation()).toEqual({
        pathname: '/app/MyLoad/CarrierAssigned',
        state: { shipmentId: 'SH-9' },
      }),
    );
  });

  it('an owner-operator finds the load he booked and left without a driver: it opens on its own page', async () => {
    // Carrier Assigned is the dispatcher's list (D2-6.01): his booked load, waiting for its first
    // driver, opens on the shipment's page instead of a list he cannot open.
    renderResults(
      { pathname: '/app/search/results', state: { reference: 'L9' } },
      {
        roles: ['carrierLeasedOwnerOpr'],
        api: referenceApi({
          shipments: [
            {
              shipmentId: 'SH-9',
              loadId: 'L9',
              shipmentState: 'CARRIER_ASSIGNMENT',
              myLoadsBucket: 'carrierAssigned',
            },
          ],
        }),
      },
    );

    await waitFor(() => expect(readLocation()?.pathname).toBe('/app/MyLoad/shipment/SH-9'));
  });

  it('searching the same number again asks the server again: the load booked meanwhile opens as a shipment', async () => {
    let isBooked = false;
    const { router } = renderResults(
      { pathname: '/app/search/results', state: { reference: 'L9' } },
      {
        api: {
          graphql: {
            searchLoadByReferenceV2: () => ({
              data: {
                searchLoadByReferenceV2: isBooked
                  ? {
                      totalRecords: 1,
                      loadPostings: [],
                      shipments: [
                        {
                          shipmentId: 'SH-9',
                          loadId: 'L9',
                          shipmentState: 'CARRIER_ASSIGNMENT',
                          myLoadsBucket: 'carrierAssigned',
                        },
                      ],
                    }
                  : { totalRecords: 1, loadPostings: [makePosting({ loadId: 'L9' })], shipments: [] },
              },
            }),
            getLoadPosting: () => ({ data: { getLoadPosting: null } }),
          },
        },
      },
    );
    expect(await screen.findByText('1 Match')).toBeTruthy();

    isBooked = true;
    // The header's search, the same number once more.
    await router.navigate('/app/search/results', { state: { reference: 'L9' } });

    await waitFor(() => expect(readLocation()?.pathname).toBe('/app/MyLoad/CarrierAssigned'));
  });
});
