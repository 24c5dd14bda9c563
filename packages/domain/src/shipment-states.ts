// Shipment states and the My Loads buckets they belong to (D2-4).
import type { Permission } from './permissions';

export const shipmentStates = [
  'NOT_ASSIGNED',
  'TENDERED',
  'PENDING_CARRIER_ASSIGNMENT',
  'CARRIER_ASSIGNMENT',
  'PENDING_DRIVER_UNASSIGNMENT',
  'PENDING_DRIVER_ASSIGNMENT',
  'DRIVER_ASSIGNMENT',
  'PENDING_TENDER_DECLINED',
  'TENDER_DECLINED',
  'IN_TRANSIT',
  'DELIVERED_NEEDS_PPWK',
  'DELIVERED_WITH_PPWK',
] as const;
export type ShipmentState = (typeof shipmentStates)[number];

export const myLoadBuckets = [
  'carrierTendered',
  'carrierAssigned',
  'driverAssigned',
  'inTransit',
  'deliveredNeedsPaperWork',
  'deliveredWithPaperWork',
] as const;
export type MyLoadBucket = (typeof myLoadBuckets)[number];

/** The permission that opens each My Loads list (D1-6.09, D1-6.11, D2-6.03). */
export const permissionOfBucket: Record<MyLoadBucket, Permission> = {
  carrierTendered: 'myLoads.carrierTendered',
  carrierAssigned: 'myLoads.carrierAssigned',
  driverAssigned: 'myLoads.driverAssigned',
  inTransit: 'myLoads.inTransit',
  deliveredNeedsPaperWork: 'myLoads.recentlyDelivered',
  deliveredWithPaperWork: 'myLoads.recentlyDelivered',
};

/** Which bucket a state is listed in; states not listed (declined, not assigned) appear in none. */
export const bucketByShipmentState: Partial<Record<ShipmentState, MyLoadBucket>> = {
  TENDERED: 'carrierTendered',
  PENDING_CARRIER_ASSIGNMENT: 'carrierAssigned',
  CARRIER_ASSIGNMENT: 'carrierAssigned',
  PENDING_DRIVER_UNASSIGNMENT: 'carrierAssigned',
  PENDING_DRIVER_ASSIGNMENT: 'driverAssigned',
  DRIVER_ASSIGNMENT: 'driverAssigned',
  IN_TRANSIT: 'inTransit',
  DELIVERED_NEEDS_PPWK: 'deliveredNeedsPaperWork',
  DELIVERED_WITH_PPWK: 'deliveredWithPaperWork',
};

export const executionStatuses = ['STARTED', 'IN_TRANSIT', 'COMPLETED', 'DELIVERED', 'CANCELLED'] as const;
export type ExecutionStatus = (typeof executionStatuses)[number];

/** GPS tracking states of D2-4: not started (0), started (1), completed (2), stopped (10). */
export const gpsTrackingStatus = { notStarted: 0, started: 1, completed: 2, stopped: 10 } as const;

export const paymentStatuses = ['NOT_INVOICED', 'INVOICED', 'APPROVED', 'PAID', 'DISPUTED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
