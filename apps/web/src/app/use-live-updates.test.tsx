import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { ApiClientTestProvider } from '../lib/api-provider';
import { AuthContext, type AuthStatus } from '../lib/auth/auth-context';
import { myLoadsListsQueryKey } from '../lib/query-keys';
import { createFakeAuth } from '../test/render-app';
import { liveEventsPath, useLiveUpdates } from './use-live-updates';

type Opened = { url: string; headers: Record<string, string>; signal: AbortSignal };

/** A fetch whose live stream sends a ready event, then a change of shipment S1, and stays open. */
function fakeStreamFetch(opened: Opened[]) {
  return async (url: string, init?: RequestInit) => {
    opened.push({ url, headers: init?.headers as Record<string, string>, signal: init!.signal! });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const text =
          'event: ready\ndata: {"heartbeatMs":20000}\n\nevent: shipment\ndata: {"shipmentId":"S1"}\n\n';
        controller.enqueue(new TextEncoder().encode(text));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
}

function renderLiveUpdates(status: AuthStatus, opened: Opened[], queryClient: QueryClient) {
  const client = createApiClient({
    timeoutMs: 5_000,
    basePath: '/web',
    fetch: fakeStreamFetch(opened),
    getIdToken: () => 'id-token',
    getLanguage: () => 'fr',
  });
  let auth = { ...createFakeAuth(['carrierDispatcher']), status };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <ApiClientTestProvider value={client}>{children}</ApiClientTestProvider>
      </AuthContext>
    </QueryClientProvider>
  );
  const rendered = renderHook(() => useLiveUpdates(), { wrapper });
  return {
    ...rendered,
    setStatus: (next: AuthStatus) => {
      auth = { ...auth, status: next };
      rendered.rerender();
    },
  };
}

describe('live updates in the app', () => {
  it('opens one stream with the token and language while signed in, and makes stale what an event names', async () => {
    const opened: Opened[] = [];
    const queryClient = new QueryClient();
    const listKey = [...myLoadsListsQueryKey, 'carrierTendered'];
    queryClient.setQueryData(listKey, []);
    renderLiveUpdates('signedIn', opened, queryClient);

    await waitFor(() => expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.url).toBe(liveEventsPath);
    expect(opened[0]!.headers).toMatchObject({
      Authorization: 'Bearer id-token',
      'Accept-Language': 'fr',
      Accept: 'text/event-stream',
    });
  });

  it('closes the stream at logout and opens none while signed out', async () => {
    const opened: Opened[] = [];
    const rendered = renderLiveUpdates('signedIn', opened, new QueryClient());
    await waitFor(() => expect(opened).toHaveLength(1));
    rendered.setStatus('leaving');
    expect(opened[0]!.signal.aborted).toBe(true);

    const signedOut: Opened[] = [];
    renderLiveUpdates('signedOut', signedOut, new QueryClient());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signedOut).toEqual([]);
  });
});
