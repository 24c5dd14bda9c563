import { asc, desc, eq, sql } from 'drizzle-orm';
import type { StopType } from '@freight/domain/stops';
import type { Executor } from '../../db/client';
import { carriers } from '../../db/schema/carriers';
import { shipmentCostItems, shipmentStops } from '../../db/schema/shipments';
import type { ShipmentRow } from '../shipments/find-caller-shipment';

// What the invoice the provider prepares shows (D2-7.22, D2-9.11): the carrier who bills, the shipment
// and its stops as they were run, and the shipment's cost items with their total.

export type InvoiceStop = {
  sequence: number;
  stopType: StopType;
  locationName: string | null;
  city: string;
  state: string;
  postalCode: string | null;
  country: string;
  timeZone: string;
  arrival: Date | null;
  departure: Date | null;
};

export type InvoiceCostItem = {
  description: string;
  /** The rate in cents, rounded to 2 decimals as the Pay tab shows it; null where the source gives none. */
  rateCents: number | null;
  rateQualifier: string | null;
  /** As stored, up to 2 decimals ("968.40"). */
  quantity: string | null;
  totalCents: number;
};

export type InvoiceContent = {
  invoiceNumber: string;
  issuedAt: Date;
  shipment: Pick<
    ShipmentRow,
    'shipmentId' | 'orderId' | 'sourceSystem' | 'loadType' | 'transportMode' | 'carrierPro'
  > & { loadId: string | null };
  carrier: {
    name: string;
    commonCarrierId: string;
    scac: string | null;
    mcNumber: string | null;
    usdotNumber: string | null;
    addressLine1: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
    country: string | null;
  };
  stops: InvoiceStop[];
  costItems: InvoiceCostItem[];
  totalCents: number;
  currency: string;
};

/** The number the PDF carries when the carrier gives none: one provider invoice per shipment. */
export function providerInvoiceNumberOf(shipmentId: string): string {
  return `INV-${shipmentId}`;
}

/** The content of a shipment's invoice, read from its rows; the carrier is the shipment's own. */
export async function readInvoiceContent(
  db: Executor,
  { shipment, loadId }: { shipment: ShipmentRow; loadId: string | null },
  invoiceNumber: string | null,
  issuedAt: Date,
): Promise<InvoiceContent> {
  const [carrier] = await db
    .select({
      name: carriers.name,
      commonCarrierId: carriers.commonCarrierId,
      scac: carriers.scac,
      mcNumber: carriers.mcNumber,
      usdotNumber: carriers.usdotNumber,
      addressLine1: carriers.addressLine1,
      city: carriers.city,
      state: carriers.state,
      postalCode: carriers.postalCode,
      country: carriers.country,
    })
    .from(carriers)
    .where(eq(carriers.id, shipment.assignedCarrierId!));
  const stops = await db
    .select({
      sequence: shipmentStops.sequenceNo,
      stopType: shipmentStops.stopType,
      locationName: shipmentStops.locationName,
      city: shipmentStops.city,
      state: shipmentStops.state,
      postalCode: shipmentStops.postalCode,
      country: shipmentStops.country,
      timeZone: shipmentStops.timeZone,
      arrival: shipmentStops.actualArrival,
      departure: shipmentStops.actualDeparture,
    })
    .from(shipmentStops)
    .where(eq(shipmentStops.shipmentId, shipment.id))
    .orderBy(asc(shipmentStops.sequenceNo));
  const costItems = await db
    .select({
      description: shipmentCostItems.description,
      rateCents: sql<number | null>`round(${shipmentCostItems.rate} * 100)::bigint`.mapWith(Number),
      rateQualifier: shipmentCostItems.rateQualifier,
      quantity: shipmentCostItems.quantity,
      totalCents: shipmentCostItems.totalAmountCents,
    })
    .from(shipmentCostItems)
    .where(eq(shipmentCostItems.shipmentId, shipment.id))
    // The Pay tab's order: the largest (the line haul) first, then by name.
    .orderBy(desc(shipmentCostItems.totalAmountCents), asc(shipmentCostItems.description));
  return {
    invoiceNumber: invoiceNumber ?? providerInvoiceNumberOf(shipment.shipmentId),
    issuedAt,
    shipment: {
      shipmentId: shipment.shipmentId,
      orderId: shipment.orderId,
      sourceSystem: shipment.sourceSystem,
      loadType: shipment.loadType,
      transportMode: shipment.transportMode,
      carrierPro: shipment.carrierPro,
      loadId,
    },
    carrier: carrier!,
    stops,
    costItems,
    totalCents: costItems.reduce((sum, item) => sum + item.totalCents, 0),
    currency: shipment.costCurrency,
  };
}
