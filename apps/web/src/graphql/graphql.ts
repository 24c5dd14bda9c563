/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/**
 * The add-reference action (D2-3.10): the tender action's shape with actionType refUpdate and the rows.
 * The shipment's own source system decides what is allowed; sourceSystem is informational.
 */
export type AddReferenceInput = {
  /** Null (D2-3.10): the server's clock dates the event. */
  actionDateTime?: string | null | undefined;
  /** Where the user acted (the My Loads list, e.g. inTransit); passed on with the event, at most 40 characters. */
  actionDetail?: string | null | undefined;
  /** Passed on to the source system with the event; at most 40 characters on one line. */
  actionQualifier?: string | null | undefined;
  /** refUpdate. */
  actionType: string;
  /** 1 to 10 rows, each a type and a value; a row that repeats another is refused. */
  references: Array<AddReferenceRow>;
  shipmentId: string;
  /** Informational, as the client knows it; the shipment's own decides. */
  sourceSystem?: string | null | undefined;
};

/** One reference of Add Reference (D2-3.10, D2-5.33). */
export type AddReferenceRow = {
  /** One of the types configured for the shipment's source system or SOURCE/DIVISION (references.types). */
  referenceType: string;
  /** Required; one line of at most trip.referenceValueMaxLength (25) characters once trimmed. */
  referenceValue: string;
  /** The stop the reference is for (a stopId of the shipment); null or left out: the shipment's own. */
  stopId?: string | null | undefined;
};

/** How a change a caller asked for went: done, waiting for the source system, or refused (message says why). */
export type AnswerStatus =
  | 'OK'
  | 'PENDING'
  | 'REJECTED';

/** What assignShipmentToDriverV2 assigns (D2-7.09 assign payload). */
export type AssignShipmentToDriverInput = {
  /** BOOKING (the owner-operator right after booking) or MY_LOADS (the List of Drivers). */
  assignSource: string;
  /** The member who drives: a Driver or Leased on Owner Operator of the caller's carrier. */
  driverId: string;
  /** The driver's shipment this one follows, as predecessorShipmentId answered it. */
  predecessorShipmentId?: string | null | undefined;
  shipmentId: string;
  /** Required when there is no predecessor shipment (D2-4.21). */
  startLocation?: StartLocationInput | null | undefined;
};

/**
 * What buyLoadRequest books (D1-3 Book-load request, D1-7.16): the rate the user accepted in the rate
 * confirmation, as the posting showed it. Amounts are decimal text ("1850.50").
 */
export type BuyLoadRequestInput = {
  /** The total charge. */
  amount: string;
  /** The rate's binRateIdentifier. */
  binRateId: string;
  /** The caller's carrier; another carrier's id is refused. */
  carrierId: string;
  /** USD or CAD. */
  currency: string;
  /** The fuel surcharge, when the rate has one. */
  fsrCharges?: string | null | undefined;
  /**
   * Made by the client once per rate confirmation (a UUID). A repeated request with the same key, by the
   * same member, answers the first request's result and books nothing more, a refusal included: a new
   * attempt after a refusal needs a new rate confirmation, hence a new key.
   */
  idempotencyKey: string;
  /** The line haul charge, when the rate has one. */
  lhlCharges?: string | null | undefined;
  loadId: string;
  sourceSystem: string;
  /** The signed-in member (the token's sub); another member's id is refused. */
  userId: string;
};

/**
 * The capacity save payload (D3-3.12). userId, upn, userEmail, userPhone, commonCarrierId and lastUpdatedBy
 * are accepted and ignored: the capacity is the caller's carrier's and its editor is the caller.
 */
export type CapacityInput = {
  /** Null when new; the capacity to change for updateCarrierCapacity. */
  capacityId?: string | null | undefined;
  /** TRUCK or LANE. */
  capacityType: string;
  commonCarrierId?: string | null | undefined;
  /** Null with no states: Anywhere (Truck only, D3-5.20). */
  destinationCity?: string | null | undefined;
  destinationCountry?: string | null | undefined;
  destinationLatitude?: number | null | undefined;
  destinationLongitude?: number | null | undefined;
  destinationPostalCode?: string | null | undefined;
  /** Null when the destination is Anywhere or states. */
  destinationRadius?: number | null | undefined;
  destinationState?: string | null | undefined;
  /** 1 to 3 states of destinationCountry (D3-5.21); "None" entries are ignored. */
  destinationStates?: Array<string> | null | undefined;
  lastUpdatedBy?: string | null | undefined;
  /** A city of the location typeahead, with its coordinates (D3-5.17). */
  originCity?: string | null | undefined;
  originCountry?: string | null | undefined;
  originLatitude?: number | null | undefined;
  originLongitude?: number | null | undefined;
  originPostalCode?: string | null | undefined;
  /** 25 to 250 miles in steps of 25 (D3-5.23). */
  originRadius?: number | null | undefined;
  originState?: string | null | undefined;
  /** Truck: ISO 8601 with an offset; the first day not before today at the origin, the last not before it (D3-5.18). */
  pickUpFromDate?: string | null | undefined;
  pickUpToDate?: string | null | undefined;
  /** Lane: at least one of Monday to Sunday (D3-5.19); empty for a Truck. */
  preferredDays?: Array<string> | null | undefined;
  /** One of the configured capacity trailer types (capacity.trailerTypes). */
  trailerType: string;
  upn?: string | null | undefined;
  userEmail?: string | null | undefined;
  userId?: string | null | undefined;
  userPhone?: string | null | undefined;
};

/**
 * The capacity list's criteria (D3-7.14, D3-7.15). commonCarrierId, carrierId, userId and upn are accepted
 * and ignored: the list is the caller's carrier's.
 */
export type CapacityListInput = {
  /** ALL (default), TRUCK or LANE (D3-2.52). */
  capacityType?: string | null | undefined;
  carrierId?: string | null | undefined;
  commonCarrierId?: string | null | undefined;
  page?: number | null | undefined;
  /** 10 by default (paging.capacityListPageSize, D3-9.06); at most 100. */
  size?: number | null | undefined;
  upn?: string | null | undefined;
  userId?: string | null | undefined;
};

/** The capacity-load query (D3-3.15, D3-7.16). userId is accepted and ignored. */
export type CapacityLoadInput = {
  capacityId: string;
  page?: number | null | undefined;
  /** 25 by default (paging.capacityLoadPageSize); at most 100. */
  size?: number | null | undefined;
  /** pickUpStartDate (default), price, total_distance, originDeadHead, or destinationDeadHead with a destination city. */
  sortColumn?: string | null | undefined;
  sortDirection?: string | null | undefined;
  userId?: string | null | undefined;
};

/** A page of Manage Financial's list. */
export type CarrierPaymentLoadsInput = {
  /** 0 to 999; 0 when left out. */
  pageIndex?: number | null | undefined;
  /** 1 to 100; the configuration's paging.myLoadsPageSize when left out. */
  pageSize?: number | null | undefined;
  /** One stage only (waitingOnYou, waitingOnProvider, scheduled or paid); every stage when left out. */
  stage?: string | null | undefined;
};

/** Complete Trip (D2-3.12, D2-4.38). */
export type CompleteTripInput = {
  shipmentId: string;
  version?: number | null | undefined;
};

/**
 * The Confirm Start dialog (D2-3.13, D2-4.23 to D2-4.26): where the driver starts, as the city typeahead
 * gave it, and when.
 */
export type ConfirmStartInput = {
  /** The city chosen from the typeahead (D2-5.01); empty is CityError (D2-5.02). */
  city: string;
  country: string;
  /** 1 (started, the default: the dialog starts tracking, D2-4.26) or 10 (stopped). */
  gpsTrackingStatus?: number | null | undefined;
  latitude: number;
  longitude: number;
  /** When the device took its position, ISO 8601 with its offset. */
  positionDateTime?: string | null | undefined;
  shipmentId: string;
  /** The actual start time, ISO 8601 with its offset (D2-4.23, D2-4.30). */
  startDateTime?: string | null | undefined;
  state: string;
  /** IANA time zone of the city, as the typeahead gives it. */
  timeZone: string;
  /** The shipment's version the dialog was opened on (D2-8.08); the current one when left out. */
  version?: number | null | undefined;
};

export type ConfirmTransferInput = {
  /** Agree (true) or Not Now (false). */
  confirm: boolean;
  requestId: string;
};

/** Whether the source system has confirmed a driver assignment yet (D2-4.20). */
export type ConfirmationStatus =
  | 'CONFIRMED'
  | 'PENDING';

export type CostProfileInput = {
  averageSpeedMph: number;
  costMode: string;
  costPerMile: number;
  drivingHoursPerDay: number;
  dwellHoursPerStop: number;
  fixedCostPerDay: number;
  floorRatePerMile: number;
  fuelPricePerGallon: number;
  milesPerGallon: number;
  otherCostPerMile: number;
  targetRatePerMile: number;
};

/** A device's push subscription as the service worker's push manager gives it (D3-7.20). */
export type DeviceInput = {
  /** The push service's https address for this device. */
  endpoint: string;
  keys: PushSubscriptionKeys;
};

export type DocumentMetaDataRequest = {
  /** The source system's order id (informational). */
  orderId?: string | null | undefined;
  shipmentId: string;
  /** The caller's idea of the source system; the shipment's own decides (informational). */
  sourceTms?: string | null | undefined;
};

/** The trip's own status, once started. */
export type ExecutionStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'DELIVERED'
  | 'IN_TRANSIT'
  | 'STARTED';

/** Who makes the invoice (D2-4.59, D2-9.11): YES, the carrier uploads its own; NO, the provider prepares it. */
export type InvoiceChoice =
  | 'NO'
  | 'YES';

/** A lane: an origin state or province to a destination one, for one trailer type (issue 20, decision 058). */
export type LaneInput = {
  destinationCountry: string;
  destinationState: string;
  /** USA or CAN, as load postings have it. */
  originCountry: string;
  originState: string;
  trailerType: string;
};

export type LoadByReferenceInput = {
  /** A load id, a shipment id, a PRO number or another reference of a shipment of the caller's carrier. */
  loadNumberAlias: string;
  page?: number | null | undefined;
  userRole?: string | null | undefined;
};

/** A page of Manage Users (D3-7.04); the carrier is always the caller's. */
export type MembersInput = {
  page?: number | null | undefined;
  /** Filter By (D3-6.04): carrierAny, carrierDriver, carrierDispatcher, carrierAdmin, carrierLeasedOwnerOpr. */
  roleName?: Array<string> | null | undefined;
  /** Names or mobile numbers, comma-separated (D3-5.15). */
  search?: string | null | undefined;
  /** Default: the configuration's paging.memberListPageSize. */
  size?: number | null | undefined;
  /** NAME_ASC (default), NAME_DESC or LAST_LOGIN_DESC. */
  sort?: string | null | undefined;
};

/** The My Loads lists (D2-4). */
export type MyLoadBucket =
  | 'carrierAssigned'
  | 'carrierTendered'
  | 'deliveredNeedsPaperWork'
  | 'deliveredWithPaperWork'
  | 'driverAssigned'
  | 'inTransit';

/** A page of a paged My Loads list: 0-based pageIndex, pageSize from the configuration by default (D2-9.01). */
export type MyLoadsPaginationInput = {
  /** 0 to 999; 0 when left out. */
  pageIndex?: number | null | undefined;
  /** 1 to 100; the configuration's paging.myLoadsPageSize when left out. */
  pageSize?: number | null | undefined;
};

/** A park location chosen among the address suggestions (D3-3.02). */
export type ParkLocationInput = {
  addressLine1: string;
  city: string;
  postalCode: string;
  state: string;
};

/**
 * Where a load's money is (issue 15, decision 047), in the order of what needs action first: waiting on
 * the carrier (the trip or the paperwork not done, or a dispute), waiting on the provider (the paperwork
 * in, the invoice under review), scheduled (approved, with the day it is expected) and paid.
 */
export type PaymentStage =
  | 'paid'
  | 'scheduled'
  | 'waitingOnProvider'
  | 'waitingOnYou';

/** Why a load waits on the carrier. */
export type PaymentWaitReason =
  /** The source disputes the paperwork; its note says why. */
  | 'disputed'
  /** Required documents or the invoice are missing (missingDocuments, isInvoiceMissing). */
  | 'paperworkMissing'
  /** The source keeps the paperwork in its own system and has not said it is in (D2-6.10, D2-6.12). */
  | 'paperworkNotReceived'
  /** The trip is not done yet. */
  | 'tripNotDone';

/** The keys of a browser's push subscription (PushSubscription.toJSON().keys), base64url. */
export type PushSubscriptionKeys = {
  /** Its 16-byte authentication secret. */
  auth: string;
  /** The subscription's P-256 public key, 65 bytes uncompressed. */
  p256dh: string;
};

export type RecommendedLoadsInput = {
  page?: number | null | undefined;
  /** 25 by default; Top Recommendations ask for 2 (D1-9.02). */
  size?: number | null | undefined;
  /** 'new' keeps only the loads the member has not opened yet (Top Recommendations, D1-4.14). */
  status?: string | null | undefined;
};

/** The registration form (D3-3.03): the upn and e-mail are the signed-in account's. */
export type RegisterMemberInput = {
  /** The company's MC number; exactly one of this and carrierUsDotNo is filled. */
  carrierMcNo?: string | null | undefined;
  /** The company's USDOT number; exactly one of this and carrierMcNo is filled. */
  carrierUsDotNo?: string | null | undefined;
  companyName: string;
  corporateZipCode: string;
  countryCode: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  /** A driver's, chosen among the address suggestions (D3-5.07). */
  parkLocation?: ParkLocationInput | null | undefined;
  /** Driver, Dispatcher, or Leased on Owner Operator alone (D3-6.01). */
  roles: Array<string>;
  /** A driver's (D3-5.06). */
  tractorNumber?: string | null | undefined;
};

/** Flat search criteria as the search form sends them (the criteria fields of SearchLoadPostingInput). */
export type SavedSearchCriteriaInput = {
  destinationCity?: string | null | undefined;
  destinationCountry?: string | null | undefined;
  destinationPostalCode?: string | null | undefined;
  destinationRadius?: number | null | undefined;
  destinationState?: string | null | undefined;
  destinationStates?: Array<string> | null | undefined;
  dropEndDate?: string | null | undefined;
  dropStartDate?: string | null | undefined;
  originCity?: string | null | undefined;
  originCountry?: string | null | undefined;
  originPostalCode?: string | null | undefined;
  originRadius?: number | null | undefined;
  originState?: string | null | undefined;
  pickUpEndDate?: string | null | undefined;
  pickUpStartDate?: string | null | undefined;
  trailerType?: string | null | undefined;
};

