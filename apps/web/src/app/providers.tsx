import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { env } from '../config/env';
import { ApiClientProvider } from '../lib/api-provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import { ConfigProvider } from '../lib/config-provider';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());

  return (
    <ConfigProvider env={env.configEnvironment}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ApiClientProvider>
            <MantineProvider
              theme={theme}
              cssVariablesResolver={cssVariablesResolver}
              defaultColorScheme="light"
            >
              <Notifications />
              {children}
            </MantineProvider>
          </ApiClientProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
