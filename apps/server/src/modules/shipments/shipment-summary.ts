import { formatCents } from '@freight/domain/money';
import { hasPermission } from '@freight/domain/permissions';
import type { Role } from '@freight/domain/roles';
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

/**
 * The summary as this viewer may read it: the total cost is Rate Details, for the roles that may see
 * them only (D2-6.01: Dispatcher; Leased excluded), so anyone else reads it as absent, whatever the
 * web shows.
 */
export function toShipmentSummary(
  shipment: typeof shipments.$inferSelect,
  loadId: string | null,
  viewerRoles: readonly Role[],
): ShipmentSummaryView {
  const showsRate = hasPermission(viewerRoles, 'loads.rateDetails');
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
    totalCost: !showsRate || shipment.totalCostCents === null ? null : formatCents(shipment.totalCostCents),
  };
}
