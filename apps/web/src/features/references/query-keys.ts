/** A shipment's references as Add Reference reads them (getShipmentReferences). */
export function shipmentReferencesQueryKey(shipmentId: string) {
  return ['getShipmentReferences', shipmentId] as const;
}
