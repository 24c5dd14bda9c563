import type { ReactNode } from 'react';
import type { Role } from '@freight/domain/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
// Not 'react-router/dom': under Vitest it resolves to another copy of react-router than the hooks do.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router';
import { AppMantineProvider } from '../app/app-mantine-provider';
import { createApiClient } from '../lib/api-client';
import { ApiClientTestProvider } from '../lib/api-provider';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';
import type { FetchFunction } from '../lib/fetch-function';

export function createFakeAuth(
  roles: Role[] | null,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  return {
    status: roles ? 'signedIn' : 'signedOut',
    claims: roles ? { sub: 'm1', upn: 'karen@demo.freight.test', carrierId: 'c1', roles } : null,
    getIdToken: () => (roles ? 'id-token' : null),
    signIn: vi.fn(() => Promise.resolve()),
    completeSignIn: vi.fn(() => Promise.reject(new Error('not in tests'))),
    logOut: vi.fn(() => Promise.resolve()),
    restartSignIn: vi.fn(() => Promise.resolve()),
    isSessionExpired: false,
    reportUnauthorized: vi.fn(),
    renewToken: vi.fn(() => Promise.resolve(false)),
    ...overrides,
  };
}

/** Karen's details: a complete profile (D3-4.06), so that no test is sent to complete it. */
export const karenDetails = {
  firstName: 'Karen',
  lastName: 'Walsh',
  upn: 'k',
  email: null,
  mobileNumber: '312-555-0100',
  countryCode: '+1',
};

/** Answers getUserDetails with Karen and the notifications with two unread ones, unless told otherwise. */
export const defaultFetch: FetchFunction = async (url) => {
  if (url.startsWith('/notifications/')) return Response.json([{ id: 1 }, { id: 2 }]);
  return Response.json({ data: { getUserDetails: { member: karenDetails } } });
};

type RenderOptions = { auth: AuthContextValue; fetch?: FetchFunction };

export function renderApp(history: string[], { auth, fetch = defaultFetch }: RenderOptions) {
  const router = createMemoryRouter(routes, { initialEntries: history, initialIndex: history.length - 1 });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient({ timeoutMs: 1_000, basePath: '/web', fetch, getIdToken: auth.getIdToken });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <ApiClientTestProvider value={client}>
          <AppMantineProvider>{children}</AppMantineProvider>
        </ApiClientTestProvider>
      </AuthContext>
    </QueryClientProvider>
  );
  render(wrap(<RouterProvider router={router} />));
  return router;
}
