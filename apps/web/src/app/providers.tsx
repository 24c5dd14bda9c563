import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { env } from '../config/env';
import { ApiClientProvider } from '../lib/api-provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import { ConfigProvider } from '../lib/config-provider';
import { AppMantineProvider } from './app-mantine-provider';
import { OfflineDataKeeper } from './offline/offline-data-keeper';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());

  return (
    <ConfigProvider env={env.configEnvironment}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <OfflineDataKeeper />
          <ApiClientProvider>
            <AppMantineProvider>{children}</AppMantineProvider>
          </ApiClientProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
