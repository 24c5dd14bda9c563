import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  myLoadsCountsQueryKey,
  myLoadsListsQueryKey,
  myLoadsShipmentQueryKey,
  shipmentDetailsQueryKey,
} from '../lib/query-keys';
import {
  notificationListQueryKey,
  unreadNotificationCountQueryKey,
} from '../features/notifications/query-keys';
import { tripShipmentQueryKey } from '../features/trip/query-keys';
import { applyLiveEvent } from './apply-live-event';

const keys = {
  list: [...myLoadsListsQueryKey, 'carrierTendered', 1],
  counts: myLoadsCountsQueryKey,
  card: myLoadsShipmentQueryKey('S1'),
  details: shipmentDetailsQueryKey('S1'),
  otherDetails: shipmentDetailsQueryKey('S2'),
  trip: tripShipmentQueryKey('S1'),
  otherTrip: tripShipmentQueryKey('S2'),
  bell: unreadNotificationCountQueryKey('a@b.test'),
  notifications: notificationListQueryKey('a@b.test'),
} as const;

function cacheWithEveryQuery() {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  return queryClient;
}

const stale = (queryClient: QueryClient) =>
  Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('what a live event makes stale', () => {
  it('a shipment’s change: its lists, counts, card, details and trip, not another shipment’s nor the bell', () => {
    const queryClient = cacheWithEveryQuery();
    applyLiveEvent(queryClient, { event: 'shipment', data: { shipmentId: 'S1' } });
    expect(stale(queryClient)).toEqual(['card', 'counts', 'details', 'list', 'trip']);
  });

  it('a notification: the bell and the list only', () => {
    const queryClient = cacheWithEveryQuery();
    applyLiveEvent(queryClient, { event: 'notification', data: { shipmentId: 'S1' } });
    expect(stale(queryClient)).toEqual(['bell', 'notifications']);
  });

  it('a resync after a lost stream: everything it could have missed', () => {
    const queryClient = cacheWithEveryQuery();
    applyLiveEvent(queryClient, { event: 'resync', data: {} });
    expect(stale(queryClient)).toEqual(Object.keys(keys).sort());
  });

  it('an event it does not know changes nothing', () => {
    const queryClient = cacheWithEveryQuery();
    applyLiveEvent(queryClient, { event: 'ready', data: {} });
    applyLiveEvent(queryClient, { event: 'shipment', data: {} });
    expect(stale(queryClient)).toEqual([]);
  });
});
