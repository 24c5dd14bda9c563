import type { DehydratedState } from '@tanstack/react-query';
import { browserStorage, readStoredValue, removeStoredValue, type ClearableStorage } from './browser-storage';

// The last answers the installed app needs without signal (My Loads and the trips opened), saved from
// TanStack Query's cache for one member and read back by the saved view when the app opens offline
// (decision 062). It lives in localStorage: logout empties it with the rest of the member's data
// (session-cleanup.ts), and it is read synchronously, before the first render. Writing it
// (save-offline-snapshot.ts) needs TanStack Query's dehydrate, loaded only when there is something to save.

export const offlineSnapshotStorageKey = 'freight.offline-snapshot';

export type OfflineSnapshot = {
  /** The member (ID token `sub`) whose answers these are. */
  memberId: string;
  /** When it was written (ISO 8601). */
  savedAt: string;
  state: DehydratedState;
};

export type SnapshotStorage = Pick<ClearableStorage, 'getItem' | 'setItem' | 'removeItem'>;

function isSnapshot(value: unknown): value is OfflineSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { memberId, savedAt, state } = value as Record<string, unknown>;
  return (
    typeof memberId === 'string' &&
    typeof savedAt === 'string' &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray((state as { queries?: unknown }).queries)
  );
}

/** The saved snapshot, or null when there is none or it cannot be read. */
export function readOfflineSnapshot(
  storage: SnapshotStorage | null = browserStorage,
): OfflineSnapshot | null {
  const text = readStoredValue(storage, offlineSnapshotStorageKey);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a snapshot is saved, without reading it. */
export function hasOfflineSnapshot(storage: SnapshotStorage | null = browserStorage): boolean {
  return readStoredValue(storage, offlineSnapshotStorageKey) !== null;
}

export function forgetOfflineSnapshot(storage: SnapshotStorage | null = browserStorage): void {
  removeStoredValue(storage, offlineSnapshotStorageKey);
}
