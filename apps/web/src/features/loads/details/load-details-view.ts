import { myLoadBuckets, type MyLoadBucket } from '@freight/domain/shipment-states';
import type { DocumentsShipment } from '../../documents/documents-shipment';
import type { LoadPosting } from '../api/load-posting';
import { sortStops } from '../sort-stops';
import type { ShipmentCommodity, ShipmentDetails, ShipmentReference } from './api/get-shipment-details';

// What the details panel shows, whether it opens on a posting (search, home) or on a shipment (My
// Loads): the two answers have different shapes, and the panel reads one.

export type DetailStop = {
  stopId: string;
  sequence: number;
  /** P pickup, D drop, BorderCrossing, Relay. */
  stopType: string;
  locationName: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  appointmentFrom: string | null;
  appointmentTo: string | null;
  appointmentState: string | null;
};

/** One line of the Pay tab; line haul and fuel without a description of their own get the usual name. */
export type PayLine = {
  key: string;
  label: string | null;
  kind: 'lineHaul' | 'fuel' | 'item';
  amount: string;
};

export type LoadDetailsView = {
  /** What Contact Us asks about: the shipment id, or the load id of a posting. */
  contactId: string;
  /** The load of a posting; a shipment's load when it has one. */
  loadId: string | null;
  /** Null for a posting: Beta Tools and Documents work on shipments only. */
  shipmentId: string | null;
  /** The My Loads list the load is shown in; null outside My Loads. */
  module: MyLoadBucket | null;
  loadType: string;
  currency: string;
  hasServices: boolean;
  /** In sequence order (D1-2.30). */
  stops: DetailStop[];
  /** What the Documents tab needs of a shipment; null for a posting. Its tab fetches the list (D1-4.17). */
  documentsShipment: DocumentsShipment | null;
  // A list is null when the server does not send it (the caller may not see that tab here).
  commodities: ShipmentCommodity[] | null;
  services: string[] | null;
  references: Pick<ShipmentReference, 'type' | 'value'>[] | null;
  pay: { lines: PayLine[]; total: string | null } | null;
};

export function toMyLoadBucket(value: string | null): MyLoadBucket | null {
  return (myLoadBuckets as readonly (string | null)[]).includes(value) ? (value as MyLoadBucket) : null;
}

/** A posting of the search or home lists: Map and Pay only, whatever it carries (D1-2.24). */
export function toPostingDetailsView(posting: LoadPosting): LoadDetailsView {
  const rate = posting.rate;
  const lines: PayLine[] = rate
    ? [
        rate.lineHaulCharge && {
          key: 'lineHaul',
          kind: 'lineHaul' as const,
          label: rate.lineHaulCharge.chargeDescription,
          amount: rate.lineHaulCharge.charge,
        },
        rate.fuelCharge && {
          key: 'fuel',
          kind: 'fuel' as const,
          label: rate.fuelCharge.chargeDescription,
          amount: rate.fuelCharge.charge,
        },
        ...rate.accessorials.map((accessorial) => ({
          key: `accessorial-${accessorial.accessorialCode}`,
          kind: 'item' as const,
          label: accessorial.accessorialDescription,
          amount: accessorial.accessorialCharge,
        })),
      ].filter((line) => !!line)
    : [];
  return {
    contactId: posting.loadId,
    loadId: posting.loadId,
    shipmentId: null,
    module: null,
    loadType: posting.loadType,
    currency: rate?.currency ?? 'USD',
    hasServices: false,
    documentsShipment: null,
    stops: sortStops(posting.stops).map((stop) => ({
      stopId: stop.stopId,
      sequence: stop.stopSequence,
      stopType: stop.stopType,
      locationName: stop.locationName,
      addressLine1: stop.addressLine1,
      addressLine2: stop.addressLine2,
      city: stop.city,
      state: stop.state,
      postalCode: stop.postalCode,
      latitude: stop.latitude,
      longitude: stop.longitude,
      appointmentFrom: stop.appointmentFrom,
      appointmentTo: stop.appointmentTo,
      appointmentState: stop.appointmentState,
    })),
    commodities: null,
    services: null,
    references: null,
    // A load without a total has no rate to detail: the tab says so rather than listing parts.
    pay: { lines: rate?.totalCharge ? lines : [], total: rate?.totalCharge ?? null },
  };
}

/** A shipment of My Loads, in the module of its bucket. */
export function toShipmentDetailsView(shipment: ShipmentDetails): LoadDetailsView {
  return {
    contactId: shipment.shipmentId,
    loadId: shipment.loadId,
    shipmentId: shipment.shipmentId,
    module: toMyLoadBucket(shipment.myLoadsBucket),
    loadType: shipment.loadType,
    currency: shipment.currency,
    hasServices: shipment.hasServices,
    documentsShipment: {
      shipmentId: shipment.shipmentId,
      sourceSystem: shipment.sourceSystem,
      division: shipment.division,
      loadType: shipment.loadType,
      isDrayRoute: shipment.isDrayRoute,
      executionStatus: shipment.executionStatus,
    },
    stops: [...shipment.stops]
      .sort((a, b) => a.sequenceNo - b.sequenceNo)
      .map(({ sequenceNo, ...stop }) => ({ ...stop, sequence: sequenceNo })),
    commodities: shipment.commodities,
    services: shipment.services?.map((service) => service.serviceDescription) ?? null,
    // References the source system marks as not for display stay hidden.
    references: shipment.references?.filter((reference) => reference.display) ?? null,
    pay: shipment.costItems && {
      lines: shipment.costItems.map((item, index) => ({
        key: `item-${index}`,
        kind: 'item',
        label: item.costBreakdownDescription,
        amount: item.totalAmount,
      })),
      total: shipment.costItems.length > 0 ? shipment.totalCost : null,
    },
  };
}
