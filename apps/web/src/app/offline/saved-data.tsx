import { useState, type ReactNode } from 'react';
import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OfflineApiClientProvider } from '../../lib/api-provider';
import type { OfflineSnapshot } from '../../lib/offline-snapshot';

/**
 * The saved view's own query cache, filled from the snapshot and never fetched again: the answers are
 * shown as saved, and the API client below never reaches the server (decision 062).
 */
export function SavedDataProvider({
  snapshot,
  children,
}: {
  snapshot: OfflineSnapshot;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: Infinity,
          retry: false,
          refetchOnMount: false,
          refetchOnReconnect: false,
          refetchOnWindowFocus: false,
        },
      },
    });
    hydrate(client, snapshot.state);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineApiClientProvider>{children}</OfflineApiClientProvider>
    </QueryClientProvider>
  );
}
