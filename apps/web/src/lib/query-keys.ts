import type { QueryClient } from '@tanstack/react-query';

// Query keys that more than one feature reads or makes stale, defined once here because features may
// not import every feature that changes their data (an assignment, made in driver-assignment, makes
// the My Loads lists and the shipment's details stale). Every other key is its feature's own
// (features/<area>/query-keys.ts).

/** Every page of every My Loads list (getShipmentsWithStopsByState). */
export const myLoadsListsQueryKey = ['getShipmentsWithStopsByState'] as const;

/** The counts of the My Loads lists (Home's tiles, the lists' titles). */
export const myLoadsCountsQueryKey = ['getMyLoadsCounts'] as const;

/** Every shipment card fetched on its own (getShipment): deep links, a shipment off the pages. */
export const myLoadsShipmentsQueryKey = ['getShipment'] as const;

export function myLoadsShipmentQueryKey(shipmentId: string | null) {
  return [...myLoadsShipmentsQueryKey, shipmentId] as const;
}

/** A shipment's details panel (getShipmentDetails). */
export function shipmentDetailsQueryKey(shipmentId: string) {
  return ['getShipmentDetails', shipmentId] as const;
}

/** A shipment's documents (listRelatedDocumentsV2): an upload, an invoice and the panel's Refresh make them stale. */
export function shipmentDocumentsQueryKey(shipmentId: string) {
  return ['listRelatedDocumentsV2', shipmentId] as const;
}

const myLoadsRoots: readonly unknown[] = [
  myLoadsListsQueryKey[0],
  myLoadsCountsQueryKey[0],
  myLoadsShipmentsQueryKey[0],
];

/**
 * A change that may move a shipment between the My Loads lists (D2-4.10: an assignment, a trip's step,
 * a document or an invoice that completes its paperwork): every list page, count and card is fetched
 * again, and the shipment's details. Not awaited: the callers report the change without waiting.
 */
export function invalidateShipmentMove(queryClient: QueryClient, shipmentId: string): void {
  void queryClient.invalidateQueries({ queryKey: shipmentDetailsQueryKey(shipmentId) });
  invalidateMyLoads(queryClient);
}

/** Every My Loads list page, count and card (not the details): what a missed change may have moved. */
export function invalidateMyLoads(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: ({ queryKey }) => myLoadsRoots.includes(queryKey[0]) });
}

/**
 * A list of loads ranked or filtered by the carrier's cost profile (net profit, net per day; decision
 * 058) carries this meta, so that saving the profile fetches it again in the profile's order.
 */
export const rankedByCostProfileMeta = { rankedByCostProfile: true } as const;

/** Every list ranked or filtered by the cost profile: fetched again once a new profile is saved. */
export function invalidateCostProfileRankings(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: ({ meta }) => meta?.rankedByCostProfile === true });
}
