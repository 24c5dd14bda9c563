import { rateChargeNames } from '@freight/domain/rate-charges';
import type { Transaction } from '../../db/client';
import type { loadPostings } from '../../db/schema/loads';
import { tenderShipment } from '../shipments/tender-shipment';
import type { BookedCarrier, BookedPostingParts, BookedStop } from './booked-posting-parts';
import { unplannedTrailerActivities, type TenderShipmentInput } from '../shipments/tender-shipment.schemas';

type PostingRow = typeof loadPostings.$inferSelect;

export type BookedShipment = { id: string; shipmentId: string };

/** The cost items of the rate the carrier booked: line haul, fuel surcharge, each accessorial. */
export function costItemsOf(
  posting: PostingRow,
  accessorials: { description: string; chargeCents: number }[],
) {
  const items: TenderShipmentInput['costItems'] = [];
  if (posting.lineHaulCents !== null) {
    items.push({
      description: rateChargeNames.lineHaul,
      rate: posting.lineHaulUnitCharge ?? undefined,
      rateQualifier: posting.lineHaulQualifier ?? undefined,
      quantity: posting.lineHaulQuantity ?? undefined,
      totalAmount: posting.lineHaulCents,
    });
  }
  if (posting.fuelCents !== null) {
    items.push({
      description: rateChargeNames.fuelSurcharge,
      rate: posting.fuelUnitCharge ?? undefined,
      rateQualifier: posting.fuelQualifier ?? undefined,
      quantity: posting.fuelQuantity ?? undefined,
      totalAmount: posting.fuelCents,
    });
  }
  for (const item of accessorials)
    items.push({ description: item.description, totalAmount: item.chargeCents });
  return items;
}

/**
 * The shipment a confirmed booking makes, as a tender the carrier has accepted (tenderShipment: the
 * readable shipment id, stops, cost items, the carrier's accepted-tender record), in Carrier Assigned.
 */
function toTender(
  posting: PostingRow,
  stops: BookedStop[],
  costItems: TenderShipmentInput['costItems'],
  carrier: BookedCarrier,
): TenderShipmentInput {
  const specialServices = [...new Set(stops.flatMap((stop) => stop.specialServices))];
  return {
    commonCarrierId: carrier.commonCarrierId,
    loadType: posting.loadType,
    transportMode: posting.transportMode as TenderShipmentInput['transportMode'],
    totalDistance: posting.totalDistance,
    totalWeight: posting.totalWeight,
    isHazardous: posting.isHazardous,
    isHighValue: posting.isHighValue,
    isTemperatureControlled: posting.isTemperatureControlled,
    isGapForDriver: posting.isGapForDriver,
    managedEquipment: posting.managedEquipment,
    isDrayRoute: false,
    readyDateTime: posting.pickupStart,
    currency: posting.currency as TenderShipmentInput['currency'],
    offeredRate: posting.totalChargeCents ?? undefined,
    state: 'CARRIER_ASSIGNMENT',
    stops: stops.map((stop) => ({
      sequence: stop.sequence,
      stopType: stop.stopType as TenderShipmentInput['stops'][number]['stopType'],
      locationName: stop.locationName ?? undefined,
      addressLine1: stop.addressLine1 ?? undefined,
      addressLine2: stop.addressLine2 ?? undefined,
      city: stop.city,
      state: stop.state,
      postalCode: stop.postalCode ?? undefined,
      country: stop.country as 'USA' | 'CAN',
      latitude: stop.latitude,
      longitude: stop.longitude,
      timeZone: stop.timeZone,
      appointmentFrom: stop.appointmentFrom,
      appointmentTo: stop.appointmentTo,
      appointmentConfirmed: stop.appointmentState !== 'P',
      specialServices: stop.specialServices,
      commodities: [],
      references: [],
      // A posting plans no trailer: the driver enters the ones they take in and out at each stop.
      activities: unplannedTrailerActivities(stop.stopType),
    })),
    references: [],
    services: specialServices,
    notes: [],
    // The party that carries the load; the shipper's own parties stay with the source system.
    involvedParties: [{ partyId: carrier.commonCarrierId, partyType: 'CARRIER', partyName: carrier.name }],
    costItems,
  };
}

/**
 * Inside a booking's confirming transaction: the shipment of the booked posting for the carrier, linked
 * to the posting (shipments.load_posting_id is unique: a load makes one shipment, whatever happens
 * above). Its rate-confirmation PDF is made once the transaction has committed
 * (drain-rate-confirmations.ts, decision 054).
 */
export async function createBookedShipment(
  tx: Transaction,
  posting: PostingRow,
  { stops, accessorials, carrier }: BookedPostingParts,
  now: Date,
): Promise<BookedShipment> {
  const costItems = costItemsOf(posting, accessorials);
  const tendered = await tenderShipment(
    tx,
    posting.sourceSystem,
    toTender(posting, stops, costItems, carrier),
    { now, loadPostingId: posting.id, carrier },
  );
  return { id: tendered.id, shipmentId: tendered.shipmentId };
}