export type SearchHistoryInput = {
  /** From 0 (default). */
  page?: number | null | undefined;
  /** Default 10 (paging.savedSearchPageSize), at most 50. */
  size?: number | null | undefined;
  /**
   * pickupdate (default) or searchdate. By pickupdate the latest pick-up comes first by default, which
   * puts the searches made last on top; ties go to the most recently searched.
   */
  sortColumn?: string | null | undefined;
  /** ASC or DESC; defaults to DESC. */
  sortDirection?: string | null | undefined;
};

/**
 * The search request of D1-3.04. The carrier fields (userId, carrierId, carrierScac, carrierTier, the
 * equipment capabilities, userRole) are accepted and ignored: the caller's own carrier decides what they
 * see. A refused search answers BAD_USER_INPUT with the English text of the first broken rule and
 * `fields` naming each broken rule by field (origin: cityInvalid, dropDates: dropStartsBeforePickup...).
 */
export type SearchLoadPostingInput = {
  carrierId?: string | null | undefined;
  carrierScac?: string | null | undefined;
  carrierTier?: string | null | undefined;
  destinationCity?: string | null | undefined;
  destinationCountry?: string | null | undefined;
  destinationPostalCode?: string | null | undefined;
  destinationRadius?: number | null | undefined;
  destinationState?: string | null | undefined;
  /** 1 to 3 states or provinces of destinationCountry (state mode). */
  destinationStates?: Array<string> | null | undefined;
  dropEndDate?: string | null | undefined;
  dropStartDate?: string | null | undefined;
  favorite?: boolean | null | undefined;
  managedEquipmentCapability?: boolean | null | undefined;
  /** Beyond the spec (decision 058): only loads netting at least this many dollars a day. */
  minNetPerDay?: number | null | undefined;
  /** Beyond the spec (decision 058): only loads netting at least this many dollars with the carrier's cost profile. */
  minNetProfit?: number | null | undefined;
  nonManagedEquipmentCapability?: boolean | null | undefined;
  originCity?: string | null | undefined;
  originCountry?: string | null | undefined;
  originPostalCode?: string | null | undefined;
  originRadius?: number | null | undefined;
  originState?: string | null | undefined;
  page?: number | null | undefined;
  pickUpEndDate?: string | null | undefined;
  /** ISO 8601 with a zone offset (D1-3.05). A load matches when its first pick-up appointment starts between pickUpStartDate and pickUpEndDate (and, unless the destination is Anywhere, its last drop between dropStartDate and dropEndDate). */
  pickUpStartDate?: string | null | undefined;
  size?: number | null | undefined;
  /** Set when a saved search is re-run, so that it is not recorded again. */
  skipUserSearchHistory?: boolean | null | undefined;
  /** pickUpStartDate (default), total_distance, price, originDeadHead, destinationDeadHead; with an origin city also netProfit and netPerDay (decision 058). */
  sortColumn?: string | null | undefined;
  /** ASC or DESC; defaults to ASC, DESC for price. */
  sortDirection?: string | null | undefined;
  trailerType?: string | null | undefined;
  userId?: string | null | undefined;
  userRole?: string | null | undefined;
};

/** Where a shipment stands (D2-4); each state belongs to at most one My Loads list. */
export type ShipmentState =
  | 'CARRIER_ASSIGNMENT'
  | 'DELIVERED_NEEDS_PPWK'
  | 'DELIVERED_WITH_PPWK'
  | 'DRIVER_ASSIGNMENT'
  | 'IN_TRANSIT'
  | 'NOT_ASSIGNED'
  | 'PENDING_CARRIER_ASSIGNMENT'
  | 'PENDING_DRIVER_ASSIGNMENT'
  | 'PENDING_DRIVER_UNASSIGNMENT'
  | 'PENDING_TENDER_DECLINED'
  | 'TENDERED'
  | 'TENDER_DECLINED';

/** What getShipmentsWithStopsByState lists (D2-7.04). */
export type ShipmentsByStateInput = {
  /**
   * The driver filter of the delivered lists (D2-2.19): a driver's partyId, All_Drivers (the default) or
   * Unknown (no driver). Only with the filter permission and the driverFilter flag on.
   */
  driverId?: string | null | undefined;
  /** carrierTendered, carrierAssigned, driverAssigned, inTransit, deliveredNeedsPaperWork or deliveredWithPaperWork. */
  filter: string;
  pagination?: MyLoadsPaginationInput | null | undefined;
};

/** Where a driver starts from when no predecessor shipment ends where this one begins (D2-4.21). */
export type StartLocationInput = {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  state: string;
  /** IANA time zone of the place. */
  timeZone: string;
};

export type StateBasedLoadInput = {
  /** USA or CAN (US and CA are accepted). */
  country: string;
  page?: number | null | undefined;
  size?: number | null | undefined;
  sortColumn?: string | null | undefined;
  sortDirection?: string | null | undefined;
  /** State or province code, e.g. IL. */
  stateId: string;
  userRole?: string | null | undefined;
};

/** P pick-up, D drop, BorderCrossing, Relay, O origin of an empty move, NFR not for the carrier. */
export type StopType =
  | 'BorderCrossing'
  | 'D'
  | 'NFR'
  | 'O'
  | 'P'
  | 'Relay';

/** How an update of a stop went. */
export type StopUpdateStatus =
  /** Not saved: the update needs the user's Yes to the warning (D2-4.41); send it again with userConsentForTrailerWarning. */
  | 'CONSENT_REQUIRED'
  /** Saved. */
  | 'OK'
  /** Not saved: the trip is not running (message says why). */
  | 'REJECTED';

/** What tenderAction answers to a shipment tendered to the caller's carrier (D2-4.11, D2-7.07). */
export type TenderActionInput = {
  /** ACCEPT or DECLINE. */
  action: string;
  /**
   * ACCEPT: the carrier's PRO for the load, where the configuration asks for one (D2-6.15). Optional;
   * letters, digits and hyphens, at most 30, kept in upper case. An empty PRO where the shipment has one
   * is refused (D2-5.03); left out, the shipment keeps the PRO it has.
   */
  carrierPro?: string | null | undefined;
  /**
   * DECLINE: one of the configuration's declineReasonCodes, required where they are configured for the
   * shipment's source (D2-4.12, D2-9.09) and refused elsewhere.
   */
  reasonCode?: string | null | undefined;
  shipmentId: string;
  /** ACCEPT: the user accepted the terms and conditions of the load type; must be true. */
  termsAccepted?: boolean | null | undefined;
};

/** A trailer as the Update Stop form enters it: the dropdown's type and the typed number (D2-5.17, D2-5.19). */
export type TrailerEntryInput = {
  number: string;
  /** TA, SNLU, SNCZ, OTHER, BOBTAIL or a configured key; null before one is chosen. */
  type?: string | null | undefined;
};

export type TransferMemberInput = {
  roles: Array<string>;
  /** The member validateUserByIdentifier named. */
  userId: string;
};

/** What unassignDriverFromShipment takes off (D2-7.10 unassign payload). */
export type UnassignDriverInput = {
  /** The driver the caller saw on the load; when another one holds it by now, nothing is unassigned. */
  driverId?: string | null | undefined;
  shipmentId: string;
};

export type UpdateMemberInput = {
  userDetails: UserDetailsInput;
  userId: string;
};

export type UpdatePreferenceEntry = {
  key: string;
  /** As getUserPreference answers it: a radio's value or a JSON object of every option's flag. */
  value: string;
};

/**
 * Update Stop Information (D2-3.11): the times, trailers and answers of one stop. A field left out or
 * null leaves what the stop has recorded. The rest of D2-3.11's payload (source system, carrier, PRO,
 * sequence, location, zone) the server takes from its records.
 */
export type UpdateStopInput = {
  /** ISO 8601 with the stop zone's offset (D2-3.11). */
  actualArrivalDateTime?: string | null | undefined;
  actualDepartureDateTime?: string | null | undefined;
  actualETADateTime?: string | null | undefined;
  chassisNumber?: string | null | undefined;
  /** Where the device was (D2-3.11), passed on to the source system. */
  city?: string | null | undefined;
  country?: string | null | undefined;
  /** The device's tracking status (D2-4.49), passed on to the source system. */
  gpsTrackingStatus?: number | null | undefined;
  /** One of the configured late-reason codes, required for a late arrival (D2-4.43, D2-4.44). */
  lateArrivalReason?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  positionDateTime?: string | null | undefined;
  /** The answer to the equipment question (D2-4.42); required unless the equipment is managed. */
  providerEquipment?: boolean | null | undefined;
  shipmentId: string;
  state?: string | null | undefined;
  stopId: string;
  trailerIn?: TrailerEntryInput | null | undefined;
  trailerOut?: TrailerEntryInput | null | undefined;
  /** Yes to the trailer warning (D2-4.41): the update is saved with the trailer it warned about. */
  userConsentForTrailerWarning?: boolean | null | undefined;
  /** The shipment's version the form was filled on (D2-8.08); the current one when left out. */
  version?: number | null | undefined;
};

/** Either a saved search of the caller (also the undo of an un-favourite) or criteria from the form. */
export type UpdateUserSearchHistoryAsFavoriteInput = {
  criteria?: SavedSearchCriteriaInput | null | undefined;
  id?: string | null | undefined;
};

export type UpdateUserSearchHistoryInput = {
  /** Only false: un-favourites the search, which stays a recent search. */
  favorite: boolean;
  id: string;
};

/** The user form (D3-5.10 to D3-5.14). */
export type UserDetailsInput = {
  countryCode: string;
  /** Optional for a Driver alone; ignored by updateMember (read-only, D3-5.11). */
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  parkLocation?: ParkLocationInput | null | undefined;
  roles: Array<string>;
  tractorNumber?: string | null | undefined;
};

/**
 * One value an event carries: its key and exactly one of stringValue, numberValue or booleanValue, so
 * that a number stays a number in the event log.
 */
export type UserEventFieldInput = {
  booleanValue?: boolean | null | undefined;
  key: string;
  numberValue?: number | null | undefined;
  stringValue?: string | null | undefined;
};

/**
 * An analytics or audit event of a client. The names and the fields each one carries are the allow-list
 * of @freight/domain/user-events: loadDetails.tabChanged (tab; loadId, shipmentId, module when they
 * apply), booking.rateConfirmationDeclined (loadId), booking.failed (loadId; status, message).
 */
export type UserEventInput = {
  data?: Array<UserEventFieldInput> | null | undefined;
  name: string;
};

/** What updateUserPreference is sent (D3-3.10): the domain (carrier) and the changed entries. */
export type UserPreferenceInput = {
  domain?: string | null | undefined;
  /** 1 to 7 entries, one per key. */
  updatePreferences: Array<UpdatePreferenceEntry>;
};

/**
 * The watched list (D1-7.14, D3-3.16): the caller's watched loads that are still open and that their
 * carrier may see (role and equipment capabilities come from the caller, never from these fields).
 */
export type UserWatchedLoadsInput = {
  carrierId?: string | null | undefined;
  managedEquipmentCapability?: boolean | null | undefined;
  nonManagedEquipmentCapability?: boolean | null | undefined;
  page?: number | null | undefined;
  /** 25 by default (D1-9.01). */
  size?: number | null | undefined;
  /** watchDate (default, newest first), pickUpStartDate, price or total_distance. */
  sortColumn?: string | null | undefined;
  sortDirection?: string | null | undefined;
  userId?: string | null | undefined;
  userRole?: string | null | undefined;
};

/**
 * Add or remove a watched load (D1-7.15). carrierId, userId and watchDate are accepted and ignored: the
 * watch belongs to the caller and is dated by the server.
 */
export type WatchedLoadInput = {
  carrierId?: string | null | undefined;
  loadId: string;
  /** The load's origin as the card shows it (City, ST), kept with the watch (D1-3.09). */
  origin?: string | null | undefined;
  userId?: string | null | undefined;
  watchDate?: string | null | undefined;
};

export type GetViewSettingQueryVariables = Exact<{
  upn: string;
}>;


export type GetViewSettingQuery = { getUserDetails: { preferences: Array<{ key: string, value: string }> } };

export type AddCarrierCapacityMutationVariables = Exact<{
  input: CapacityInput;
}>;


export type AddCarrierCapacityMutation = { addCarrierCapacity: { capacityID: string, lastUpdatedByUserName: string, capacity: { capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } } } };

export type CapacityFieldsFragment = { capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } };

export type DeleteCarrierCapacityMutationVariables = Exact<{
  capacityId: string;
}>;


export type DeleteCarrierCapacityMutation = { deleteCarrierCapacity: { capacityId: string, capacityType: string } };

export type GetCapacityLoadQueryVariables = Exact<{
  input: CapacityLoadInput;
}>;


export type GetCapacityLoadQuery = { getCapacityLoad: { totalRecords: number, totalRecordsCapped: boolean, capacity: { capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } }, loadPostings: Array<{ loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }> } };

export type GetCarrierCapacityWithLoadCountQueryVariables = Exact<{
  input?: CapacityListInput | null | undefined;
}>;


export type GetCarrierCapacityWithLoadCountQuery = { getCarrierCapacityWithLoadCount: { totalPages: number, totalRecords: number, capacity: Array<{ capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } }> } };

export type RestoreCarrierCapacityMutationVariables = Exact<{
  capacityId: string;
}>;


export type RestoreCarrierCapacityMutation = { restoreCarrierCapacity: { capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } } };

export type SelectCarrierCapacityQueryVariables = Exact<{
  capacityId: string;
}>;


export type SelectCarrierCapacityQuery = { selectCarrierCapacity: { capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } } };

export type UpdateCarrierCapacityMutationVariables = Exact<{
  input: CapacityInput;
}>;


export type UpdateCarrierCapacityMutation = { updateCarrierCapacity: { capacityID: string, lastUpdatedByUserName: string, capacity: { capacityId: string, capacityType: string, trailerType: string, destinationStates: Array<string>, destinationCountry: string | null, pickUpFromDate: string | null, pickUpToDate: string | null, preferredDays: Array<string>, lastUpdatedDateTime: string, lastUpdatedBy: string | null, lastUpdatedByEmail: string | null, lastUpdatedByPhoneNumber: string | null, loadCount: number | null, loadCountCapped: boolean | null, origin: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null, timeZone: string | null }, destination: { city: string | null, state: string | null, country: string | null, postalCode: string | null, latitude: number | null, longitude: number | null, radius: number | null } } } };

