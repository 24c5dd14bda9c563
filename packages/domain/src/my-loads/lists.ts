import { hasPermission, isDispatcher } from '../permissions';
import type { Role } from '../roles';
import {
  bucketByShipmentState,
  myLoadBuckets,
  permissionOfBucket,
  type MyLoadBucket,
  type ShipmentState,
} from '../shipment-states';

// The My Loads lists as the web and the server both read them (D2-2.01 to D2-2.13, D2-4.03): their
// routes, which the roles may open, which opens first, and their titles.

/** The lists as their routes spell them (/app/MyLoad/{list}). */
export type MyLoadList =
  | 'CarrierTendered'
  | 'CarrierAssigned'
  | 'DriverAssigned'
  | 'InTransit'
  | 'DeliveredNeedsPPWK'
  | 'DeliveredWithPPWK';

export const listOfBucket: Record<MyLoadBucket, MyLoadList> = {
  carrierTendered: 'CarrierTendered',
  carrierAssigned: 'CarrierAssigned',
  driverAssigned: 'DriverAssigned',
  inTransit: 'InTransit',
  deliveredNeedsPaperWork: 'DeliveredNeedsPPWK',
  deliveredWithPaperWork: 'DeliveredWithPPWK',
};

/** The bucket of a list named in a path, in any case (the router matches paths regardless of case). */
export function bucketOfList(list: string): MyLoadBucket | null {
  const wanted = list.toLowerCase();
  return myLoadBuckets.find((bucket) => listOfBucket[bucket].toLowerCase() === wanted) ?? null;
}

/** The lists the roles may open, in the spec's order (D2-2.13, D2-2.14). */
export function openableBuckets(roles: readonly Role[]): MyLoadBucket[] {
  return myLoadBuckets.filter((bucket) => hasPermission(roles, permissionOfBucket[bucket]));
}

/** /app/myLoad: Carrier Tendered for carrier-level users, otherwise Driver Assigned (D2-2.12). */
export function defaultBucket(roles: readonly Role[]): MyLoadBucket {
  return hasPermission(roles, permissionOfBucket.carrierTendered) ? 'carrierTendered' : 'driverAssigned';
}

export type BucketCount = { bucket: MyLoadBucket; count: number };

/** The My Loads tab opens the first non-empty list in the spec's order, else the default one (D2-2.13). */
export function firstNonEmptyBucket(counts: readonly BucketCount[], roles: readonly Role[]): MyLoadBucket {
  const counted = new Map(counts.map(({ bucket, count }) => [bucket, count]));
  return openableBuckets(roles).find((bucket) => (counted.get(bucket) ?? 0) > 0) ?? defaultBucket(roles);
}

/** The list a shipment state is shown in (D2-4.03); null for a state in none ('No results found'). */
export function listOfShipmentState(state: string | null | undefined): MyLoadList | null {
  const bucket = state ? bucketByShipmentState[state as ShipmentState] : undefined;
  return bucket ? listOfBucket[bucket] : null;
}

/**
 * The list a shipment opens in for these roles: the list of its state when they may open it (D2-2.14),
 * else null, and the shipment opens on its own page. A deep link (D3-4.51) and the header's Load #
 * search (D1-7.08) open a shipment alike: an owner-operator's booked load waiting for its first driver
 * is in Carrier Assigned, a dispatcher's list (D2-6.01), and still opens.
 */
export function openableListOf(state: string | null | undefined, roles: readonly Role[]): MyLoadList | null {
  const bucket = state ? bucketByShipmentState[state as ShipmentState] : undefined;
  return bucket && hasPermission(roles, permissionOfBucket[bucket]) ? listOfBucket[bucket] : null;
}

export type MyLoadListTitle = MyLoadBucket | 'loadsAssigned';

/** Driver Assigned is titled so for dispatchers and Loads Assigned for everyone else (D2-2.03). */
export function listTitle(bucket: MyLoadBucket, roles: readonly Role[]): MyLoadListTitle {
  return bucket === 'driverAssigned' && !isDispatcher(roles) ? 'loadsAssigned' : bucket;
}
