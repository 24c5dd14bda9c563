import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { initI18n } from '../../lib/i18n';
import { clearStoredData } from '../../lib/auth/session-cleanup';
import { readOfflineSnapshot } from '../../lib/offline-snapshot';
import { saveOfflineSnapshot } from '../../lib/save-offline-snapshot';
import { renderWithApi } from '../../test/render-with-api';
import { OfflineDataKeeper } from './offline-data-keeper';
import { offlineQueryRoots } from './offline-roots';

beforeAll(async () => {
  await initI18n();
});

const afterTheDelay = { timeout: 3_000 };

describe('offline data keeper', () => {
  it('saves the signed-in member’s trips and My Loads answers, and nothing else', async () => {
    const queryClient = new QueryClient();
    renderWithApi(<OfflineDataKeeper />, { queryClient, claims: { sub: 'm1' } });

    queryClient.setQueryData(['getUserDetails'], { firstName: 'Karen' });
    queryClient.setQueryData(['getTripShipment', 'S1'], { shipmentId: 'S1' });
    queryClient.setQueryData(['getMyLoadsCounts'], [{ bucket: 'inTransit', count: 1 }]);

    await waitFor(() => expect(readOfflineSnapshot()?.memberId).toBe('m1'), afterTheDelay);
    expect(
      readOfflineSnapshot()
        ?.state.queries.map((query) => query.queryKey[0])
        .sort(),
    ).toEqual(['getMyLoadsCounts', 'getTripShipment']);
  });

  it('forgets another member’s snapshot when a member signs in on the same device', async () => {
    const other = new QueryClient();
    other.setQueryData(['getTripShipment', 'S7'], { shipmentId: 'S7' });
    saveOfflineSnapshot(other, 'm2', offlineQueryRoots);

    renderWithApi(<OfflineDataKeeper />, { claims: { sub: 'm1' } });
    await waitFor(() => expect(readOfflineSnapshot()).toBeNull());
  });

  it('[D3-4.11] logging out clears the saved snapshot with the rest of local storage', () => {
    const client = new QueryClient();
    client.setQueryData(['getTripShipment', 'S1'], { shipmentId: 'S1' });
    saveOfflineSnapshot(client, 'm1', offlineQueryRoots);
    expect(readOfflineSnapshot()).not.toBeNull();

    clearStoredData();
    expect(readOfflineSnapshot()).toBeNull();
  });
});