export type GetCarrierProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCarrierProfileQuery = { getCarrierProfile: { carrierId: string, carrierName: string, carrierActiveIndicator: boolean, carrierMCNo: string | null, carrierUsDOTNo: string | null, commonCarrierId: string, carrierScac: string | null, carrierTier: string | null, carrierStatusCode: string | null, addressLine1: string | null, addressLine2: string | null, city: string | null, state: string | null, country: string | null, postalCode: string | null, truckload: boolean, ltl: boolean, intermodal: boolean, hazmatCertExpirationDate: string | null, hazmat232PermitInd: boolean, primaryContact: { firstName: string | null, lastName: string | null, contactType: string | null, phone: string | null, fax: string | null, email: string | null } | null, otherContacts: Array<{ firstName: string | null, lastName: string | null, contactType: string | null, phone: string | null, fax: string | null, email: string | null }>, insurances: Array<{ insuranceId: string, policyNumber: string | null, insuranceType: string | null, insuranceTypeCode: string | null, status: string | null, certificateId: string | null, limits: string | null, coverageAmount: string | null, policyEffectiveDate: string | null, policyExpirationDate: string | null, isExpired: boolean }>, certifications: Array<{ certificationCode: string, description: string | null, certificateExpireDate: string | null, qualificationStatus: string | null }> } };

export type CostProfileFieldsFragment = { costMode: string, costPerMile: number, fuelPricePerGallon: number, milesPerGallon: number, otherCostPerMile: number, fixedCostPerDay: number, averageSpeedMph: number, drivingHoursPerDay: number, dwellHoursPerStop: number, targetRatePerMile: number, floorRatePerMile: number, isDefault: boolean };

export type GetCostProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCostProfileQuery = { getCostProfile: { costMode: string, costPerMile: number, fuelPricePerGallon: number, milesPerGallon: number, otherCostPerMile: number, fixedCostPerDay: number, averageSpeedMph: number, drivingHoursPerDay: number, dwellHoursPerStop: number, targetRatePerMile: number, floorRatePerMile: number, isDefault: boolean } };

export type SaveCostProfileMutationVariables = Exact<{
  input: CostProfileInput;
}>;


export type SaveCostProfileMutation = { saveCostProfile: { costMode: string, costPerMile: number, fuelPricePerGallon: number, milesPerGallon: number, otherCostPerMile: number, fixedCostPerDay: number, averageSpeedMph: number, drivingHoursPerDay: number, dwellHoursPerStop: number, targetRatePerMile: number, floorRatePerMile: number, isDefault: boolean } };

export type ShipmentDocumentFieldsFragment = { documentId: string, displayName: string, documentType: string, documentExtension: string, documentNumber: string, fileName: string, createdDateTime: string, rank: number, source: string };

export type ListRelatedDocumentsV2QueryVariables = Exact<{
  documentMetaDataRequest: DocumentMetaDataRequest;
}>;


export type ListRelatedDocumentsV2Query = { listRelatedDocumentsV2: { orderId: string | null, shipmentId: string, documents: Array<{ documentId: string, displayName: string, documentType: string, documentExtension: string, documentNumber: string, fileName: string, createdDateTime: string, rank: number, source: string }>, relatedDocuments: Array<{ documentId: string, displayName: string, documentType: string, documentExtension: string, documentNumber: string, fileName: string, createdDateTime: string, rank: number, source: string }> } };

export type AssignShipmentToDriverV2MutationVariables = Exact<{
  input: AssignShipmentToDriverInput;
}>;


export type AssignShipmentToDriverV2Mutation = { assignShipmentToDriverV2: { status: AnswerStatus, message: string, successorShipmentId: string | null, shipment: { shipmentId: string, loadId: string | null, shipmentState: ShipmentState } | null } };

export type GetCarrierDriversQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type GetCarrierDriversQuery = { getCarrierDrivers: Array<{ driverId: string, upn: string, firstName: string, lastName: string, mobileNumber: string | null, countryCode: string, tractorNumber: string | null }> };

export type PredecessorShipmentIdQueryVariables = Exact<{
  shipmentId: string;
  driverId: string;
  assignSource: string;
}>;


export type PredecessorShipmentIdQuery = { predecessorShipmentId: string | null };

export type GetReloadShipmentQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetReloadShipmentQuery = { getShipmentDetails: { shipmentId: string, transportMode: string, stops: Array<{ sequenceNo: number, city: string, state: string, country: string, postalCode: string | null, appointmentFrom: string | null, timeZone: string }> } | null };

export type UnassignDriverFromShipmentMutationVariables = Exact<{
  input: UnassignDriverInput;
}>;


export type UnassignDriverFromShipmentMutation = { unassignDriverFromShipment: { status: AnswerStatus, message: string, shipment: { shipmentId: string, shipmentState: ShipmentState } | null } };

export type GetMyLoadsCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyLoadsCountsQuery = { getMyLoadsCounts: Array<{ bucket: MyLoadBucket, count: number }> };

export type GetCarrierSourceQueryVariables = Exact<{
  upn: string;
}>;


export type GetCarrierSourceQuery = { getUserDetails: { source: string | null } };

export type CreateInvoiceMutationVariables = Exact<{
  sendEmail: boolean;
  shipmentId: string;
  invoiceNumber?: string | null | undefined;
}>;


export type CreateInvoiceMutation = { createInvoice: { status: AnswerStatus, message: string, created: boolean, shipmentState: ShipmentState, response: { documentId: string, documentNumber: string, invoiceNumber: string, fileName: string, totalAmount: string, currency: string, createdDateTime: string, emailQueued: boolean } } };

export type GetInvoiceOptionsQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetInvoiceOptionsQuery = { getInvoiceOptions: { shipmentId: string, shipmentState: ShipmentState, choices: Array<InvoiceChoice>, invoiceNumberShown: boolean, invoiceNumberMaxLength: number, missingDocuments: Array<string> | null, invoiceMissing: boolean } | null };

export type GetLaneRatesQueryVariables = Exact<{
  lanes: Array<LaneInput> | LaneInput;
}>;


export type GetLaneRatesQuery = { getLaneRates: Array<{ trend: string | null, last30Days: { medianCentsPerMile: number, lowerQuartileCentsPerMile: number, upperQuartileCentsPerMile: number, loads: number } | null, last90Days: { medianCentsPerMile: number, lowerQuartileCentsPerMile: number, upperQuartileCentsPerMile: number, loads: number } | null, weeks: Array<{ weekStart: string, medianCentsPerMile: number | null }>, ownPay: { loads: number, medianCentsPerMile: number, lastSettledAt: string } | null }> };

export type MyLastPositionQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLastPositionQuery = { myLastPosition: { recordedAt: string, latitude: number, longitude: number } | null };

export type GetLoadPostingQueryVariables = Exact<{
  loadId: string;
}>;


export type GetLoadPostingQuery = { getLoadPosting: { loadPostingStatus: string, termsAndConditions: string | null, managedEquipment: boolean, exclusiveLoad: boolean, loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { binRateIdentifier: string | null, totalCharge: string | null, currency: string, lineHaulCharge: { charge: string, chargeDescription: string | null } | null, fuelCharge: { charge: string, chargeDescription: string | null } | null, accessorials: Array<{ accessorialCode: string, accessorialDescription: string, accessorialCharge: string }> } | null, stops: Array<{ addressLine1: string | null, addressLine2: string | null, postalCode: string | null, stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string, specialServices: Array<{ specialServiceDesc: string }> }> } | null };

export type RecommendedSimilarLoadsByLoadIdsQueryVariables = Exact<{
  loadIds: Array<string> | string;
}>;


export type RecommendedSimilarLoadsByLoadIdsQuery = { recommendedSimilarLoadsByLoadIds: Array<{ primaryLoadId: string, totalRecords: number, loadPostings: Array<{ loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }> }> };

export type LoadCardFieldsFragment = { loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> };

export type RecommendedLoadFieldsFragment = { rank: number | null, recommendationStatus: string | null, similarLoads: number | null, loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> };

export type LoadPostingFieldsFragment = { loadPostingStatus: string, termsAndConditions: string | null, managedEquipment: boolean, exclusiveLoad: boolean, loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { binRateIdentifier: string | null, totalCharge: string | null, currency: string, lineHaulCharge: { charge: string, chargeDescription: string | null } | null, fuelCharge: { charge: string, chargeDescription: string | null } | null, accessorials: Array<{ accessorialCode: string, accessorialDescription: string, accessorialCharge: string }> } | null, stops: Array<{ addressLine1: string | null, addressLine2: string | null, postalCode: string | null, stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string, specialServices: Array<{ specialServiceDesc: string }> }> };

export type DeleteUserWatchedLoadsMutationVariables = Exact<{
  input: WatchedLoadInput;
}>;


export type DeleteUserWatchedLoadsMutation = { deleteUserWatchedLoads: { id: string | null, error: boolean, message: string | null } };

export type NewUserWatchedLoadsMutationVariables = Exact<{
  input: WatchedLoadInput;
}>;


export type NewUserWatchedLoadsMutation = { newUserWatchedLoads: { id: string | null, error: boolean, message: string | null } };

export type BuyLoadRequestMutationVariables = Exact<{
  input: BuyLoadRequestInput;
}>;


export type BuyLoadRequestMutation = { buyLoadRequest: { status: string, reason: string, message: string, loadId: string, shipmentIds: Array<string>, hold: string | null } };

export type BuyLoadShipmentRequestQueryVariables = Exact<{
  shipmentIds: Array<string> | string;
}>;


export type BuyLoadShipmentRequestQuery = { buyLoadShipmentRequest: Array<{ shipmentId: string, loadId: string | null }> };

export type GetBookingMemberQueryVariables = Exact<{
  upn: string;
}>;


export type GetBookingMemberQuery = { getUserDetails: { carrierActiveIndicator: boolean | null, source: string | null, member: { userId: string, userType: string | null } } };

export type GetShipmentDetailsQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetShipmentDetailsQuery = { getShipmentDetails: { shipmentId: string, loadId: string | null, sourceSystem: string, division: string | null, loadType: string, transportMode: string, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, currency: string, totalCost: string | null, hasServices: boolean, executionStatus: ExecutionStatus | null, isDrayRoute: boolean, canAssignSelf: boolean, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, addressLine2: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string }>, commodities: Array<{ commodityDesc: string, packagingType: string | null, weight: number | null, weightUnit: string | null, unitCount: number | null }> | null, services: Array<{ serviceDescription: string }> | null, references: Array<{ type: string, value: string, display: boolean }> | null, costItems: Array<{ costBreakdownDescription: string, rate: string | null, rateQlfr: string | null, qty: string | null, totalAmount: string }> | null } | null };

export type RecommendedLoadsQueryVariables = Exact<{
  input?: RecommendedLoadsInput | null | undefined;
}>;


export type RecommendedLoadsQuery = { recommendedLoads: { totalRecords: number, error: boolean, message: string | null, loadPostings: Array<{ rank: number | null, recommendationStatus: string | null, similarLoads: number | null, loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }> } };

export type GetUserWatchedLoadsQueryVariables = Exact<{
  input?: UserWatchedLoadsInput | null | undefined;
}>;


export type GetUserWatchedLoadsQuery = { getUserWatchedLoads: { totalRecords: number, loadPostings: Array<{ loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }> } };

export type MarkRecommendedLoadsSeenMutationVariables = Exact<{
  loadIds: Array<string> | string;
}>;


export type MarkRecommendedLoadsSeenMutation = { markRecommendedLoadsSeen: boolean };

export type SetMemberLanguageMutationVariables = Exact<{
  language: string;
}>;


export type SetMemberLanguageMutation = { setMemberLanguage: { language: string } };

export type GetOwnAssignmentTransactionQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetOwnAssignmentTransactionQuery = { getOwnAssignmentTransaction: { transactionId: string, transactionType: string, driverId: string | null, driverName: string | null, status: ConfirmationStatus } | null };

export type GetShipmentQueryVariables = Exact<{
  shipmentIds: Array<string> | string;
}>;


export type GetShipmentQuery = { getShipment: Array<{ shipmentId: string, loadId: string | null, sourceSystem: string, division: string | null, loadType: string, transportMode: string, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, currency: string, totalCost: string | null, carrierPro: string | null, predecessorShipmentId: string | null, successorShipmentId: string | null, driver: { partyId: string, driverName: string } | null, assignmentTransaction: { transactionId: string, transactionType: string, driverId: string | null, driverName: string | null, status: ConfirmationStatus } | null, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, addressLine2: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string }> }> };

export type GetShipmentsWithStopsByStateQueryVariables = Exact<{
  input: ShipmentsByStateInput;
}>;


export type GetShipmentsWithStopsByStateQuery = { getShipmentsWithStopsByState: { filter: MyLoadBucket, totalCount: number, pageIndex: number, pageSize: number, counts: Array<{ bucket: MyLoadBucket, count: number }>, filterCounts: Array<{ driverId: string, driverName: string | null, count: number }>, shipments: Array<{ shipmentId: string, loadId: string | null, sourceSystem: string, division: string | null, loadType: string, transportMode: string, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, currency: string, totalCost: string | null, carrierPro: string | null, predecessorShipmentId: string | null, successorShipmentId: string | null, driver: { partyId: string, driverName: string } | null, assignmentTransaction: { transactionId: string, transactionType: string, driverId: string | null, driverName: string | null, status: ConfirmationStatus } | null, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, addressLine2: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string }> }> } };

export type MyLoadShipmentFieldsFragment = { shipmentId: string, loadId: string | null, sourceSystem: string, division: string | null, loadType: string, transportMode: string, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, currency: string, totalCost: string | null, carrierPro: string | null, predecessorShipmentId: string | null, successorShipmentId: string | null, driver: { partyId: string, driverName: string } | null, assignmentTransaction: { transactionId: string, transactionType: string, driverId: string | null, driverName: string | null, status: ConfirmationStatus } | null, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, addressLine2: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string }> };

export type TenderActionMutationVariables = Exact<{
  input: TenderActionInput;
}>;


export type TenderActionMutation = { tenderAction: { status: AnswerStatus, reason: string, message: string, shipmentId: string, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null } };

export type GetCarrierPaymentLoadsQueryVariables = Exact<{
  input?: CarrierPaymentLoadsInput | null | undefined;
}>;


