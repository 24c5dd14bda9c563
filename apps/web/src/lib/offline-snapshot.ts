import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import {
  browserStorage,
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
  type ClearableStorage,
} from './browser-storage';

// The last answers the installed app needs without signal (My Loads and the trips opened), saved from
// TanStack Query's cache for one member and read back by the saved view when the app opens offline
// (decision 062). It lives in localStorage: logout empties it with the rest of the member's data
// (session-cleanup.ts), and it is read synchronously, before the first render.

export const offlineSnapshotStorageKey = 'freight.offline-snapshot';

export type OfflineSnapshot = {
  /** The member (ID token `sub`) whose answers these are. */
  memberId: string;
  /** When it was written (ISO 8601). */
  savedAt: string;
  state: DehydratedState;
};

type SnapshotStorage = Pick<ClearableStorage, 'getItem' | 'setItem' | 'removeItem'>;

/** At most this many answers are kept: the lists' pages and the latest trips opened. */
export const offlineSnapshotMaxQueries = 40;

/**
 * Writes the successful queries whose key starts with one of `roots` as the member's snapshot, with
 * what the member's previous snapshot held that this session has not fetched (a trip opened
 * yesterday), newest first, up to `offlineSnapshotMaxQueries`.
 */
export function saveOfflineSnapshot(
  queryClient: QueryClient,
  memberId: string,
  roots: readonly string[],
  { storage = browserStorage, now = new Date() }: { storage?: SnapshotStorage | null; now?: Date } = {},
): void {
  const { queries } = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && roots.includes(String(query.queryKey[0])),
    shouldDehydrateMutation: () => false,
  });
  const previous = readOfflineSnapshot(storage);
  const fetched = new Set(queries.map((query) => query.queryHash));
  const kept =
    previous?.memberId === memberId
      ? previous.state.queries.filter((query) => !fetched.has(query.queryHash))
      : [];
  const newestFirst = [...queries, ...kept]
    .sort((left, right) => right.state.dataUpdatedAt - left.state.dataUpdatedAt)
    .slice(0, offlineSnapshotMaxQueries);
  const snapshot: OfflineSnapshot = {
    memberId,
    savedAt: now.toISOString(),
    state: { mutations: [], queries: newestFirst },
  };
  writeStoredValue(storage, offlineSnapshotStorageKey, JSON.stringify(snapshot));
}

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

/** Puts the snapshot's answers into `queryClient`, as they were when saved. */
export function restoreOfflineSnapshot(queryClient: QueryClient, snapshot: OfflineSnapshot): void {
  hydrate(queryClient, snapshot.state);
}
