import type { ReactNode } from 'react';
import type { Role } from '@freight/domain/roles';
import type { IdTokenClaims } from '@freight/domain/session';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../../app/theme';
import { createApiClient } from '../../lib/api-client';
import { ApiClientTestProvider } from '../../lib/api-provider';
import { AuthContext } from '../../lib/auth/auth-context';
import { ConfigProvider } from '../../lib/config-provider';
import type { LoadCardPosting } from '../loads/api/load-posting-fields';
import { createFakeFetch, type FakeApi, type RecordedCall } from '../../test/fake-api';
import { createFakeAuth } from '../../test/render-app';

export type { FakeApi, RecordedCall };
export { makePosting, makePostings } from '../../test/load-postings.fixtures';

// Renders a piece of Home or of a matched-loads list with what it needs: a router (its links), the
// remote configuration (flags, intervals, toasts), the signed-in claims, and the real API client over
// a fake `fetch` answering GraphQL operations by name.

export type RenderMatchedLoadsOptions = {
  roles?: Role[];
  /** Claims over the default member (sub m1, carrier c1). */
  claims?: Partial<IdTokenClaims>;
  api?: FakeApi;
  /** Remote configuration document merged on the defaults. */
  config?: Record<string, unknown>;
  path?: string;
  queryClient?: QueryClient;
};

export function renderMatchedLoads(ui: ReactNode, options: RenderMatchedLoadsOptions = {}) {
  const { roles = ['carrierDispatcher'], claims, api, config, path = '/app/home' } = options;
  const { fetch, calls } = createFakeFetch(api);
  const baseAuth = createFakeAuth(roles);
  const auth =
    claims && baseAuth.claims ? { ...baseAuth, claims: { ...baseAuth.claims, ...claims } } : baseAuth;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ timeoutMs: 5_000, basePath: '/web', fetch, getIdToken: auth.getIdToken });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
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
  /** The variables of each call of one GraphQL operation, in order. */
  const variablesOf = (operation: string) =>
    calls.filter((call) => call.operation === operation).map((call) => call.variables);
  /** The input of each call of one GraphQL operation, in order. */
  const inputsOf = (operation: string) =>
    variablesOf(operation).map((variables) => variables.input as Record<string, unknown>);
  return { calls, inputsOf, variablesOf, queryClient, router };
}

/** A recommended load as recommendedLoads answers it. */
export function asRecommended(
  posting: LoadCardPosting,
  rank: number,
  {
    recommendationStatus = 'new',
    similarLoads = 0,
  }: Partial<Pick<LoadCardPosting, 'recommendationStatus' | 'similarLoads'>> = {},
): LoadCardPosting {
  return { ...posting, rank, recommendationStatus, similarLoads };
}

/** recommendedLoads as the engine answers `postings`: by rank, filtered by status, paged. */
export function answerRecommended(postings: LoadCardPosting[]) {
  return (variables: Record<string, unknown>) => {
    const input = (variables.input ?? {}) as { page?: number; size?: number; status?: string };
    const matching = postings
      .filter((posting) => !input.status || posting.recommendationStatus === input.status)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
    const size = input.size ?? 25;
    const page = input.page ?? 0;
    return {
      data: {
        recommendedLoads: {
          totalRecords: matching.length,
          error: false,
          message: null,
          loadPostings: matching.slice(page * size, (page + 1) * size),
        },
      },
    };
  };
}

/** getUserWatchedLoads answering the postings `read` gives at the time of the call, paged. */
export function answerWatched(read: () => LoadCardPosting[]) {
  return (variables: Record<string, unknown>) => {
    const input = (variables.input ?? {}) as { page?: number; size?: number };
    const postings = read();
    const size = input.size ?? 25;
    const page = input.page ?? 0;
    return {
      data: {
        getUserWatchedLoads: {
          totalRecords: postings.length,
          loadPostings: postings.slice(page * size, (page + 1) * size),
        },
      },
    };
  };
}

export { findViolations, setOnline } from '../../test/dom';