export type GetCarrierPaymentLoadsQuery = { getCarrierPaymentLoads: { totalCount: number, pageIndex: number, pageSize: number, loads: Array<{ shipmentId: string, loadId: string | null, shipmentState: ShipmentState, stage: PaymentStage, waitReason: PaymentWaitReason | null, expectedPaymentDate: string | null, paidAt: string | null, amount: string | null, currency: string }> } };

export type GetCarrierPaymentTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCarrierPaymentTotalsQuery = { getCarrierPaymentTotals: { paidSince: string, totals: Array<{ stage: PaymentStage, currency: string, loadCount: number, amount: string }> } };

export type GetPaymentTrackerQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetPaymentTrackerQuery = { getPaymentTracker: { shipmentId: string, loadId: string | null, shipmentState: ShipmentState, stage: PaymentStage, waitReason: PaymentWaitReason | null, missingDocuments: Array<string>, isInvoiceMissing: boolean, paperworkCompletedAt: string | null, expectedPaymentDate: string | null, isExpectedDateFromProvider: boolean | null, paidAt: string | null, paidAmount: string | null, totalAmount: string | null, currency: string, note: string | null } | null };

export type GetUserPreferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserPreferenceQuery = { getUserPreference: { groups: Array<string>, updatedAt: string | null, preferences: Array<{ key: string, value: string, userPreferenceExists: boolean }> } };

export type UpdateUserPreferenceMutationVariables = Exact<{
  preference: UserPreferenceInput;
}>;


export type UpdateUserPreferenceMutation = { updateUserPreference: { preferences: { groups: Array<string>, updatedAt: string | null, preferences: Array<{ key: string, value: string, userPreferenceExists: boolean }> } } };

export type UserPreferenceFieldsFragment = { groups: Array<string>, updatedAt: string | null, preferences: Array<{ key: string, value: string, userPreferenceExists: boolean }> };

export type GetUserDetailsQueryVariables = Exact<{
  upn: string;
}>;


export type GetUserDetailsQuery = { getUserDetails: { member: { firstName: string, lastName: string, upn: string, email: string | null, mobileNumber: string | null, countryCode: string } } };

export type GetPushPublicKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPushPublicKeyQuery = { getPushPublicKey: string };

export type RegisterDeviceMutationVariables = Exact<{
  device: DeviceInput;
}>;


export type RegisterDeviceMutation = { registerDevice: { deviceId: string, registered: boolean } };

export type UnregisterDeviceMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnregisterDeviceMutation = { unregisterDevice: { unregistered: boolean } };

export type AddReferenceMutationVariables = Exact<{
  input: AddReferenceInput;
}>;


export type AddReferenceMutation = { addReference: { message: string } };

export type GetShipmentReferencesQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetShipmentReferencesQuery = { getShipmentDetails: { shipmentId: string, sourceSystem: string, division: string | null, myLoadsBucket: MyLoadBucket | null, isCallerDriver: boolean, references: Array<{ type: string, value: string, display: boolean, stopId: string | null }> | null } | null };

export type UpdateUserSearchHistoryAsFavoriteMutationVariables = Exact<{
  input: UpdateUserSearchHistoryAsFavoriteInput;
}>;


export type UpdateUserSearchHistoryAsFavoriteMutation = { updateUserSearchHistoryAsFavorite: { id: string, errorMessage: string | null } };

export type FindUserFavouriteSearchHistoryQueryVariables = Exact<{
  input?: SearchHistoryInput | null | undefined;
}>;


export type FindUserFavouriteSearchHistoryQuery = { findUserFavouriteSearchHistory: { totalRecords: number, savedSearches: Array<{ id: string, favouritesearchindicator: boolean, searchdate: string, criteria: { originCity: string | null, originState: string | null, originCountry: string | null, originPostalCode: string | null, originRadius: number | null, pickUpStartDate: string | null, pickUpEndDate: string | null, destinationCity: string | null, destinationState: string | null, destinationStates: Array<string>, destinationCountry: string | null, destinationPostalCode: string | null, destinationRadius: number | null, dropStartDate: string | null, dropEndDate: string | null, trailerType: string, favorite: boolean } }> } };

export type SavedSearchFieldsFragment = { id: string, favouritesearchindicator: boolean, searchdate: string, criteria: { originCity: string | null, originState: string | null, originCountry: string | null, originPostalCode: string | null, originRadius: number | null, pickUpStartDate: string | null, pickUpEndDate: string | null, destinationCity: string | null, destinationState: string | null, destinationStates: Array<string>, destinationCountry: string | null, destinationPostalCode: string | null, destinationRadius: number | null, dropStartDate: string | null, dropEndDate: string | null, trailerType: string, favorite: boolean } };

export type FindUserRecentSearchHistoryQueryVariables = Exact<{
  input?: SearchHistoryInput | null | undefined;
}>;


export type FindUserRecentSearchHistoryQuery = { findUserRecentSearchHistory: { totalRecords: number, savedSearches: Array<{ id: string, favouritesearchindicator: boolean, searchdate: string, criteria: { originCity: string | null, originState: string | null, originCountry: string | null, originPostalCode: string | null, originRadius: number | null, pickUpStartDate: string | null, pickUpEndDate: string | null, destinationCity: string | null, destinationState: string | null, destinationStates: Array<string>, destinationCountry: string | null, destinationPostalCode: string | null, destinationRadius: number | null, dropStartDate: string | null, dropEndDate: string | null, trailerType: string, favorite: boolean } }> } };

export type GetStateBasedLoadQueryVariables = Exact<{
  input: StateBasedLoadInput;
}>;


export type GetStateBasedLoadQuery = { getStateBasedLoad: { totalRecords: number, totalRecordsCapped: boolean, loadPostings: Array<{ loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }> } };

export type SearchLoadByReferenceV2QueryVariables = Exact<{
  input: LoadByReferenceInput;
}>;


export type SearchLoadByReferenceV2Query = { searchLoadByReferenceV2: { totalRecords: number, loadPostings: Array<{ loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }>, shipments: Array<{ shipmentId: string, loadId: string | null, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null }> } };

export type SearchLoadPostingV2QueryVariables = Exact<{
  input: SearchLoadPostingInput;
}>;


export type SearchLoadPostingV2Query = { searchLoadPostingV2: { totalRecords: number, totalRecordsCapped: boolean, searchHistoryId: string | null, searchHistoryFavorite: boolean, loadPostings: Array<{ loadId: string, sourceSystem: string, loadType: string, isHazardous: boolean, isHighValue: boolean, isTemperatureControlled: boolean, totalDistance: number, distanceUOM: string, totalWeight: number, weightUOM: string, numberOfStops: number, transportMode: string, buyAllowed: boolean, isWatched: boolean, originDeadHead: number | null, destinationDeadHead: number | null, rate: { totalCharge: string | null, currency: string } | null, stops: Array<{ stopId: string, stopSequence: number, stopType: StopType, locationName: string | null, city: string, state: string, country: string, latitude: number, longitude: number, appointmentFrom: string, appointmentTo: string, appointmentState: string | null, timeZone: string }> }> } };

export type UpdateUserSearchHistoryMutationVariables = Exact<{
  input: UpdateUserSearchHistoryInput;
}>;


export type UpdateUserSearchHistoryMutation = { updateUserSearchHistory: { id: string, errorMessage: string | null } };

export type GetFeedbackSenderQueryVariables = Exact<{
  upn: string;
}>;


export type GetFeedbackSenderQuery = { getUserDetails: { member: { firstName: string, lastName: string, companyName: string | null, carrierName: string | null } } };

export type LastTruckPositionQueryVariables = Exact<{
  shipmentId: string;
}>;


export type LastTruckPositionQuery = { lastTruckPosition: { recordedAt: string, latitude: number, longitude: number } | null };

export type MyTrackingLogQueryVariables = Exact<{
  shipmentId: string;
  before?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type MyTrackingLogQuery = { myTrackingLog: { shipmentId: string, hasMore: boolean, positions: Array<{ recordedAt: string, receivedAt: string, latitude: number, longitude: number, accuracy: number, place: { name: string, state: string } | null }> } };

export type UpdateTripGpsTrackingMutationVariables = Exact<{
  shipmentId: string;
  gpsTrackingStatus: number;
}>;


export type UpdateTripGpsTrackingMutation = { updateGpsTracking: { status: AnswerStatus, message: string, shipment: { shipmentId: string, gpsTrackingStatus: number } | null } };

export type GetTripShipmentQueryVariables = Exact<{
  shipmentId: string;
}>;


export type GetTripShipmentQuery = { getShipmentDetails: { shipmentId: string, loadId: string | null, sourceSystem: string, loadType: string, division: string | null, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, gpsTrackingStatus: number, managedEquipment: boolean, isDrayRoute: boolean, startCity: string | null, startState: string | null, startCountry: string | null, startDateTime: string | null, version: number, isCallerDriver: boolean, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string, plannedArrival: string | null, plannedEta: string | null, estimatedArrival: string | null, actualEta: string | null, actualArrival: string | null, actualDeparture: string | null, lateArrivalReason: string | null, activities: Array<{ execActivity: string, equipmentId: string | null, equipmentType: string | null, chassisNumber: string | null }> }> } | null };

export type ConfirmStartMutationVariables = Exact<{
  input: ConfirmStartInput;
}>;


export type ConfirmStartMutation = { confirmStart: { status: AnswerStatus, message: string, shipment: { shipmentId: string, loadId: string | null, sourceSystem: string, loadType: string, division: string | null, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, gpsTrackingStatus: number, managedEquipment: boolean, isDrayRoute: boolean, startCity: string | null, startState: string | null, startCountry: string | null, startDateTime: string | null, version: number, isCallerDriver: boolean, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string, plannedArrival: string | null, plannedEta: string | null, estimatedArrival: string | null, actualEta: string | null, actualArrival: string | null, actualDeparture: string | null, lateArrivalReason: string | null, activities: Array<{ execActivity: string, equipmentId: string | null, equipmentType: string | null, chassisNumber: string | null }> }> } | null } };

export type UpdateStopMutationVariables = Exact<{
  input: UpdateStopInput;
}>;


export type UpdateStopMutation = { updateStop: { status: StopUpdateStatus, message: string, stopId: string, warnings: Array<{ code: string, message: string }>, shipment: { shipmentId: string, loadId: string | null, sourceSystem: string, loadType: string, division: string | null, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, gpsTrackingStatus: number, managedEquipment: boolean, isDrayRoute: boolean, startCity: string | null, startState: string | null, startCountry: string | null, startDateTime: string | null, version: number, isCallerDriver: boolean, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string, plannedArrival: string | null, plannedEta: string | null, estimatedArrival: string | null, actualEta: string | null, actualArrival: string | null, actualDeparture: string | null, lateArrivalReason: string | null, activities: Array<{ execActivity: string, equipmentId: string | null, equipmentType: string | null, chassisNumber: string | null }> }> } | null } };

export type CompleteTripMutationVariables = Exact<{
  input: CompleteTripInput;
}>;


export type CompleteTripMutation = { completeTrip: { status: AnswerStatus, message: string, shipment: { shipmentId: string, loadId: string | null, sourceSystem: string, loadType: string, division: string | null, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, gpsTrackingStatus: number, managedEquipment: boolean, isDrayRoute: boolean, startCity: string | null, startState: string | null, startCountry: string | null, startDateTime: string | null, version: number, isCallerDriver: boolean, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string, plannedArrival: string | null, plannedEta: string | null, estimatedArrival: string | null, actualEta: string | null, actualArrival: string | null, actualDeparture: string | null, lateArrivalReason: string | null, activities: Array<{ execActivity: string, equipmentId: string | null, equipmentType: string | null, chassisNumber: string | null }> }> } | null } };

export type TripShipmentFieldsFragment = { shipmentId: string, loadId: string | null, sourceSystem: string, loadType: string, division: string | null, shipmentState: ShipmentState, myLoadsBucket: MyLoadBucket | null, executionStatus: ExecutionStatus | null, gpsTrackingStatus: number, managedEquipment: boolean, isDrayRoute: boolean, startCity: string | null, startState: string | null, startCountry: string | null, startDateTime: string | null, version: number, isCallerDriver: boolean, stops: Array<{ stopId: string, sequenceNo: number, stopType: StopType, locationName: string | null, addressLine1: string | null, city: string, state: string, postalCode: string | null, country: string, latitude: number, longitude: number, appointmentFrom: string | null, appointmentTo: string | null, appointmentState: string | null, timeZone: string, plannedArrival: string | null, plannedEta: string | null, estimatedArrival: string | null, actualEta: string | null, actualArrival: string | null, actualDeparture: string | null, lateArrivalReason: string | null, activities: Array<{ execActivity: string, equipmentId: string | null, equipmentType: string | null, chassisNumber: string | null }> }> };

export type AddMemberV2MutationVariables = Exact<{
  input: UserDetailsInput;
}>;


export type AddMemberV2Mutation = { addMemberV2: { status: string, message: string, member: { userId: string, upn: string, firstName: string, lastName: string, email: string | null, mobileNumber: string | null, countryCode: string, carrierId: string | null, tractorNumber: string | null, userLastLogin: string | null, userApplicationDetails: { roles: Array<{ roleName: string }> }, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null } } } };

export type ConfirmTransferMutationVariables = Exact<{
  input: ConfirmTransferInput;
}>;


export type ConfirmTransferMutation = { confirmTransfer: { status: string, message: string } };

export type DeleteMemberMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteMemberMutation = { deleteMember: { status: number, redirectUrl: string, message: string, timeStamp: string } };

export type DelinkMemberMutationVariables = Exact<{
  userId: string;
}>;


export type DelinkMemberMutation = { delinkMember: { status: string, message: string, isSelf: boolean } };

export type GetMemberAssignedLoadsQueryVariables = Exact<{
  userId: string;
  page?: number | null | undefined;
  size?: number | null | undefined;
}>;


export type GetMemberAssignedLoadsQuery = { getMemberAssignedLoads: { totalRecords: number, loads: Array<{ shipmentId: string, shipmentState: string, originCity: string | null, originState: string | null, destinationCity: string | null, destinationState: string | null, pickUpDateTime: string | null, timeZone: string | null }> } };

export type GetMemberQueryVariables = Exact<{
  userId: string;
}>;


export type GetMemberQuery = { getMember: { userId: string, upn: string, firstName: string, lastName: string, email: string | null, mobileNumber: string | null, countryCode: string, carrierId: string | null, tractorNumber: string | null, userLastLogin: string | null, userApplicationDetails: { roles: Array<{ roleName: string }> }, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null } } };

