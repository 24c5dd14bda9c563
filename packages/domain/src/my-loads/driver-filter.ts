import type { AppConfig } from '../config';
import { hasPermission } from '../permissions';
import type { Role } from '../roles';
import type { MyLoadBucket } from '../shipment-states';

// Who sees the driver filter and the drivers' names on My Loads (D2-2.19, D2-6.02, D2-6.07).

/** The driver filter's entries appended after the drivers (D2-2.19). */
export const allDriversFilter = 'All_Drivers';
export const unknownDriverFilter = 'Unknown';

const deliveredBuckets: readonly MyLoadBucket[] = ['deliveredNeedsPaperWork', 'deliveredWithPaperWork'];
const driverBuckets: readonly MyLoadBucket[] = ['driverAssigned', 'inTransit', ...deliveredBuckets];

export function isDeliveredBucket(bucket: MyLoadBucket): boolean {
  return deliveredBuckets.includes(bucket);
}

/**
 * The "myLoad filter permission" the spec names without defining (D2-2.19, D2-6.07): held by those who
 * see every driver's loads (Carrier Assigned, D2-6.02). A driver sees only their own, so a driver
 * filter or persona would tell them nothing.
 */
export function mayFilterByDriver(roles: readonly Role[]): boolean {
  return hasPermission(roles, 'myLoads.carrierAssigned');
}

/** The driver filter: delivered lists, the filter permission and the configuration's flag (D2-2.19). */
export function showsDriverFilter(
  bucket: MyLoadBucket,
  roles: readonly Role[],
  features: Pick<AppConfig['features'], 'driverFilter'>,
): boolean {
  return features.driverFilter && isDeliveredBucket(bucket) && mayFilterByDriver(roles);
}

/** The driver's name on loads of the driver lists, for holders of the filter permission (D2-6.07). */
export function showsDriverPersona(bucket: MyLoadBucket, roles: readonly Role[]): boolean {
  return driverBuckets.includes(bucket) && mayFilterByDriver(roles);
}
