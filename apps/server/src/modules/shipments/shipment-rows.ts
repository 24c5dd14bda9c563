import { gpsTrackingStatus, type PaymentStatus } from '@freight/domain/shipment-states';
import type { SourceSystem } from '@freight/domain/source-systems';
import {
  assignmentTransactions,
  shipmentCostItems,
  shipmentInvolvedParties,
  shipmentNotes,
  shipmentReferences,
  type shipments,
  shipmentServices,
  shipmentStops,
  shipmentTenderedCarriers,
  stopActivities,
  stopCommodities,
} from '../../db/schema/index';
import type { TenderShipmentInput } from './tender-shipment.schemas';

// Pure mapping from a tender to the rows of a shipment; tender-shipment.ts does the IO.

type ShipmentRow = typeof shipments.$inferInsert;
type StopRow = typeof shipmentStops.$inferInsert;

/** The tables of a tender's details, each under the name of its rows in TenderRows. */
export const tenderDetailTables = {
  stops: shipmentStops,
  commodities: stopCommodities,
  activities: stopActivities,
  references: shipmentReferences,
  services: shipmentServices,
  notes: shipmentNotes,
  costItems: shipmentCostItems,
  parties: shipmentInvolvedParties,
  assignments: assignmentTransactions,
  tenderedCarriers: shipmentTenderedCarriers,
};

type DetailRows = {
  [Key in keyof typeof tenderDetailTables]: (typeof tenderDetailTables)[Key]['$inferInsert'][];
};

/** Every row a tender writes, by table; insert-tender-rows.ts writes them in one statement. */
export type TenderRows = Omit<DetailRows, 'stops'> & {
  shipment: ShipmentRow & { id: string; shipmentId: string };
  stops: (StopRow & { id: string })[];
};

/** The driver an imported shipment is already assigned to. */
export type TenderDriver = {
  id: string;
  upn: string;
  name: string;
  email: string | null;
  phone: string | null;
  tractorNumber: string | null;
};

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

/**
 * The rows of a tender under the readable `shipmentId`, with their ids made here (`newUuid`), so that
 * the stops' details can name their stop before anything is written. An imported driver assignment is
 * an 'Assign Driver' transaction plus a PRIMARY DRIVER party, the records a dispatcher's assignment makes.
 */
export function tenderRows(
  ids: { shipmentUuid: string; shipmentId: string; newUuid: () => string },
  sourceSystem: SourceSystem,
  carrier: { id: string; tmsCarrierId: string | null },
  input: TenderShipmentInput,
  driver: TenderDriver | undefined,
  options: { now: Date; loadPostingId?: string },
): TenderRows {
  const { shipmentUuid, shipmentId } = ids;
  const stops = toStopRows(shipmentUuid, shipmentId, input).map((stop) => ({ ...stop, id: ids.newUuid() }));
  const stopUuid = new Map(stops.map((stop) => [stop.sequenceNo, stop.id]));
  const ofStop = (sequence: number) => stopUuid.get(sequence)!;
  const parties: TenderRows['parties'] = input.involvedParties.map((party) => ({
    shipmentId: shipmentUuid,
    ...party,
  }));
  const assignments: TenderRows['assignments'] = [];
  if (driver) {
    parties.push({
      shipmentId: shipmentUuid,
      partyId: driver.upn,
      partyType: 'PRIMARY DRIVER',
      partyName: driver.name,
      partyEmail: driver.email ?? driver.upn,
      partyPhone: driver.phone ?? undefined,
    });
    assignments.push({
      shipmentId: shipmentUuid,
      transactionType: 'Assign Driver',
      driverMemberId: driver.id,
      driverName: driver.name,
      driverEmail: driver.email ?? driver.upn,
      driverPhone: driver.phone,
      tractorNumber: driver.tractorNumber,
    });
  }
  const isTendered = input.state === 'TENDERED';
  return {
    shipment: {
      ...toShipmentRow(sourceSystem, shipmentId, carrier, input),
      id: shipmentUuid,
      loadPostingId: options.loadPostingId,
    },
    stops,
    commodities: input.stops.flatMap((stop) =>
      stop.commodities.map((commodity, index) => ({
        stopId: ofStop(stop.sequence),
        commoditySeq: index + 1,
        ...commodity,
      })),
    ),
    activities: input.stops.flatMap((stop) =>
      (stop.activities ?? []).map((activity, index) => ({
        stopId: ofStop(stop.sequence),
        seqNo: index + 1,
        equipmentFlow: activity.execActivity,
        ...activity,
      })),
    ),
    references: [
      ...input.references.map((reference) => ({ shipmentId: shipmentUuid, stopId: null, ...reference })),
      ...input.stops.flatMap((stop) =>
        stop.references.map((reference) => ({
          shipmentId: shipmentUuid,
          stopId: ofStop(stop.sequence),
          ...reference,
        })),
      ),
    ],
    services: input.services.map((serviceDescription) => ({ shipmentId: shipmentUuid, serviceDescription })),
    notes: input.notes.map((note) => ({ shipmentId: shipmentUuid, ...note })),
    costItems: input.costItems.map(({ totalAmount, ...item }) => ({
      shipmentId: shipmentUuid,
      ...item,
      totalAmountCents: totalAmount,
    })),
    parties,
    assignments,
    tenderedCarriers: [
      {
        shipmentId: shipmentUuid,
        carrierId: carrier.id,
        offeredRateCents: shipmentAmounts(input).offeredRateCents,
        status: isTendered ? 'OFFERED' : 'ACCEPTED',
        respondedAt: isTendered ? null : options.now,
      },
    ],
  };
}
