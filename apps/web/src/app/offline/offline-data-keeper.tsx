import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth/auth-context';
import { forgetOfflineSnapshot, readOfflineSnapshot } from '../../lib/offline-snapshot';
import { offlineQueryRoots } from './offline-roots';

/** How long after the last answer the snapshot is written: a list's pages arrive together. */
export const offlineSaveDelayMs = 1_000;

/**
 * While a member is signed in, saves their My Loads and trip answers for the app opened without
 * signal (decision 062). Another member's snapshot on this device is forgotten at once: one phone
 * shared by two drivers shows each only their own loads.
 */
export function OfflineDataKeeper() {
  const { status, claims } = useAuth();
  const queryClient = useQueryClient();
  const memberId = status === 'signedIn' ? (claims?.sub ?? null) : null;

  useEffect(() => {
    if (!memberId) return;
    if (readOfflineSnapshot()?.memberId !== memberId) forgetOfflineSnapshot();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isActive = true;
    // Loaded on the first answer to save: the app's first scripts do without it.
    const save = async () => {
      const { saveOfflineSnapshot } = await import('../../lib/save-offline-snapshot');
      if (isActive) saveOfflineSnapshot(queryClient, memberId, offlineQueryRoots);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!offlineQueryRoots.includes(String(event.query.queryKey[0]))) return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(), offlineSaveDelayMs);
    });
    return () => {
      // Logging out (status leaves signedIn) must not write the snapshot again after it was cleared.
      isActive = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [memberId, queryClient]);

  return null;
}
