import type { ReactNode } from 'react';
import type { Role } from '@freight/domain/roles';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { theme } from '../app/theme';
import { createApiClient } from '../lib/api-client';
import { ApiClientTestProvider } from '../lib/api-provider';
import { AuthContext } from '../lib/auth/auth-context';
import { createFakeFetch, type FakeApi } from './fake-api';
import { createFakeAuth } from './render-app';

// Renders a piece of a screen with the providers it needs and the real API client over a fake fetch.

export type RenderOptions = { roles?: Role[]; api?: FakeApi };

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
