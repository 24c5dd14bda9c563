import { hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { offlineSnapshotStorageKey, readOfflineSnapshot } from './offline-snapshot';
import { offlineSnapshotMaxQueries, saveOfflineSnapshot } from './save-offline-snapshot';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const roots = ['getTripShipment', 'getShipmentsWithStopsByState'];

function clientWith(entries: [readonly unknown[], unknown, number?][]) {
  const client = new QueryClient();
  for (const [key, data, updatedAt] of entries) client.setQueryData(key, data, { updatedAt });
  return client;
}

describe('offline snapshot', () => {
  it('saves only the listed queries that succeeded, for one member, and reads them back', () => {
    const storage = memoryStorage();
    const client = clientWith([
      [['getTripShipment', 'S1'], { shipmentId: 'S1' }],
      [['getUserDetails'], { name: 'Karen' }],
    ]);
    saveOfflineSnapshot(client, 'm1', roots, { storage, now: new Date('2026-05-01T12:00:00Z') });

    const snapshot = readOfflineSnapshot(storage);
    expect(snapshot?.memberId).toBe('m1');
    expect(snapshot?.savedAt).toBe('2026-05-01T12:00:00.000Z');
    expect(snapshot?.state.queries.map((query) => query.queryKey)).toEqual([['getTripShipment', 'S1']]);

    const restored = new QueryClient();
    hydrate(restored, snapshot!.state);
    expect(restored.getQueryData(['getTripShipment', 'S1'])).toEqual({ shipmentId: 'S1' });
    expect(restored.getQueryData(['getUserDetails'])).toBeUndefined();
  });

  it('keeps what the same member saved before and this session did not fetch, never another member’s', () => {
    const storage = memoryStorage();
    saveOfflineSnapshot(clientWith([[['getTripShipment', 'S1'], { shipmentId: 'S1' }, 1_000]]), 'm1', roots, {
      storage,
    });
    saveOfflineSnapshot(clientWith([[['getTripShipment', 'S2'], { shipmentId: 'S2' }, 2_000]]), 'm1', roots, {
      storage,
    });
    expect(readOfflineSnapshot(storage)?.state.queries.map((query) => query.queryKey[1])).toEqual([
      'S2',
      'S1',
    ]);

    saveOfflineSnapshot(clientWith([[['getTripShipment', 'S3'], { shipmentId: 'S3' }, 3_000]]), 'm2', roots, {
      storage,
    });
    const other = readOfflineSnapshot(storage);
    expect(other?.memberId).toBe('m2');
    expect(other?.state.queries.map((query) => query.queryKey[1])).toEqual(['S3']);
  });

  it('keeps the newest answers up to its limit', () => {
    const storage = memoryStorage();
    const entries = Array.from(
      { length: offlineSnapshotMaxQueries + 5 },
      (_, index): [readonly unknown[], unknown, number] => [
        ['getTripShipment', `S${index}`],
        { index },
        index,
      ],
    );
    saveOfflineSnapshot(clientWith(entries), 'm1', roots, { storage });
    const queries = readOfflineSnapshot(storage)?.state.queries ?? [];
    expect(queries).toHaveLength(offlineSnapshotMaxQueries);
    expect(queries[0]?.queryKey).toEqual(['getTripShipment', `S${offlineSnapshotMaxQueries + 4}`]);
  });

  it('reads nothing from a missing or damaged entry', () => {
    const storage = memoryStorage();
    expect(readOfflineSnapshot(storage)).toBeNull();
    storage.setItem(offlineSnapshotStorageKey, '{not json');
    expect(readOfflineSnapshot(storage)).toBeNull();
    storage.setItem(offlineSnapshotStorageKey, JSON.stringify({ memberId: 'm1' }));
    expect(readOfflineSnapshot(storage)).toBeNull();
  });
});
