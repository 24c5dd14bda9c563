import type { ReactNode } from 'react';
import type { Role } from '@freight/domain/roles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../../../app/theme';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientTestProvider } from '../../../lib/api-provider';
import { AuthContext } from '../../../lib/auth/auth-context';
import { ConfigProvider } from '../../../lib/config-provider';
import { createFakeFetch, type FakeApi, type RecordedCall } from '../../../test/fake-api';
import { createFakeAuth } from '../../../test/render-app';

export type { FakeApi, RecordedCall };

// Renders a search screen on its own, the way the app shows it at /app/search, with a fake `fetch`
// behind the real API client: GraphQL operations answered by name, REST paths by prefix. A results
// route shows the navigation state it received, so tests read what the search handed over.

function ResultsProbe() {
  const { state } = useLocation();
  return <pre data-testid="results-state">{JSON.stringify(state)}</pre>;
}

export type RenderSearchOptions = {
  roles?: Role[];
  api?: FakeApi;
  /** Navigation state of /app/search (a preset segment). */
  state?: unknown;
  /** Remote configuration document merged on the defaults. */
  config?: Record<string, unknown>;
};

export function renderSearchScreen(screen: ReactNode, options: RenderSearchOptions = {}) {
  const { roles = ['carrierDispatcher'], api, state, config } = options;
  const { fetch, calls } = createFakeFetch(api);
  const auth = createFakeAuth(roles);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ timeoutMs: 5_000, basePath: '/web', fetch, getIdToken: auth.getIdToken });
  const router = createMemoryRouter(
    [
      { path: '/app/search', element: screen },
      { path: '/app/search/results', element: <ResultsProbe /> },
    ],
    { initialEntries: [{ pathname: '/app/search', state }] },
  );
  // A configuration stored as freshly fetched is used at once, and not fetched again.
  const stored = new Map<string, string>();
  if (config) {
    const entry = { checkedAt: Date.now(), fetchedAt: Date.now(), document: config };
    stored.set('freight.remote-config.dev', JSON.stringify(entry));
  }
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined };

  render(
    <ConfigProvider env="dev" fetch={fetch} storage={storage}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <ApiClientTestProvider value={client}>
            <MantineProvider theme={theme}>
              <Notifications />
              <RouterProvider router={router} />
            </MantineProvider>
          </ApiClientTestProvider>
        </AuthContext>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { router, calls, queryClient };
}

/** The navigation state the results route received, or null while the search screen is shown. */
export function readResultsState(container: { queryByTestId: (id: string) => HTMLElement | null }) {
  const probe = container.queryByTestId('results-state');
  return probe ? (JSON.parse(probe.textContent ?? 'null') as unknown) : null;
}

export { findViolations, setOnline } from '../../../test/dom';
