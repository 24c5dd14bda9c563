import type { QueryClient } from '@tanstack/react-query';
import { invalidateMyLoads, invalidateShipmentMove, shipmentDetailsQueryKey } from '../lib/query-keys';
import type { LiveStreamEvent } from '../lib/live-stream';
import { notificationsQueryKey } from '../features/notifications/query-keys';
import { tripShipmentQueryKey } from '../features/trip/query-keys';

/**
 * What a live event makes stale (decision 061). TanStack Query fetches again only what is on screen
 * (the open My Loads list, trip screen, bell or list) and marks the rest stale, so nothing polls:
 * - `shipment`: that shipment's lists, counts, card, details and trip screen;
 * - `notification`: the bell's count and the notifications list;
 * - `resync` (the stream was lost a while): all of them, since any change may have been missed.
 */
export function applyLiveEvent(queryClient: QueryClient, { event, data }: LiveStreamEvent): void {
  if (event === 'shipment' && typeof data.shipmentId === 'string') {
    invalidateShipmentMove(queryClient, data.shipmentId);
    void queryClient.invalidateQueries({ queryKey: tripShipmentQueryKey(data.shipmentId) });
  } else if (event === 'notification') {
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  } else if (event === 'resync') {
    const shipmentRoots: unknown[] = [shipmentDetailsQueryKey('')[0], tripShipmentQueryKey('')[0]];
    invalidateMyLoads(queryClient);
    void queryClient.invalidateQueries({ predicate: ({ queryKey }) => shipmentRoots.includes(queryKey[0]) });
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
  }
}
