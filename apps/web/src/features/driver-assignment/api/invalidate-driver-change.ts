import type { QueryClient } from '@tanstack/react-query';
import {
  myLoadsCountsQueryKey,
  myLoadsListsQueryKey,
  myLoadsShipmentsQueryKey,
  shipmentDetailsQueryKey,
} from '../../../lib/query-keys';

// The queries an assignment or un-assignment makes stale: the load moves between the My Loads lists
// (their pages, counts and refreshed cards) and its details change.
const myLoadsRoots: readonly unknown[] = [
  myLoadsListsQueryKey[0],
  myLoadsCountsQueryKey[0],
  myLoadsShipmentsQueryKey[0],
];

/** Not awaited by the callers: they report the change without waiting for the refetches. */
export function invalidateDriverChange(queryClient: QueryClient, shipmentId: string): void {
  void queryClient.invalidateQueries({ queryKey: shipmentDetailsQueryKey(shipmentId) });
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => myLoadsRoots.includes(queryKey[0]) });
}
