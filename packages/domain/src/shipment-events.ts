// What a source system hears about the shipments it tendered: each answer of the carrier becomes one
// event, which the source reads from GET /integration/v1/shipment-events (decision 018). The trip's
// events (started, stop updated, completed) join this list when the trip is built.

export const shipmentEventTypes = [
  'TENDER_ACCEPTED',
  'TENDER_DECLINED',
  'DRIVER_ASSIGNED',
  'DRIVER_UNASSIGNED',
  'TRIP_STARTED',
  'STOP_UPDATED',
  'TRIP_COMPLETED',
  'DOCUMENT_UPLOADED',
  'INVOICE_SUBMITTED',
  'PAPERWORK_COMPLETED',
  'REFERENCE_ADDED',
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

/** Where the device was when the driver acted (D2-3.11, D2-3.13), as the app sent it. */
export type ShipmentEventPosition = {
  city: string | null;
  state: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  /** ISO 8601 with its offset, as the device gave it. */
  positionDateTime: string | null;
};

/** A trailer of a stop as the carrier entered it: the value (type and number joined, D2-5.19). */
export type ShipmentEventTrailer = { equipmentId: string | null };

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
  /**
   * The trip started (D2-3.13, D2-3.14): the start time the driver declared (ISO 8601 with its
   * offset), where they start (null when the card-level start uses no place), the GPS tracking status
   * the trip starts with (D2-4.26, D2-4.49) and who started it (the driver, or a dispatcher for them).
   */
  TRIP_STARTED: {
    startDateTime: string;
    startLocation: ShipmentEventStart | null;
    gpsTrackingStatus: number;
    startedBy: string;
  };
  /**
   * A stop update (D2-3.11) as recorded: the stop's times after it (ISO 8601 with the stop's offset;
   * null while not known), the trailers entered by this update (null: left as they were), the chassis,
   * the late reason the stop keeps (D2-4.45), where the device was, and who made it.
   */
  STOP_UPDATED: {
    stopId: string;
    sequenceNo: number;
    actualEta: string | null;
    actualArrival: string | null;
    actualDeparture: string | null;
    trailerIn: ShipmentEventTrailer | null;
    trailerOut: ShipmentEventTrailer | null;
    chassisNumber: string | null;
    lateArrivalReason: string | null;
    position: ShipmentEventPosition | null;
    updatedBy: string;
  };
  /** The trip was completed (D2-3.12, D2-4.38): when, on the server's clock, and by whom. */
  TRIP_COMPLETED: { completedAt: string; completedBy: string };
  /**
   * Documents were uploaded in one call (D2-5.27..32): their type, and per file its rank, number,
   * display name and source (CAMERA or FILE, D2-3.07), and who uploaded them.
   */
  DOCUMENT_UPLOADED: {
    documentType: string;
    documents: { documentNumber: string; fileName: string; rank: number; source: string }[];
    uploadedBy: string;
  };
  /**
   * The invoice is in (D2-4.59, D2-7.21, D2-7.22): the carrier's own file (UPLOADED) or the one the
   * provider prepared from the cost items (PROVIDER), its document number, the carrier's invoice number
   * where one was given, the amount and currency of the provider's, and who submitted it.
   */
  INVOICE_SUBMITTED: {
    origin: 'UPLOADED' | 'PROVIDER';
    documentNumber: string;
    invoiceNumber: string | null;
    amountCents: number | null;
    currency: string | null;
    submittedBy: string;
  };
  /** The required documents and the invoice are in: the shipment is Delivered With Paperwork (decision 044). */
  PAPERWORK_COMPLETED: { completedAt: string };
  /**
   * References added to the shipment or one of its stops (D2-3.10, D2-4.62): the add-reference action's
   * type and value per row, the stop (null: the shipment's own), the action's qualifier and detail as
   * the client sent them (null when it sent none; decision 048), and who added them.
   */
  REFERENCE_ADDED: {
    references: { referenceType: string; referenceValue: string; stopId: string | null }[];
    actionQualifier: string | null;
    actionDetail: string | null;
    addedBy: string;
  };
};

export type ShipmentEventData<T extends ShipmentEventType = ShipmentEventType> = ShipmentEventDataByType[T];
