import type { MyLoadBucket } from '@freight/domain/shipment-states';
import { myLoadsListsQueryKey } from '../../lib/query-keys';

// The My Loads feature's query keys, each defined once. The lists' root, the counts and the shipment
// cards are shared keys (lib/query-keys.ts): bookings and driver changes make them stale.

/** One list's pages, for one choice of the driver filter (null: everyone). */
export function shipmentsByStateQueryKey(bucket: MyLoadBucket, driverId: string | null) {
  return [...myLoadsListsQueryKey, bucket, driverId] as const;
}

/** The latest assignment transaction naming the caller, for one shipment (D2-4.16). */
export function ownAssignmentTransactionQueryKey(shipmentId: string) {
  return ['getOwnAssignmentTransaction', shipmentId] as const;
}
