import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../lib/api-provider';
import { useAuth } from '../lib/auth/auth-context';
import { runLiveStream } from '../lib/live-stream';
import { applyLiveEvent } from './apply-live-event';

/** The signed-in member's live events (decision 061). */
export const liveEventsPath = '/live/v1/events';

/**
 * Keeps one live stream open while the user is signed in, and makes stale what each event changed;
 * it closes at logout (and on the way out), and opens again with a growing wait after a failure.
 */
export function useLiveUpdates(): void {
  const { status } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status !== 'signedIn') return;
    const controller = new AbortController();
    void runLiveStream({
      open: (signal) => client.openStream(liveEventsPath, { signal }),
      onEvent: (event) => applyLiveEvent(queryClient, event),
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [status, client, queryClient]);
}
