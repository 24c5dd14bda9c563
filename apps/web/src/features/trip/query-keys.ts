/** The trip screen's read of one shipment (getShipmentDetails with the trip's fields). */
export function tripShipmentQueryKey(shipmentId: string) {
  return ['getTripShipment', shipmentId] as const;
}
