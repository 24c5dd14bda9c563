import type { ReactNode } from 'react';
import type { Role } from '@freight/domain/roles';
import type { IdTokenClaims } from '@freight/domain/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { expect } from 'vitest';
import { AppMantineProvider } from '../app/app-mantine-provider';
import { createApiClient } from '../lib/api-client';
import { ApiClientTestProvider } from '../lib/api-provider';
import { AuthContext } from '../lib/auth/auth-context';
import { ConfigProvider } from '../lib/config-provider';
import { createFakeFetch, type FakeApi } from './fake-api';
import { createFakeAuth } from './render-app';

// Renders a piece of a screen with the providers the app gives it: the remote configuration (stored as
// freshly fetched, so it is used at once and not fetched), the signed-in claims, TanStack Query and the
// real API client over a fake `fetch` answering GraphQL operations by name and REST paths by prefix.

export type RenderOptions = {
  roles?: Role[];
  /** Claims over the default member (sub m1, carrier c1). */
  claims?: Partial<IdTokenClaims>;
  api?: FakeApi;
  /** Remote configuration document merged on the defaults. */
  config?: Record<string, unknown>;
  queryClient?: QueryClient;
};

function storedConfiguration(config: Record<string, unknown> = {}) {
  const entry = { checkedAt: Date.now(), fetchedAt: Date.now(), document: config };
  const stored = new Map([['freight.remote-config.dev', JSON.stringify(entry)]]);
  return { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined };
}

/** Renders `ui` with the app's providers; returns the calls the fake API received. */
export function renderWithApi(ui: ReactNode, options: RenderOptions = {}) {
  const { roles = ['carrierDispatcher'], claims, api, config } = options;
  const { fetch, calls } = createFakeFetch(api);
  const baseAuth = createFakeAuth(roles);
  const auth =
    claims && baseAuth.claims ? { ...baseAuth, claims: { ...baseAuth.claims, ...claims } } : baseAuth;
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ timeoutMs: 5_000, basePath: '/web', fetch, getIdToken: auth.getIdToken });
  render(
    <ConfigProvider env="dev" fetch={fetch} storage={storedConfiguration(config)}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <ApiClientTestProvider value={client}>
            <AppMantineProvider>{ui}</AppMantineProvider>
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
  return { calls, inputsOf, variablesOf, queryClient };
}

/** Renders routes in a memory router opened at `entry`, with the providers of renderWithApi. */
export function renderRoutes(routes: RouteObject[], entry: InitialEntry, options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  return { router, ...renderWithApi(<RouterProvider router={router} />, options) };
}

/**
 * Waits until no query or mutation of `queryClient` is under way and their answers are rendered, so
 * that what a screen does not show is not merely still loading.
 */
export async function waitForQueries(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
}
