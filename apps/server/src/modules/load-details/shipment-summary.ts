import { formatCents } from '@freight/domain/money';
import { bucketByShipmentState, type MyLoadBucket } from '@freight/domain/shipment-states';
import type { shipments } from '../../db/schema/shipments';

// What every view of a shipment starts with (the details panel's ShipmentDetails, a My Loads card):
// which load it is, where it came from, its list, and the figures of its card.

export type ShipmentSummaryView = {
  shipmentId: string;
  loadId: string | null;
  sourceSystem: string;
  loadType: string;
  transportMode: string;
  shipmentState: string;
  myLoadsBucket: MyLoadBucket | null;
  totalDistance: number;
  distanceUOM: string;
  totalWeight: number;
  weightUOM: string;
  numberOfStops: number;
  isHazardous: boolean;
  isHighValue: boolean;
  isTemperatureControlled: boolean;
  currency: string;
  totalCost: string | null;
};

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
