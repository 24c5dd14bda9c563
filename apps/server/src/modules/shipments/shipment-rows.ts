import { gpsTrackingStatus, type PaymentStatus } from '@freight/domain/shipment-states';
import type { SourceSystem } from '@freight/domain/source-systems';
import type { shipments, shipmentStops } from '../../db/schema/index';
import type { TenderShipmentInput } from './tender-shipment.schemas';

// Pure mapping from a tender to the rows of a shipment; tender-shipment.ts does the IO.

type ShipmentRow = typeof shipments.$inferInsert;
type StopRow = typeof shipmentStops.$inferInsert;

/** The total of the cost items, or the offered rate when no items are given (and the other way round). */
export function shipmentAmounts(input: TenderShipmentInput): {
  totalCostCents: number | null;
  offeredRateCents: number | null;
} {
  const itemsTotal =
    input.costItems.length > 0 ? input.costItems.reduce((sum, item) => sum + item.totalAmount, 0) : null;
  return {
    totalCostCents: itemsTotal ?? input.offeredRate ?? null,
    offeredRateCents: input.offeredRate ?? itemsTotal,
  };
}

function executionFields(
  input: TenderShipmentInput,
): Pick<ShipmentRow, 'executionStatus' | 'gpsTrackingStatus' | 'documentStatus'> {
  switch (input.state) {
    case 'IN_TRANSIT':
      return {
        executionStatus: 'IN_TRANSIT',
        gpsTrackingStatus: gpsTrackingStatus.started,
        documentStatus: null,
      };
    case 'DELIVERED_NEEDS_PPWK':
      return {
        executionStatus: 'DELIVERED',
        gpsTrackingStatus: gpsTrackingStatus.completed,
        documentStatus: 'PENDING',
      };
    case 'DELIVERED_WITH_PPWK':
      return {
        executionStatus: 'DELIVERED',
        gpsTrackingStatus: gpsTrackingStatus.completed,
        documentStatus: 'RECEIVED',
      };
    default:
      return { executionStatus: null, gpsTrackingStatus: gpsTrackingStatus.notStarted, documentStatus: null };
  }
}

export function toShipmentRow(
  sourceSystem: SourceSystem,
  shipmentId: string,
  carrier: { id: string; tmsCarrierId: string | null },
  input: TenderShipmentInput,
): ShipmentRow {
  const first = input.stops[0]!;
  const last = input.stops[input.stops.length - 1]!;
  const isStarted = first.actualArrival !== undefined;
  const isDelivered = input.state === 'DELIVERED_NEEDS_PPWK' || input.state === 'DELIVERED_WITH_PPWK';
  const paymentStatus: PaymentStatus | null = isDelivered
    ? input.state === 'DELIVERED_WITH_PPWK'
      ? 'INVOICED'
      : 'NOT_INVOICED'
    : null;
  return {
    shipmentId,
    orderId: input.orderId ?? null,
    sourceSystem,
    division: input.division ?? null,
    loadType: input.loadType,
    transportMode: input.transportMode,
    equipmentType: input.equipmentType ?? null,
    capacityType: input.capacityType ?? null,
    shipmentState: input.state,
    assignmentStatus: input.state === 'TENDERED' ? 'TENDERED' : 'ACCEPTED',
    driverAssignmentStatus: input.driver ? 'ASSIGNED' : null,
    ...executionFields(input),
    // A tender goes to one carrier: it is listed under that carrier from the start (My Loads reads
    // assigned_carrier_id + shipment_state); the tendered-carrier row records the offer itself.
    assignedCarrierId: carrier.id,
    assignedTmsCarrierId: carrier.tmsCarrierId,
    totalWeight: input.totalWeight,
    totalDistance: input.totalDistance,
    numberOfStops: input.stops.length,
    isHazardous: input.isHazardous,
    isHighValue: input.isHighValue,
    isTemperatureControlled: input.isTemperatureControlled,
    isGapForDriver: input.isGapForDriver,
    isDrayRoute: input.isDrayRoute,
    managedEquipment: input.managedEquipment,
    readyDateTime: input.readyDateTime ?? first.appointmentFrom,
    dateTimeZone: first.timeZone,
    costCurrency: input.currency,
    totalCostCents: shipmentAmounts(input).totalCostCents,
    invoiceCreatedAt: input.state === 'DELIVERED_WITH_PPWK' ? (last.actualDeparture ?? null) : null,
    paymentStatus,
    startCity: isStarted ? first.city : null,
    startState: isStarted ? first.state : null,
    startCountry: isStarted ? first.country : null,
    startLatitude: isStarted ? first.latitude : null,
    startLongitude: isStarted ? first.longitude : null,
    startDateTime: first.actualArrival ?? null,
    carrierPro: input.carrierPro ?? null,
  };
}

export function toStopRows(shipmentUuid: string, shipmentId: string, input: TenderShipmentInput): StopRow[] {
  return input.stops.map((stop) => ({
    shipmentId: shipmentUuid,
    stopId: `${shipmentId}-${stop.sequence}`,
    locationId: stop.locationId ?? null,
    sequenceNo: stop.sequence,
    stopType: stop.stopType,
    locationName: stop.locationName ?? null,
    addressLine1: stop.addressLine1 ?? null,
    addressLine2: stop.addressLine2 ?? null,
    city: stop.city,
    state: stop.state,
    country: stop.country,
    postalCode: stop.postalCode ?? null,
    timeZone: stop.timeZone,
    latitude: stop.latitude,
    longitude: stop.longitude,
    plannedArrival: stop.appointmentFrom,
    plannedDeparture: stop.appointmentTo,
    appointmentEarly: stop.appointmentFrom,
    appointmentLate: stop.appointmentTo,
    appointmentState: stop.stopType === 'P' && !stop.appointmentConfirmed ? 'P' : null,
    actualArrival: stop.actualArrival ?? null,
    actualDeparture: stop.actualDeparture ?? null,
    locationNotes: stop.locationNotes ?? null,
  }));
}
