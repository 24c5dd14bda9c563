import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { browserStorage, writeStoredValue } from './browser-storage';
import {
  offlineSnapshotStorageKey,
  readOfflineSnapshot,
  type OfflineSnapshot,
  type SnapshotStorage,
} from './offline-snapshot';

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
