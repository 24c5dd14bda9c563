import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, defaultSubscriptionKey, type ApiClient, type ApiClientOptions } from './api-client';
import { useAuth } from './auth/auth-context';
import { useConfig } from './config-provider';
import type { FetchFunction } from './fetch-function';
import { getCurrentLanguage } from './i18n';

const ApiClientContext = createContext<ApiClient | null>(null);

const subscriptionKey = import.meta.env.VITE_SUBSCRIPTION_KEY ?? defaultSubscriptionKey;

/** The app's API client: the given token, the subscription key, the user's language, the timeout. */
export function createAppApiClient(
  options: Pick<ApiClientOptions, 'timeoutMs' | 'getIdToken' | 'onUnauthorized'>,
): ApiClient {
  return createApiClient({ ...options, subscriptionKey, getLanguage: getCurrentLanguage });
}

/** One API client for the app: the signed-in user's token, the subscription key, the configured timeout. */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { getIdToken, reportUnauthorized } = useAuth();
  const { serviceTimeoutMs } = useConfig().app;
  const client = useMemo(
    () => createAppApiClient({ timeoutMs: serviceTimeoutMs, getIdToken, onUnauthorized: reportUnauthorized }),
    [serviceTimeoutMs, getIdToken, reportUnauthorized],
  );
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider');
  return client;
}

/** For tests: provides a given client. */
export const ApiClientTestProvider = ApiClientContext;

const unreachable: FetchFunction = () =>
  Promise.reject(new TypeError('The saved view does not call the server'));

/**
 * For the saved view of the app opened without signal (decision 062): a client that never reaches the
 * server, so nothing is sent without a session, even once the network is back.
 */
export function OfflineApiClientProvider({ children }: { children: ReactNode }) {
  const { serviceTimeoutMs } = useConfig().app;
  const client = useMemo(
    () => createApiClient({ timeoutMs: serviceTimeoutMs, fetch: unreachable }),
    [serviceTimeoutMs],
  );
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}
