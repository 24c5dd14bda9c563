// The tracking feature's own query keys.

/** Every page of the driver's tracking log of one trip (myTrackingLog). */
export function trackingLogQueryKey(shipmentId: string) {
  return ['myTrackingLog', shipmentId] as const;
}

/** The last known position of a trip's truck (lastTruckPosition). */
export function lastTruckPositionQueryKey(shipmentId: string) {
  return ['lastTruckPosition', shipmentId] as const;
}
