import { myLoadsCountsQueryKey, myLoadsListsQueryKey, myLoadsShipmentsQueryKey } from '../../lib/query-keys';
import { tripShipmentQueryKey } from '../../features/trip/query-keys';

/**
 * The queries saved for the app opened without signal: the My Loads lists and counts, shipments
 * opened from a link, and the trips opened (decision 062).
 */
export const offlineQueryRoots: readonly string[] = [
  myLoadsListsQueryKey[0],
  myLoadsCountsQueryKey[0],
  myLoadsShipmentsQueryKey[0],
  tripShipmentQueryKey('')[0],
];
