import { shipmentDetailsQueryKey } from '../../lib/query-keys';
import type { PredecessorRequest } from './api/get-predecessor-shipment';

// The driver-assignment feature's query keys, each defined once.

export const carrierDriversQueryKey = ['getCarrierDrivers'] as const;

export function getPredecessorShipmentQueryKey({ shipmentId, driverId, assignSource }: PredecessorRequest) {
  return ['predecessorShipmentId', shipmentId, driverId, assignSource] as const;
}

/** The List of Drivers for a search text, in any case. */
export function carrierDriverSearchQueryKey(text: string) {
  return [...carrierDriversQueryKey, text.toLowerCase()] as const;
}

/** What a reload search starts from: under the shipment's details, so that a change refreshes both. */
export function reloadShipmentQueryKey(shipmentId: string) {
  return [...shipmentDetailsQueryKey(shipmentId), 'reload'] as const;
}
