import { formatCents } from '@freight/domain/money';
import { bucketByShipmentState } from '@freight/domain/shipment-states';
import type { shipments } from '../../db/schema/shipments';
import type { MyLoadShipment } from '../../generated/graphql';

// What every view of a shipment starts with (the details panel's ShipmentDetails, a My Loads card):
// which load it is, where it came from, its list, and the figures of its card.

/** The fields every shipment type of the schema (ShipmentDetails, MyLoadShipment) starts with. */
export type ShipmentSummaryView = Pick<
  MyLoadShipment,
  | 'shipmentId'
  | 'loadId'
  | 'sourceSystem'
  | 'loadType'
  | 'transportMode'
  | 'shipmentState'
  | 'myLoadsBucket'
  | 'totalDistance'
  | 'distanceUOM'
  | 'totalWeight'
  | 'weightUOM'
  | 'numberOfStops'
  | 'isHazardous'
  | 'isHighValue'
  | 'isTemperatureControlled'
  | 'currency'
  | 'totalCost'
>;

export function toShipmentSummary(
  shipment: typeof shipments.$inferSelect,
  loadId: string | null,
): ShipmentSummaryView {
  return {
    shipmentId: shipment.shipmentId,
    loadId,
    sourceSystem: shipment.sourceSystem,
    loadType: shipment.loadType,
    transportMode: shipment.transportMode,
    shipmentState: shipment.shipmentState,
    myLoadsBucket: bucketByShipmentState[shipment.shipmentState] ?? null,
    totalDistance: shipment.totalDistance,
    distanceUOM: shipment.distanceUom,
    totalWeight: shipment.totalWeight,
    weightUOM: shipment.weightUom,
    numberOfStops: shipment.numberOfStops,
    isHazardous: shipment.isHazardous,
    isHighValue: shipment.isHighValue,
    isTemperatureControlled: shipment.isTemperatureControlled,
    currency: shipment.costCurrency,
    totalCost: shipment.totalCostCents === null ? null : formatCents(shipment.totalCostCents),
  };
}