export type GetMembersQueryVariables = Exact<{
  input?: MembersInput | null | undefined;
}>;


export type GetMembersQuery = { getMembers: { totalRecords: number, totalPages: number, members: Array<{ assignedLoadCount: number, assignedLoadStates: Array<string>, canAssignLoad: boolean, member: { userId: string, upn: string, firstName: string, lastName: string, email: string | null, mobileNumber: string | null, countryCode: string, carrierId: string | null, tractorNumber: string | null, userLastLogin: string | null, userApplicationDetails: { roles: Array<{ roleName: string }> }, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null } } }> } };

export type GetTransferRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetTransferRequestsQuery = { getTransferRequests: Array<{ requestId: string, requestedCarrierId: string, carrierName: string, roles: Array<string>, requestedByName: string | null }> };

export type MemberFieldsFragment = { userId: string, upn: string, firstName: string, lastName: string, email: string | null, mobileNumber: string | null, countryCode: string, carrierId: string | null, tractorNumber: string | null, userLastLogin: string | null, userApplicationDetails: { roles: Array<{ roleName: string }> }, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null } };

export type RegisterMemberMutationVariables = Exact<{
  input: RegisterMemberInput;
}>;


export type RegisterMemberMutation = { registerMember: { status: string, message: string, isNewCarrier: boolean, member: { userId: string, upn: string, firstName: string, lastName: string, email: string | null, mobileNumber: string | null, countryCode: string, carrierId: string | null, tractorNumber: string | null, userLastLogin: string | null, userApplicationDetails: { roles: Array<{ roleName: string }> }, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null } } } };

export type ResendInvitationMutationVariables = Exact<{
  userId: string;
}>;


export type ResendInvitationMutation = { resendInvitation: { success: string, message: string, email: string | null, phoneNumber: string | null } };

export type TransferMemberV2MutationVariables = Exact<{
  input: TransferMemberInput;
}>;


export type TransferMemberV2Mutation = { transferMemberV2: { status: string, message: string } };

export type UpdateMemberMutationVariables = Exact<{
  input: UpdateMemberInput;
}>;


export type UpdateMemberMutation = { updateMember: { status: string, message: string, member: { userId: string, upn: string, firstName: string, lastName: string, email: string | null, mobileNumber: string | null, countryCode: string, carrierId: string | null, tractorNumber: string | null, userLastLogin: string | null, userApplicationDetails: { roles: Array<{ roleName: string }> }, address: { addressLine1: string | null, city: string | null, state: string | null, postalCode: string | null } } } };

export type ValidatePhoneNumberQueryVariables = Exact<{
  phoneNumber: string;
  countryCode: string;
}>;


export type ValidatePhoneNumberQuery = { validatePhoneNumber: { status: string, countryCode: string, phoneNumber: string } };

export type ValidateUserByIdentifierQueryVariables = Exact<{
  mobileNum: string;
  countryCode?: string | null | undefined;
}>;


export type ValidateUserByIdentifierQuery = { validateUserByIdentifier: { status: string, userId: string | null, firstName: string | null, lastName: string | null } };

export type LogUserEventMutationVariables = Exact<{
  input: UserEventInput;
}>;


export type LogUserEventMutation = { logUserEvent: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CapacityFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}
    `, {"fragmentName":"CapacityFields"}) as unknown as TypedDocumentString<CapacityFieldsFragment, unknown>;
export const CostProfileFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment CostProfileFields on CostProfile {
  costMode
  costPerMile
  fuelPricePerGallon
  milesPerGallon
  otherCostPerMile
  fixedCostPerDay
  averageSpeedMph
  drivingHoursPerDay
  dwellHoursPerStop
  targetRatePerMile
  floorRatePerMile
  isDefault
}
    `, {"fragmentName":"CostProfileFields"}) as unknown as TypedDocumentString<CostProfileFieldsFragment, unknown>;
export const ShipmentDocumentFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment ShipmentDocumentFields on ShipmentDocument {
  documentId
  displayName
  documentType
  documentExtension
  documentNumber
  fileName
  createdDateTime
  rank
  source
}
    `, {"fragmentName":"ShipmentDocumentFields"}) as unknown as TypedDocumentString<ShipmentDocumentFieldsFragment, unknown>;
export const LoadCardFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}
    `, {"fragmentName":"LoadCardFields"}) as unknown as TypedDocumentString<LoadCardFieldsFragment, unknown>;
export const RecommendedLoadFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment RecommendedLoadFields on LoadPosting {
  ...LoadCardFields
  rank
  recommendationStatus
  similarLoads
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"fragmentName":"RecommendedLoadFields"}) as unknown as TypedDocumentString<RecommendedLoadFieldsFragment, unknown>;
export const LoadPostingFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment LoadPostingFields on LoadPosting {
  ...LoadCardFields
  loadPostingStatus
  termsAndConditions
  managedEquipment
  exclusiveLoad
  rate {
    binRateIdentifier
    lineHaulCharge {
      charge
      chargeDescription
    }
    fuelCharge {
      charge
      chargeDescription
    }
    accessorials {
      accessorialCode
      accessorialDescription
      accessorialCharge
    }
  }
  stops {
    addressLine1
    addressLine2
    postalCode
    specialServices {
      specialServiceDesc
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"fragmentName":"LoadPostingFields"}) as unknown as TypedDocumentString<LoadPostingFieldsFragment, unknown>;
export const MyLoadShipmentFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment MyLoadShipmentFields on MyLoadShipment {
  shipmentId
  loadId
  sourceSystem
  division
  loadType
  transportMode
  shipmentState
  myLoadsBucket
  executionStatus
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  isHazardous
  isHighValue
  isTemperatureControlled
  currency
  totalCost
  carrierPro
  predecessorShipmentId
  successorShipmentId
  driver {
    partyId
    driverName
  }
  assignmentTransaction {
    transactionId
    transactionType
    driverId
    driverName
    status
  }
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    addressLine2
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}
    `, {"fragmentName":"MyLoadShipmentFields"}) as unknown as TypedDocumentString<MyLoadShipmentFieldsFragment, unknown>;
export const UserPreferenceFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment UserPreferenceFields on UserPreference {
  groups
  updatedAt
  preferences {
    key
    value
    userPreferenceExists
  }
}
    `, {"fragmentName":"UserPreferenceFields"}) as unknown as TypedDocumentString<UserPreferenceFieldsFragment, unknown>;
export const SavedSearchFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment SavedSearchFields on SavedSearch {
  id
  favouritesearchindicator
  searchdate
  criteria {
    originCity
    originState
    originCountry
    originPostalCode
    originRadius
    pickUpStartDate
    pickUpEndDate
    destinationCity
    destinationState
    destinationStates
    destinationCountry
    destinationPostalCode
    destinationRadius
    dropStartDate
    dropEndDate
    trailerType
    favorite
  }
}
    `, {"fragmentName":"SavedSearchFields"}) as unknown as TypedDocumentString<SavedSearchFieldsFragment, unknown>;
export const TripShipmentFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment TripShipmentFields on ShipmentDetails {
  shipmentId
  loadId
  sourceSystem
  loadType
  division
  shipmentState
  myLoadsBucket
  executionStatus
  gpsTrackingStatus
  managedEquipment
  isDrayRoute
  startCity
  startState
  startCountry
  startDateTime
  version
  isCallerDriver
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
    plannedArrival
    plannedEta
    estimatedArrival
    actualEta
    actualArrival
    actualDeparture
    lateArrivalReason
    activities {
      execActivity
      equipmentId
      equipmentType
      chassisNumber
    }
  }
}
    `, {"fragmentName":"TripShipmentFields"}) as unknown as TypedDocumentString<TripShipmentFieldsFragment, unknown>;
export const MemberFieldsFragmentDoc = /*#__PURE__*/ new TypedDocumentString(`
    fragment MemberFields on Member {
  userId
  upn
  firstName
  lastName
  email
  mobileNumber
  countryCode
  carrierId
  tractorNumber
  userLastLogin
  userApplicationDetails {
    roles {
      roleName
    }
  }
  address {
    addressLine1
    city
    state
    postalCode
  }
}
    `, {"fragmentName":"MemberFields"}) as unknown as TypedDocumentString<MemberFieldsFragment, unknown>;
export const GetViewSettingDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getViewSetting($upn: String!) {
  getUserDetails(userPrincipalName: $upn) {
    preferences {
      key
      value
    }
  }
}
    `, {"hash":"sha256:760582e9c6207b766738229188fbf8b4dcf2a842ad455be4b9efc26fd0fcb4b9"}) as unknown as TypedDocumentString<GetViewSettingQuery, GetViewSettingQueryVariables>;
export const AddCarrierCapacityDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation addCarrierCapacity($input: CapacityInput!) {
  addCarrierCapacity(input: $input) {
    capacityID
    lastUpdatedByUserName
    capacity {
      ...CapacityFields
    }
  }
}
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}`, {"hash":"sha256:244b030de4c4732bb0ccd6b59585004d69c90b2342d88901a19ecd0a5b20ae00"}) as unknown as TypedDocumentString<AddCarrierCapacityMutation, AddCarrierCapacityMutationVariables>;
export const DeleteCarrierCapacityDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation deleteCarrierCapacity($capacityId: ID!) {
  deleteCarrierCapacity(capacityId: $capacityId) {
    capacityId
    capacityType
  }
}
    `, {"hash":"sha256:58afdc51cb030f53ac22eb72341f434c4e7924e006d126ec7843df272e318b43"}) as unknown as TypedDocumentString<DeleteCarrierCapacityMutation, DeleteCarrierCapacityMutationVariables>;
export const GetCapacityLoadDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCapacityLoad($input: CapacityLoadInput!) {
  getCapacityLoad(input: $input) {
    totalRecords
    totalRecordsCapped
    capacity {
      ...CapacityFields
    }
    loadPostings {
      ...LoadCardFields
    }
  }
}
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}
fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:16ec1d4e0d888ee1d5655fcfa369af33b38613a683038c219f0b8f85cd66d292"}) as unknown as TypedDocumentString<GetCapacityLoadQuery, GetCapacityLoadQueryVariables>;
export const GetCarrierCapacityWithLoadCountDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCarrierCapacityWithLoadCount($input: CapacityListInput) {
  getCarrierCapacityWithLoadCount(input: $input) {
    totalPages
    totalRecords
    capacity {
      ...CapacityFields
    }
  }
}
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}`, {"hash":"sha256:4f5bcdce16c356940c10f4afccc49cb629ea158cfda28103422dd8b68ee2a431"}) as unknown as TypedDocumentString<GetCarrierCapacityWithLoadCountQuery, GetCarrierCapacityWithLoadCountQueryVariables>;
export const RestoreCarrierCapacityDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation restoreCarrierCapacity($capacityId: ID!) {
  restoreCarrierCapacity(capacityId: $capacityId) {
    ...CapacityFields
  }
}
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}`, {"hash":"sha256:f52f9d4214c381d1bef979355c12cc1bf6c525fa9b621cc6b2372e0994228993"}) as unknown as TypedDocumentString<RestoreCarrierCapacityMutation, RestoreCarrierCapacityMutationVariables>;
export const SelectCarrierCapacityDocument = /*#__PURE__*/ new TypedDocumentString(`
    query selectCarrierCapacity($capacityId: ID!) {
  selectCarrierCapacity(capacityId: $capacityId) {
    ...CapacityFields
  }
}
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}`, {"hash":"sha256:6d0cb77c00d583f4f95aa1ad8387252d0271ab480924f6f682b6105f3ce744d6"}) as unknown as TypedDocumentString<SelectCarrierCapacityQuery, SelectCarrierCapacityQueryVariables>;
export const UpdateCarrierCapacityDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateCarrierCapacity($input: CapacityInput!) {
  updateCarrierCapacity(input: $input) {
    capacityID
    lastUpdatedByUserName
    capacity {
      ...CapacityFields
    }
  }
}
    fragment CapacityFields on Capacity {
  capacityId
  capacityType
  trailerType
  origin {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
    timeZone
  }
  destination {
    city
    state
    country
    postalCode
    latitude
    longitude
    radius
  }
  destinationStates
  destinationCountry
  pickUpFromDate
  pickUpToDate
  preferredDays
  lastUpdatedDateTime
  lastUpdatedBy
  lastUpdatedByEmail
  lastUpdatedByPhoneNumber
  loadCount
  loadCountCapped
}`, {"hash":"sha256:810af3b6d4cdce309b14e933515cfced868d1ac28e39c2a02cb2ae90cf794c74"}) as unknown as TypedDocumentString<UpdateCarrierCapacityMutation, UpdateCarrierCapacityMutationVariables>;
export const GetCarrierProfileDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCarrierProfile {
  getCarrierProfile {
    carrierId
    carrierName
    carrierActiveIndicator
    carrierMCNo
    carrierUsDOTNo
    commonCarrierId
    carrierScac
    carrierTier
    carrierStatusCode
    addressLine1
    addressLine2
    city
    state
    country
    postalCode
    truckload
    ltl
    intermodal
    hazmatCertExpirationDate
    hazmat232PermitInd
    primaryContact {
      firstName
      lastName
      contactType
      phone
      fax
      email
    }
    otherContacts {
      firstName
      lastName
      contactType
      phone
      fax
      email
    }
    insurances {
      insuranceId
      policyNumber
      insuranceType
      insuranceTypeCode
      status
      certificateId
      limits
      coverageAmount
      policyEffectiveDate
      policyExpirationDate
      isExpired
    }
    certifications {
      certificationCode
      description
      certificateExpireDate
      qualificationStatus
    }
  }
}
    `, {"hash":"sha256:6e89c44c45e2d577a43a61cdc4ac3e71753091e35cc348fda4e514bab3e25c3f"}) as unknown as TypedDocumentString<GetCarrierProfileQuery, GetCarrierProfileQueryVariables>;
export const GetCostProfileDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCostProfile {
  getCostProfile {
    ...CostProfileFields
  }
}
    fragment CostProfileFields on CostProfile {
  costMode
  costPerMile
  fuelPricePerGallon
  milesPerGallon
  otherCostPerMile
  fixedCostPerDay
  averageSpeedMph
  drivingHoursPerDay
  dwellHoursPerStop
  targetRatePerMile
  floorRatePerMile
  isDefault
}`, {"hash":"sha256:5c79590429a6732857d5a4fdbd1ca10522d945564d8afd2ce0387aed8510d57f"}) as unknown as TypedDocumentString<GetCostProfileQuery, GetCostProfileQueryVariables>;
export const SaveCostProfileDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation saveCostProfile($input: CostProfileInput!) {
  saveCostProfile(input: $input) {
    ...CostProfileFields
  }
}
    fragment CostProfileFields on CostProfile {
  costMode
  costPerMile
  fuelPricePerGallon
  milesPerGallon
  otherCostPerMile
  fixedCostPerDay
  averageSpeedMph
  drivingHoursPerDay
  dwellHoursPerStop
  targetRatePerMile
  floorRatePerMile
  isDefault
}`, {"hash":"sha256:8606cf44af4122766bc21b5d95bb5808a32b718ff647e49b80a67b9f6c68680f"}) as unknown as TypedDocumentString<SaveCostProfileMutation, SaveCostProfileMutationVariables>;
export const ListRelatedDocumentsV2Document = /*#__PURE__*/ new TypedDocumentString(`
    query listRelatedDocumentsV2($documentMetaDataRequest: DocumentMetaDataRequest!) {
  listRelatedDocumentsV2(documentMetaDataRequest: $documentMetaDataRequest) {
    orderId
    shipmentId
    documents {
      ...ShipmentDocumentFields
    }
    relatedDocuments {
      ...ShipmentDocumentFields
    }
  }
}
    fragment ShipmentDocumentFields on ShipmentDocument {
  documentId
  displayName
  documentType
  documentExtension
  documentNumber
  fileName
  createdDateTime
  rank
  source
}`, {"hash":"sha256:aef233f7763d50fe6f2e25a992a71313c748db5dee1ce679135a57f5b50a7930"}) as unknown as TypedDocumentString<ListRelatedDocumentsV2Query, ListRelatedDocumentsV2QueryVariables>;
export const AssignShipmentToDriverV2Document = /*#__PURE__*/ new TypedDocumentString(`
    mutation assignShipmentToDriverV2($input: AssignShipmentToDriverInput!) {
  assignShipmentToDriverV2(input: $input) {
    status
    message
    successorShipmentId
    shipment {
      shipmentId
      loadId
      shipmentState
    }
  }
}
    `, {"hash":"sha256:70fae984689db5b8db4b47665a9d6abe09b16ccfa3effc1f0ad06334a53037e9"}) as unknown as TypedDocumentString<AssignShipmentToDriverV2Mutation, AssignShipmentToDriverV2MutationVariables>;
export const GetCarrierDriversDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCarrierDrivers($search: String) {
  getCarrierDrivers(search: $search) {
    driverId
    upn
    firstName
    lastName
    mobileNumber
    countryCode
    tractorNumber
  }
}
    `, {"hash":"sha256:ccf43af52cd210c1fb166e1709c55abd05b2739570aec6000d343d33b3e7cc12"}) as unknown as TypedDocumentString<GetCarrierDriversQuery, GetCarrierDriversQueryVariables>;
