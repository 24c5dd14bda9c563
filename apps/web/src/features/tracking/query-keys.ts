// The tracking feature's own query keys.

/** Every page of the driver's tracking log of one trip (myTrackingLog). */
export function trackingLogQueryKey(shipmentId: string) {
  return ['myTrackingLog', shipmentId] as const;
}
