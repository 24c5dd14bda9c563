import type { ReactNode } from 'react';
import type { Role } from '@freight/domain/roles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry } from 'react-router';
import { theme } from '../../../app/theme';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientTestProvider } from '../../../lib/api-provider';
import { AuthContext } from '../../../lib/auth/auth-context';
import { createFakeAuth } from '../../../test/render-app';
import type { LoadCardPosting, LoadCardStop, LoadPosting } from '../api/load-posting-fields';
import { SearchResultsPage } from './results-page';
import { createFakeFetch, type FakeApi } from './search-form.test-utils';
import { StofPage } from './stof-page';

// Renders the result screens (/app/search/results, /app/stof) on their own with the real API client
// over a fake `fetch`; any other path shows where the app went and with which state.

function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return <pre data-testid="location">{JSON.stringify({ pathname: `${pathname}${search}`, state })}</pre>;
}

/** Where a result screen navigated to, or null while it is still shown. */
export function readLocation(): { pathname: string; state: unknown } | null {
  const probe = document.querySelector('[data-testid="location"]');
  return probe ? (JSON.parse(probe.textContent ?? 'null') as { pathname: string; state: unknown }) : null;
}

type RenderOptions = { roles?: Role[]; api?: FakeApi };

/** Renders `ui` with the providers the result screens need; returns the calls the fake API received. */
export function renderWithApi(ui: ReactNode, { roles = ['carrierDispatcher'], api }: RenderOptions = {}) {
  const { fetch, calls } = createFakeFetch(api);
  const auth = createFakeAuth(roles);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ timeoutMs: 5_000, basePath: '/web', fetch, getIdToken: auth.getIdToken });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <ApiClientTestProvider value={client}>
          <MantineProvider theme={theme}>
            <Notifications />
            {ui}
          </MantineProvider>
        </ApiClientTestProvider>
      </AuthContext>
    </QueryClientProvider>,
  );
  /** The input of each call of one GraphQL operation, in order. */
  const inputsOf = (operation: string) =>
    calls
      .filter((call) => call.operation === operation)
      .map((call) => call.variables.input as Record<string, unknown>);
  return { calls, inputsOf };
}

/** Renders the result screens at their paths, opened at `entry` (path, query string, navigation state). */
export function renderResults(entry: InitialEntry, options: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      { path: '/app/search/results', element: <SearchResultsPage /> },
      { path: '/app/stof', element: <StofPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [entry] },
  );
  return { router, ...renderWithApi(<RouterProvider router={router} />, options) };
}

export function makeStop(overrides: Partial<LoadCardStop> = {}): LoadCardStop {
  return {
    stopId: 'S1',
    stopSequence: 1,
    stopType: 'P',
    locationName: 'Acme Warehouse',
    city: 'Chicago',
    state: 'IL',
    country: 'USA',
    latitude: 41.88,
    longitude: -87.63,
    appointmentFrom: '2026-11-24T08:00:00-06:00',
    appointmentTo: '2026-11-24T16:00:00-06:00',
    appointmentState: null,
    timeZone: 'America/Chicago',
    ...overrides,
  };
}

export function makePosting(overrides: Partial<LoadCardPosting> = {}): LoadCardPosting {
  const loadId = overrides.loadId ?? 'L1';
  return {
    loadId,
    sourceSystem: 'BROKERAGE',
    loadType: 'Brokerage',
    isHazardous: false,
    isHighValue: false,
    isTemperatureControlled: false,
    totalDistance: 925.4,
    distanceUOM: 'mi',
    totalWeight: 42_000,
    weightUOM: 'lbs',
    numberOfStops: 2,
    transportMode: 'Dry Van',
    buyAllowed: true,
    isWatched: false,
    originDeadHead: null,
    destinationDeadHead: null,
    rate: { totalCharge: '1850.99', currency: 'USD' },
    stops: [
      makeStop({ stopId: `${loadId}-1` }),
      makeStop({
        stopId: `${loadId}-2`,
        stopSequence: 2,
        stopType: 'D',
        locationName: 'Dallas Depot',
        city: 'Dallas',
        state: 'TX',
        latitude: 32.78,
        longitude: -96.8,
        appointmentFrom: '2026-11-26T06:00:00-06:00',
        appointmentTo: '2026-11-26T14:00:00-06:00',
      }),
    ],
    ...overrides,
  };
}

/** The whole posting getLoadPosting answers for a card's details. */
export function makeFullPosting(posting: LoadCardPosting, overrides: Partial<LoadPosting> = {}): LoadPosting {
  return {
    ...posting,
    loadPostingStatus: 'OPEN',
    termsAndConditions: null,
    managedEquipment: false,
    exclusiveLoad: false,
    rate: posting.rate && {
      ...posting.rate,
      binRateIdentifier: 'BIN1',
      lineHaulCharge: { charge: '1500.50', chargeDescription: null },
      fuelCharge: { charge: '300.49', chargeDescription: null },
      accessorials: [
        {
          accessorialCode: 'DET',
          accessorialDescription: 'Detention',
          accessorialCharge: '50.00',
        },
      ],
    },
    stops: posting.stops.map((stop) => ({
      ...stop,
      addressLine1: `1 ${stop.city} Street`,
      addressLine2: null,
      postalCode: '00000',
      specialServices: [],
    })),
    ...overrides,
  };
}

/** Postings L{from+1} to L{from+count}. */
export function makePostings(count: number, from = 0): LoadCardPosting[] {
  return Array.from({ length: count }, (_, index) => makePosting({ loadId: `L${from + index + 1}` }));
}