export const PredecessorShipmentIdDocument = /*#__PURE__*/ new TypedDocumentString(`
    query predecessorShipmentId($shipmentId: ID!, $driverId: ID!, $assignSource: String!) {
  predecessorShipmentId(
    shipmentId: $shipmentId
    driverId: $driverId
    assignSource: $assignSource
  )
}
    `, {"hash":"sha256:c46585f86df62a7c7588ca559fd809700c6f0c4139304093a6b3a5361a490f80"}) as unknown as TypedDocumentString<PredecessorShipmentIdQuery, PredecessorShipmentIdQueryVariables>;
export const GetReloadShipmentDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getReloadShipment($shipmentId: ID!) {
  getShipmentDetails(shipmentId: $shipmentId) {
    shipmentId
    transportMode
    stops {
      sequenceNo
      city
      state
      country
      postalCode
      appointmentFrom
      timeZone
    }
  }
}
    `, {"hash":"sha256:dc7e20d4143023e9736c08d852d766b20e493ad7e0578ce2755ca96027b0f4ba"}) as unknown as TypedDocumentString<GetReloadShipmentQuery, GetReloadShipmentQueryVariables>;
export const UnassignDriverFromShipmentDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation unassignDriverFromShipment($input: UnassignDriverInput!) {
  unassignDriverFromShipment(input: $input) {
    status
    message
    shipment {
      shipmentId
      shipmentState
    }
  }
}
    `, {"hash":"sha256:6c481c54838a30385ed8fafbe740b7ecd68e8373d7fd347409cb7a8fe5947561"}) as unknown as TypedDocumentString<UnassignDriverFromShipmentMutation, UnassignDriverFromShipmentMutationVariables>;
export const GetMyLoadsCountsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getMyLoadsCounts {
  getMyLoadsCounts {
    bucket
    count
  }
}
    `, {"hash":"sha256:8b616172fd475ee52de5cebb857e0541bb1ef20f49e81ba7168b23c882c2bb6a"}) as unknown as TypedDocumentString<GetMyLoadsCountsQuery, GetMyLoadsCountsQueryVariables>;
export const GetCarrierSourceDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCarrierSource($upn: String!) {
  getUserDetails(userPrincipalName: $upn) {
    source
  }
}
    `, {"hash":"sha256:ed5e562e596316a577493e296e572835c610056bbbf744615e99e1e581c77dbc"}) as unknown as TypedDocumentString<GetCarrierSourceQuery, GetCarrierSourceQueryVariables>;
export const CreateInvoiceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation createInvoice($sendEmail: Boolean!, $shipmentId: ID!, $invoiceNumber: String) {
  createInvoice(
    sendEmail: $sendEmail
    shipmentId: $shipmentId
    invoiceNumber: $invoiceNumber
  ) {
    status
    message
    created
    shipmentState
    response {
      documentId
      documentNumber
      invoiceNumber
      fileName
      totalAmount
      currency
      createdDateTime
      emailQueued
    }
  }
}
    `, {"hash":"sha256:58f3db09b021fb46ea66e78f02725e58f4852dc28c2afc1fb1cd1f0f1c72e2c0"}) as unknown as TypedDocumentString<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const GetInvoiceOptionsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getInvoiceOptions($shipmentId: ID!) {
  getInvoiceOptions(shipmentId: $shipmentId) {
    shipmentId
    shipmentState
    choices
    invoiceNumberShown
    invoiceNumberMaxLength
    missingDocuments
    invoiceMissing
  }
}
    `, {"hash":"sha256:950be98041b1486e58439fe48dbee88724b2d7e939c4b620a85601f910af135b"}) as unknown as TypedDocumentString<GetInvoiceOptionsQuery, GetInvoiceOptionsQueryVariables>;
export const GetLaneRatesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getLaneRates($lanes: [LaneInput!]!) {
  getLaneRates(lanes: $lanes) {
    last30Days {
      medianCentsPerMile
      lowerQuartileCentsPerMile
      upperQuartileCentsPerMile
      loads
    }
    last90Days {
      medianCentsPerMile
      lowerQuartileCentsPerMile
      upperQuartileCentsPerMile
      loads
    }
    trend
    weeks {
      weekStart
      medianCentsPerMile
    }
    ownPay {
      loads
      medianCentsPerMile
      lastSettledAt
    }
  }
}
    `, {"hash":"sha256:6299471d44f732f912a539e5d79aad9019abe3b740d0e1d312c4c65e821df860"}) as unknown as TypedDocumentString<GetLaneRatesQuery, GetLaneRatesQueryVariables>;
export const MyLastPositionDocument = /*#__PURE__*/ new TypedDocumentString(`
    query myLastPosition {
  myLastPosition {
    recordedAt
    latitude
    longitude
  }
}
    `, {"hash":"sha256:f983a8512ddb0f20c2f8ab7ce62922723b6912b575dcb30b0a5b7a6ccb395c22"}) as unknown as TypedDocumentString<MyLastPositionQuery, MyLastPositionQueryVariables>;
export const GetLoadPostingDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getLoadPosting($loadId: ID!) {
  getLoadPosting(loadId: $loadId) {
    ...LoadPostingFields
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}
fragment LoadPostingFields on LoadPosting {
  ...LoadCardFields
  loadPostingStatus
  termsAndConditions
  managedEquipment
  exclusiveLoad
  rate {
    binRateIdentifier
    lineHaulCharge {
      charge
      chargeDescription
    }
    fuelCharge {
      charge
      chargeDescription
    }
    accessorials {
      accessorialCode
      accessorialDescription
      accessorialCharge
    }
  }
  stops {
    addressLine1
    addressLine2
    postalCode
    specialServices {
      specialServiceDesc
    }
  }
}`, {"hash":"sha256:29246baa25abb61f77ff07af1bee771166d3f3fb1cf8cab8682d63e0bc0dfe82"}) as unknown as TypedDocumentString<GetLoadPostingQuery, GetLoadPostingQueryVariables>;
export const RecommendedSimilarLoadsByLoadIdsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query recommendedSimilarLoadsByLoadIds($loadIds: [ID!]!) {
  recommendedSimilarLoadsByLoadIds(loadIds: $loadIds) {
    primaryLoadId
    totalRecords
    loadPostings {
      ...LoadCardFields
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:2a825de211c751094745ba61bad8091c1bd87f14290e37c4b1a20c993ba3745e"}) as unknown as TypedDocumentString<RecommendedSimilarLoadsByLoadIdsQuery, RecommendedSimilarLoadsByLoadIdsQueryVariables>;
export const DeleteUserWatchedLoadsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation deleteUserWatchedLoads($input: WatchedLoadInput!) {
  deleteUserWatchedLoads(input: $input) {
    id
    error
    message
  }
}
    `, {"hash":"sha256:a32196f5bb7730b41a9a371f99ee0eddf75c5b90a7913247739715c85d7848b5"}) as unknown as TypedDocumentString<DeleteUserWatchedLoadsMutation, DeleteUserWatchedLoadsMutationVariables>;
export const NewUserWatchedLoadsDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation newUserWatchedLoads($input: WatchedLoadInput!) {
  newUserWatchedLoads(input: $input) {
    id
    error
    message
  }
}
    `, {"hash":"sha256:2d45ea84445876f93eb2abb5d09abd495017a9f8ede24c9374db4ac78ce126b5"}) as unknown as TypedDocumentString<NewUserWatchedLoadsMutation, NewUserWatchedLoadsMutationVariables>;
export const BuyLoadRequestDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation buyLoadRequest($input: BuyLoadRequestInput!) {
  buyLoadRequest(input: $input) {
    status
    reason
    message
    loadId
    shipmentIds
    hold
  }
}
    `, {"hash":"sha256:1a929de7f8f2ebeb33e9885b4209b551bdd1bfe1677d8ec46d3ff488a492e569"}) as unknown as TypedDocumentString<BuyLoadRequestMutation, BuyLoadRequestMutationVariables>;
export const BuyLoadShipmentRequestDocument = /*#__PURE__*/ new TypedDocumentString(`
    query buyLoadShipmentRequest($shipmentIds: [ID!]!) {
  buyLoadShipmentRequest(shipmentIds: $shipmentIds) {
    shipmentId
    loadId
  }
}
    `, {"hash":"sha256:2a042406dd5544c5410e0a85d02d2db9e4fb2be7cf68f622af41dbc8e1d707ad"}) as unknown as TypedDocumentString<BuyLoadShipmentRequestQuery, BuyLoadShipmentRequestQueryVariables>;
export const GetBookingMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getBookingMember($upn: String!) {
  getUserDetails(userPrincipalName: $upn) {
    carrierActiveIndicator
    source
    member {
      userId
      userType
    }
  }
}
    `, {"hash":"sha256:85eb649a5153831c42ea828a2c0de8b2a3ace3d2a16e176bf028ce9881e09b1e"}) as unknown as TypedDocumentString<GetBookingMemberQuery, GetBookingMemberQueryVariables>;
export const GetShipmentDetailsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getShipmentDetails($shipmentId: ID!) {
  getShipmentDetails(shipmentId: $shipmentId) {
    shipmentId
    loadId
    sourceSystem
    division
    loadType
    transportMode
    shipmentState
    myLoadsBucket
    totalDistance
    distanceUOM
    totalWeight
    weightUOM
    numberOfStops
    isHazardous
    isHighValue
    isTemperatureControlled
    currency
    totalCost
    hasServices
    executionStatus
    isDrayRoute
    canAssignSelf
    stops {
      stopId
      sequenceNo
      stopType
      locationName
      addressLine1
      addressLine2
      city
      state
      postalCode
      country
      latitude
      longitude
      appointmentFrom
      appointmentTo
      appointmentState
      timeZone
    }
    commodities {
      commodityDesc
      packagingType
      weight
      weightUnit
      unitCount
    }
    services {
      serviceDescription
    }
    references {
      type
      value
      display
    }
    costItems {
      costBreakdownDescription
      rate
      rateQlfr
      qty
      totalAmount
    }
  }
}
    `, {"hash":"sha256:36d623553f29f6caffc003c0bc19eb1d7d0c78d074bfd2547d12c3771379a420"}) as unknown as TypedDocumentString<GetShipmentDetailsQuery, GetShipmentDetailsQueryVariables>;
export const RecommendedLoadsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query recommendedLoads($input: RecommendedLoadsInput) {
  recommendedLoads(input: $input) {
    totalRecords
    error
    message
    loadPostings {
      ...RecommendedLoadFields
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}
fragment RecommendedLoadFields on LoadPosting {
  ...LoadCardFields
  rank
  recommendationStatus
  similarLoads
}`, {"hash":"sha256:f60c2fafc5939ad5d5d7c20d6a4289fb89a26294b1a81d56ca92bc9756682c7e"}) as unknown as TypedDocumentString<RecommendedLoadsQuery, RecommendedLoadsQueryVariables>;
export const GetUserWatchedLoadsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getUserWatchedLoads($input: UserWatchedLoadsInput) {
  getUserWatchedLoads(input: $input) {
    totalRecords
    loadPostings {
      ...LoadCardFields
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:baaccbaa3e951c0488db78ee1c4f078de7132ee8d005532d5dcbb34d9c2781d9"}) as unknown as TypedDocumentString<GetUserWatchedLoadsQuery, GetUserWatchedLoadsQueryVariables>;
export const MarkRecommendedLoadsSeenDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation markRecommendedLoadsSeen($loadIds: [ID!]!) {
  markRecommendedLoadsSeen(loadIds: $loadIds)
}
    `, {"hash":"sha256:fe80a96185392b882e50bcd1e9924e1db03af89607040fbc6b8469b3955d8414"}) as unknown as TypedDocumentString<MarkRecommendedLoadsSeenMutation, MarkRecommendedLoadsSeenMutationVariables>;
export const SetMemberLanguageDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation setMemberLanguage($language: String!) {
  setMemberLanguage(language: $language) {
    language
  }
}
    `, {"hash":"sha256:154ca536eba933208be05232ba074c38a39e3ab6476a7eb2a0d32e441cb771a4"}) as unknown as TypedDocumentString<SetMemberLanguageMutation, SetMemberLanguageMutationVariables>;
export const GetOwnAssignmentTransactionDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getOwnAssignmentTransaction($shipmentId: ID!) {
  getOwnAssignmentTransaction(shipmentId: $shipmentId) {
    transactionId
    transactionType
    driverId
    driverName
    status
  }
}
    `, {"hash":"sha256:5ca7ab20d6b140ebae48db3cecb8736832520f2573503436f0d6be9dc308e97c"}) as unknown as TypedDocumentString<GetOwnAssignmentTransactionQuery, GetOwnAssignmentTransactionQueryVariables>;
export const GetShipmentDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getShipment($shipmentIds: [ID!]!) {
  getShipment(shipmentIds: $shipmentIds) {
    ...MyLoadShipmentFields
  }
}
    fragment MyLoadShipmentFields on MyLoadShipment {
  shipmentId
  loadId
  sourceSystem
  division
  loadType
  transportMode
  shipmentState
  myLoadsBucket
  executionStatus
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  isHazardous
  isHighValue
  isTemperatureControlled
  currency
  totalCost
  carrierPro
  predecessorShipmentId
  successorShipmentId
  driver {
    partyId
    driverName
  }
  assignmentTransaction {
    transactionId
    transactionType
    driverId
    driverName
    status
  }
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    addressLine2
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:ea8ae1d0e84d872a645ffdd85862fb5f821a2a62a711ad6ef57c0bf7e99782ac"}) as unknown as TypedDocumentString<GetShipmentQuery, GetShipmentQueryVariables>;
export const GetShipmentsWithStopsByStateDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getShipmentsWithStopsByState($input: ShipmentsByStateInput!) {
  getShipmentsWithStopsByState(input: $input) {
    filter
    totalCount
    pageIndex
    pageSize
    counts {
      bucket
      count
    }
    filterCounts {
      driverId
      driverName
      count
    }
    shipments {
      ...MyLoadShipmentFields
    }
  }
}
    fragment MyLoadShipmentFields on MyLoadShipment {
  shipmentId
  loadId
  sourceSystem
  division
  loadType
  transportMode
  shipmentState
  myLoadsBucket
  executionStatus
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  isHazardous
  isHighValue
  isTemperatureControlled
  currency
  totalCost
  carrierPro
  predecessorShipmentId
  successorShipmentId
  driver {
    partyId
    driverName
  }
  assignmentTransaction {
    transactionId
    transactionType
    driverId
    driverName
    status
  }
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    addressLine2
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:103d84e80045cd6a14149c157930a5f9f34f44460d81ef977384c59b86bdfb79"}) as unknown as TypedDocumentString<GetShipmentsWithStopsByStateQuery, GetShipmentsWithStopsByStateQueryVariables>;
export const TenderActionDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation tenderAction($input: TenderActionInput!) {
  tenderAction(input: $input) {
    status
    reason
    message
    shipmentId
    shipmentState
    myLoadsBucket
  }
}
    `, {"hash":"sha256:4913d4fed5618dda5e38afed1b1bc0a67b7f25a96103241ce8031f2fa51950b5"}) as unknown as TypedDocumentString<TenderActionMutation, TenderActionMutationVariables>;
export const GetCarrierPaymentLoadsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCarrierPaymentLoads($input: CarrierPaymentLoadsInput) {
  getCarrierPaymentLoads(input: $input) {
    loads {
      shipmentId
      loadId
      shipmentState
      stage
      waitReason
      expectedPaymentDate
      paidAt
      amount
      currency
    }
    totalCount
    pageIndex
    pageSize
  }
}
    `, {"hash":"sha256:6b41a3559e06198bc4eeb1f3c2b30baffd3ce167362bd747a0bf767f4346c587"}) as unknown as TypedDocumentString<GetCarrierPaymentLoadsQuery, GetCarrierPaymentLoadsQueryVariables>;
export const GetCarrierPaymentTotalsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getCarrierPaymentTotals {
  getCarrierPaymentTotals {
    totals {
      stage
      currency
      loadCount
      amount
    }
    paidSince
  }
}
    `, {"hash":"sha256:7a86cdcf5808c9f1f909eaed2d921b52fc52e901254c4e1c9dbfccffc951cf16"}) as unknown as TypedDocumentString<GetCarrierPaymentTotalsQuery, GetCarrierPaymentTotalsQueryVariables>;
