import type { QueryClient } from '@tanstack/react-query';
import { getShipmentDetailsQueryKey } from '../../loads/details/api/get-shipment-details';

// The queries an assignment or un-assignment makes stale: the load moves between the My Loads lists
// (their pages, counts and refreshed cards) and its details change. The My Loads keys are a feature's,
// which shared code may not import, so their first parts are named here.
const myLoadsOperations: readonly string[] = [
  'getShipmentsWithStopsByState',
  'getMyLoadsCounts',
  'getShipment',
];

/** Not awaited by the callers: they report the change without waiting for the refetches. */
export function invalidateDriverChange(queryClient: QueryClient, shipmentId: string): void {
  void queryClient.invalidateQueries({ queryKey: getShipmentDetailsQueryKey(shipmentId) });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => myLoadsOperations.includes(String(queryKey[0])),
  });
}
