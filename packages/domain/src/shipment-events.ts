// What a source system hears about the shipments it tendered: each answer of the carrier becomes one
// event, which the source reads from GET /integration/v1/shipment-events (decision 018). The trip's
// events (started, stop updated, completed) join this list when the trip is built.

export const shipmentEventTypes = [
  'TENDER_ACCEPTED',
  'TENDER_DECLINED',
  'DRIVER_ASSIGNED',
  'DRIVER_UNASSIGNED',
] as const;
export type ShipmentEventType = (typeof shipmentEventTypes)[number];

/** The driver an assignment names, as the carrier knows them (null where the record does not say). */
export type ShipmentEventDriver = { name: string | null; upn: string | null; mobileNumber: string | null };

/** Where an assigned driver starts when no shipment of theirs comes before this one (D2-4.21). */
export type ShipmentEventStart = {
  city: string;
  state: string;
  country: string;
  latitude: number;
  longitude: number;
};

/** What each event carries besides its shipment; a field that does not apply is null, never missing. */
export type ShipmentEventDataByType = {
  /** The PRO the shipment has once accepted: the carrier's, or the source's own kept. */
  TENDER_ACCEPTED: { carrierPro: string | null };
  /** One of the configured decline reason codes, or null where none is asked. */
  TENDER_DECLINED: { reasonCode: string | null };
  /** The driver starts from their predecessor shipment or from a start location: at least one is set. */
  DRIVER_ASSIGNED: {
    driver: ShipmentEventDriver;
    predecessorShipmentId: string | null;
    startLocation: ShipmentEventStart | null;
  };
  DRIVER_UNASSIGNED: { driver: ShipmentEventDriver };
};

export type ShipmentEventData<T extends ShipmentEventType = ShipmentEventType> = ShipmentEventDataByType[T];