export const GetPaymentTrackerDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getPaymentTracker($shipmentId: ID!) {
  getPaymentTracker(shipmentId: $shipmentId) {
    shipmentId
    loadId
    shipmentState
    stage
    waitReason
    missingDocuments
    isInvoiceMissing
    paperworkCompletedAt
    expectedPaymentDate
    isExpectedDateFromProvider
    paidAt
    paidAmount
    totalAmount
    currency
    note
  }
}
    `, {"hash":"sha256:ad395df21f65019e211547191dca4effa36edb52e051edfcb2263427e71279d4"}) as unknown as TypedDocumentString<GetPaymentTrackerQuery, GetPaymentTrackerQueryVariables>;
export const GetUserPreferenceDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getUserPreference {
  getUserPreference {
    ...UserPreferenceFields
  }
}
    fragment UserPreferenceFields on UserPreference {
  groups
  updatedAt
  preferences {
    key
    value
    userPreferenceExists
  }
}`, {"hash":"sha256:0c7e923009fa0de746e35af34401968d1832f16776c7d9c4a45bc9222ea039f7"}) as unknown as TypedDocumentString<GetUserPreferenceQuery, GetUserPreferenceQueryVariables>;
export const UpdateUserPreferenceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateUserPreference($preference: UserPreferenceInput!) {
  updateUserPreference(preference: $preference) {
    preferences {
      ...UserPreferenceFields
    }
  }
}
    fragment UserPreferenceFields on UserPreference {
  groups
  updatedAt
  preferences {
    key
    value
    userPreferenceExists
  }
}`, {"hash":"sha256:69cc98d6a7f7e6c1881a73397d190f8d4ec5516b600ef8a55cb5b672f2ed8ad6"}) as unknown as TypedDocumentString<UpdateUserPreferenceMutation, UpdateUserPreferenceMutationVariables>;
export const GetUserDetailsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getUserDetails($upn: String!) {
  getUserDetails(userPrincipalName: $upn) {
    member {
      firstName
      lastName
      upn
      email
      mobileNumber
      countryCode
    }
  }
}
    `, {"hash":"sha256:eab3db92af03b01eb3678b15a96ef2d2f46b2a61aa9862e0f62e5c23669b274a"}) as unknown as TypedDocumentString<GetUserDetailsQuery, GetUserDetailsQueryVariables>;
export const GetPushPublicKeyDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getPushPublicKey {
  getPushPublicKey
}
    `, {"hash":"sha256:a7b3784be839ea77b8785e4fea2ee70477628305f65262555a8c1c47ab32a47e"}) as unknown as TypedDocumentString<GetPushPublicKeyQuery, GetPushPublicKeyQueryVariables>;
export const RegisterDeviceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation registerDevice($device: DeviceInput!) {
  registerDevice(device: $device) {
    deviceId
    registered
  }
}
    `, {"hash":"sha256:ab4335db0376b6195266486f1a394bc4d1050526404f112707fe644ecc412c33"}) as unknown as TypedDocumentString<RegisterDeviceMutation, RegisterDeviceMutationVariables>;
export const UnregisterDeviceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation unregisterDevice($endpoint: String!) {
  unregisterDevice(endpoint: $endpoint) {
    unregistered
  }
}
    `, {"hash":"sha256:1cce3b6630ecf6e28d7a161fcab3aec0234e9ca11002f8eba51de948a4eaf6f4"}) as unknown as TypedDocumentString<UnregisterDeviceMutation, UnregisterDeviceMutationVariables>;
export const AddReferenceDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation addReference($input: AddReferenceInput!) {
  addReference(input: $input) {
    message
  }
}
    `, {"hash":"sha256:2cf618fee7df6efc0d6fab5b85500a155d75757b02c82bda230881af60c3f9d8"}) as unknown as TypedDocumentString<AddReferenceMutation, AddReferenceMutationVariables>;
export const GetShipmentReferencesDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getShipmentReferences($shipmentId: ID!) {
  getShipmentDetails(shipmentId: $shipmentId) {
    shipmentId
    sourceSystem
    division
    myLoadsBucket
    isCallerDriver
    references {
      type
      value
      display
      stopId
    }
  }
}
    `, {"hash":"sha256:d0a94b5baf2393bccab50aa7351285025246f36f0cbc5661876c738f02d747e6"}) as unknown as TypedDocumentString<GetShipmentReferencesQuery, GetShipmentReferencesQueryVariables>;
export const UpdateUserSearchHistoryAsFavoriteDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateUserSearchHistoryAsFavorite($input: UpdateUserSearchHistoryAsFavoriteInput!) {
  updateUserSearchHistoryAsFavorite(input: $input) {
    id
    errorMessage
  }
}
    `, {"hash":"sha256:ac9bbad524a7d2dcf757469ba00d9934c7f30935230d691858b64fe0560090c4"}) as unknown as TypedDocumentString<UpdateUserSearchHistoryAsFavoriteMutation, UpdateUserSearchHistoryAsFavoriteMutationVariables>;
export const FindUserFavouriteSearchHistoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query findUserFavouriteSearchHistory($input: SearchHistoryInput) {
  findUserFavouriteSearchHistory(input: $input) {
    totalRecords
    savedSearches {
      ...SavedSearchFields
    }
  }
}
    fragment SavedSearchFields on SavedSearch {
  id
  favouritesearchindicator
  searchdate
  criteria {
    originCity
    originState
    originCountry
    originPostalCode
    originRadius
    pickUpStartDate
    pickUpEndDate
    destinationCity
    destinationState
    destinationStates
    destinationCountry
    destinationPostalCode
    destinationRadius
    dropStartDate
    dropEndDate
    trailerType
    favorite
  }
}`, {"hash":"sha256:97192d07bf74a3e648df38a2e468833460df981ef447ae9e8dda02e0688e2f85"}) as unknown as TypedDocumentString<FindUserFavouriteSearchHistoryQuery, FindUserFavouriteSearchHistoryQueryVariables>;
export const FindUserRecentSearchHistoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    query findUserRecentSearchHistory($input: SearchHistoryInput) {
  findUserRecentSearchHistory(input: $input) {
    totalRecords
    savedSearches {
      ...SavedSearchFields
    }
  }
}
    fragment SavedSearchFields on SavedSearch {
  id
  favouritesearchindicator
  searchdate
  criteria {
    originCity
    originState
    originCountry
    originPostalCode
    originRadius
    pickUpStartDate
    pickUpEndDate
    destinationCity
    destinationState
    destinationStates
    destinationCountry
    destinationPostalCode
    destinationRadius
    dropStartDate
    dropEndDate
    trailerType
    favorite
  }
}`, {"hash":"sha256:fdbe251fe25e6631d7f3f5d88196c52cbbfb22333e4da8f98c4d757507d99282"}) as unknown as TypedDocumentString<FindUserRecentSearchHistoryQuery, FindUserRecentSearchHistoryQueryVariables>;
export const GetStateBasedLoadDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getStateBasedLoad($input: StateBasedLoadInput!) {
  getStateBasedLoad(input: $input) {
    totalRecords
    totalRecordsCapped
    loadPostings {
      ...LoadCardFields
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:6e22dfeaa565dbf82a1145c4cc49a3e56fabd949805bb93e2800535fd941b514"}) as unknown as TypedDocumentString<GetStateBasedLoadQuery, GetStateBasedLoadQueryVariables>;
export const SearchLoadByReferenceV2Document = /*#__PURE__*/ new TypedDocumentString(`
    query searchLoadByReferenceV2($input: LoadByReferenceInput!) {
  searchLoadByReferenceV2(input: $input) {
    totalRecords
    loadPostings {
      ...LoadCardFields
    }
    shipments {
      shipmentId
      loadId
      shipmentState
      myLoadsBucket
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:dbf8db585134167d74cf89171c997f78ae838eb877a6a9a12eb7c1f1bc211dc8"}) as unknown as TypedDocumentString<SearchLoadByReferenceV2Query, SearchLoadByReferenceV2QueryVariables>;
export const SearchLoadPostingV2Document = /*#__PURE__*/ new TypedDocumentString(`
    query searchLoadPostingV2($input: SearchLoadPostingInput!) {
  searchLoadPostingV2(input: $input) {
    totalRecords
    totalRecordsCapped
    searchHistoryId
    searchHistoryFavorite
    loadPostings {
      ...LoadCardFields
    }
  }
}
    fragment LoadCardFields on LoadPosting {
  loadId
  sourceSystem
  loadType
  isHazardous
  isHighValue
  isTemperatureControlled
  totalDistance
  distanceUOM
  totalWeight
  weightUOM
  numberOfStops
  transportMode
  buyAllowed
  isWatched
  originDeadHead
  destinationDeadHead
  rate {
    totalCharge
    currency
  }
  stops {
    stopId
    stopSequence
    stopType
    locationName
    city
    state
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
  }
}`, {"hash":"sha256:4cd8c467e3075679b12a9a5923ecfc98f01f7e2b63880354a9f933f02020c745"}) as unknown as TypedDocumentString<SearchLoadPostingV2Query, SearchLoadPostingV2QueryVariables>;
export const UpdateUserSearchHistoryDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateUserSearchHistory($input: UpdateUserSearchHistoryInput!) {
  updateUserSearchHistory(input: $input) {
    id
    errorMessage
  }
}
    `, {"hash":"sha256:adf75e4eac7ac69fd9e2b4675312591cb7971c99f7bd8f4164575d5185e62e2e"}) as unknown as TypedDocumentString<UpdateUserSearchHistoryMutation, UpdateUserSearchHistoryMutationVariables>;
export const GetFeedbackSenderDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getFeedbackSender($upn: String!) {
  getUserDetails(userPrincipalName: $upn) {
    member {
      firstName
      lastName
      companyName
      carrierName
    }
  }
}
    `, {"hash":"sha256:7e970efe9e29ab99fe804e6a446d3535b17e2a47a3ba328640f819562f7aedc3"}) as unknown as TypedDocumentString<GetFeedbackSenderQuery, GetFeedbackSenderQueryVariables>;
export const LastTruckPositionDocument = /*#__PURE__*/ new TypedDocumentString(`
    query lastTruckPosition($shipmentId: ID!) {
  lastTruckPosition(shipmentId: $shipmentId) {
    recordedAt
    latitude
    longitude
  }
}
    `, {"hash":"sha256:984f67be803798d6d0995838d7ab884074971290c014eb65ec937213a80052c7"}) as unknown as TypedDocumentString<LastTruckPositionQuery, LastTruckPositionQueryVariables>;
export const MyTrackingLogDocument = /*#__PURE__*/ new TypedDocumentString(`
    query myTrackingLog($shipmentId: ID!, $before: String, $first: Int) {
  myTrackingLog(shipmentId: $shipmentId, before: $before, first: $first) {
    shipmentId
    hasMore
    positions {
      recordedAt
      receivedAt
      latitude
      longitude
      accuracy
      place {
        name
        state
      }
    }
  }
}
    `, {"hash":"sha256:7075d25ff7e5287bc9186ef1eb8bc80cc253323bca8415d5d3e7b2c3fafb899e"}) as unknown as TypedDocumentString<MyTrackingLogQuery, MyTrackingLogQueryVariables>;
export const UpdateTripGpsTrackingDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateTripGpsTracking($shipmentId: ID!, $gpsTrackingStatus: Int!) {
  updateGpsTracking(
    shipmentId: $shipmentId
    gpsTrackingStatus: $gpsTrackingStatus
  ) {
    status
    message
    shipment {
      shipmentId
      gpsTrackingStatus
    }
  }
}
    `, {"hash":"sha256:357de60e2fa7c7fdaef1390c6a2bc6c9d4bd8f3327d6f839fac428ce48dd304b"}) as unknown as TypedDocumentString<UpdateTripGpsTrackingMutation, UpdateTripGpsTrackingMutationVariables>;
export const GetTripShipmentDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getTripShipment($shipmentId: ID!) {
  getShipmentDetails(shipmentId: $shipmentId) {
    ...TripShipmentFields
  }
}
    fragment TripShipmentFields on ShipmentDetails {
  shipmentId
  loadId
  sourceSystem
  loadType
  division
  shipmentState
  myLoadsBucket
  executionStatus
  gpsTrackingStatus
  managedEquipment
  isDrayRoute
  startCity
  startState
  startCountry
  startDateTime
  version
  isCallerDriver
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
    plannedArrival
    plannedEta
    estimatedArrival
    actualEta
    actualArrival
    actualDeparture
    lateArrivalReason
    activities {
      execActivity
      equipmentId
      equipmentType
      chassisNumber
    }
  }
}`, {"hash":"sha256:064a39f61243dccf8b43211f806fff8d697a81ee9ad24a236bdf1d3731db690a"}) as unknown as TypedDocumentString<GetTripShipmentQuery, GetTripShipmentQueryVariables>;
export const ConfirmStartDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation confirmStart($input: ConfirmStartInput!) {
  confirmStart(input: $input) {
    status
    message
    shipment {
      ...TripShipmentFields
    }
  }
}
    fragment TripShipmentFields on ShipmentDetails {
  shipmentId
  loadId
  sourceSystem
  loadType
  division
  shipmentState
  myLoadsBucket
  executionStatus
  gpsTrackingStatus
  managedEquipment
  isDrayRoute
  startCity
  startState
  startCountry
  startDateTime
  version
  isCallerDriver
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
    plannedArrival
    plannedEta
    estimatedArrival
    actualEta
    actualArrival
    actualDeparture
    lateArrivalReason
    activities {
      execActivity
      equipmentId
      equipmentType
      chassisNumber
    }
  }
}`, {"hash":"sha256:2721bffccfb6d9e1874c204cc60f5d5c836dd992e50131fdacf65083febe15a3"}) as unknown as TypedDocumentString<ConfirmStartMutation, ConfirmStartMutationVariables>;
export const UpdateStopDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateStop($input: UpdateStopInput!) {
  updateStop(input: $input) {
    status
    message
    stopId
    warnings {
      code
      message
    }
    shipment {
      ...TripShipmentFields
    }
  }
}
    fragment TripShipmentFields on ShipmentDetails {
  shipmentId
  loadId
  sourceSystem
  loadType
  division
  shipmentState
  myLoadsBucket
  executionStatus
  gpsTrackingStatus
  managedEquipment
  isDrayRoute
  startCity
  startState
  startCountry
  startDateTime
  version
  isCallerDriver
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
    plannedArrival
    plannedEta
    estimatedArrival
    actualEta
    actualArrival
    actualDeparture
    lateArrivalReason
    activities {
      execActivity
      equipmentId
      equipmentType
      chassisNumber
    }
  }
}`, {"hash":"sha256:a25123160ebaa7cf4d005e99beef574ec1204aeabe208822586bd71c2f1e1f80"}) as unknown as TypedDocumentString<UpdateStopMutation, UpdateStopMutationVariables>;
export const CompleteTripDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation completeTrip($input: CompleteTripInput!) {
  completeTrip(input: $input) {
    status
    message
    shipment {
      ...TripShipmentFields
    }
  }
}
    fragment TripShipmentFields on ShipmentDetails {
  shipmentId
  loadId
  sourceSystem
  loadType
  division
  shipmentState
  myLoadsBucket
  executionStatus
  gpsTrackingStatus
  managedEquipment
  isDrayRoute
  startCity
  startState
  startCountry
  startDateTime
  version
  isCallerDriver
  stops {
    stopId
    sequenceNo
    stopType
    locationName
    addressLine1
    city
    state
    postalCode
    country
    latitude
    longitude
    appointmentFrom
    appointmentTo
    appointmentState
    timeZone
    plannedArrival
    plannedEta
    estimatedArrival
    actualEta
    actualArrival
    actualDeparture
    lateArrivalReason
    activities {
      execActivity
      equipmentId
      equipmentType
      chassisNumber
    }
  }
}`, {"hash":"sha256:50431ed92e0d30572c134f119b3d6c4ad3c9da61e988ee59e7c2ae3d7c9600f6"}) as unknown as TypedDocumentString<CompleteTripMutation, CompleteTripMutationVariables>;
export const AddMemberV2Document = /*#__PURE__*/ new TypedDocumentString(`
    mutation addMemberV2($input: UserDetailsInput!) {
  addMemberV2(input: $input) {
    status
    message
    member {
      ...MemberFields
    }
  }
}
    fragment MemberFields on Member {
  userId
  upn
  firstName
  lastName
  email
  mobileNumber
  countryCode
  carrierId
  tractorNumber
  userLastLogin
  userApplicationDetails {
    roles {
      roleName
    }
  }
  address {
    addressLine1
    city
    state
    postalCode
  }
}`, {"hash":"sha256:4e2e7a10f3070e93b090e76b8c1274d3d851378ca9613c7246264614150cce5d"}) as unknown as TypedDocumentString<AddMemberV2Mutation, AddMemberV2MutationVariables>;
export const ConfirmTransferDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation confirmTransfer($input: ConfirmTransferInput!) {
  confirmTransfer(input: $input) {
    status
    message
  }
}
    `, {"hash":"sha256:1ab3d13791c753c1bd2cdfc32cdaca00e00231824b53dcc373ea9fe9fdb3d772"}) as unknown as TypedDocumentString<ConfirmTransferMutation, ConfirmTransferMutationVariables>;
export const DeleteMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation deleteMember {
  deleteMember {
    status
    redirectUrl
    message
    timeStamp
  }
}
    `, {"hash":"sha256:c1acf5bb032e933074854af579e0dc3ae4032f78821ccb988b425cdadb9cb20d"}) as unknown as TypedDocumentString<DeleteMemberMutation, DeleteMemberMutationVariables>;
export const DelinkMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation delinkMember($userId: ID!) {
  delinkMember(userId: $userId) {
    status
    message
    isSelf
  }
}
    `, {"hash":"sha256:2b39300f0c41a9a9df6124ceac93a25f7e6e3cc7a003a201ad795d8181398782"}) as unknown as TypedDocumentString<DelinkMemberMutation, DelinkMemberMutationVariables>;
export const GetMemberAssignedLoadsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getMemberAssignedLoads($userId: ID!, $page: Int, $size: Int) {
  getMemberAssignedLoads(userId: $userId, page: $page, size: $size) {
    totalRecords
    loads {
      shipmentId
      shipmentState
      originCity
      originState
      destinationCity
      destinationState
      pickUpDateTime
      timeZone
    }
  }
}
    `, {"hash":"sha256:bd812b4e8fe086f56b21eb36ad645f773c5684a3dc57372438255c67b6c80593"}) as unknown as TypedDocumentString<GetMemberAssignedLoadsQuery, GetMemberAssignedLoadsQueryVariables>;
export const GetMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getMember($userId: ID!) {
  getMember(userId: $userId) {
    ...MemberFields
  }
}
    fragment MemberFields on Member {
  userId
  upn
  firstName
  lastName
  email
  mobileNumber
  countryCode
  carrierId
  tractorNumber
  userLastLogin
  userApplicationDetails {
    roles {
      roleName
    }
  }
  address {
    addressLine1
    city
    state
    postalCode
  }
}`, {"hash":"sha256:703bb94a8c50b4410023c9594b43a08546f3af26987841d6ed2706d72ad29fee"}) as unknown as TypedDocumentString<GetMemberQuery, GetMemberQueryVariables>;
export const GetMembersDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getMembers($input: MembersInput) {
  getMembers(input: $input) {
    totalRecords
    totalPages
    members {
      member {
        ...MemberFields
      }
      assignedLoadCount
      assignedLoadStates
      canAssignLoad
    }
  }
}
    fragment MemberFields on Member {
  userId
  upn
  firstName
  lastName
  email
  mobileNumber
  countryCode
  carrierId
  tractorNumber
  userLastLogin
  userApplicationDetails {
    roles {
      roleName
    }
  }
  address {
    addressLine1
    city
    state
    postalCode
  }
}`, {"hash":"sha256:d699e5e3ad0e7f9f324774d4539c5aec4b9fcdab43fe849454af9ada43279706"}) as unknown as TypedDocumentString<GetMembersQuery, GetMembersQueryVariables>;
export const GetTransferRequestsDocument = /*#__PURE__*/ new TypedDocumentString(`
    query getTransferRequests {
  getTransferRequests {
    requestId
    requestedCarrierId
    carrierName
    roles
    requestedByName
  }
}
    `, {"hash":"sha256:c8332a7485a165ecfb3c20b428d6ee50e688f9de56edc39ead618452b1ee4276"}) as unknown as TypedDocumentString<GetTransferRequestsQuery, GetTransferRequestsQueryVariables>;
export const RegisterMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation registerMember($input: RegisterMemberInput!) {
  registerMember(input: $input) {
    status
    message
    isNewCarrier
    member {
      ...MemberFields
    }
  }
}
    fragment MemberFields on Member {
  userId
  upn
  firstName
  lastName
  email
  mobileNumber
  countryCode
  carrierId
  tractorNumber
  userLastLogin
  userApplicationDetails {
    roles {
      roleName
    }
  }
  address {
    addressLine1
    city
    state
    postalCode
  }
}`, {"hash":"sha256:df445ba8e05093f127b0a01cac027aa72d6bb38e5b7433436402d09405ef2ce9"}) as unknown as TypedDocumentString<RegisterMemberMutation, RegisterMemberMutationVariables>;
export const ResendInvitationDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation resendInvitation($userId: ID!) {
  resendInvitation(userId: $userId) {
    success
    message
    email
    phoneNumber
  }
}
    `, {"hash":"sha256:9e9e5d5265b3d6f0cb28ff0e6dcbf7bce900767ba5953ebf84b1604cca529299"}) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const TransferMemberV2Document = /*#__PURE__*/ new TypedDocumentString(`
    mutation transferMemberV2($input: TransferMemberInput!) {
  transferMemberV2(input: $input) {
    status
    message
  }
}
    `, {"hash":"sha256:afcae9927f82c9c6bcc16d11d593314d27d01d4f5533de33a12195d61e513042"}) as unknown as TypedDocumentString<TransferMemberV2Mutation, TransferMemberV2MutationVariables>;
export const UpdateMemberDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation updateMember($input: UpdateMemberInput!) {
  updateMember(input: $input) {
    status
    message
    member {
      ...MemberFields
    }
  }
}
    fragment MemberFields on Member {
  userId
  upn
  firstName
  lastName
  email
  mobileNumber
  countryCode
  carrierId
  tractorNumber
  userLastLogin
  userApplicationDetails {
    roles {
      roleName
    }
  }
  address {
    addressLine1
    city
    state
    postalCode
  }
}`, {"hash":"sha256:3016de2c0fb9cacb9974ed2e6e241f90ed0b7b62ea34b7045a3aace5cb927b83"}) as unknown as TypedDocumentString<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const ValidatePhoneNumberDocument = /*#__PURE__*/ new TypedDocumentString(`
    query validatePhoneNumber($phoneNumber: String!, $countryCode: String!) {
  validatePhoneNumber(phoneNumber: $phoneNumber, countryCode: $countryCode) {
    status
    countryCode
    phoneNumber
  }
}
    `, {"hash":"sha256:15e04fab0b9bd0b547e09ae1cd4d908a1e59cf2d748a95e6df416c2f4388e285"}) as unknown as TypedDocumentString<ValidatePhoneNumberQuery, ValidatePhoneNumberQueryVariables>;
export const ValidateUserByIdentifierDocument = /*#__PURE__*/ new TypedDocumentString(`
    query validateUserByIdentifier($mobileNum: String!, $countryCode: String) {
  validateUserByIdentifier(mobileNum: $mobileNum, countryCode: $countryCode) {
    status
    userId
    firstName
    lastName
  }
}
    `, {"hash":"sha256:1e6ae3152c68898185582cfa9aa4c89d6240ee7c9b2423d0fd595710729a03c2"}) as unknown as TypedDocumentString<ValidateUserByIdentifierQuery, ValidateUserByIdentifierQueryVariables>;
export const LogUserEventDocument = /*#__PURE__*/ new TypedDocumentString(`
    mutation logUserEvent($input: UserEventInput!) {
  logUserEvent(input: $input)
}
    `, {"hash":"sha256:337f9ac2eb6aac7be18a6b7db7873ea4ff6b2f75fc525b9ff89ee624daaf5ec5"}) as unknown as TypedDocumentString<LogUserEventMutation, LogUserEventMutationVariables>;