import type { GraphQLResolveInfo } from 'graphql';
import type { ShipmentDetailsView } from '../modules/shipments/get-shipment-details';
import type { TruckPositionView } from '../modules/tracking/truck-position-view';
import type { GatewayContext } from '../platform/gateway-context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * The add-reference action (D2-3.10): the tender action's shape with actionType refUpdate and the rows.
 * The shipment's own source system decides what is allowed; sourceSystem is informational.
 */
export type AddReferenceInput = {
  /** Null (D2-3.10): the server's clock dates the event. */
  actionDateTime?: InputMaybe<Scalars['String']['input']>;
  /** Where the user acted (the My Loads list, e.g. inTransit); passed on with the event, at most 40 characters. */
  actionDetail?: InputMaybe<Scalars['String']['input']>;
  /** Passed on to the source system with the event; at most 40 characters on one line. */
  actionQualifier?: InputMaybe<Scalars['String']['input']>;
  /** refUpdate. */
  actionType: Scalars['String']['input'];
  /** 1 to 10 rows, each a type and a value; a row that repeats another is refused. */
  references: Array<AddReferenceRow>;
  shipmentId: Scalars['ID']['input'];
  /** Informational, as the client knows it; the shipment's own decides. */
  sourceSystem?: InputMaybe<Scalars['String']['input']>;
};

/** What addReference answers (D2-7.08). */
export type AddReferenceResult = {
  __typename?: 'AddReferenceResult';
  /** Reference added successfully, in the caller's language (D2-4.62, D2-4.63). */
  message: Scalars['String']['output'];
};

/** One reference of Add Reference (D2-3.10, D2-5.33). */
export type AddReferenceRow = {
  /** One of the types configured for the shipment's source system or SOURCE/DIVISION (references.types). */
  referenceType: Scalars['String']['input'];
  /** Required; one line of at most trip.referenceValueMaxLength (25) characters once trimmed. */
  referenceValue: Scalars['String']['input'];
  /** The stop the reference is for (a stopId of the shipment); null or left out: the shipment's own. */
  stopId?: InputMaybe<Scalars['ID']['input']>;
};

/** How a change a caller asked for went: done, waiting for the source system, or refused (message says why). */
export type AnswerStatus =
  | 'OK'
  | 'PENDING'
  | 'REJECTED';

/** What assignShipmentToDriverV2 answers (D2-7.09). */
export type AssignDriverResult = {
  __typename?: 'AssignDriverResult';
  message: Scalars['String']['output'];
  /** The shipment, as it is after the assignment. */
  shipment: Maybe<ShipmentDetails>;
  /** OK, or REJECTED with the reason in message. */
  status: AnswerStatus;
  /** The driver's next shipment after this one; null when there is none (the Reload Driver modal, D1-4.34). */
  successorShipmentId: Maybe<Scalars['ID']['output']>;
};

/** What assignShipmentToDriverV2 assigns (D2-7.09 assign payload). */
export type AssignShipmentToDriverInput = {
  /** BOOKING (the owner-operator right after booking) or MY_LOADS (the List of Drivers). */
  assignSource: Scalars['String']['input'];
  /** The member who drives: a Driver or Leased on Owner Operator of the caller's carrier. */
  driverId: Scalars['ID']['input'];
  /** The driver's shipment this one follows, as predecessorShipmentId answered it. */
  predecessorShipmentId?: InputMaybe<Scalars['ID']['input']>;
  shipmentId: Scalars['ID']['input'];
  /** Required when there is no predecessor shipment (D2-4.21). */
  startLocation?: InputMaybe<StartLocationInput>;
};

/** One load of a member's Assigned Load Details (D3-2.37). */
export type AssignedLoad = {
  __typename?: 'AssignedLoad';
  destinationCity: Maybe<Scalars['String']['output']>;
  destinationState: Maybe<Scalars['String']['output']>;
  originCity: Maybe<Scalars['String']['output']>;
  originState: Maybe<Scalars['String']['output']>;
  /** ISO 8601 (UTC) of the first stop's appointment; shown in timeZone. */
  pickUpDateTime: Maybe<Scalars['String']['output']>;
  shipmentId: Scalars['String']['output'];
  shipmentState: Scalars['String']['output'];
  timeZone: Maybe<Scalars['String']['output']>;
};

export type AssignedLoadsPage = {
  __typename?: 'AssignedLoadsPage';
  loads: Array<AssignedLoad>;
  totalRecords: Scalars['Int']['output'];
};

/**
 * The latest assignment transaction of a shipment (D2-3 assignmentTransaction): the one with the highest
 * transactionId decides whether a driver is assigned (D2-4.15).
 */
export type AssignmentTransaction = {
  __typename?: 'AssignmentTransaction';
  driverEmail: Maybe<Scalars['String']['output']>;
  /** The member the transaction names. */
  driverId: Maybe<Scalars['ID']['output']>;
  driverName: Maybe<Scalars['String']['output']>;
  driverPhone: Maybe<Scalars['String']['output']>;
  /** CONFIRMED, or PENDING while the source system has not confirmed it yet (D2-4.20). */
  status: ConfirmationStatus;
  transactionId: Scalars['ID']['output'];
  /** Assign Driver or Unassign Driver. */
  transactionType: Scalars['String']['output'];
};

/**
 * What buyLoadRequest books (D1-3 Book-load request, D1-7.16): the rate the user accepted in the rate
 * confirmation, as the posting showed it. Amounts are decimal text ("1850.50").
 */
export type BuyLoadRequestInput = {
  /** The total charge. */
  amount: Scalars['String']['input'];
  /** The rate's binRateIdentifier. */
  binRateId: Scalars['String']['input'];
  /** The caller's carrier; another carrier's id is refused. */
  carrierId: Scalars['ID']['input'];
  /** USD or CAD. */
  currency: Scalars['String']['input'];
  /** The fuel surcharge, when the rate has one. */
  fsrCharges?: InputMaybe<Scalars['String']['input']>;
  /**
   * Made by the client once per rate confirmation (a UUID). A repeated request with the same key, by the
   * same member, answers the first request's result and books nothing more, a refusal included: a new
   * attempt after a refusal needs a new rate confirmation, hence a new key.
   */
  idempotencyKey: Scalars['String']['input'];
  /** The line haul charge, when the rate has one. */
  lhlCharges?: InputMaybe<Scalars['String']['input']>;
  loadId: Scalars['String']['input'];
  sourceSystem: Scalars['String']['input'];
  /** The signed-in member (the token's sub); another member's id is refused. */
  userId: Scalars['ID']['input'];
};

/** What a booking came to (D1-4.26 to D1-4.31). */
export type BuyLoadResult = {
  __typename?: 'BuyLoadResult';
  /** The carrier's compliance hold (ON_HOLD), for the client's own text of complianceHold; null otherwise. */
  hold: Maybe<Scalars['String']['output']>;
  loadId: Scalars['String']['output'];
  /** The reason in English, with the load filled in. */
  message: Scalars['String']['output'];
  /** Why: a code of @freight/domain/book-result-reasons; message is its text in the caller's language. */
  reason: Scalars['String']['output'];
  /** The shipments an OK created; empty for every other status. */
  shipmentIds: Array<Scalars['ID']['output']>;
  /** OK, REJECTED, ON_HOLD, CANCELLED or TIMEOUT; a client shows any other status with its message (D1-4.31). */
  status: Scalars['String']['output'];
};

/** A posted truck (spot capacity on dates) or lane (an origin to a destination on days of the week), D3-3.11. */
export type Capacity = {
  __typename?: 'Capacity';
  capacityId: Scalars['ID']['output'];
  /** TRUCK or LANE. */
  capacityType: Scalars['String']['output'];
  /** The carrier's common carrier id. */
  commonCarrierId: Scalars['String']['output'];
  destination: CapacityLocation;
  destinationCountry: Maybe<Scalars['String']['output']>;
  /** 1 to 3 states or provinces of destinationCountry, or none. */
  destinationStates: Array<Scalars['String']['output']>;
  /** First and last name of the member who saved it last; null once that member is gone. */
  lastUpdatedBy: Maybe<Scalars['String']['output']>;
  lastUpdatedByEmail: Maybe<Scalars['String']['output']>;
  lastUpdatedByPhoneNumber: Maybe<Scalars['String']['output']>;
  /** ISO 8601 (UTC): when it was last saved. */
  lastUpdatedDateTime: Scalars['String']['output'];
  /**
   * The open loads it matches now, as See results lists them, counted up to the search's cap
   * (search.matchCountCap); null where not counted.
   */
  loadCount: Maybe<Scalars['Int']['output']>;
  /** True when more loads match than loadCount ("1,000+"), as See results' totalRecordsCapped. */
  loadCountCapped: Maybe<Scalars['Boolean']['output']>;
  origin: CapacityLocation;
  /** Truck: ISO 8601 with the origin's offset; null for a Lane. */
  pickUpFromDate: Maybe<Scalars['String']['output']>;
  pickUpToDate: Maybe<Scalars['String']['output']>;
  /** Lane: Monday to Sunday, in the week's order; empty for a Truck. */
  preferredDays: Array<Scalars['String']['output']>;
  trailerType: Scalars['String']['output'];
};

/** What deleteCarrierCapacity answers: the capacity removed, for its '{type} removed' toast and undo (D3-4.44). */
export type CapacityDeleteResult = {
  __typename?: 'CapacityDeleteResult';
  capacityId: Scalars['ID']['output'];
  capacityType: Scalars['String']['output'];
};

/**
 * The capacity save payload (D3-3.12). userId, upn, userEmail, userPhone, commonCarrierId and lastUpdatedBy
 * are accepted and ignored: the capacity is the caller's carrier's and its editor is the caller.
 */
export type CapacityInput = {
  /** Null when new; the capacity to change for updateCarrierCapacity. */
  capacityId?: InputMaybe<Scalars['ID']['input']>;
  /** TRUCK or LANE. */
  capacityType: Scalars['String']['input'];
  commonCarrierId?: InputMaybe<Scalars['String']['input']>;
  /** Null with no states: Anywhere (Truck only, D3-5.20). */
  destinationCity?: InputMaybe<Scalars['String']['input']>;
  destinationCountry?: InputMaybe<Scalars['String']['input']>;
  destinationLatitude?: InputMaybe<Scalars['Float']['input']>;
  destinationLongitude?: InputMaybe<Scalars['Float']['input']>;
  destinationPostalCode?: InputMaybe<Scalars['String']['input']>;
  /** Null when the destination is Anywhere or states. */
  destinationRadius?: InputMaybe<Scalars['Int']['input']>;
  destinationState?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 3 states of destinationCountry (D3-5.21); "None" entries are ignored. */
  destinationStates?: InputMaybe<Array<Scalars['String']['input']>>;
  lastUpdatedBy?: InputMaybe<Scalars['String']['input']>;
  /** A city of the location typeahead, with its coordinates (D3-5.17). */
  originCity?: InputMaybe<Scalars['String']['input']>;
  originCountry?: InputMaybe<Scalars['String']['input']>;
  originLatitude?: InputMaybe<Scalars['Float']['input']>;
  originLongitude?: InputMaybe<Scalars['Float']['input']>;
  originPostalCode?: InputMaybe<Scalars['String']['input']>;
  /** 25 to 250 miles in steps of 25 (D3-5.23). */
  originRadius?: InputMaybe<Scalars['Int']['input']>;
  originState?: InputMaybe<Scalars['String']['input']>;
  /** Truck: ISO 8601 with an offset; the first day not before today at the origin, the last not before it (D3-5.18). */
  pickUpFromDate?: InputMaybe<Scalars['String']['input']>;
  pickUpToDate?: InputMaybe<Scalars['String']['input']>;
  /** Lane: at least one of Monday to Sunday (D3-5.19); empty for a Truck. */
  preferredDays?: InputMaybe<Array<Scalars['String']['input']>>;
  /** One of the configured capacity trailer types (capacity.trailerTypes). */
  trailerType: Scalars['String']['input'];
  upn?: InputMaybe<Scalars['String']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
  userPhone?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The capacity list's criteria (D3-7.14, D3-7.15). commonCarrierId, carrierId, userId and upn are accepted
 * and ignored: the list is the caller's carrier's.
 */
export type CapacityListInput = {
  /** ALL (default), TRUCK or LANE (D3-2.52). */
  capacityType?: InputMaybe<Scalars['String']['input']>;
  carrierId?: InputMaybe<Scalars['String']['input']>;
  commonCarrierId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** 10 by default (paging.capacityListPageSize, D3-9.06); at most 100. */
  size?: InputMaybe<Scalars['Int']['input']>;
  upn?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the carrier's capacities, newest first (D3-7.15). */
export type CapacityListResult = {
  __typename?: 'CapacityListResult';
  capacity: Array<Capacity>;
  totalPages: Scalars['Int']['output'];
  totalRecords: Scalars['Int']['output'];
};

/** The capacity-load query (D3-3.15, D3-7.16). userId is accepted and ignored. */
export type CapacityLoadInput = {
  capacityId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  /** 25 by default (paging.capacityLoadPageSize); at most 100. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** pickUpStartDate (default), price, total_distance, originDeadHead, or destinationDeadHead with a destination city. */
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
};

/** The loads a capacity matches (D3-7.16): the capacity, the count and a page of postings. */
export type CapacityLoadResult = {
  __typename?: 'CapacityLoadResult';
  capacity: Capacity;
  loadPostings: Array<LoadPosting>;
  /** Counted as a search counts: up to search.matchCountCap, then totalRecordsCapped. */
  totalRecords: Scalars['Int']['output'];
  /** More loads match than totalRecords ('1,000+ Matches'). */
  totalRecordsCapped: Scalars['Boolean']['output'];
};

/** One end of a capacity (D3-3.11): a city with its radius; the city is null when the end is Anywhere or states. */
export type CapacityLocation = {
  __typename?: 'CapacityLocation';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  latitude: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  /** Miles around the city (25 to 250); null without a city. */
  radius: Maybe<Scalars['Int']['output']>;
  state: Maybe<Scalars['String']['output']>;
  /** The city's IANA zone; the origin's is the zone a Truck's dates are written in. */
  timeZone: Maybe<Scalars['String']['output']>;
};

/** What addCarrierCapacity and updateCarrierCapacity answer (D3-7.17). */
export type CapacitySaveResult = {
  __typename?: 'CapacitySaveResult';
  /** The capacity as saved, for the list to show at once. */
  capacity: Capacity;
  capacityID: Scalars['ID']['output'];
  /** First and last name of the caller, who saved it. */
  lastUpdatedByUserName: Scalars['String']['output'];
};

export type CarrierContactInfo = {
  __typename?: 'CarrierContactInfo';
  carrierName: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  phoneNumbers: Array<Scalars['String']['output']>;
};

/** A driver of the caller's carrier, as the List of Drivers shows them (D2-2.40). */
export type CarrierDriver = {
  __typename?: 'CarrierDriver';
  countryCode: Scalars['String']['output'];
  driverId: Scalars['ID']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  mobileNumber: Maybe<Scalars['String']['output']>;
  tractorNumber: Maybe<Scalars['String']['output']>;
  upn: Scalars['String']['output'];
};

/** A delivered load of the carrier as Manage Financial lists it. */
export type CarrierPaymentLoad = {
  __typename?: 'CarrierPaymentLoad';
  /** Decimal text: the load's total; in the paid stage, what was paid. */
  amount: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  /** YYYY-MM-DD, in the scheduled stage. */
  expectedPaymentDate: Maybe<Scalars['String']['output']>;
  loadId: Maybe<Scalars['String']['output']>;
  /** ISO 8601, in the paid stage. */
  paidAt: Maybe<Scalars['String']['output']>;
  shipmentId: Scalars['ID']['output'];
  shipmentState: ShipmentState;
  stage: PaymentStage;
  waitReason: Maybe<PaymentWaitReason>;
};

/** A page of the carrier's delivered loads, what needs action first. */
export type CarrierPaymentLoads = {
  __typename?: 'CarrierPaymentLoads';
  loads: Array<CarrierPaymentLoad>;
  pageIndex: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** How many loads the list holds in all. */
  totalCount: Scalars['Int']['output'];
};

/** A page of Manage Financial's list. */
export type CarrierPaymentLoadsInput = {
  /** 0 to 999; 0 when left out. */
  pageIndex?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 100; the configuration's paging.myLoadsPageSize when left out. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** One stage only (waitingOnYou, waitingOnProvider, scheduled or paid); every stage when left out. */
  stage?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What Manage Financial totals (D1-6.08, D2-6.03): the carrier's delivered loads per stage and currency,
 * the paid ones only when paid since paidSince (the configuration's payments.paidRecentDays).
 */
export type CarrierPaymentTotals = {
  __typename?: 'CarrierPaymentTotals';
  /** ISO 8601: the earliest payment counted. */
  paidSince: Scalars['String']['output'];
  /** Stages in the order of PaymentStage, currencies alphabetically; a stage without loads is left out. */
  totals: Array<PaymentStageTotal>;
};

/** The carrier's profile (D3-2.46, D3-3.06): its master data as its source system last sent it. */
export type CarrierProfile = {
  __typename?: 'CarrierProfile';
  addressLine1: Maybe<Scalars['String']['output']>;
  addressLine2: Maybe<Scalars['String']['output']>;
  carrierActiveIndicator: Scalars['Boolean']['output'];
  carrierId: Scalars['ID']['output'];
  carrierMCNo: Maybe<Scalars['String']['output']>;
  carrierName: Scalars['String']['output'];
  carrierScac: Maybe<Scalars['String']['output']>;
  carrierSettings: CarrierSettings;
  carrierStatusCode: Maybe<Scalars['String']['output']>;
  carrierTier: Maybe<Scalars['String']['output']>;
  carrierUsDOTNo: Maybe<Scalars['String']['output']>;
  certifications: Array<CarrierProfileCertification>;
  city: Maybe<Scalars['String']['output']>;
  commonCarrierId: Scalars['String']['output'];
  country: Maybe<Scalars['String']['output']>;
  hazmat232PermitInd: Scalars['Boolean']['output'];
  /** YYYY-MM-DD */
  hazmatCertExpirationDate: Maybe<Scalars['String']['output']>;
  insurances: Array<CarrierProfileInsurance>;
  intermodal: Scalars['Boolean']['output'];
  ltl: Scalars['Boolean']['output'];
  managedEquipmentCapability: Scalars['Boolean']['output'];
  nonManagedEquipmentCapability: Scalars['Boolean']['output'];
  otherContacts: Array<CarrierProfileContact>;
  postalCode: Maybe<Scalars['String']['output']>;
  primaryContact: Maybe<CarrierProfileContact>;
  /** The source system that owns the carrier record. */
  source: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  tmsCarrierId: Maybe<Scalars['String']['output']>;
  truckload: Scalars['Boolean']['output'];
};

/** One certification of the carrier (D3-3.06). */
export type CarrierProfileCertification = {
  __typename?: 'CarrierProfileCertification';
  /** YYYY-MM-DD */
  certificateExpireDate: Maybe<Scalars['String']['output']>;
  certificationCode: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  qualificationStatus: Maybe<Scalars['String']['output']>;
};

/** A person to reach at the carrier (D3-3.06 primaryContact and otherContacts). */
export type CarrierProfileContact = {
  __typename?: 'CarrierProfileContact';
  contactType: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  fax: Maybe<Scalars['String']['output']>;
  firstName: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
};

/** One insurance policy of the carrier, as its source system sent it (D3-3.06). */
export type CarrierProfileInsurance = {
  __typename?: 'CarrierProfileInsurance';
  certificateId: Maybe<Scalars['String']['output']>;
  /** The amount covered, a decimal amount in US dollars; null when the source gave none. */
  coverageAmount: Maybe<Scalars['String']['output']>;
  insuranceId: Scalars['String']['output'];
  insuranceType: Maybe<Scalars['String']['output']>;
  insuranceTypeCode: Maybe<Scalars['String']['output']>;
  /** Whether the policy ended before today (America/New_York). */
  isExpired: Scalars['Boolean']['output'];
  /** The policy's limit, a decimal amount in US dollars (1000000.00); null when the source gave none. */
  limits: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD */
  policyEffectiveDate: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD, the policy's last day. */
  policyExpirationDate: Maybe<Scalars['String']['output']>;
  policyNumber: Maybe<Scalars['String']['output']>;
  status: Maybe<Scalars['String']['output']>;
};

export type CarrierSettings = {
  __typename?: 'CarrierSettings';
  carrierInvoiceExists: Scalars['Boolean']['output'];
};

/** Complete Trip (D2-3.12, D2-4.38). */
export type CompleteTripInput = {
  shipmentId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The Confirm Start dialog (D2-3.13, D2-4.23 to D2-4.26): where the driver starts, as the city typeahead
 * gave it, and when.
 */
export type ConfirmStartInput = {
  /** The city chosen from the typeahead (D2-5.01); empty is CityError (D2-5.02). */
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  /** 1 (started, the default: the dialog starts tracking, D2-4.26) or 10 (stopped). */
  gpsTrackingStatus?: InputMaybe<Scalars['Int']['input']>;
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  /** When the device took its position, ISO 8601 with its offset. */
  positionDateTime?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
  /** The actual start time, ISO 8601 with its offset (D2-4.23, D2-4.30). */
  startDateTime?: InputMaybe<Scalars['String']['input']>;
  state: Scalars['String']['input'];
  /** IANA time zone of the city, as the typeahead gives it. */
  timeZone: Scalars['String']['input'];
  /** The shipment's version the dialog was opened on (D2-8.08); the current one when left out. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ConfirmTransferInput = {
  /** Agree (true) or Not Now (false). */
  confirm: Scalars['Boolean']['input'];
  requestId: Scalars['ID']['input'];
};

/** Whether the source system has confirmed a driver assignment yet (D2-4.20). */
export type ConfirmationStatus =
  | 'CONFIRMED'
  | 'PENDING';

/**
 * A carrier's cost profile (issue 20, decision 058): what a mile and a day cost its trucks, how fast they
 * go and the all-in rates it aims for. Money in dollars. One per carrier; the defaults until saved.
 */
export type CostProfile = {
  __typename?: 'CostProfile';
  averageSpeedMph: Scalars['Float']['output'];
  /** perMile: costPerMile is every cost per mile; fuel: fuelPricePerGallon / milesPerGallon + otherCostPerMile. */
  costMode: Scalars['String']['output'];
  costPerMile: Scalars['Float']['output'];
  drivingHoursPerDay: Scalars['Float']['output'];
  /** Hours at the first pick-up and at the last drop, each. */
  dwellHoursPerStop: Scalars['Float']['output'];
  fixedCostPerDay: Scalars['Float']['output'];
  floorRatePerMile: Scalars['Float']['output'];
  fuelPricePerGallon: Scalars['Float']['output'];
  /** True while the carrier has saved none: these are the public figures' defaults. */
  isDefault: Scalars['Boolean']['output'];
  milesPerGallon: Scalars['Float']['output'];
  otherCostPerMile: Scalars['Float']['output'];
  targetRatePerMile: Scalars['Float']['output'];
  updatedAt: Maybe<Scalars['String']['output']>;
};

export type CostProfileInput = {
  averageSpeedMph: Scalars['Float']['input'];
  costMode: Scalars['String']['input'];
  costPerMile: Scalars['Float']['input'];
  drivingHoursPerDay: Scalars['Float']['input'];
  dwellHoursPerStop: Scalars['Float']['input'];
  fixedCostPerDay: Scalars['Float']['input'];
  floorRatePerMile: Scalars['Float']['input'];
  fuelPricePerGallon: Scalars['Float']['input'];
  milesPerGallon: Scalars['Float']['input'];
  otherCostPerMile: Scalars['Float']['input'];
  targetRatePerMile: Scalars['Float']['input'];
};

/** What createInvoice answers (D2-7.22). */
export type CreateInvoiceResult = {
  __typename?: 'CreateInvoiceResult';
  /** False when an earlier call had made this invoice (a double click, a retry): nothing new was made. */
  created: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  response: CreatedInvoice;
  /** The shipment's state after the call: DELIVERED_WITH_PPWK once its paperwork is complete (D2-4.07). */
  shipmentState: ShipmentState;
  /** OK: made now, or made by an earlier call (a double click, a retry), which message says. */
  status: AnswerStatus;
};

/** The invoice the provider prepared from the shipment's cost items (D2-7.22 response). */
export type CreatedInvoice = {
  __typename?: 'CreatedInvoice';
  createdDateTime: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  /** The document's number, <shipmentId>-<rank> (D2-5.32). */
  documentNumber: Scalars['String']['output'];
  /** Whether the PDF waits in the outbox to be e-mailed to the caller (sendEmail). */
  emailQueued: Scalars['Boolean']['output'];
  fileName: Scalars['String']['output'];
  /** The carrier's number where one was given, else the one the PDF was made with. */
  invoiceNumber: Scalars['String']['output'];
  /** The total of the cost items, 2 decimals (D2-9.11). */
  totalAmount: Scalars['String']['output'];
};

/** What deleteMember answers (D3-7.08). */
export type DeleteMemberAnswer = {
  __typename?: 'DeleteMemberAnswer';
  message: Scalars['String']['output'];
  redirectUrl: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  timeStamp: Scalars['String']['output'];
};

/** What delinkMember answers (D3-4.24). */
export type DelinkAnswer = {
  __typename?: 'DelinkAnswer';
  /** True when the caller delinked themself: the web app signs them out (D3-4.25). */
  isSelf: Scalars['Boolean']['output'];
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A device's push subscription as the service worker's push manager gives it (D3-7.20). */
export type DeviceInput = {
  /** The push service's https address for this device. */
  endpoint: Scalars['String']['input'];
  keys: PushSubscriptionKeys;
};

export type DocumentMetaDataRequest = {
  /** The source system's order id (informational). */
  orderId?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
  /** The caller's idea of the source system; the shipment's own decides (informational). */
  sourceTms?: InputMaybe<Scalars['String']['input']>;
};

/** A name and value attached to a document by whoever made it (D2-3.06 metadata): the load of a rate confirmation, the leg of a dray route a related document comes from. */
export type DocumentMetadataEntry = {
  __typename?: 'DocumentMetadataEntry';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One document with its bytes. */
export type DocumentWithContent = {
  __typename?: 'DocumentWithContent';
  /** The bytes, base64 (D2-7.20). */
  content: Scalars['String']['output'];
  /** application/pdf, image/png or image/jpeg. */
  contentType: Scalars['String']['output'];
  document: ShipmentDocument;
};

/** One entry of the driver filter and how many shipments of the list it holds (D2-2.19). */
export type DriverFilterCount = {
  __typename?: 'DriverFilterCount';
  count: Scalars['Int']['output'];
  /** A driver's partyId, All_Drivers or Unknown. */
  driverId: Scalars['String']['output'];
  /** The driver's name; null for All_Drivers and Unknown. */
  driverName: Maybe<Scalars['String']['output']>;
};

/** The trip's own status, once started. */
export type ExecutionStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'DELIVERED'
  | 'IN_TRANSIT'
  | 'STARTED';

/** fetchDocument's answer (D2-7.20): documents[0].content holds the file. */
export type FetchedDocuments = {
  __typename?: 'FetchedDocuments';
  documents: Array<DocumentWithContent>;
};

export type GatewayInfo = {
  __typename?: 'GatewayInfo';
  channel: Scalars['String']['output'];
  status: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** Liveness of the server and its database, through the gateway (same check as GET /healthz). */
export type Health = {
  __typename?: 'Health';
  database: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** Who makes the invoice (D2-4.59, D2-9.11): YES, the carrier uploads its own; NO, the provider prepares it. */
export type InvoiceChoice =
  | 'NO'
  | 'YES';

/** What Submit Invoice offers for one shipment, and the paperwork it still waits for (decision 044). */
export type InvoiceOptions = {
  __typename?: 'InvoiceOptions';
  /**
   * The choices offered to the caller, in that order (D2-4.59, D2-6.11): YES for a Dispatcher, NO where
   * the provider prepares invoices for the source and the carrier's invoice record exists. Empty before
   * the delivery and for loads whose invoice the carrier does not submit here.
   */
  choices: Array<InvoiceChoice>;
  /** Whether the shipment still has no invoice. */
  invoiceMissing: Scalars['Boolean']['output'];
  invoiceNumberMaxLength: Scalars['Int']['output'];
  /** Whether the invoice number is asked, optional where asked (D2-5.30). */
  invoiceNumberShown: Scalars['Boolean']['output'];
  /**
   * The required document types (D2-3.08 values) of which no document is in yet; null where the
   * source system keeps the paperwork in its own system.
   */
  missingDocuments: Maybe<Array<Scalars['String']['output']>>;
  shipmentId: Scalars['ID']['output'];
  shipmentState: ShipmentState;
};

/** A lane: an origin state or province to a destination one, for one trailer type (issue 20, decision 058). */
export type LaneInput = {
  destinationCountry: Scalars['String']['input'];
  destinationState: Scalars['String']['input'];
  /** USA or CAN, as load postings have it. */
  originCountry: Scalars['String']['input'];
  originState: Scalars['String']['input'];
  trailerType: Scalars['String']['input'];
};

/** One week's median, null when too few loads or carriers stand behind it. */
export type LaneRateWeek = {
  __typename?: 'LaneRateWeek';
  medianCentsPerMile: Maybe<Scalars['Float']['output']>;
  /** YYYY-MM-DD, the week's first day. */
  weekStart: Scalars['String']['output'];
};

/** The platform's booked loads on a lane over a window, in cents per loaded mile; only when at least 5 loads of at least 3 carriers stand behind it. */
export type LaneRateWindow = {
  __typename?: 'LaneRateWindow';
  loads: Scalars['Int']['output'];
  /** The middle half of the loads paid between these two. */
  lowerQuartileCentsPerMile: Scalars['Float']['output'];
  medianCentsPerMile: Scalars['Float']['output'];
  upperQuartileCentsPerMile: Scalars['Float']['output'];
};

export type LaneRates = {
  __typename?: 'LaneRates';
  destinationCountry: Scalars['String']['output'];
  destinationState: Scalars['String']['output'];
  /** Null when too few loads or carriers stand behind the figure. */
  last30Days: Maybe<LaneRateWindow>;
  last90Days: Maybe<LaneRateWindow>;
  originCountry: Scalars['String']['output'];
  originState: Scalars['String']['output'];
  /** Null when the caller's carrier booked no load on the lane in 90 days. */
  ownPay: Maybe<OwnLanePay>;
  trailerType: Scalars['String']['output'];
  /** up, down or flat: the 30-day median against the 90-day one; null without both. */
  trend: Maybe<Scalars['String']['output']>;
  /** The last 13 weeks, oldest first. */
  weeks: Array<LaneRateWeek>;
};

export type LoadByReferenceInput = {
  /** A load id, a shipment id, a PRO number or another reference of a shipment of the caller's carrier. */
  loadNumberAlias: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  userRole?: InputMaybe<Scalars['String']['input']>;
};

export type LoadByReferenceResult = {
  __typename?: 'LoadByReferenceResult';
  loadPostings: Array<LoadPosting>;
  shipments: Array<ReferenceShipment>;
  totalRecords: Scalars['Int']['output'];
};

/** A load offered on the marketplace (D1-3.01). */
export type LoadPosting = {
  __typename?: 'LoadPosting';
  buyAllowed: Scalars['Boolean']['output'];
  /** Miles from the last drop to the searched destination; null unless the destination is a city. */
  destinationDeadHead: Maybe<Scalars['Float']['output']>;
  distanceUOM: Scalars['String']['output'];
  exclusiveLoad: Scalars['Boolean']['output'];
  isGapForDriver: Scalars['Boolean']['output'];
  isHazardous: Scalars['Boolean']['output'];
  isHighValue: Scalars['Boolean']['output'];
  isNextPickupLoadAvailable: Scalars['Boolean']['output'];
  isTemperatureControlled: Scalars['Boolean']['output'];
  isWatched: Scalars['Boolean']['output'];
  loadId: Scalars['ID']['output'];
  loadPostingStatus: Scalars['String']['output'];
  loadType: Scalars['String']['output'];
  managedEquipment: Scalars['Boolean']['output'];
  nextPickupLoadAvlSearchCriteria: Maybe<Scalars['String']['output']>;
  numberOfStops: Scalars['Int']['output'];
  /** Miles from the searched origin to the first pick-up; null when the origin is Anywhere. */
  originDeadHead: Maybe<Scalars['Float']['output']>;
  /** Recommendation rank (1 is best); null outside recommendations. */
  rank: Maybe<Scalars['Int']['output']>;
  rate: Maybe<LoadRate>;
  /** 'new' until the member has opened the recommended load, then 'seen'; null outside recommendations. */
  recommendationStatus: Maybe<Scalars['String']['output']>;
  /** How many similar loads a recommended load has (D1-4.13); null outside recommendations. */
  similarLoads: Maybe<Scalars['Int']['output']>;
  sourceSystem: Scalars['String']['output'];
  stops: Array<LoadStop>;
  termsAndConditions: Maybe<Scalars['String']['output']>;
  totalDistance: Scalars['Float']['output'];
  totalWeight: Scalars['Int']['output'];
  /** The trailer (equipment) type the load needs. */
  transportMode: Scalars['String']['output'];
  weightUOM: Scalars['String']['output'];
};

export type LoadPostingSearchResult = {
  __typename?: 'LoadPostingSearchResult';
  error: Maybe<Scalars['String']['output']>;
  loadPostings: Array<LoadPosting>;
  message: Maybe<Scalars['String']['output']>;
  /** Whether that recent search is one of the member's favourites (D1-4.07); false when skipped. */
  searchHistoryFavorite: Scalars['Boolean']['output'];
  /** The recent search this search was recorded as; null when skipped. */
  searchHistoryId: Maybe<Scalars['ID']['output']>;
  status: Maybe<Scalars['String']['output']>;
  /** The loads that match; a search counts them up to a cap (search.matchCountCap), then answers the cap and totalRecordsCapped. */
  totalRecords: Scalars['Int']['output'];
  /** More loads match than totalRecords: the list says '1,000+ Matches'. Paging stays exact: the next page is always counted. */
  totalRecordsCapped: Scalars['Boolean']['output'];
};

export type LoadRate = {
  __typename?: 'LoadRate';
  accessorials: Array<RateAccessorial>;
  binRateIdentifier: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  fuelCharge: Maybe<RateCharge>;
  lineHaulCharge: Maybe<RateCharge>;
  /** Decimal text; null when the load has no rate (Contact to Book). */
  totalCharge: Maybe<Scalars['String']['output']>;
};

/** A stop of a load posting (D1-3.03). */
export type LoadStop = {
  __typename?: 'LoadStop';
  addressLine1: Maybe<Scalars['String']['output']>;
  addressLine2: Maybe<Scalars['String']['output']>;
  /** ISO 8601 with the stop's offset. */
  appointmentFrom: Scalars['String']['output'];
  /** P marks a pick-up appointment that is not confirmed yet. */
  appointmentState: Maybe<Scalars['String']['output']>;
  appointmentTo: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  /** Miles from the searched place to this stop, on the first pick-up and the last drop of a search result. */
  deadHead: Maybe<Scalars['Float']['output']>;
  latitude: Scalars['Float']['output'];
  locationName: Maybe<Scalars['String']['output']>;
  longitude: Scalars['Float']['output'];
  postalCode: Maybe<Scalars['String']['output']>;
  sequenceNo: Scalars['Int']['output'];
  specialServices: Array<SpecialService>;
  state: Scalars['String']['output'];
  stopId: Scalars['ID']['output'];
  stopSequence: Scalars['Int']['output'];
  /** P pickup, D drop, BorderCrossing, Relay. */
  stopType: StopType;
  timeZone: Scalars['String']['output'];
};

/** A member's card in Manage Users (D3-2.34 to D3-2.38). */
export type ManagedMember = {
  __typename?: 'ManagedMember';
  /** Loads they drive: pending, assigned or in transit. */
  assignedLoadCount: Scalars['Int']['output'];
  /** The states of those loads (the card's driver or transit icon). */
  assignedLoadStates: Array<Scalars['String']['output']>;
  canAssignLoad: Scalars['Boolean']['output'];
  member: Member;
};

/** A member (user) of a carrier (D3-3 Member). */
export type Member = {
  __typename?: 'Member';
  active: Scalars['Boolean']['output'];
  address: MemberAddress;
  carrierId: Maybe<Scalars['ID']['output']>;
  carrierName: Maybe<Scalars['String']['output']>;
  carrierScac: Maybe<Scalars['String']['output']>;
  carrierTier: Maybe<Scalars['String']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  countryCode: Scalars['String']['output'];
  email: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  mobileNumber: Maybe<Scalars['String']['output']>;
  registered: Scalars['Boolean']['output'];
  tractorNumber: Maybe<Scalars['String']['output']>;
  upn: Scalars['String']['output'];
  userApplicationDetails: UserApplicationDetails;
  userId: Scalars['ID']['output'];
  /** When the member last signed in (ISO 8601), null when never. */
  userLastLogin: Maybe<Scalars['String']['output']>;
  /** LO3 marks an owner-operator who assigns themself right after booking (D2-4.22). */
  userType: Maybe<Scalars['String']['output']>;
};

export type MemberAddress = {
  __typename?: 'MemberAddress';
  addressLine1: Maybe<Scalars['String']['output']>;
  addressLine2: Maybe<Scalars['String']['output']>;
  addressType: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
};

/** What addMemberV2 and updateMember answer (D3-7.08). */
export type MemberAnswer = {
  __typename?: 'MemberAnswer';
  member: Member;
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** A page of Manage Users (D3-7.04); the carrier is always the caller's. */
export type MembersInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Filter By (D3-6.04): carrierAny, carrierDriver, carrierDispatcher, carrierAdmin, carrierLeasedOwnerOpr. */
  roleName?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Names or mobile numbers, comma-separated (D3-5.15). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Default: the configuration's paging.memberListPageSize. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** NAME_ASC (default), NAME_DESC or LAST_LOGIN_DESC. */
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type MembersPage = {
  __typename?: 'MembersPage';
  members: Array<ManagedMember>;
  totalPages: Scalars['Int']['output'];
  totalRecords: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Posts a truck or a lane for the caller's carrier (D3-7.17); the rules of D3-5.17 to D3-5.24 are checked again. */
  addCarrierCapacity: CapacitySaveResult;
  /** Adds a member to the caller's carrier and sends their invitation (Dispatcher, D3-4.16). */
  addMemberV2: MemberAnswer;
  /**
   * Adds references to a shipment or its stops (D2-3.10, D2-4.62, D2-5.33, D2-7.08). For the Dispatcher,
   * the Leased on Owner Operator and the shipment's assigned Driver (D2-6.06, decision 048), where the
   * source system or division allows it (references.addSources) and the load is in a list with the
   * References tab. Rows written with who added them and a REFERENCE_ADDED event for the source system,
   * together; rows the shipment already has are not added again, so a retry adds nothing twice.
   */
  addReference: AddReferenceResult;
  /**
   * Assigns a driver to a shipment of the caller's carrier in Carrier Assigned (D2-4, D2-7.09). A
   * dispatcher assigns any driver of the carrier; a Leased on Owner Operator only themself.
   */
  assignShipmentToDriverV2: AssignDriverResult;
  /**
   * Books a load at the rate the user accepted (D1-4.22, D1-7.16). The server checks everything again:
   * the posting is open, the rate is unchanged, the carrier is active, not on hold and equipped for the
   * load, and the caller may book. Exactly one of any number of concurrent buys of a load answers OK.
   * For the roles that book (loads.book).
   */
  buyLoadRequest: BuyLoadResult;
  /** Completes the trip once every stop is done (D2-4.38, D2-4.39): Delivered Needs Paperwork. */
  completeTrip: TripResult;
  /**
   * Starts the trip from the Confirm Start dialog (D2-4.23 to D2-4.30): In Transit, execution STARTED,
   * tracking as asked. Refused while the assignment is pending, when the driver has another active trip
   * (D2-8.07), or without the city or the time (BAD_USER_INPUT). The assigned driver, or a dispatcher.
   */
  confirmStart: TripResult;
  /** The member answers a transfer request addressed to them (D3-4.32). */
  confirmTransfer: TransferAnswer;
  /**
   * The provider prepares the invoice (choice NO, D2-4.59, D2-7.22): a PDF of the shipment's cost items,
   * kept as its invoice document and, with sendEmail, e-mailed to the caller. Only where the source's
   * configuration and the carrier's invoice record allow it, on a delivered Power Only or PO Dray load,
   * for Dispatcher and Beta (D2-6.11). A second call answers the invoice of the first.
   */
  createInvoice: CreateInvoiceResult;
  /** Removes one of the carrier's capacities (D3-7.17); restoreCarrierCapacity undoes it (D3-4.44). */
  deleteCarrierCapacity: CapacityDeleteResult;
  /** Deletes the caller's own account (D3-4.27). */
  deleteMember: DeleteMemberAnswer;
  /** Stop watching a load; removing a load that is not watched is not an error. */
  deleteUserWatchedLoads: WatchedLoadResult;
  /** The member leaves the carrier as a Guest (D3-4.24): themself, or with manageUsersEdit. */
  delinkMember: DelinkAnswer;
  /**
   * Logs an event for the caller (D1-4.17, D1-4.22, D1-8.05), any signed-in role. True when written.
   * False, writing nothing, when the caller already logged 120 events in the last minute: analytics are
   * dropped rather than refused, since the clients never show them. A name outside the allow-list or data
   * it does not allow is BAD_USER_INPUT naming each field (name, data, data.<key>), and nothing is written.
   */
  logUserEvent: Scalars['Boolean']['output'];
  /** The member opened these recommended loads: their status becomes 'seen'. */
  markRecommendedLoadsSeen: Scalars['Boolean']['output'];
  /** Watch an open load the caller's carrier may see; watching it again answers the same record. */
  newUserWatchedLoads: WatchedLoadResult;
  /**
   * Registers the caller's device for pushes (D3-4.47, D3-7.20): on its first push subscription and
   * whenever it changes. The endpoint must be an allowed push service's https address.
   */
  registerDevice: RegisterDeviceResult;
  /** A signed-in Guest registers: their profile and their company (D3-2.31, D3-7.08). */
  registerMember: RegistrationAnswer;
  /** A new invitation for a member who never signed in (dispatcher admins, D3-6.11). */
  resendInvitation: ResendInvitationAnswer;
  /** The undo of a delete: the same capacity back, with its id, place in the list and last editor (D3-4.44). */
  restoreCarrierCapacity: Capacity;
  /** Saves the caller's carrier's cost profile; a figure out of its limits or a floor above the target is BAD_USER_INPUT naming the field. */
  saveCostProfile: CostProfile;
  /**
   * Records the language the caller chose in the app (D3-1.03; decision 064): the e-mails, pushes and SMS
   * the server writes to them are in it from then on. Any signed-in member, for themself only.
   */
  setMemberLanguage: SetMemberLanguageResult;
  /** Starts the trip from the card (D2-4.26) with the same rules as confirmStart. */
  startTrip: TripResult;
  /**
   * Accepts or declines a shipment tendered to the caller's carrier (D2-4.11 to D2-4.14, D2-7.07). Accept
   * needs the terms accepted and moves the shipment to Carrier Assigned with its PRO; decline removes it
   * from the tendered list, with a reason where reasons are configured. Of concurrent answers to one
   * tender exactly one wins; the others answer REJECTED having changed nothing. For Carrier Tendered
   * (myLoads.carrierTendered: the Dispatcher).
   */
  tenderAction: TenderActionResult;
  /** Send Request: asks a member of another carrier to join the caller's (Dispatcher, D3-4.14). */
  transferMemberV2: TransferAnswer;
  /**
   * Takes the driver off a load of the caller's carrier in Driver Assigned whose trip has not started
   * (D2-7.10): the load goes back to Carrier Assigned. Dispatcher only (D2-6.01).
   */
  unassignDriverFromShipment: UnassignDriverResult;
  /** Stops pushes to one of the caller's devices (logout, D3-4.10); another member's endpoint is not found. */
  unregisterDevice: UnregisterDeviceResult;
  /** Changes one of the carrier's capacities (D3-7.17); the caller becomes its last editor. */
  updateCarrierCapacity: CapacitySaveResult;
  /**
   * Moves the trip's GPS tracking status (D2-4.49, D2-4.54 to D2-4.56): 2 completed after the final
   * departure, 10 stopped (End tracking, a lost token); completed and stopped are final.
   */
  updateGpsTracking: TripResult;
  /** Edits the caller's own profile, or a member of their carrier with manageUsersEdit (Admin). */
  updateMember: MemberAnswer;
  /**
   * Records a stop's times, trailers and late reason (D2-3.11, D2-4.31 to D2-4.45, D2-5.05 to D2-5.26).
   * Refused issues are BAD_USER_INPUT naming each field; an update made on an older version of the
   * shipment is CONFLICT (D2-8.08).
   */
  updateStop: UpdateStopResult;
  /**
   * Saves the caller's changed preferences (D3-7.12, D3-3.10), checked with the page's rules (D3-4.36 to
   * D3-4.40): known keys and options only, "none" alone, status updates never empty, and only the groups
   * the caller's roles see (D3-2.50). A refused save changes nothing.
   */
  updateUserPreference: UpdateUserPreferenceResult;
  /** Un-favourites one of the caller's saved searches (D1-4.07, D1-7.10). */
  updateUserSearchHistory: SearchHistoryUpdateResult;
  /**
   * Favourites a saved search of the caller or the given criteria (D1-4.07, D1-7.10). Refused, changing
   * nothing, with CONFLICT 'Record Exist' when a favourite with the same criteria exists and with
   * LIMIT_EXCEEDED 'Favorite search list full' when the list is full (D1-5.12).
   */
  updateUserSearchHistoryAsFavorite: SearchHistoryUpdateResult;
};


export type MutationAddCarrierCapacityArgs = {
  input: CapacityInput;
};


export type MutationAddMemberV2Args = {
  input: UserDetailsInput;
};


export type MutationAddReferenceArgs = {
  input: AddReferenceInput;
};


export type MutationAssignShipmentToDriverV2Args = {
  input: AssignShipmentToDriverInput;
};


export type MutationBuyLoadRequestArgs = {
  input: BuyLoadRequestInput;
};


export type MutationCompleteTripArgs = {
  input: CompleteTripInput;
};


export type MutationConfirmStartArgs = {
  input: ConfirmStartInput;
};


export type MutationConfirmTransferArgs = {
  input: ConfirmTransferInput;
};


export type MutationCreateInvoiceArgs = {
  invoiceNumber: InputMaybe<Scalars['String']['input']>;
  sendEmail: Scalars['Boolean']['input'];
  shipmentId: Scalars['ID']['input'];
};


export type MutationDeleteCarrierCapacityArgs = {
  capacityId: Scalars['ID']['input'];
};


export type MutationDeleteUserWatchedLoadsArgs = {
  input: WatchedLoadInput;
};


export type MutationDelinkMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationLogUserEventArgs = {
  input: UserEventInput;
};


export type MutationMarkRecommendedLoadsSeenArgs = {
  loadIds: Array<Scalars['ID']['input']>;
};


export type MutationNewUserWatchedLoadsArgs = {
  input: WatchedLoadInput;
};


export type MutationRegisterDeviceArgs = {
  device: DeviceInput;
};


export type MutationRegisterMemberArgs = {
  input: RegisterMemberInput;
};


export type MutationResendInvitationArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRestoreCarrierCapacityArgs = {
  capacityId: Scalars['ID']['input'];
};


export type MutationSaveCostProfileArgs = {
  input: CostProfileInput;
};


export type MutationSetMemberLanguageArgs = {
  language: Scalars['String']['input'];
};


export type MutationStartTripArgs = {
  input: StartTripInput;
};


export type MutationTenderActionArgs = {
  input: TenderActionInput;
};


export type MutationTransferMemberV2Args = {
  input: TransferMemberInput;
};


export type MutationUnassignDriverFromShipmentArgs = {
  input: UnassignDriverInput;
};


export type MutationUnregisterDeviceArgs = {
  endpoint: Scalars['String']['input'];
};


export type MutationUpdateCarrierCapacityArgs = {
  input: CapacityInput;
};


export type MutationUpdateGpsTrackingArgs = {
  gpsTrackingStatus: Scalars['Int']['input'];
  shipmentId: Scalars['ID']['input'];
};


export type MutationUpdateMemberArgs = {
  input: UpdateMemberInput;
};


export type MutationUpdateStopArgs = {
  input: UpdateStopInput;
};


export type MutationUpdateUserPreferenceArgs = {
  preference: UserPreferenceInput;
};


export type MutationUpdateUserSearchHistoryArgs = {
  input: UpdateUserSearchHistoryInput;
};


export type MutationUpdateUserSearchHistoryAsFavoriteArgs = {
  input: UpdateUserSearchHistoryAsFavoriteInput;
};

/** The caller's own shipments as their driver (D2-7.05). */
export type MyDriverShipments = {
  __typename?: 'MyDriverShipments';
  /** Assigned to the caller and not delivered yet, by pick-up. */
  myDriverShipments: Array<MyLoadShipment>;
  totalShipmentsCount: Scalars['Int']['output'];
};

/** What getMyDriverShipments lists (D2-7.05). */
export type MyDriverShipmentsInput = {
  /** The caller's own member id; another member's is refused. The caller when left out. */
  driverId?: InputMaybe<Scalars['ID']['input']>;
  pagination?: InputMaybe<MyLoadsPaginationInput>;
};

/** The My Loads lists (D2-4). */
export type MyLoadBucket =
  | 'carrierAssigned'
  | 'carrierTendered'
  | 'deliveredNeedsPaperWork'
  | 'deliveredWithPaperWork'
  | 'driverAssigned'
  | 'inTransit';

/** The driver a shipment is assigned to, as the driver filter and the card's persona show them (D2-2.19, D2-6.07). */
export type MyLoadDriver = {
  __typename?: 'MyLoadDriver';
  driverName: Scalars['String']['output'];
  /** The driver's partyId (their upn): the key of the driver filter. */
  partyId: Scalars['String']['output'];
};

/** A shipment as its My Loads card shows it (D2-2.27, D2-3 Shipment), with its stops in sequence order. */
export type MyLoadShipment = {
  __typename?: 'MyLoadShipment';
  /** The latest assignment transaction; null when the shipment never had one. */
  assignmentTransaction: Maybe<AssignmentTransaction>;
  carrierPro: Maybe<Scalars['String']['output']>;
  currency: Scalars['String']['output'];
  distanceUOM: Scalars['String']['output'];
  division: Maybe<Scalars['String']['output']>;
  /** Who drives it; null when the latest assignment transaction is not an Assign Driver. */
  driver: Maybe<MyLoadDriver>;
  /** STARTED, IN_TRANSIT, COMPLETED, DELIVERED or CANCELLED once the trip has started (D2-4.04); null before. */
  executionStatus: Maybe<ExecutionStatus>;
  isHazardous: Scalars['Boolean']['output'];
  isHighValue: Scalars['Boolean']['output'];
  isTemperatureControlled: Scalars['Boolean']['output'];
  /** The load it was booked from; null for a tendered shipment. */
  loadId: Maybe<Scalars['String']['output']>;
  loadType: Scalars['String']['output'];
  /** The My Loads list the shipment is in; null for a shipment in none. */
  myLoadsBucket: Maybe<MyLoadBucket>;
  numberOfStops: Scalars['Int']['output'];
  orderId: Maybe<Scalars['String']['output']>;
  predecessorShipmentId: Maybe<Scalars['ID']['output']>;
  shipmentId: Scalars['ID']['output'];
  shipmentState: ShipmentState;
  sourceSystem: Scalars['String']['output'];
  stops: Array<ShipmentDetailStop>;
  successorShipmentId: Maybe<Scalars['ID']['output']>;
  /** Decimal text; null when the shipment has no cost. */
  totalCost: Maybe<Scalars['String']['output']>;
  totalDistance: Scalars['Float']['output'];
  totalWeight: Scalars['Int']['output'];
  transportMode: Scalars['String']['output'];
  weightUOM: Scalars['String']['output'];
};

/** How many shipments of the caller's carrier one My Loads list holds (D1-2.06 Home tiles, D2-4.01). */
export type MyLoadsCount = {
  __typename?: 'MyLoadsCount';
  bucket: MyLoadBucket;
  count: Scalars['Int']['output'];
};

/** A page of a paged My Loads list: 0-based pageIndex, pageSize from the configuration by default (D2-9.01). */
export type MyLoadsPaginationInput = {
  /** 0 to 999; 0 when left out. */
  pageIndex?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 100; the configuration's paging.myLoadsPageSize when left out. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A place of the gazetteer near a position, and how far from it. */
export type NearbyPlace = {
  __typename?: 'NearbyPlace';
  /** USA or CAN. */
  country: Scalars['String']['output'];
  distanceMeters: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** State or province code (IL, ON). */
  state: Scalars['String']['output'];
};

/** What the caller's own carrier was paid on the lane in the last 90 days. */
export type OwnLanePay = {
  __typename?: 'OwnLanePay';
  lastSettledAt: Scalars['String']['output'];
  loads: Scalars['Int']['output'];
  medianCentsPerMile: Scalars['Float']['output'];
};

/** A park location chosen among the address suggestions (D3-3.02). */
export type ParkLocationInput = {
  addressLine1: Scalars['String']['input'];
  city: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  state: Scalars['String']['input'];
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

/** The loads of one stage in one currency and what they amount to (Manage Financial). */
export type PaymentStageTotal = {
  __typename?: 'PaymentStageTotal';
  /** Decimal text: their totals; in the paid stage, what was paid. */
  amount: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  loadCount: Scalars['Int']['output'];
  stage: PaymentStage;
};

/**
 * The payment tracker of one load (Check Payment Status, D2-6.10, D2-6.12): its stage and what the
 * carrier reads at that stage. Amounts are Rate Details: null for the roles that may not see rates
 * (D2-6.01, the rate-details flag, D1-2.27).
 */
export type PaymentTracker = {
  __typename?: 'PaymentTracker';
  currency: Scalars['String']['output'];
  /** The day the payment is expected (YYYY-MM-DD), in the scheduled stage. */
  expectedPaymentDate: Maybe<Scalars['String']['output']>;
  /** Whether the provider gave that day (true), or it is the approval day plus the provider's payment terms (false). */
  isExpectedDateFromProvider: Maybe<Scalars['Boolean']['output']>;
  /** Whether the invoice is still missing, with paperworkMissing. */
  isInvoiceMissing: Scalars['Boolean']['output'];
  /** The load it was booked from; null for a tendered shipment. */
  loadId: Maybe<Scalars['String']['output']>;
  /** The required document types (D2-3.08 values) not in yet, with paperworkMissing; empty otherwise. */
  missingDocuments: Array<Scalars['String']['output']>;
  /** The provider's note (what a dispute is about), one line. */
  note: Maybe<Scalars['String']['output']>;
  /** Decimal text: what the provider paid, in the paid stage. */
  paidAmount: Maybe<Scalars['String']['output']>;
  /** When the provider paid, ISO 8601, in the paid stage. */
  paidAt: Maybe<Scalars['String']['output']>;
  /** When the paperwork was complete (Delivered With Paperwork), ISO 8601; null when not known. */
  paperworkCompletedAt: Maybe<Scalars['String']['output']>;
  shipmentId: Scalars['ID']['output'];
  shipmentState: ShipmentState;
  stage: PaymentStage;
  /** Decimal text: the load's total. */
  totalAmount: Maybe<Scalars['String']['output']>;
  /** Why it waits on the carrier; null in the other stages. */
  waitReason: Maybe<PaymentWaitReason>;
};

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

/** What validatePhoneNumber answers (D3-7.07). */
export type PhoneNumberCheck = {
  __typename?: 'PhoneNumberCheck';
  countryCode: Scalars['String']['output'];
  phoneNumber: Scalars['String']['output'];
  /** VALID or INVALID. */
  status: Scalars['String']['output'];
};

/** The keys of a browser's push subscription (PushSubscription.toJSON().keys), base64url. */
export type PushSubscriptionKeys = {
  /** Its 16-byte authentication secret. */
  auth: Scalars['String']['input'];
  /** The subscription's P-256 public key, 65 bytes uncompressed. */
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * The shipments a booking created, with their details (D1-7.16 buyLoadShipmentRequest). An id that is
   * not a shipment of the caller's carrier fails the whole request with NOT_FOUND. For the roles that book.
   */
  buyLoadShipmentRequest: Array<ShipmentDetails>;
  /**
   * One document of such a shipment by its type and number, with its bytes (D2-7.20), up to the
   * configured document size; larger ones are read from the content route.
   */
  fetchDocument: FetchedDocuments;
  /** The caller's favourite searches (D1-7.09). */
  findUserFavouriteSearchHistory: SearchHistoryResult;
  /** The caller's recent searches, favourites included (D1-7.09). */
  findUserRecentSearchHistory: SearchHistoryResult;
  /** The gateway's own version and state; needs no sign-in. */
  gatewayInfo: GatewayInfo;
  /**
   * The open loads a capacity matches (D3-2.65, D3-7.16): a Truck's by origin radius, availability, trailer
   * and destination when it has one; a Lane's by origin radius, trailer, destination city or states and the
   * pick-up's day of the week, from today on. Watched flags and deadheads as in search results.
   */
  getCapacityLoad: CapacityLoadResult;
  /** The carrier's capacities, a page at a time, newest first (D3-7.14). */
  getCarrierCapacity: CapacityListResult;
  /** The same with each capacity's count of matching open loads, from See results' own query (D3-7.15). */
  getCarrierCapacityWithLoadCount: CapacityListResult;
  /** The drivers of the caller's carrier, by name or mobile (comma-separated terms, D3-5.15). For assignDriver. */
  getCarrierDrivers: Array<CarrierDriver>;
  /**
   * Manage Financial's list (Dispatcher, D1-6.08, D2-6.03): the carrier's delivered loads, the paid ones
   * since paidSince, what needs action first: disputes, then the longest waiting on the carrier, the
   * longest under review, the soonest expected, the latest paid.
   */
  getCarrierPaymentLoads: CarrierPaymentLoads;
  /** Manage Financial's totals per stage and currency (Dispatcher, D1-6.08, D2-6.03). */
  getCarrierPaymentTotals: CarrierPaymentTotals;
  /**
   * The caller's carrier's profile (D3-7.11; D3-6.07: everyone but Guest). carrierId, when given, must be
   * the caller's own carrier: another carrier's id, or any id for a member of no carrier, is NOT_FOUND.
   */
  getCarrierProfile: CarrierProfile;
  /** The caller's carrier's cost profile, or the defaults (Dispatcher, Leased on Owner Operator). */
  getCostProfile: CostProfile;
  /**
   * What Submit Invoice offers for a shipment of the caller's carrier and what paperwork is missing;
   * null for a shipment the caller cannot see. For the roles that submit invoices (D2-6.11).
   */
  getInvoiceOptions: Maybe<InvoiceOptions>;
  /** Lane rate history of 1 to 25 lanes, in the order asked (Dispatcher, Leased on Owner Operator). */
  getLaneRates: Array<LaneRates>;
  /** One load posting by its load id, for its details panel: an open one the caller's carrier may see, or one that carrier booked; null otherwise. */
  getLoadPosting: Maybe<LoadPosting>;
  /** A member of the caller's carrier by id (Admin), or the caller themself. */
  getMember: Member;
  /** The loads a member of the caller's carrier drives (Admin). */
  getMemberAssignedLoads: AssignedLoadsPage;
  /** The members of the caller's carrier, a page at a time (Admin, D3-6.06). */
  getMembers: MembersPage;
  /** The caller's own shipments as a driver (D2-7.05). For Driver and Leased (Driver Loads, D2-6.03). */
  getMyDriverShipments: MyDriverShipments;
  /**
   * One count per My Loads list the caller's roles may open (D2-6.01, D2-6.03), in list order; a driver
   * counts only the shipments assigned to them (D2-6.02). For the roles with My Loads (D2-6.04).
   */
  getMyLoadsCounts: Array<MyLoadsCount>;
  /**
   * The latest assignment transaction naming the caller as the driver of a shipment of their carrier
   * (D2-4.16); null when none does. An Unassign Driver here is why the load left the driver's lists.
   */
  getOwnAssignmentTransaction: Maybe<AssignmentTransaction>;
  /**
   * The payment tracker of one load of the caller's carrier (Driver, Dispatcher, Leased: D2-6.10,
   * D2-6.12); a driver reaches only the loads assigned to them (D2-6.02). Null for an unknown id,
   * another carrier's load or a colleague's, alike.
   */
  getPaymentTracker: Maybe<PaymentTracker>;
  /** The server's VAPID public key (base64url), the applicationServerKey a device subscribes with (decision 060). */
  getPushPublicKey: Scalars['String']['output'];
  /**
   * Shipments of the caller's carrier by shipment id (D2-7.06), as their cards show them, in the order
   * asked, to refresh them before an action or to open a deep link; ids the caller may not see (another
   * carrier's, a colleague driver's) are left out. 1 to 25 ids. For the roles with My Loads.
   */
  getShipment: Array<MyLoadShipment>;
  /** A shipment of the caller's carrier (drivers: their own unless they hold carrierAssigned); null otherwise. For the roles with My Loads. */
  getShipmentDetails: Maybe<ShipmentDetails>;
  /**
   * One page of a My Loads list of the caller's carrier (D2-7.04), with every list's count and the driver
   * filter's counts. Needs the permission of that list (D2-6.01, D2-6.03); a driver sees only the
   * shipments assigned to them (D2-6.02); never for guests (D2-6.04).
   */
  getShipmentsWithStopsByState: ShipmentsByState;
  /** Open loads picking up in one state or province whose pick-up window has not ended (D1-7.07). */
  getStateBasedLoad: LoadPostingSearchResult;
  /** The caller's transfer requests waiting for an answer (D3-4.32). */
  getTransferRequests: Array<TransferRequest>;
  /** The caller's own details, or, for an admin of the same carrier, one of its members. */
  getUserDetails: UserDetails;
  /** The caller's own preferences (D3-7.12), for everyone but the Guest (D3-6). */
  getUserPreference: UserPreference;
  getUserWatchedLoads: LoadPostingSearchResult;
  health: Health;
  /**
   * The truck's last known position on a trip (the trip screen's map): for the dispatcher of the carrier
   * and the owner-operator on the carrier's trips, for a driver on their own (D2-6.02); null when there is
   * none, or the trip is not the caller's to see (another carrier's).
   */
  lastTruckPosition: Maybe<TruckPosition>;
  /**
   * The documents of a shipment the caller may see (a driver their own, an owner-operator theirs, a
   * dispatcher the carrier's), for the Document List roles with the documents flag on and where the load
   * type shows documents (D2-6.09 to D2-6.14). NOT_FOUND for any other shipment.
   */
  listRelatedDocumentsV2: RelatedDocumentsList;
  /**
   * Beyond the spec (issue 20): where the caller's own truck was last seen, for the deadhead of loads
   * found without a searched origin: the newest position their own device sent on any trip within the
   * last 24 hours; null when there is none. A driver or an owner-operator, their own positions only.
   */
  myLastPosition: Maybe<TruckPosition>;
  /**
   * The driver's own tracking log of a trip (issue 14, privacy): the times and places their device sent,
   * newest first, up to 500 a page (100 by default), older than before when it is given.
   */
  myTrackingLog: TrackingLog;
  /**
   * The driver's shipment that comes before this one (D1-7.17, D2-7.11): their latest assigned or in
   * transit shipment of the same carrier that delivers before this one picks up; null when there is none.
   */
  predecessorShipmentId: Maybe<Scalars['ID']['output']>;
  recommendedLoads: RecommendedLoadsResult;
  recommendedSimilarLoadsByLoadIds: Array<SimilarLoadsResult>;
  /** Search by Load # from the header (D1-7.08). */
  searchLoadByReferenceV2: LoadByReferenceResult;
  /** Load search (D1-7.06). Records the search in the caller's recent searches unless skipUserSearchHistory. */
  searchLoadPostingV2: LoadPostingSearchResult;
  /** One capacity of the caller's carrier, for its View and Edit screens (D3-7.17's select-capacity). */
  selectCarrierCapacity: Capacity;
  /** Whether a mobile number is valid under its country code (D3-7.07). */
  validatePhoneNumber: PhoneNumberCheck;
  /** Add User's Continue: who has this mobile number (Dispatcher, D3-4.13). */
  validateUserByIdentifier: UserIdentifierCheck;
};


export type QueryBuyLoadShipmentRequestArgs = {
  shipmentIds: Array<Scalars['ID']['input']>;
};


export type QueryFetchDocumentArgs = {
  documentNumber: Scalars['String']['input'];
  documentType: Scalars['String']['input'];
  shipmentId: Scalars['ID']['input'];
  sourceTms: InputMaybe<Scalars['String']['input']>;
};


export type QueryFindUserFavouriteSearchHistoryArgs = {
  input: InputMaybe<SearchHistoryInput>;
};


export type QueryFindUserRecentSearchHistoryArgs = {
  input: InputMaybe<SearchHistoryInput>;
};


export type QueryGetCapacityLoadArgs = {
  input: CapacityLoadInput;
};


export type QueryGetCarrierCapacityArgs = {
  input: InputMaybe<CapacityListInput>;
};


export type QueryGetCarrierCapacityWithLoadCountArgs = {
  input: InputMaybe<CapacityListInput>;
};


export type QueryGetCarrierDriversArgs = {
  search: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCarrierPaymentLoadsArgs = {
  input: InputMaybe<CarrierPaymentLoadsInput>;
};


export type QueryGetCarrierProfileArgs = {
  carrierId: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetInvoiceOptionsArgs = {
  shipmentId: Scalars['ID']['input'];
};


export type QueryGetLaneRatesArgs = {
  lanes: Array<LaneInput>;
};


export type QueryGetLoadPostingArgs = {
  loadId: Scalars['ID']['input'];
};


export type QueryGetMemberArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryGetMemberAssignedLoadsArgs = {
  page: InputMaybe<Scalars['Int']['input']>;
  size: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type QueryGetMembersArgs = {
  input: InputMaybe<MembersInput>;
};


export type QueryGetMyDriverShipmentsArgs = {
  input: InputMaybe<MyDriverShipmentsInput>;
};


export type QueryGetOwnAssignmentTransactionArgs = {
  shipmentId: Scalars['ID']['input'];
};


export type QueryGetPaymentTrackerArgs = {
  shipmentId: Scalars['ID']['input'];
};


export type QueryGetShipmentArgs = {
  shipmentIds: Array<Scalars['ID']['input']>;
};


export type QueryGetShipmentDetailsArgs = {
  shipmentId: Scalars['ID']['input'];
};


export type QueryGetShipmentsWithStopsByStateArgs = {
  input: ShipmentsByStateInput;
};


export type QueryGetStateBasedLoadArgs = {
  input: StateBasedLoadInput;
};


export type QueryGetUserDetailsArgs = {
  userPrincipalName: Scalars['String']['input'];
};


export type QueryGetUserWatchedLoadsArgs = {
  input: InputMaybe<UserWatchedLoadsInput>;
};


export type QueryLastTruckPositionArgs = {
  shipmentId: Scalars['ID']['input'];
};


export type QueryListRelatedDocumentsV2Args = {
  documentMetaDataRequest: DocumentMetaDataRequest;
};


export type QueryMyTrackingLogArgs = {
  before: InputMaybe<Scalars['String']['input']>;
  first: InputMaybe<Scalars['Int']['input']>;
  shipmentId: Scalars['ID']['input'];
};


export type QueryPredecessorShipmentIdArgs = {
  assignSource: Scalars['String']['input'];
  driverId: Scalars['ID']['input'];
  shipmentId: Scalars['ID']['input'];
};


export type QueryRecommendedLoadsArgs = {
  input: InputMaybe<RecommendedLoadsInput>;
};


export type QueryRecommendedSimilarLoadsByLoadIdsArgs = {
  loadIds: Array<Scalars['ID']['input']>;
};


export type QuerySearchLoadByReferenceV2Args = {
  input: LoadByReferenceInput;
};


export type QuerySearchLoadPostingV2Args = {
  input: SearchLoadPostingInput;
};


export type QuerySelectCarrierCapacityArgs = {
  capacityId: Scalars['ID']['input'];
};


export type QueryValidatePhoneNumberArgs = {
  countryCode: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};


export type QueryValidateUserByIdentifierArgs = {
  countryCode: InputMaybe<Scalars['String']['input']>;
  mobileNum: Scalars['String']['input'];
};

export type RateAccessorial = {
  __typename?: 'RateAccessorial';
  accessorialCharge: Scalars['String']['output'];
  accessorialCode: Scalars['String']['output'];
  accessorialDescription: Scalars['String']['output'];
  accessorialType: Scalars['String']['output'];
};

/** One charge of a rate (D1-3.02). Amounts are decimal text in the load's currency ("1850.50"). */
export type RateCharge = {
  __typename?: 'RateCharge';
  charge: Scalars['String']['output'];
  chargeDescription: Maybe<Scalars['String']['output']>;
  quantity: Maybe<Scalars['String']['output']>;
  rateQualifier: Maybe<Scalars['String']['output']>;
  unitCharge: Maybe<Scalars['String']['output']>;
};

export type RecommendedLoadsInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  /** 25 by default; Top Recommendations ask for 2 (D1-9.02). */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** 'new' keeps only the loads the member has not opened yet (Top Recommendations, D1-4.14). */
  status?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Recommended loads for the caller's carrier (D1-7.11), ranked by the engine of decision 012: every
 * posting carries its rank, recommendationStatus and similarLoads count. totalRecords counts the whole
 * ranked list (after the status filter), so lists page with Show N More.
 */
export type RecommendedLoadsResult = {
  __typename?: 'RecommendedLoadsResult';
  error: Scalars['Boolean']['output'];
  loadPostings: Array<LoadPosting>;
  message: Maybe<Scalars['String']['output']>;
  /** Identifies this ranking: the same signals and loads give the same id. */
  resultID: Maybe<Scalars['ID']['output']>;
  status: Maybe<Scalars['String']['output']>;
  totalRecords: Scalars['Int']['output'];
};

/** A shipment of the caller's carrier found by reference, with the My Loads list it belongs to (D2-4). */
export type ReferenceShipment = {
  __typename?: 'ReferenceShipment';
  loadId: Maybe<Scalars['String']['output']>;
  /** The My Loads list: carrierTendered, carrierAssigned, driverAssigned, inTransit, deliveredNeedsPaperWork or deliveredWithPaperWork; null for a shipment in none (declined). */
  myLoadsBucket: Maybe<MyLoadBucket>;
  shipmentId: Scalars['ID']['output'];
  shipmentState: ShipmentState;
};

/** What registerDevice answers. */
export type RegisterDeviceResult = {
  __typename?: 'RegisterDeviceResult';
  deviceId: Scalars['ID']['output'];
  registered: Scalars['Boolean']['output'];
};

/** The registration form (D3-3.03): the upn and e-mail are the signed-in account's. */
export type RegisterMemberInput = {
  /** The company's MC number; exactly one of this and carrierUsDotNo is filled. */
  carrierMcNo?: InputMaybe<Scalars['String']['input']>;
  /** The company's USDOT number; exactly one of this and carrierMcNo is filled. */
  carrierUsDotNo?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  corporateZipCode: Scalars['String']['input'];
  countryCode: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  /** A driver's, chosen among the address suggestions (D3-5.07). */
  parkLocation?: InputMaybe<ParkLocationInput>;
  /** Driver, Dispatcher, or Leased on Owner Operator alone (D3-6.01). */
  roles: Array<Scalars['String']['input']>;
  /** A driver's (D3-5.06). */
  tractorNumber?: InputMaybe<Scalars['String']['input']>;
};

/** What registerMember answers (D3-7.08, D3-4.07). */
export type RegistrationAnswer = {
  __typename?: 'RegistrationAnswer';
  /** The company had no carrier: one was created and the member holds the roles they chose in it. */
  isNewCarrier: Scalars['Boolean']['output'];
  member: Member;
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** listRelatedDocumentsV2's answer (D2-7.19): the shipment's documents, newest first, and those of the dray route it belongs to. */
export type RelatedDocumentsList = {
  __typename?: 'RelatedDocumentsList';
  documents: Array<ShipmentDocument>;
  orderId: Maybe<Scalars['String']['output']>;
  /** The documents of the other legs of the dray route (D2-6.14); empty for a shipment on none. */
  relatedDocuments: Array<ShipmentDocument>;
  shipmentId: Scalars['ID']['output'];
};

/** Re-Send Invite's answer (D3-7.09): success is the string true or false. */
export type ResendInvitationAnswer = {
  __typename?: 'ResendInvitationAnswer';
  email: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  phoneNumber: Maybe<Scalars['String']['output']>;
  success: Scalars['String']['output'];
};

/**
 * A recent search of the caller; favouritesearchindicator marks a favourite search (D1-3.06). Dates are
 * ISO 8601 in the offset the search was made with, as saved; the day offsets count calendar days from
 * searchdate. criteria holds what re-runs it today (see SavedSearchCriteria).
 */
export type SavedSearch = {
  __typename?: 'SavedSearch';
  carrierid: Maybe<Scalars['ID']['output']>;
  criteria: SavedSearchCriteria;
  destinationCity: Maybe<Scalars['String']['output']>;
  destinationCountry: Maybe<Scalars['String']['output']>;
  destinationPostalCode: Maybe<Scalars['String']['output']>;
  /** The state of the destination city; state mode fills destinationState1 to 3 instead. */
  destinationState: Maybe<Scalars['String']['output']>;
  destinationState1: Maybe<Scalars['String']['output']>;
  destinationState2: Maybe<Scalars['String']['output']>;
  destinationState3: Maybe<Scalars['String']['output']>;
  destinationradius: Maybe<Scalars['Int']['output']>;
  dropEndDate: Maybe<Scalars['String']['output']>;
  dropEndDateOffset: Maybe<Scalars['Int']['output']>;
  dropStartDate: Maybe<Scalars['String']['output']>;
  dropStartDateOffset: Maybe<Scalars['Int']['output']>;
  /** The drop start; null when the destination is Anywhere. */
  dropdate: Maybe<Scalars['String']['output']>;
  /** Whole days from the pick-up start date to the pick-up end date. */
  durationDays: Maybe<Scalars['Int']['output']>;
  favouritesearchindicator: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  originCity: Maybe<Scalars['String']['output']>;
  originCountry: Maybe<Scalars['String']['output']>;
  originPostalCode: Maybe<Scalars['String']['output']>;
  originState: Maybe<Scalars['String']['output']>;
  originradius: Maybe<Scalars['Int']['output']>;
  pickupEndDate: Maybe<Scalars['String']['output']>;
  pickupEndDateOffset: Maybe<Scalars['Int']['output']>;
  pickupStartDate: Maybe<Scalars['String']['output']>;
  pickupStartDateOffset: Maybe<Scalars['Int']['output']>;
  /** The pick-up start. */
  pickupdate: Maybe<Scalars['String']['output']>;
  /** When the member last ran this search. */
  searchdate: Scalars['String']['output'];
  trailertype: Scalars['String']['output'];
  /** The member who searched. */
  userid: Scalars['ID']['output'];
};

/**
 * The criteria of a saved search as the flat fields of SearchLoadPostingInput (D1-3.04), so that the
 * client re-runs it as it is. Dates are ISO 8601 with the offset they were searched with. Re-run on a
 * later day: when the saved pick-up start day has passed (in that offset), every date is moved by the
 * same number of whole days so that pick-up starts today, keeping the times, the offset and the length
 * of each range; a search whose pick-up start is today or later keeps its dates.
 */
export type SavedSearchCriteria = {
  __typename?: 'SavedSearchCriteria';
  destinationCity: Maybe<Scalars['String']['output']>;
  destinationCountry: Maybe<Scalars['String']['output']>;
  destinationPostalCode: Maybe<Scalars['String']['output']>;
  /** Miles; null unless the destination is a city. */
  destinationRadius: Maybe<Scalars['Int']['output']>;
  destinationState: Maybe<Scalars['String']['output']>;
  /** 1 to 3 states or provinces of destinationCountry (state mode); empty otherwise. */
  destinationStates: Array<Scalars['String']['output']>;
  dropEndDate: Maybe<Scalars['String']['output']>;
  /** Null when the destination is Anywhere. */
  dropStartDate: Maybe<Scalars['String']['output']>;
  favorite: Scalars['Boolean']['output'];
  originCity: Maybe<Scalars['String']['output']>;
  originCountry: Maybe<Scalars['String']['output']>;
  originPostalCode: Maybe<Scalars['String']['output']>;
  /** Miles; null unless the origin is a city. */
  originRadius: Maybe<Scalars['Int']['output']>;
  originState: Maybe<Scalars['String']['output']>;
  pickUpEndDate: Maybe<Scalars['String']['output']>;
  pickUpStartDate: Maybe<Scalars['String']['output']>;
  trailerType: Scalars['String']['output'];
};

/** Flat search criteria as the search form sends them (the criteria fields of SearchLoadPostingInput). */
export type SavedSearchCriteriaInput = {
  destinationCity?: InputMaybe<Scalars['String']['input']>;
  destinationCountry?: InputMaybe<Scalars['String']['input']>;
  destinationPostalCode?: InputMaybe<Scalars['String']['input']>;
  destinationRadius?: InputMaybe<Scalars['Int']['input']>;
  destinationState?: InputMaybe<Scalars['String']['input']>;
  destinationStates?: InputMaybe<Array<Scalars['String']['input']>>;
  dropEndDate?: InputMaybe<Scalars['String']['input']>;
  dropStartDate?: InputMaybe<Scalars['String']['input']>;
  originCity?: InputMaybe<Scalars['String']['input']>;
  originCountry?: InputMaybe<Scalars['String']['input']>;
  originPostalCode?: InputMaybe<Scalars['String']['input']>;
  originRadius?: InputMaybe<Scalars['Int']['input']>;
  originState?: InputMaybe<Scalars['String']['input']>;
  pickUpEndDate?: InputMaybe<Scalars['String']['input']>;
  pickUpStartDate?: InputMaybe<Scalars['String']['input']>;
  trailerType?: InputMaybe<Scalars['String']['input']>;
};

export type SearchHistoryInput = {
  /** From 0 (default). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Default 10 (paging.savedSearchPageSize), at most 50. */
  size?: InputMaybe<Scalars['Int']['input']>;
  /**
   * pickupdate (default) or searchdate. By pickupdate the latest pick-up comes first by default, which
   * puts the searches made last on top; ties go to the most recently searched.
   */
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  /** ASC or DESC; defaults to DESC. */
  sortDirection?: InputMaybe<Scalars['String']['input']>;
};

export type SearchHistoryResult = {
  __typename?: 'SearchHistoryResult';
  savedSearches: Array<SavedSearch>;
  totalRecords: Scalars['Int']['output'];
};

/** What the updates of D1-7.10 answer; errorMessage is null on success (refusals are errors with a code). */
export type SearchHistoryUpdateResult = {
  __typename?: 'SearchHistoryUpdateResult';
  errorMessage: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
};

/**
 * The search request of D1-3.04. The carrier fields (userId, carrierId, carrierScac, carrierTier, the
 * equipment capabilities, userRole) are accepted and ignored: the caller's own carrier decides what they
 * see. A refused search answers BAD_USER_INPUT with the English text of the first broken rule and
 * `fields` naming each broken rule by field (origin: cityInvalid, dropDates: dropStartsBeforePickup...).
 */
export type SearchLoadPostingInput = {
  carrierId?: InputMaybe<Scalars['String']['input']>;
  carrierScac?: InputMaybe<Scalars['String']['input']>;
  carrierTier?: InputMaybe<Scalars['String']['input']>;
  destinationCity?: InputMaybe<Scalars['String']['input']>;
  destinationCountry?: InputMaybe<Scalars['String']['input']>;
  destinationPostalCode?: InputMaybe<Scalars['String']['input']>;
  destinationRadius?: InputMaybe<Scalars['Int']['input']>;
  destinationState?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 3 states or provinces of destinationCountry (state mode). */
  destinationStates?: InputMaybe<Array<Scalars['String']['input']>>;
  dropEndDate?: InputMaybe<Scalars['String']['input']>;
  dropStartDate?: InputMaybe<Scalars['String']['input']>;
  favorite?: InputMaybe<Scalars['Boolean']['input']>;
  managedEquipmentCapability?: InputMaybe<Scalars['Boolean']['input']>;
  /** Beyond the spec (decision 058): only loads netting at least this many dollars a day. */
  minNetPerDay?: InputMaybe<Scalars['Float']['input']>;
  /** Beyond the spec (decision 058): only loads netting at least this many dollars with the carrier's cost profile. */
  minNetProfit?: InputMaybe<Scalars['Float']['input']>;
  nonManagedEquipmentCapability?: InputMaybe<Scalars['Boolean']['input']>;
  originCity?: InputMaybe<Scalars['String']['input']>;
  originCountry?: InputMaybe<Scalars['String']['input']>;
  originPostalCode?: InputMaybe<Scalars['String']['input']>;
  originRadius?: InputMaybe<Scalars['Int']['input']>;
  originState?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pickUpEndDate?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601 with a zone offset (D1-3.05). A load matches when its first pick-up appointment starts between pickUpStartDate and pickUpEndDate (and, unless the destination is Anywhere, its last drop between dropStartDate and dropEndDate). */
  pickUpStartDate?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  /** Set when a saved search is re-run, so that it is not recorded again. */
  skipUserSearchHistory?: InputMaybe<Scalars['Boolean']['input']>;
  /** pickUpStartDate (default), total_distance, price, originDeadHead, destinationDeadHead; with an origin city also netProfit and netPerDay (decision 058). */
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  /** ASC or DESC; defaults to ASC, DESC for price. */
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  trailerType?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
  userRole?: InputMaybe<Scalars['String']['input']>;
};

/** What setMemberLanguage answers. */
export type SetMemberLanguageResult = {
  __typename?: 'SetMemberLanguageResult';
  /** The language the server now writes to the member in (en, fr). */
  language: Scalars['String']['output'];
};

/** A commodity of a stop (D1-3.16, D2-3.03). */
export type ShipmentCommodity = {
  __typename?: 'ShipmentCommodity';
  commodityDesc: Scalars['String']['output'];
  packagingType: Maybe<Scalars['String']['output']>;
  unitCount: Maybe<Scalars['Int']['output']>;
  weight: Maybe<Scalars['Float']['output']>;
  weightUnit: Maybe<Scalars['String']['output']>;
};

/** A cost item of the Pay tab (D1-3.16). Amounts are decimal text in the shipment's currency. */
export type ShipmentCostItem = {
  __typename?: 'ShipmentCostItem';
  costBreakdownDescription: Scalars['String']['output'];
  qty: Maybe<Scalars['String']['output']>;
  rate: Maybe<Scalars['String']['output']>;
  rateQlfr: Maybe<Scalars['String']['output']>;
  totalAmount: Scalars['String']['output'];
};

/**
 * A stop of a shipment as the details panel and the trip screen show it (D2-3.03, D2-2), in sequence
 * order. Times are ISO 8601 with the stop's offset; null when not known.
 */
export type ShipmentDetailStop = {
  __typename?: 'ShipmentDetailStop';
  /** The stop's trailer activities (trailer in and out), in their sequence. */
  activities: Array<StopActivity>;
  /** Recorded by a stop update or a geofence (D2-4.31 to D2-4.36). */
  actualArrival: Maybe<Scalars['String']['output']>;
  /** A stop is completed once it has one (D2-4.31). */
  actualDeparture: Maybe<Scalars['String']['output']>;
  /** The ETA the driver entered (the first of the ETA priority, D2-4.37). */
  actualEta: Maybe<Scalars['String']['output']>;
  addressLine1: Maybe<Scalars['String']['output']>;
  addressLine2: Maybe<Scalars['String']['output']>;
  /** ISO 8601 with the stop's offset; null when the source system sent none. */
  appointmentFrom: Maybe<Scalars['String']['output']>;
  appointmentState: Maybe<Scalars['String']['output']>;
  appointmentTo: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  estimatedArrival: Maybe<Scalars['String']['output']>;
  /** One of the configured late-reason codes, kept while the arrival is late (D2-4.43 to D2-4.45). */
  lateArrivalReason: Maybe<Scalars['String']['output']>;
  latitude: Scalars['Float']['output'];
  locationName: Maybe<Scalars['String']['output']>;
  longitude: Scalars['Float']['output'];
  plannedArrival: Maybe<Scalars['String']['output']>;
  plannedEta: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  sequenceNo: Scalars['Int']['output'];
  state: Scalars['String']['output'];
  stopId: Scalars['ID']['output'];
  /** P pickup, D drop, BorderCrossing, Relay. */
  stopType: StopType;
  timeZone: Scalars['String']['output'];
};

/**
 * A shipment of the caller's carrier with what its details panel shows (D1-2.23 to D1-2.30). A tab's
 * data is null when the caller may not see that tab there (the rules of @freight/domain/load-details),
 * and an empty list when it is allowed and empty.
 */
export type ShipmentDetails = {
  __typename?: 'ShipmentDetails';
  /**
   * Whether the caller may assign themself as its driver now: an owner-operator's own booking, in
   * Carrier Assigned and never assigned (D2-4.22), which he left for later with Not now.
   */
  canAssignSelf: Scalars['Boolean']['output'];
  carrierPro: Maybe<Scalars['String']['output']>;
  commodities: Maybe<Array<ShipmentCommodity>>;
  costItems: Maybe<Array<ShipmentCostItem>>;
  currency: Scalars['String']['output'];
  distanceUOM: Scalars['String']['output'];
  division: Maybe<Scalars['String']['output']>;
  documents: Maybe<Array<ShipmentDocumentSummary>>;
  /** STARTED, IN_TRANSIT, COMPLETED, DELIVERED or CANCELLED once the trip has started (D2-4.04); null before. */
  executionStatus: Maybe<ExecutionStatus>;
  /** 0 not started, 1 started, 2 completed, 10 stopped (D2-4.49). */
  gpsTrackingStatus: Scalars['Int']['output'];
  hasServices: Scalars['Boolean']['output'];
  /**
   * Whether the caller is the shipment's assigned driver: the one whose device sends the truck's positions
   * while the trip runs (D2-4.58). A dispatcher or owner-operator looking at a driver's trip sends none.
   */
  isCallerDriver: Scalars['Boolean']['output'];
  isDrayRoute: Scalars['Boolean']['output'];
  isHazardous: Scalars['Boolean']['output'];
  isHighValue: Scalars['Boolean']['output'];
  isTemperatureControlled: Scalars['Boolean']['output'];
  loadId: Maybe<Scalars['String']['output']>;
  loadType: Scalars['String']['output'];
  /** Whether the carrier's equipment is managed: trailers required, no equipment question (D2-4.42, D2-5.12). */
  managedEquipment: Scalars['Boolean']['output'];
  /** The My Loads list the shipment is in (the module of the panel); null for a shipment in none. */
  myLoadsBucket: Maybe<MyLoadBucket>;
  numberOfStops: Scalars['Int']['output'];
  references: Maybe<Array<ShipmentReference>>;
  services: Maybe<Array<ShipmentService>>;
  shipmentId: Scalars['ID']['output'];
  shipmentState: ShipmentState;
  sourceSystem: Scalars['String']['output'];
  /** Where the driver starts (the assignment's start location, then the trip's, D2-4.21, D2-4.23). */
  startCity: Maybe<Scalars['String']['output']>;
  startCountry: Maybe<Scalars['String']['output']>;
  /** The start time the driver confirmed (D2-4.23), ISO 8601 (UTC); null before the trip starts. */
  startDateTime: Maybe<Scalars['String']['output']>;
  startState: Maybe<Scalars['String']['output']>;
  stops: Array<ShipmentDetailStop>;
  /** Decimal text; null when the shipment has no cost. */
  totalCost: Maybe<Scalars['String']['output']>;
  totalDistance: Scalars['Float']['output'];
  totalWeight: Scalars['Int']['output'];
  transportMode: Scalars['String']['output'];
  /**
   * Moves on with every change of the shipment or its stops; a trip call made on an older one is refused
   * (D2-8.08), so send the one read with the change.
   */
  version: Scalars['Int']['output'];
  weightUOM: Scalars['String']['output'];
};

/**
 * A document of a shipment as the Documents tab lists it (D2-3.06, D2-3.07): uploaded by the carrier, made
 * by the marketplace (the rate confirmation at booking) or sent by the source system. Its bytes are read
 * with fetchDocument (base64) or GET /web|mobile/v2/documents/{documentId}/content.
 */
export type ShipmentDocument = {
  __typename?: 'ShipmentDocument';
  /** When it was added, ISO 8601 (UTC); the app shows it on the clock of the configured zone (D2-9.14). */
  createdDateTime: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  /** pdf, png or jpg: what the file is, read from its bytes when it was stored. */
  documentExtension: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  documentNumber: Scalars['String']['output'];
  /** One of the document types of D2-3.08: proofOfDelivery, masterBillOfLading, rateConfirmation, ... */
  documentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  metadata: Array<DocumentMetadataEntry>;
  /** The uploads of a shipment are numbered 1, 2, ... in the order they came (D2-5.32). */
  rank: Scalars['Int']['output'];
  shipmentId: Scalars['ID']['output'];
  /** CAMERA or FILE for an upload (D2-3.07); SYSTEM for what the marketplace made; SOURCE for what the source system sent. */
  source: Scalars['String']['output'];
};

/** A document of the shipment, listed in the Documents tab. */
export type ShipmentDocumentSummary = {
  __typename?: 'ShipmentDocumentSummary';
  /** ISO 8601 (UTC). */
  createdAt: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  documentId: Scalars['ID']['output'];
  documentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type ShipmentReference = {
  __typename?: 'ShipmentReference';
  display: Scalars['Boolean']['output'];
  /** The stop the reference is for (its stopId); null for the shipment's own. */
  stopId: Maybe<Scalars['ID']['output']>;
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type ShipmentService = {
  __typename?: 'ShipmentService';
  serviceDescription: Scalars['String']['output'];
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

/** What getShipmentsWithStopsByState answers (D2-7.04). */
export type ShipmentsByState = {
  __typename?: 'ShipmentsByState';
  /** Every list the caller may open with its count, in list order, as getMyLoadsCounts answers. */
  counts: Array<MyLoadsCount>;
  filter: MyLoadBucket;
  /**
   * The driver filter's entries (D2-2.19): the list's drivers by name, then All_Drivers and Unknown. Empty
   * where the filter does not apply (other lists, no filter permission, driverFilter off).
   */
  filterCounts: Array<DriverFilterCount>;
  pageIndex: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** The page asked for, in the list's order: by pick-up, the delivered lists the latest delivery first. */
  shipments: Array<MyLoadShipment>;
  /** How many shipments the list holds with the driver filter applied (the count title, Show N More). */
  totalCount: Scalars['Int']['output'];
};

/** What getShipmentsWithStopsByState lists (D2-7.04). */
export type ShipmentsByStateInput = {
  /**
   * The driver filter of the delivered lists (D2-2.19): a driver's partyId, All_Drivers (the default) or
   * Unknown (no driver). Only with the filter permission and the driverFilter flag on.
   */
  driverId?: InputMaybe<Scalars['String']['input']>;
  /** carrierTendered, carrierAssigned, driverAssigned, inTransit, deliveredNeedsPaperWork or deliveredWithPaperWork. */
  filter: Scalars['String']['input'];
  pagination?: InputMaybe<MyLoadsPaginationInput>;
};

/** Loads on the same lane as a primary load (D1-7.12, D1-4.13), without the primary load itself. */
export type SimilarLoadsResult = {
  __typename?: 'SimilarLoadsResult';
  error: Scalars['Boolean']['output'];
  loadPostings: Array<LoadPosting>;
  message: Maybe<Scalars['String']['output']>;
  primaryLoadId: Scalars['ID']['output'];
  status: Maybe<Scalars['String']['output']>;
  totalRecords: Scalars['Int']['output'];
};

export type SpecialService = {
  __typename?: 'SpecialService';
  specialServiceDesc: Scalars['String']['output'];
};

/** Where a driver starts from when no predecessor shipment ends where this one begins (D2-4.21). */
export type StartLocationInput = {
  city: Scalars['String']['input'];
  country: Scalars['String']['input'];
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  state: Scalars['String']['input'];
  /** IANA time zone of the place. */
  timeZone: Scalars['String']['input'];
};

/**
 * The card-level start (D2-3.14, D2-4.26): the trip starts now, from where the assignment said the
 * driver starts (or the first stop), with tracking stopped unless asked.
 */
export type StartTripInput = {
  /** 10 (stopped, the default for the card-level start, D2-4.26) or 1 (started). */
  gpsTrackingStatus?: InputMaybe<Scalars['Int']['input']>;
  shipmentId: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type StateBasedLoadInput = {
  /** USA or CAN (US and CA are accepted). */
  country: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  /** State or province code, e.g. IL. */
  stateId: Scalars['String']['input'];
  userRole?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A trailer activity of a stop (D2-3 stopActivity): the trailer that comes in with the truck
 * (TRAILER_IN) or leaves with it (TRAILER_OUT). A stop records only the trailers it has an activity for.
 */
export type StopActivity = {
  __typename?: 'StopActivity';
  /** The chassis the trailer leaves on (dray routes, D2-5.20). */
  chassisNumber: Maybe<Scalars['String']['output']>;
  /** The trailer: its type and number joined (TA123456, BOBTAIL, or free text); null while none is recorded. */
  equipmentId: Maybe<Scalars['String']['output']>;
  equipmentType: Maybe<Scalars['String']['output']>;
  /** TRAILER_IN or TRAILER_OUT. */
  execActivity: Scalars['String']['output'];
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

/** A warning an update needs the user's consent for (D2-4.41, D2-5.13). */
export type StopUpdateWarning = {
  __typename?: 'StopUpdateWarning';
  /** INVALID_TRAILER_OUT_WARNING. */
  code: Scalars['String']['output'];
  /** The warning, with the trailer, the fine and the miles, in the caller's language. */
  message: Scalars['String']['output'];
};

/** What tenderAction answers to a shipment tendered to the caller's carrier (D2-4.11, D2-7.07). */
export type TenderActionInput = {
  /** ACCEPT or DECLINE. */
  action: Scalars['String']['input'];
  /**
   * ACCEPT: the carrier's PRO for the load, where the configuration asks for one (D2-6.15). Optional;
   * letters, digits and hyphens, at most 30, kept in upper case. An empty PRO where the shipment has one
   * is refused (D2-5.03); left out, the shipment keeps the PRO it has.
   */
  carrierPro?: InputMaybe<Scalars['String']['input']>;
  /**
   * DECLINE: one of the configuration's declineReasonCodes, required where they are configured for the
   * shipment's source (D2-4.12, D2-9.09) and refused elsewhere.
   */
  reasonCode?: InputMaybe<Scalars['String']['input']>;
  shipmentId: Scalars['ID']['input'];
  /** ACCEPT: the user accepted the terms and conditions of the load type; must be true. */
  termsAccepted?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a tender answer came to (D2-4.13). */
export type TenderActionResult = {
  __typename?: 'TenderActionResult';
  /** The reason in English: Tender Accepted Successfully, Tender Declined Successfully, Carrier Pro already exist, ... */
  message: Scalars['String']['output'];
  /** The My Loads list the shipment is in now; null once declined (D2-4.08). */
  myLoadsBucket: Maybe<MyLoadBucket>;
  /**
   * accepted, declined, carrierProTaken, alreadyAccepted, alreadyDeclined, noLongerTendered or
   * notAnswerableHere (@freight/domain/tenders), which the client shows in the user's language.
   */
  reason: Scalars['String']['output'];
  shipmentId: Scalars['ID']['output'];
  /** The shipment's state now: CARRIER_ASSIGNMENT once accepted, TENDER_DECLINED once declined. */
  shipmentState: ShipmentState;
  /** OK, or REJECTED with the reason in message. */
  status: AnswerStatus;
};

/** One page of the positions a driver sent for a trip, newest first. */
export type TrackingLog = {
  __typename?: 'TrackingLog';
  /** More, older positions follow: ask again with before set to the oldest recordedAt of this page. */
  hasMore: Scalars['Boolean']['output'];
  positions: Array<TruckPosition>;
  shipmentId: Scalars['ID']['output'];
};

/** A trailer as the Update Stop form enters it: the dropdown's type and the typed number (D2-5.17, D2-5.19). */
export type TrailerEntryInput = {
  number: Scalars['String']['input'];
  /** TA, SNLU, SNCZ, OTHER, BOBTAIL or a configured key; null before one is chosen. */
  type?: InputMaybe<Scalars['String']['input']>;
};

export type TransferAnswer = {
  __typename?: 'TransferAnswer';
  message: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type TransferMemberInput = {
  roles: Array<Scalars['String']['input']>;
  /** The member validateUserByIdentifier named. */
  userId: Scalars['ID']['input'];
};

/** A request to join a carrier, as its member sees it (D3-3.20). */
export type TransferRequest = {
  __typename?: 'TransferRequest';
  carrierName: Scalars['String']['output'];
  requestId: Scalars['ID']['output'];
  requestedAt: Scalars['String']['output'];
  requestedByName: Maybe<Scalars['String']['output']>;
  requestedCarrierId: Scalars['ID']['output'];
  roles: Array<Scalars['String']['output']>;
};

/** What confirmStart, startTrip, completeTrip and updateGpsTracking answer (load-execution.md section 7). */
export type TripResult = {
  __typename?: 'TripResult';
  message: Scalars['String']['output'];
  /** The shipment as it is after the call. */
  shipment: Maybe<ShipmentDetails>;
  /** OK; PENDING while the driver assignment is not confirmed (D2-4.28, D2-4.29: the dialog just closes); REJECTED with the reason in message. */
  status: AnswerStatus;
};

/** A position a truck's device sent during a trip (D2-4.58), as the tracking service keeps it (decision 038). */
export type TruckPosition = {
  __typename?: 'TruckPosition';
  /** Metres. */
  accuracy: Scalars['Float']['output'];
  /** Degrees from north; null when the device did not know. */
  heading: Maybe<Scalars['Float']['output']>;
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  /** The gazetteer's place nearest to the position, within 30 km; null when there is none that close. */
  place: Maybe<NearbyPlace>;
  /** When the server stored it, in UTC. */
  receivedAt: Scalars['String']['output'];
  /** When the device took the fix, in UTC. */
  recordedAt: Scalars['String']['output'];
  /** Metres per second; null when the device did not know. */
  speed: Maybe<Scalars['Float']['output']>;
};

/** What unassignDriverFromShipment takes off (D2-7.10 unassign payload). */
export type UnassignDriverInput = {
  /** The driver the caller saw on the load; when another one holds it by now, nothing is unassigned. */
  driverId?: InputMaybe<Scalars['ID']['input']>;
  shipmentId: Scalars['ID']['input'];
};

/** What unassignDriverFromShipment answers (D2-7.10). */
export type UnassignDriverResult = {
  __typename?: 'UnassignDriverResult';
  message: Scalars['String']['output'];
  /** The shipment, as it is after the request. */
  shipment: Maybe<ShipmentDetails>;
  /**
   * OK; PENDING while the driver's assignment is not confirmed yet (D2-4.20, nothing changed); REJECTED
   * with the reason in message.
   */
  status: AnswerStatus;
};

/** What unregisterDevice answers. */
export type UnregisterDeviceResult = {
  __typename?: 'UnregisterDeviceResult';
  unregistered: Scalars['Boolean']['output'];
};

export type UpdateMemberInput = {
  userDetails: UserDetailsInput;
  userId: Scalars['ID']['input'];
};

export type UpdatePreferenceEntry = {
  key: Scalars['String']['input'];
  /** As getUserPreference answers it: a radio's value or a JSON object of every option's flag. */
  value: Scalars['String']['input'];
};

/**
 * Update Stop Information (D2-3.11): the times, trailers and answers of one stop. A field left out or
 * null leaves what the stop has recorded. The rest of D2-3.11's payload (source system, carrier, PRO,
 * sequence, location, zone) the server takes from its records.
 */
export type UpdateStopInput = {
  /** ISO 8601 with the stop zone's offset (D2-3.11). */
  actualArrivalDateTime?: InputMaybe<Scalars['String']['input']>;
  actualDepartureDateTime?: InputMaybe<Scalars['String']['input']>;
  actualETADateTime?: InputMaybe<Scalars['String']['input']>;
  chassisNumber?: InputMaybe<Scalars['String']['input']>;
  /** Where the device was (D2-3.11), passed on to the source system. */
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** The device's tracking status (D2-4.49), passed on to the source system. */
  gpsTrackingStatus?: InputMaybe<Scalars['Int']['input']>;
  /** One of the configured late-reason codes, required for a late arrival (D2-4.43, D2-4.44). */
  lateArrivalReason?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  positionDateTime?: InputMaybe<Scalars['String']['input']>;
  /** The answer to the equipment question (D2-4.42); required unless the equipment is managed. */
  providerEquipment?: InputMaybe<Scalars['Boolean']['input']>;
  shipmentId: Scalars['ID']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
  stopId: Scalars['ID']['input'];
  trailerIn?: InputMaybe<TrailerEntryInput>;
  trailerOut?: InputMaybe<TrailerEntryInput>;
  /** Yes to the trailer warning (D2-4.41): the update is saved with the trailer it warned about. */
  userConsentForTrailerWarning?: InputMaybe<Scalars['Boolean']['input']>;
  /** The shipment's version the form was filled on (D2-8.08); the current one when left out. */
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** What updateStop answers (D2-3.11). */
export type UpdateStopResult = {
  __typename?: 'UpdateStopResult';
  message: Scalars['String']['output'];
  /** The shipment as it is after the call. */
  shipment: Maybe<ShipmentDetails>;
  status: StopUpdateStatus;
  /** The stop the update was for (D2-4.40: passed on when it is the next open stop). */
  stopId: Scalars['ID']['output'];
  /** The warnings that need consent; empty when saved. */
  warnings: Array<StopUpdateWarning>;
};

/** What updateUserPreference answers (D3-7.12). */
export type UpdateUserPreferenceResult = {
  __typename?: 'UpdateUserPreferenceResult';
  preferences: UserPreference;
};

/** Either a saved search of the caller (also the undo of an un-favourite) or criteria from the form. */
export type UpdateUserSearchHistoryAsFavoriteInput = {
  criteria?: InputMaybe<SavedSearchCriteriaInput>;
  id?: InputMaybe<Scalars['ID']['input']>;
};

export type UpdateUserSearchHistoryInput = {
  /** Only false: un-favourites the search, which stays a recent search. */
  favorite: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};

export type UserApplicationDetails = {
  __typename?: 'UserApplicationDetails';
  roles: Array<UserRole>;
};

/** What getUserDetails answers (D3-7.05). */
export type UserDetails = {
  __typename?: 'UserDetails';
  /** Null when the member belongs to no carrier. */
  carrierActiveIndicator: Maybe<Scalars['Boolean']['output']>;
  carrierContactInfo: Maybe<CarrierContactInfo>;
  errors: Array<UserDetailsError>;
  managedEquipmentCapability: Scalars['Boolean']['output'];
  member: Member;
  nonManagedEquipmentCapability: Scalars['Boolean']['output'];
  preferences: Array<UserPreferenceEntry>;
  settings: CarrierSettings;
  /** The source system that owns the carrier record. */
  source: Maybe<Scalars['String']['output']>;
};

export type UserDetailsError = {
  __typename?: 'UserDetailsError';
  message: Scalars['String']['output'];
};

/** The user form (D3-5.10 to D3-5.14). */
export type UserDetailsInput = {
  countryCode: Scalars['String']['input'];
  /** Optional for a Driver alone; ignored by updateMember (read-only, D3-5.11). */
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobileNumber: Scalars['String']['input'];
  parkLocation?: InputMaybe<ParkLocationInput>;
  roles: Array<Scalars['String']['input']>;
  tractorNumber?: InputMaybe<Scalars['String']['input']>;
};

/**
 * One value an event carries: its key and exactly one of stringValue, numberValue or booleanValue, so
 * that a number stays a number in the event log.
 */
export type UserEventFieldInput = {
  booleanValue?: InputMaybe<Scalars['Boolean']['input']>;
  key: Scalars['String']['input'];
  numberValue?: InputMaybe<Scalars['Float']['input']>;
  stringValue?: InputMaybe<Scalars['String']['input']>;
};

/**
 * An analytics or audit event of a client. The names and the fields each one carries are the allow-list
 * of @freight/domain/user-events: loadDetails.tabChanged (tab; loadId, shipmentId, module when they
 * apply), booking.rateConfirmationDeclined (loadId), booking.failed (loadId; status, message).
 */
export type UserEventInput = {
  data?: InputMaybe<Array<UserEventFieldInput>>;
  name: Scalars['String']['input'];
};

/** What validateUserByIdentifier answers (D3-7.06). */
export type UserIdentifierCheck = {
  __typename?: 'UserIdentifierCheck';
  firstName: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  /** NEW, SAME_CARRIER or OTHER_CARRIER. */
  status: Scalars['String']['output'];
  /** For OTHER_CARRIER: whom Send Request asks. */
  userId: Maybe<Scalars['ID']['output']>;
};

/** A member's preferences (D3-3.07): every key, saved or default. */
export type UserPreference = {
  __typename?: 'UserPreference';
  domain: Scalars['String']['output'];
  /** The groups of the Preferences page the member's roles see, in its order (D3-2.50); empty: no access (D3-2.51). */
  groups: Array<Scalars['String']['output']>;
  preferences: Array<UserPreferenceItem>;
  /** When the member last saved a preference (ISO 8601); null when never. */
  updatedAt: Maybe<Scalars['String']['output']>;
  upn: Scalars['String']['output'];
};

export type UserPreferenceEntry = {
  __typename?: 'UserPreferenceEntry';
  domain: Scalars['String']['output'];
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** What updateUserPreference is sent (D3-3.10): the domain (carrier) and the changed entries. */
export type UserPreferenceInput = {
  domain?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 7 entries, one per key. */
  updatePreferences: Array<UpdatePreferenceEntry>;
};

/** One preference of a member (D3-3.07). */
export type UserPreferenceItem = {
  __typename?: 'UserPreferenceItem';
  domain: Scalars['String']['output'];
  /** One of the keys of D3-3.08 (viewsettings, preferredcontact, ...). */
  key: Scalars['String']['output'];
  /** False while the member has not saved this key: the value is the configured default (D3-9.08). */
  userPreferenceExists: Scalars['Boolean']['output'];
  /** A radio group's value, or a checkbox group's option flags as a JSON object (D3-3.09). */
  value: Scalars['String']['output'];
};

/** A role of a member, as the identity provider names it (D1-6.03, D3-6.16). */
export type UserRole = {
  __typename?: 'UserRole';
  roleName: Scalars['String']['output'];
};

/**
 * The watched list (D1-7.14, D3-3.16): the caller's watched loads that are still open and that their
 * carrier may see (role and equipment capabilities come from the caller, never from these fields).
 */
export type UserWatchedLoadsInput = {
  carrierId?: InputMaybe<Scalars['String']['input']>;
  managedEquipmentCapability?: InputMaybe<Scalars['Boolean']['input']>;
  nonManagedEquipmentCapability?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** 25 by default (D1-9.01). */
  size?: InputMaybe<Scalars['Int']['input']>;
  /** watchDate (default, newest first), pickUpStartDate, price or total_distance. */
  sortColumn?: InputMaybe<Scalars['String']['input']>;
  sortDirection?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
  userRole?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Add or remove a watched load (D1-7.15). carrierId, userId and watchDate are accepted and ignored: the
 * watch belongs to the caller and is dated by the server.
 */
export type WatchedLoadInput = {
  carrierId?: InputMaybe<Scalars['String']['input']>;
  loadId: Scalars['ID']['input'];
  /** The load's origin as the card shows it (City, ST), kept with the watch (D1-3.09). */
  origin?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['String']['input']>;
  watchDate?: InputMaybe<Scalars['String']['input']>;
};

export type WatchedLoadResult = {
  __typename?: 'WatchedLoadResult';
  error: Scalars['Boolean']['output'];
  /** The watch record's id; null when nothing was removed. */
  id: Maybe<Scalars['ID']['output']>;
  message: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddReferenceInput: AddReferenceInput;
  AddReferenceResult: ResolverTypeWrapper<AddReferenceResult>;
  AddReferenceRow: AddReferenceRow;
  AnswerStatus: AnswerStatus;
  AssignDriverResult: ResolverTypeWrapper<Omit<AssignDriverResult, 'shipment'> & { shipment?: Maybe<ResolversTypes['ShipmentDetails']> }>;
  AssignShipmentToDriverInput: AssignShipmentToDriverInput;
  AssignedLoad: ResolverTypeWrapper<AssignedLoad>;
  AssignedLoadsPage: ResolverTypeWrapper<AssignedLoadsPage>;
  AssignmentTransaction: ResolverTypeWrapper<AssignmentTransaction>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BuyLoadRequestInput: BuyLoadRequestInput;
  BuyLoadResult: ResolverTypeWrapper<BuyLoadResult>;
  Capacity: ResolverTypeWrapper<Capacity>;
  CapacityDeleteResult: ResolverTypeWrapper<CapacityDeleteResult>;
  CapacityInput: CapacityInput;
  CapacityListInput: CapacityListInput;
  CapacityListResult: ResolverTypeWrapper<CapacityListResult>;
  CapacityLoadInput: CapacityLoadInput;
  CapacityLoadResult: ResolverTypeWrapper<CapacityLoadResult>;
  CapacityLocation: ResolverTypeWrapper<CapacityLocation>;
  CapacitySaveResult: ResolverTypeWrapper<CapacitySaveResult>;
  CarrierContactInfo: ResolverTypeWrapper<CarrierContactInfo>;
  CarrierDriver: ResolverTypeWrapper<CarrierDriver>;
  CarrierPaymentLoad: ResolverTypeWrapper<CarrierPaymentLoad>;
  CarrierPaymentLoads: ResolverTypeWrapper<CarrierPaymentLoads>;
  CarrierPaymentLoadsInput: CarrierPaymentLoadsInput;
  CarrierPaymentTotals: ResolverTypeWrapper<CarrierPaymentTotals>;
  CarrierProfile: ResolverTypeWrapper<CarrierProfile>;
  CarrierProfileCertification: ResolverTypeWrapper<CarrierProfileCertification>;
  CarrierProfileContact: ResolverTypeWrapper<CarrierProfileContact>;
  CarrierProfileInsurance: ResolverTypeWrapper<CarrierProfileInsurance>;
  CarrierSettings: ResolverTypeWrapper<CarrierSettings>;
  CompleteTripInput: CompleteTripInput;
  ConfirmStartInput: ConfirmStartInput;
  ConfirmTransferInput: ConfirmTransferInput;
  ConfirmationStatus: ConfirmationStatus;
  CostProfile: ResolverTypeWrapper<CostProfile>;
  CostProfileInput: CostProfileInput;
  CreateInvoiceResult: ResolverTypeWrapper<CreateInvoiceResult>;
  CreatedInvoice: ResolverTypeWrapper<CreatedInvoice>;
  DeleteMemberAnswer: ResolverTypeWrapper<DeleteMemberAnswer>;
  DelinkAnswer: ResolverTypeWrapper<DelinkAnswer>;
  DeviceInput: DeviceInput;
  DocumentMetaDataRequest: DocumentMetaDataRequest;
  DocumentMetadataEntry: ResolverTypeWrapper<DocumentMetadataEntry>;
  DocumentWithContent: ResolverTypeWrapper<DocumentWithContent>;
  DriverFilterCount: ResolverTypeWrapper<DriverFilterCount>;
  ExecutionStatus: ExecutionStatus;
  FetchedDocuments: ResolverTypeWrapper<FetchedDocuments>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GatewayInfo: ResolverTypeWrapper<GatewayInfo>;
  Health: ResolverTypeWrapper<Health>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceChoice: InvoiceChoice;
  InvoiceOptions: ResolverTypeWrapper<InvoiceOptions>;
  LaneInput: LaneInput;
  LaneRateWeek: ResolverTypeWrapper<LaneRateWeek>;
  LaneRateWindow: ResolverTypeWrapper<LaneRateWindow>;
  LaneRates: ResolverTypeWrapper<LaneRates>;
  LoadByReferenceInput: LoadByReferenceInput;
  LoadByReferenceResult: ResolverTypeWrapper<LoadByReferenceResult>;
  LoadPosting: ResolverTypeWrapper<LoadPosting>;
  LoadPostingSearchResult: ResolverTypeWrapper<LoadPostingSearchResult>;
  LoadRate: ResolverTypeWrapper<LoadRate>;
  LoadStop: ResolverTypeWrapper<LoadStop>;
  ManagedMember: ResolverTypeWrapper<ManagedMember>;
  Member: ResolverTypeWrapper<Member>;
  MemberAddress: ResolverTypeWrapper<MemberAddress>;
  MemberAnswer: ResolverTypeWrapper<MemberAnswer>;
  MembersInput: MembersInput;
  MembersPage: ResolverTypeWrapper<MembersPage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyDriverShipments: ResolverTypeWrapper<MyDriverShipments>;
  MyDriverShipmentsInput: MyDriverShipmentsInput;
  MyLoadBucket: MyLoadBucket;
  MyLoadDriver: ResolverTypeWrapper<MyLoadDriver>;
  MyLoadShipment: ResolverTypeWrapper<MyLoadShipment>;
  MyLoadsCount: ResolverTypeWrapper<MyLoadsCount>;
  MyLoadsPaginationInput: MyLoadsPaginationInput;
  NearbyPlace: ResolverTypeWrapper<NearbyPlace>;
  OwnLanePay: ResolverTypeWrapper<OwnLanePay>;
  ParkLocationInput: ParkLocationInput;
  PaymentStage: PaymentStage;
  PaymentStageTotal: ResolverTypeWrapper<PaymentStageTotal>;
  PaymentTracker: ResolverTypeWrapper<PaymentTracker>;
  PaymentWaitReason: PaymentWaitReason;
  PhoneNumberCheck: ResolverTypeWrapper<PhoneNumberCheck>;
  PushSubscriptionKeys: PushSubscriptionKeys;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RateAccessorial: ResolverTypeWrapper<RateAccessorial>;
  RateCharge: ResolverTypeWrapper<RateCharge>;
  RecommendedLoadsInput: RecommendedLoadsInput;
  RecommendedLoadsResult: ResolverTypeWrapper<RecommendedLoadsResult>;
  ReferenceShipment: ResolverTypeWrapper<ReferenceShipment>;
  RegisterDeviceResult: ResolverTypeWrapper<RegisterDeviceResult>;
  RegisterMemberInput: RegisterMemberInput;
  RegistrationAnswer: ResolverTypeWrapper<RegistrationAnswer>;
  RelatedDocumentsList: ResolverTypeWrapper<RelatedDocumentsList>;
  ResendInvitationAnswer: ResolverTypeWrapper<ResendInvitationAnswer>;
  SavedSearch: ResolverTypeWrapper<SavedSearch>;
  SavedSearchCriteria: ResolverTypeWrapper<SavedSearchCriteria>;
  SavedSearchCriteriaInput: SavedSearchCriteriaInput;
  SearchHistoryInput: SearchHistoryInput;
  SearchHistoryResult: ResolverTypeWrapper<SearchHistoryResult>;
  SearchHistoryUpdateResult: ResolverTypeWrapper<SearchHistoryUpdateResult>;
  SearchLoadPostingInput: SearchLoadPostingInput;
  SetMemberLanguageResult: ResolverTypeWrapper<SetMemberLanguageResult>;
  ShipmentCommodity: ResolverTypeWrapper<ShipmentCommodity>;
  ShipmentCostItem: ResolverTypeWrapper<ShipmentCostItem>;
  ShipmentDetailStop: ResolverTypeWrapper<ShipmentDetailStop>;
  ShipmentDetails: ResolverTypeWrapper<ShipmentDetailsView>;
  ShipmentDocument: ResolverTypeWrapper<ShipmentDocument>;
  ShipmentDocumentSummary: ResolverTypeWrapper<ShipmentDocumentSummary>;
  ShipmentReference: ResolverTypeWrapper<ShipmentReference>;
  ShipmentService: ResolverTypeWrapper<ShipmentService>;
  ShipmentState: ShipmentState;
  ShipmentsByState: ResolverTypeWrapper<ShipmentsByState>;
  ShipmentsByStateInput: ShipmentsByStateInput;
  SimilarLoadsResult: ResolverTypeWrapper<SimilarLoadsResult>;
  SpecialService: ResolverTypeWrapper<SpecialService>;
  StartLocationInput: StartLocationInput;
  StartTripInput: StartTripInput;
  StateBasedLoadInput: StateBasedLoadInput;
  StopActivity: ResolverTypeWrapper<StopActivity>;
  StopType: StopType;
  StopUpdateStatus: StopUpdateStatus;
  StopUpdateWarning: ResolverTypeWrapper<StopUpdateWarning>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TenderActionInput: TenderActionInput;
  TenderActionResult: ResolverTypeWrapper<TenderActionResult>;
  TrackingLog: ResolverTypeWrapper<Omit<TrackingLog, 'positions'> & { positions: Array<ResolversTypes['TruckPosition']> }>;
  TrailerEntryInput: TrailerEntryInput;
  TransferAnswer: ResolverTypeWrapper<TransferAnswer>;
  TransferMemberInput: TransferMemberInput;
  TransferRequest: ResolverTypeWrapper<TransferRequest>;
  TripResult: ResolverTypeWrapper<Omit<TripResult, 'shipment'> & { shipment?: Maybe<ResolversTypes['ShipmentDetails']> }>;
  TruckPosition: ResolverTypeWrapper<TruckPositionView>;
  UnassignDriverInput: UnassignDriverInput;
  UnassignDriverResult: ResolverTypeWrapper<Omit<UnassignDriverResult, 'shipment'> & { shipment?: Maybe<ResolversTypes['ShipmentDetails']> }>;
  UnregisterDeviceResult: ResolverTypeWrapper<UnregisterDeviceResult>;
  UpdateMemberInput: UpdateMemberInput;
  UpdatePreferenceEntry: UpdatePreferenceEntry;
  UpdateStopInput: UpdateStopInput;
  UpdateStopResult: ResolverTypeWrapper<Omit<UpdateStopResult, 'shipment'> & { shipment?: Maybe<ResolversTypes['ShipmentDetails']> }>;
  UpdateUserPreferenceResult: ResolverTypeWrapper<UpdateUserPreferenceResult>;
  UpdateUserSearchHistoryAsFavoriteInput: UpdateUserSearchHistoryAsFavoriteInput;
  UpdateUserSearchHistoryInput: UpdateUserSearchHistoryInput;
  UserApplicationDetails: ResolverTypeWrapper<UserApplicationDetails>;
  UserDetails: ResolverTypeWrapper<UserDetails>;
  UserDetailsError: ResolverTypeWrapper<UserDetailsError>;
  UserDetailsInput: UserDetailsInput;
  UserEventFieldInput: UserEventFieldInput;
  UserEventInput: UserEventInput;
  UserIdentifierCheck: ResolverTypeWrapper<UserIdentifierCheck>;
  UserPreference: ResolverTypeWrapper<UserPreference>;
  UserPreferenceEntry: ResolverTypeWrapper<UserPreferenceEntry>;
  UserPreferenceInput: UserPreferenceInput;
  UserPreferenceItem: ResolverTypeWrapper<UserPreferenceItem>;
  UserRole: ResolverTypeWrapper<UserRole>;
  UserWatchedLoadsInput: UserWatchedLoadsInput;
  WatchedLoadInput: WatchedLoadInput;
  WatchedLoadResult: ResolverTypeWrapper<WatchedLoadResult>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddReferenceInput: AddReferenceInput;
  AddReferenceResult: AddReferenceResult;
  AddReferenceRow: AddReferenceRow;
  AssignDriverResult: Omit<AssignDriverResult, 'shipment'> & { shipment?: Maybe<ResolversParentTypes['ShipmentDetails']> };
  AssignShipmentToDriverInput: AssignShipmentToDriverInput;
  AssignedLoad: AssignedLoad;
  AssignedLoadsPage: AssignedLoadsPage;
  AssignmentTransaction: AssignmentTransaction;
  Boolean: Scalars['Boolean']['output'];
  BuyLoadRequestInput: BuyLoadRequestInput;
  BuyLoadResult: BuyLoadResult;
  Capacity: Capacity;
  CapacityDeleteResult: CapacityDeleteResult;
  CapacityInput: CapacityInput;
  CapacityListInput: CapacityListInput;
  CapacityListResult: CapacityListResult;
  CapacityLoadInput: CapacityLoadInput;
  CapacityLoadResult: CapacityLoadResult;
  CapacityLocation: CapacityLocation;
  CapacitySaveResult: CapacitySaveResult;
  CarrierContactInfo: CarrierContactInfo;
  CarrierDriver: CarrierDriver;
  CarrierPaymentLoad: CarrierPaymentLoad;
  CarrierPaymentLoads: CarrierPaymentLoads;
  CarrierPaymentLoadsInput: CarrierPaymentLoadsInput;
  CarrierPaymentTotals: CarrierPaymentTotals;
  CarrierProfile: CarrierProfile;
  CarrierProfileCertification: CarrierProfileCertification;
  CarrierProfileContact: CarrierProfileContact;
  CarrierProfileInsurance: CarrierProfileInsurance;
  CarrierSettings: CarrierSettings;
  CompleteTripInput: CompleteTripInput;
  ConfirmStartInput: ConfirmStartInput;
  ConfirmTransferInput: ConfirmTransferInput;
  CostProfile: CostProfile;
  CostProfileInput: CostProfileInput;
  CreateInvoiceResult: CreateInvoiceResult;
  CreatedInvoice: CreatedInvoice;
  DeleteMemberAnswer: DeleteMemberAnswer;
  DelinkAnswer: DelinkAnswer;
  DeviceInput: DeviceInput;
  DocumentMetaDataRequest: DocumentMetaDataRequest;
  DocumentMetadataEntry: DocumentMetadataEntry;
  DocumentWithContent: DocumentWithContent;
  DriverFilterCount: DriverFilterCount;
  FetchedDocuments: FetchedDocuments;
  Float: Scalars['Float']['output'];
  GatewayInfo: GatewayInfo;
  Health: Health;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvoiceOptions: InvoiceOptions;
  LaneInput: LaneInput;
  LaneRateWeek: LaneRateWeek;
  LaneRateWindow: LaneRateWindow;
  LaneRates: LaneRates;
  LoadByReferenceInput: LoadByReferenceInput;
  LoadByReferenceResult: LoadByReferenceResult;
  LoadPosting: LoadPosting;
  LoadPostingSearchResult: LoadPostingSearchResult;
  LoadRate: LoadRate;
  LoadStop: LoadStop;
  ManagedMember: ManagedMember;
  Member: Member;
  MemberAddress: MemberAddress;
  MemberAnswer: MemberAnswer;
  MembersInput: MembersInput;
  MembersPage: MembersPage;
  Mutation: Record<PropertyKey, never>;
  MyDriverShipments: MyDriverShipments;
  MyDriverShipmentsInput: MyDriverShipmentsInput;
  MyLoadDriver: MyLoadDriver;
  MyLoadShipment: MyLoadShipment;
  MyLoadsCount: MyLoadsCount;
  MyLoadsPaginationInput: MyLoadsPaginationInput;
  NearbyPlace: NearbyPlace;
  OwnLanePay: OwnLanePay;
  ParkLocationInput: ParkLocationInput;
  PaymentStageTotal: PaymentStageTotal;
  PaymentTracker: PaymentTracker;
  PhoneNumberCheck: PhoneNumberCheck;
  PushSubscriptionKeys: PushSubscriptionKeys;
  Query: Record<PropertyKey, never>;
  RateAccessorial: RateAccessorial;
  RateCharge: RateCharge;
  RecommendedLoadsInput: RecommendedLoadsInput;
  RecommendedLoadsResult: RecommendedLoadsResult;
  ReferenceShipment: ReferenceShipment;
  RegisterDeviceResult: RegisterDeviceResult;
  RegisterMemberInput: RegisterMemberInput;
  RegistrationAnswer: RegistrationAnswer;
  RelatedDocumentsList: RelatedDocumentsList;
  ResendInvitationAnswer: ResendInvitationAnswer;
  SavedSearch: SavedSearch;
  SavedSearchCriteria: SavedSearchCriteria;
  SavedSearchCriteriaInput: SavedSearchCriteriaInput;
  SearchHistoryInput: SearchHistoryInput;
  SearchHistoryResult: SearchHistoryResult;
  SearchHistoryUpdateResult: SearchHistoryUpdateResult;
  SearchLoadPostingInput: SearchLoadPostingInput;
  SetMemberLanguageResult: SetMemberLanguageResult;
  ShipmentCommodity: ShipmentCommodity;
  ShipmentCostItem: ShipmentCostItem;
  ShipmentDetailStop: ShipmentDetailStop;
  ShipmentDetails: ShipmentDetailsView;
  ShipmentDocument: ShipmentDocument;
  ShipmentDocumentSummary: ShipmentDocumentSummary;
  ShipmentReference: ShipmentReference;
  ShipmentService: ShipmentService;
  ShipmentsByState: ShipmentsByState;
  ShipmentsByStateInput: ShipmentsByStateInput;
  SimilarLoadsResult: SimilarLoadsResult;
  SpecialService: SpecialService;
  StartLocationInput: StartLocationInput;
  StartTripInput: StartTripInput;
  StateBasedLoadInput: StateBasedLoadInput;
  StopActivity: StopActivity;
  StopUpdateWarning: StopUpdateWarning;
  String: Scalars['String']['output'];
  TenderActionInput: TenderActionInput;
  TenderActionResult: TenderActionResult;
  TrackingLog: Omit<TrackingLog, 'positions'> & { positions: Array<ResolversParentTypes['TruckPosition']> };
  TrailerEntryInput: TrailerEntryInput;
  TransferAnswer: TransferAnswer;
  TransferMemberInput: TransferMemberInput;
  TransferRequest: TransferRequest;
  TripResult: Omit<TripResult, 'shipment'> & { shipment?: Maybe<ResolversParentTypes['ShipmentDetails']> };
  TruckPosition: TruckPositionView;
  UnassignDriverInput: UnassignDriverInput;
  UnassignDriverResult: Omit<UnassignDriverResult, 'shipment'> & { shipment?: Maybe<ResolversParentTypes['ShipmentDetails']> };
  UnregisterDeviceResult: UnregisterDeviceResult;
  UpdateMemberInput: UpdateMemberInput;
  UpdatePreferenceEntry: UpdatePreferenceEntry;
  UpdateStopInput: UpdateStopInput;
  UpdateStopResult: Omit<UpdateStopResult, 'shipment'> & { shipment?: Maybe<ResolversParentTypes['ShipmentDetails']> };
  UpdateUserPreferenceResult: UpdateUserPreferenceResult;
  UpdateUserSearchHistoryAsFavoriteInput: UpdateUserSearchHistoryAsFavoriteInput;
  UpdateUserSearchHistoryInput: UpdateUserSearchHistoryInput;
  UserApplicationDetails: UserApplicationDetails;
  UserDetails: UserDetails;
  UserDetailsError: UserDetailsError;
  UserDetailsInput: UserDetailsInput;
  UserEventFieldInput: UserEventFieldInput;
  UserEventInput: UserEventInput;
  UserIdentifierCheck: UserIdentifierCheck;
  UserPreference: UserPreference;
  UserPreferenceEntry: UserPreferenceEntry;
  UserPreferenceInput: UserPreferenceInput;
  UserPreferenceItem: UserPreferenceItem;
  UserRole: UserRole;
  UserWatchedLoadsInput: UserWatchedLoadsInput;
  WatchedLoadInput: WatchedLoadInput;
  WatchedLoadResult: WatchedLoadResult;
};

export type AddReferenceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddReferenceResult'] = ResolversParentTypes['AddReferenceResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AssignDriverResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignDriverResult'] = ResolversParentTypes['AssignDriverResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['ShipmentDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
  successorShipmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AssignedLoadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedLoad'] = ResolversParentTypes['AssignedLoad']> = {
  destinationCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickUpDateTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AssignedLoadsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignedLoadsPage'] = ResolversParentTypes['AssignedLoadsPage']> = {
  loads?: Resolver<Array<ResolversTypes['AssignedLoad']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AssignmentTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AssignmentTransaction'] = ResolversParentTypes['AssignmentTransaction']> = {
  driverEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ConfirmationStatus'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  transactionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BuyLoadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BuyLoadResult'] = ResolversParentTypes['BuyLoadResult']> = {
  hold?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loadId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapacityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Capacity'] = ResolversParentTypes['Capacity']> = {
  capacityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capacityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commonCarrierId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['CapacityLocation'], ParentType, ContextType>;
  destinationCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdatedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdatedByPhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUpdatedDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loadCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  loadCountCapped?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['CapacityLocation'], ParentType, ContextType>;
  pickUpFromDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickUpToDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trailerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapacityDeleteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CapacityDeleteResult'] = ResolversParentTypes['CapacityDeleteResult']> = {
  capacityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  capacityType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CapacityListResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CapacityListResult'] = ResolversParentTypes['CapacityListResult']> = {
  capacity?: Resolver<Array<ResolversTypes['Capacity']>, ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CapacityLoadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CapacityLoadResult'] = ResolversParentTypes['CapacityLoadResult']> = {
  capacity?: Resolver<ResolversTypes['Capacity'], ParentType, ContextType>;
  loadPostings?: Resolver<Array<ResolversTypes['LoadPosting']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRecordsCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CapacityLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CapacityLocation'] = ResolversParentTypes['CapacityLocation']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  radius?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CapacitySaveResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CapacitySaveResult'] = ResolversParentTypes['CapacitySaveResult']> = {
  capacity?: Resolver<ResolversTypes['Capacity'], ParentType, ContextType>;
  capacityID?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUpdatedByUserName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarrierContactInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierContactInfo'] = ResolversParentTypes['CarrierContactInfo']> = {
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CarrierDriverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierDriver'] = ResolversParentTypes['CarrierDriver']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driverId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tractorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarrierPaymentLoadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierPaymentLoad'] = ResolversParentTypes['CarrierPaymentLoad']> = {
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedPaymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['PaymentStage'], ParentType, ContextType>;
  waitReason?: Resolver<Maybe<ResolversTypes['PaymentWaitReason']>, ParentType, ContextType>;
};

export type CarrierPaymentLoadsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierPaymentLoads'] = ResolversParentTypes['CarrierPaymentLoads']> = {
  loads?: Resolver<Array<ResolversTypes['CarrierPaymentLoad']>, ParentType, ContextType>;
  pageIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CarrierPaymentTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierPaymentTotals'] = ResolversParentTypes['CarrierPaymentTotals']> = {
  paidSince?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['PaymentStageTotal']>, ParentType, ContextType>;
};

export type CarrierProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierProfile'] = ResolversParentTypes['CarrierProfile']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierActiveIndicator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  carrierMCNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrierScac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierSettings?: Resolver<ResolversTypes['CarrierSettings'], ParentType, ContextType>;
  carrierStatusCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierTier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierUsDOTNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certifications?: Resolver<Array<ResolversTypes['CarrierProfileCertification']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commonCarrierId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hazmat232PermitInd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hazmatCertExpirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insurances?: Resolver<Array<ResolversTypes['CarrierProfileInsurance']>, ParentType, ContextType>;
  intermodal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ltl?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  managedEquipmentCapability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nonManagedEquipmentCapability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  otherContacts?: Resolver<Array<ResolversTypes['CarrierProfileContact']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryContact?: Resolver<Maybe<ResolversTypes['CarrierProfileContact']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tmsCarrierId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  truckload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CarrierProfileCertificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierProfileCertification'] = ResolversParentTypes['CarrierProfileCertification']> = {
  certificateExpireDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificationCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qualificationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CarrierProfileContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierProfileContact'] = ResolversParentTypes['CarrierProfileContact']> = {
  contactType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CarrierProfileInsuranceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierProfileInsurance'] = ResolversParentTypes['CarrierProfileInsurance']> = {
  certificateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverageAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insuranceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  insuranceType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  insuranceTypeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limits?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyEffectiveDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyExpirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policyNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CarrierSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarrierSettings'] = ResolversParentTypes['CarrierSettings']> = {
  carrierInvoiceExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CostProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CostProfile'] = ResolversParentTypes['CostProfile']> = {
  averageSpeedMph?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  costMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costPerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  drivingHoursPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dwellHoursPerStop?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fixedCostPerDay?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  floorRatePerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fuelPricePerGallon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  milesPerGallon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  otherCostPerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  targetRatePerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateInvoiceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateInvoiceResult'] = ResolversParentTypes['CreateInvoiceResult']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  response?: Resolver<ResolversTypes['CreatedInvoice'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
};

export type CreatedInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedInvoice'] = ResolversParentTypes['CreatedInvoice']> = {
  createdDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailQueued?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeleteMemberAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteMemberAnswer'] = ResolversParentTypes['DeleteMemberAnswer']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeStamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DelinkAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DelinkAnswer'] = ResolversParentTypes['DelinkAnswer']> = {
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentMetadataEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentMetadataEntry'] = ResolversParentTypes['DocumentMetadataEntry']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DocumentWithContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DocumentWithContent'] = ResolversParentTypes['DocumentWithContent']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['ShipmentDocument'], ParentType, ContextType>;
};

export type DriverFilterCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DriverFilterCount'] = ResolversParentTypes['DriverFilterCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  driverId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type FetchedDocumentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FetchedDocuments'] = ResolversParentTypes['FetchedDocuments']> = {
  documents?: Resolver<Array<ResolversTypes['DocumentWithContent']>, ParentType, ContextType>;
};

export type GatewayInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GatewayInfo'] = ResolversParentTypes['GatewayInfo']> = {
  channel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HealthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = {
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceOptions'] = ResolversParentTypes['InvoiceOptions']> = {
  choices?: Resolver<Array<ResolversTypes['InvoiceChoice']>, ParentType, ContextType>;
  invoiceMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invoiceNumberMaxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceNumberShown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingDocuments?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
};

export type LaneRateWeekResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaneRateWeek'] = ResolversParentTypes['LaneRateWeek']> = {
  medianCentsPerMile?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weekStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LaneRateWindowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaneRateWindow'] = ResolversParentTypes['LaneRateWindow']> = {
  loads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowerQuartileCentsPerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  medianCentsPerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  upperQuartileCentsPerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type LaneRatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaneRates'] = ResolversParentTypes['LaneRates']> = {
  destinationCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destinationState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last30Days?: Resolver<Maybe<ResolversTypes['LaneRateWindow']>, ParentType, ContextType>;
  last90Days?: Resolver<Maybe<ResolversTypes['LaneRateWindow']>, ParentType, ContextType>;
  originCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originState?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownPay?: Resolver<Maybe<ResolversTypes['OwnLanePay']>, ParentType, ContextType>;
  trailerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trend?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weeks?: Resolver<Array<ResolversTypes['LaneRateWeek']>, ParentType, ContextType>;
};

export type LoadByReferenceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoadByReferenceResult'] = ResolversParentTypes['LoadByReferenceResult']> = {
  loadPostings?: Resolver<Array<ResolversTypes['LoadPosting']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['ReferenceShipment']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LoadPostingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoadPosting'] = ResolversParentTypes['LoadPosting']> = {
  buyAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  destinationDeadHead?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  distanceUOM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exclusiveLoad?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGapForDriver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHazardous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNextPickupLoadAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTemperatureControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isWatched?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadPostingStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loadType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managedEquipment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextPickupLoadAvlSearchCriteria?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfStops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  originDeadHead?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['LoadRate']>, ParentType, ContextType>;
  recommendationStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  similarLoads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sourceSystem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['LoadStop']>, ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalWeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transportMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightUOM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoadPostingSearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoadPostingSearchResult'] = ResolversParentTypes['LoadPostingSearchResult']> = {
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loadPostings?: Resolver<Array<ResolversTypes['LoadPosting']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchHistoryFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchHistoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRecordsCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LoadRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoadRate'] = ResolversParentTypes['LoadRate']> = {
  accessorials?: Resolver<Array<ResolversTypes['RateAccessorial']>, ParentType, ContextType>;
  binRateIdentifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fuelCharge?: Resolver<Maybe<ResolversTypes['RateCharge']>, ParentType, ContextType>;
  lineHaulCharge?: Resolver<Maybe<ResolversTypes['RateCharge']>, ParentType, ContextType>;
  totalCharge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LoadStopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoadStop'] = ResolversParentTypes['LoadStop']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  appointmentState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deadHead?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequenceNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialServices?: Resolver<Array<ResolversTypes['SpecialService']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stopSequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stopType?: Resolver<ResolversTypes['StopType'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ManagedMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ManagedMember'] = ResolversParentTypes['ManagedMember']> = {
  assignedLoadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  assignedLoadStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  canAssignLoad?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['MemberAddress'], ParentType, ContextType>;
  carrierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  carrierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierScac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrierTier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tractorNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userApplicationDetails?: Resolver<ResolversTypes['UserApplicationDetails'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userLastLogin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberAddress'] = ResolversParentTypes['MemberAddress']> = {
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MemberAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberAnswer'] = ResolversParentTypes['MemberAnswer']> = {
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MembersPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MembersPage'] = ResolversParentTypes['MembersPage']> = {
  members?: Resolver<Array<ResolversTypes['ManagedMember']>, ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  addCarrierCapacity?: Resolver<ResolversTypes['CapacitySaveResult'], ParentType, ContextType, RequireFields<MutationAddCarrierCapacityArgs, 'input'>>;
  addMemberV2?: Resolver<ResolversTypes['MemberAnswer'], ParentType, ContextType, RequireFields<MutationAddMemberV2Args, 'input'>>;
  addReference?: Resolver<ResolversTypes['AddReferenceResult'], ParentType, ContextType, RequireFields<MutationAddReferenceArgs, 'input'>>;
  assignShipmentToDriverV2?: Resolver<ResolversTypes['AssignDriverResult'], ParentType, ContextType, RequireFields<MutationAssignShipmentToDriverV2Args, 'input'>>;
  buyLoadRequest?: Resolver<ResolversTypes['BuyLoadResult'], ParentType, ContextType, RequireFields<MutationBuyLoadRequestArgs, 'input'>>;
  completeTrip?: Resolver<ResolversTypes['TripResult'], ParentType, ContextType, RequireFields<MutationCompleteTripArgs, 'input'>>;
  confirmStart?: Resolver<ResolversTypes['TripResult'], ParentType, ContextType, RequireFields<MutationConfirmStartArgs, 'input'>>;
  confirmTransfer?: Resolver<ResolversTypes['TransferAnswer'], ParentType, ContextType, RequireFields<MutationConfirmTransferArgs, 'input'>>;
  createInvoice?: Resolver<ResolversTypes['CreateInvoiceResult'], ParentType, ContextType, RequireFields<MutationCreateInvoiceArgs, 'sendEmail' | 'shipmentId'>>;
  deleteCarrierCapacity?: Resolver<ResolversTypes['CapacityDeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteCarrierCapacityArgs, 'capacityId'>>;
  deleteMember?: Resolver<ResolversTypes['DeleteMemberAnswer'], ParentType, ContextType>;
  deleteUserWatchedLoads?: Resolver<ResolversTypes['WatchedLoadResult'], ParentType, ContextType, RequireFields<MutationDeleteUserWatchedLoadsArgs, 'input'>>;
  delinkMember?: Resolver<ResolversTypes['DelinkAnswer'], ParentType, ContextType, RequireFields<MutationDelinkMemberArgs, 'userId'>>;
  logUserEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLogUserEventArgs, 'input'>>;
  markRecommendedLoadsSeen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationMarkRecommendedLoadsSeenArgs, 'loadIds'>>;
  newUserWatchedLoads?: Resolver<ResolversTypes['WatchedLoadResult'], ParentType, ContextType, RequireFields<MutationNewUserWatchedLoadsArgs, 'input'>>;
  registerDevice?: Resolver<ResolversTypes['RegisterDeviceResult'], ParentType, ContextType, RequireFields<MutationRegisterDeviceArgs, 'device'>>;
  registerMember?: Resolver<ResolversTypes['RegistrationAnswer'], ParentType, ContextType, RequireFields<MutationRegisterMemberArgs, 'input'>>;
  resendInvitation?: Resolver<ResolversTypes['ResendInvitationAnswer'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'userId'>>;
  restoreCarrierCapacity?: Resolver<ResolversTypes['Capacity'], ParentType, ContextType, RequireFields<MutationRestoreCarrierCapacityArgs, 'capacityId'>>;
  saveCostProfile?: Resolver<ResolversTypes['CostProfile'], ParentType, ContextType, RequireFields<MutationSaveCostProfileArgs, 'input'>>;
  setMemberLanguage?: Resolver<ResolversTypes['SetMemberLanguageResult'], ParentType, ContextType, RequireFields<MutationSetMemberLanguageArgs, 'language'>>;
  startTrip?: Resolver<ResolversTypes['TripResult'], ParentType, ContextType, RequireFields<MutationStartTripArgs, 'input'>>;
  tenderAction?: Resolver<ResolversTypes['TenderActionResult'], ParentType, ContextType, RequireFields<MutationTenderActionArgs, 'input'>>;
  transferMemberV2?: Resolver<ResolversTypes['TransferAnswer'], ParentType, ContextType, RequireFields<MutationTransferMemberV2Args, 'input'>>;
  unassignDriverFromShipment?: Resolver<ResolversTypes['UnassignDriverResult'], ParentType, ContextType, RequireFields<MutationUnassignDriverFromShipmentArgs, 'input'>>;
  unregisterDevice?: Resolver<ResolversTypes['UnregisterDeviceResult'], ParentType, ContextType, RequireFields<MutationUnregisterDeviceArgs, 'endpoint'>>;
  updateCarrierCapacity?: Resolver<ResolversTypes['CapacitySaveResult'], ParentType, ContextType, RequireFields<MutationUpdateCarrierCapacityArgs, 'input'>>;
  updateGpsTracking?: Resolver<ResolversTypes['TripResult'], ParentType, ContextType, RequireFields<MutationUpdateGpsTrackingArgs, 'gpsTrackingStatus' | 'shipmentId'>>;
  updateMember?: Resolver<ResolversTypes['MemberAnswer'], ParentType, ContextType, RequireFields<MutationUpdateMemberArgs, 'input'>>;
  updateStop?: Resolver<ResolversTypes['UpdateStopResult'], ParentType, ContextType, RequireFields<MutationUpdateStopArgs, 'input'>>;
  updateUserPreference?: Resolver<ResolversTypes['UpdateUserPreferenceResult'], ParentType, ContextType, RequireFields<MutationUpdateUserPreferenceArgs, 'preference'>>;
  updateUserSearchHistory?: Resolver<ResolversTypes['SearchHistoryUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateUserSearchHistoryArgs, 'input'>>;
  updateUserSearchHistoryAsFavorite?: Resolver<ResolversTypes['SearchHistoryUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateUserSearchHistoryAsFavoriteArgs, 'input'>>;
};

export type MyDriverShipmentsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyDriverShipments'] = ResolversParentTypes['MyDriverShipments']> = {
  myDriverShipments?: Resolver<Array<ResolversTypes['MyLoadShipment']>, ParentType, ContextType>;
  totalShipmentsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MyLoadDriverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyLoadDriver'] = ResolversParentTypes['MyLoadDriver']> = {
  driverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partyId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyLoadShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyLoadShipment'] = ResolversParentTypes['MyLoadShipment']> = {
  assignmentTransaction?: Resolver<Maybe<ResolversTypes['AssignmentTransaction']>, ParentType, ContextType>;
  carrierPro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceUOM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  division?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['MyLoadDriver']>, ParentType, ContextType>;
  executionStatus?: Resolver<Maybe<ResolversTypes['ExecutionStatus']>, ParentType, ContextType>;
  isHazardous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTemperatureControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loadType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myLoadsBucket?: Resolver<Maybe<ResolversTypes['MyLoadBucket']>, ParentType, ContextType>;
  numberOfStops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  predecessorShipmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
  sourceSystem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['ShipmentDetailStop']>, ParentType, ContextType>;
  successorShipmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalWeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transportMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weightUOM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MyLoadsCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyLoadsCount'] = ResolversParentTypes['MyLoadsCount']> = {
  bucket?: Resolver<ResolversTypes['MyLoadBucket'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NearbyPlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NearbyPlace'] = ResolversParentTypes['NearbyPlace']> = {
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceMeters?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OwnLanePayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OwnLanePay'] = ResolversParentTypes['OwnLanePay']> = {
  lastSettledAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loads?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  medianCentsPerMile?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PaymentStageTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentStageTotal'] = ResolversParentTypes['PaymentStageTotal']> = {
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['PaymentStage'], ParentType, ContextType>;
};

export type PaymentTrackerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaymentTracker'] = ResolversParentTypes['PaymentTracker']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedPaymentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExpectedDateFromProvider?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isInvoiceMissing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missingDocuments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paperworkCompletedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['PaymentStage'], ParentType, ContextType>;
  totalAmount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waitReason?: Resolver<Maybe<ResolversTypes['PaymentWaitReason']>, ParentType, ContextType>;
};

export type PhoneNumberCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PhoneNumberCheck'] = ResolversParentTypes['PhoneNumberCheck']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  buyLoadShipmentRequest?: Resolver<Array<ResolversTypes['ShipmentDetails']>, ParentType, ContextType, RequireFields<QueryBuyLoadShipmentRequestArgs, 'shipmentIds'>>;
  fetchDocument?: Resolver<ResolversTypes['FetchedDocuments'], ParentType, ContextType, RequireFields<QueryFetchDocumentArgs, 'documentNumber' | 'documentType' | 'shipmentId'>>;
  findUserFavouriteSearchHistory?: Resolver<ResolversTypes['SearchHistoryResult'], ParentType, ContextType, Partial<QueryFindUserFavouriteSearchHistoryArgs>>;
  findUserRecentSearchHistory?: Resolver<ResolversTypes['SearchHistoryResult'], ParentType, ContextType, Partial<QueryFindUserRecentSearchHistoryArgs>>;
  gatewayInfo?: Resolver<ResolversTypes['GatewayInfo'], ParentType, ContextType>;
  getCapacityLoad?: Resolver<ResolversTypes['CapacityLoadResult'], ParentType, ContextType, RequireFields<QueryGetCapacityLoadArgs, 'input'>>;
  getCarrierCapacity?: Resolver<ResolversTypes['CapacityListResult'], ParentType, ContextType, Partial<QueryGetCarrierCapacityArgs>>;
  getCarrierCapacityWithLoadCount?: Resolver<ResolversTypes['CapacityListResult'], ParentType, ContextType, Partial<QueryGetCarrierCapacityWithLoadCountArgs>>;
  getCarrierDrivers?: Resolver<Array<ResolversTypes['CarrierDriver']>, ParentType, ContextType, Partial<QueryGetCarrierDriversArgs>>;
  getCarrierPaymentLoads?: Resolver<ResolversTypes['CarrierPaymentLoads'], ParentType, ContextType, Partial<QueryGetCarrierPaymentLoadsArgs>>;
  getCarrierPaymentTotals?: Resolver<ResolversTypes['CarrierPaymentTotals'], ParentType, ContextType>;
  getCarrierProfile?: Resolver<ResolversTypes['CarrierProfile'], ParentType, ContextType, Partial<QueryGetCarrierProfileArgs>>;
  getCostProfile?: Resolver<ResolversTypes['CostProfile'], ParentType, ContextType>;
  getInvoiceOptions?: Resolver<Maybe<ResolversTypes['InvoiceOptions']>, ParentType, ContextType, RequireFields<QueryGetInvoiceOptionsArgs, 'shipmentId'>>;
  getLaneRates?: Resolver<Array<ResolversTypes['LaneRates']>, ParentType, ContextType, RequireFields<QueryGetLaneRatesArgs, 'lanes'>>;
  getLoadPosting?: Resolver<Maybe<ResolversTypes['LoadPosting']>, ParentType, ContextType, RequireFields<QueryGetLoadPostingArgs, 'loadId'>>;
  getMember?: Resolver<ResolversTypes['Member'], ParentType, ContextType, RequireFields<QueryGetMemberArgs, 'userId'>>;
  getMemberAssignedLoads?: Resolver<ResolversTypes['AssignedLoadsPage'], ParentType, ContextType, RequireFields<QueryGetMemberAssignedLoadsArgs, 'userId'>>;
  getMembers?: Resolver<ResolversTypes['MembersPage'], ParentType, ContextType, Partial<QueryGetMembersArgs>>;
  getMyDriverShipments?: Resolver<ResolversTypes['MyDriverShipments'], ParentType, ContextType, Partial<QueryGetMyDriverShipmentsArgs>>;
  getMyLoadsCounts?: Resolver<Array<ResolversTypes['MyLoadsCount']>, ParentType, ContextType>;
  getOwnAssignmentTransaction?: Resolver<Maybe<ResolversTypes['AssignmentTransaction']>, ParentType, ContextType, RequireFields<QueryGetOwnAssignmentTransactionArgs, 'shipmentId'>>;
  getPaymentTracker?: Resolver<Maybe<ResolversTypes['PaymentTracker']>, ParentType, ContextType, RequireFields<QueryGetPaymentTrackerArgs, 'shipmentId'>>;
  getPushPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  getShipment?: Resolver<Array<ResolversTypes['MyLoadShipment']>, ParentType, ContextType, RequireFields<QueryGetShipmentArgs, 'shipmentIds'>>;
  getShipmentDetails?: Resolver<Maybe<ResolversTypes['ShipmentDetails']>, ParentType, ContextType, RequireFields<QueryGetShipmentDetailsArgs, 'shipmentId'>>;
  getShipmentsWithStopsByState?: Resolver<ResolversTypes['ShipmentsByState'], ParentType, ContextType, RequireFields<QueryGetShipmentsWithStopsByStateArgs, 'input'>>;
  getStateBasedLoad?: Resolver<ResolversTypes['LoadPostingSearchResult'], ParentType, ContextType, RequireFields<QueryGetStateBasedLoadArgs, 'input'>>;
  getTransferRequests?: Resolver<Array<ResolversTypes['TransferRequest']>, ParentType, ContextType>;
  getUserDetails?: Resolver<ResolversTypes['UserDetails'], ParentType, ContextType, RequireFields<QueryGetUserDetailsArgs, 'userPrincipalName'>>;
  getUserPreference?: Resolver<ResolversTypes['UserPreference'], ParentType, ContextType>;
  getUserWatchedLoads?: Resolver<ResolversTypes['LoadPostingSearchResult'], ParentType, ContextType, Partial<QueryGetUserWatchedLoadsArgs>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  lastTruckPosition?: Resolver<Maybe<ResolversTypes['TruckPosition']>, ParentType, ContextType, RequireFields<QueryLastTruckPositionArgs, 'shipmentId'>>;
  listRelatedDocumentsV2?: Resolver<ResolversTypes['RelatedDocumentsList'], ParentType, ContextType, RequireFields<QueryListRelatedDocumentsV2Args, 'documentMetaDataRequest'>>;
  myLastPosition?: Resolver<Maybe<ResolversTypes['TruckPosition']>, ParentType, ContextType>;
  myTrackingLog?: Resolver<ResolversTypes['TrackingLog'], ParentType, ContextType, RequireFields<QueryMyTrackingLogArgs, 'shipmentId'>>;
  predecessorShipmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<QueryPredecessorShipmentIdArgs, 'assignSource' | 'driverId' | 'shipmentId'>>;
  recommendedLoads?: Resolver<ResolversTypes['RecommendedLoadsResult'], ParentType, ContextType, Partial<QueryRecommendedLoadsArgs>>;
  recommendedSimilarLoadsByLoadIds?: Resolver<Array<ResolversTypes['SimilarLoadsResult']>, ParentType, ContextType, RequireFields<QueryRecommendedSimilarLoadsByLoadIdsArgs, 'loadIds'>>;
  searchLoadByReferenceV2?: Resolver<ResolversTypes['LoadByReferenceResult'], ParentType, ContextType, RequireFields<QuerySearchLoadByReferenceV2Args, 'input'>>;
  searchLoadPostingV2?: Resolver<ResolversTypes['LoadPostingSearchResult'], ParentType, ContextType, RequireFields<QuerySearchLoadPostingV2Args, 'input'>>;
  selectCarrierCapacity?: Resolver<ResolversTypes['Capacity'], ParentType, ContextType, RequireFields<QuerySelectCarrierCapacityArgs, 'capacityId'>>;
  validatePhoneNumber?: Resolver<ResolversTypes['PhoneNumberCheck'], ParentType, ContextType, RequireFields<QueryValidatePhoneNumberArgs, 'countryCode' | 'phoneNumber'>>;
  validateUserByIdentifier?: Resolver<ResolversTypes['UserIdentifierCheck'], ParentType, ContextType, RequireFields<QueryValidateUserByIdentifierArgs, 'mobileNum'>>;
};

export type RateAccessorialResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateAccessorial'] = ResolversParentTypes['RateAccessorial']> = {
  accessorialCharge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessorialCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessorialDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accessorialType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RateChargeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RateCharge'] = ResolversParentTypes['RateCharge']> = {
  charge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chargeDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rateQualifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCharge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RecommendedLoadsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecommendedLoadsResult'] = ResolversParentTypes['RecommendedLoadsResult']> = {
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loadPostings?: Resolver<Array<ResolversTypes['LoadPosting']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resultID?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReferenceShipmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReferenceShipment'] = ResolversParentTypes['ReferenceShipment']> = {
  loadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  myLoadsBucket?: Resolver<Maybe<ResolversTypes['MyLoadBucket']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
};

export type RegisterDeviceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterDeviceResult'] = ResolversParentTypes['RegisterDeviceResult']> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RegistrationAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegistrationAnswer'] = ResolversParentTypes['RegistrationAnswer']> = {
  isNewCarrier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedDocumentsListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedDocumentsList'] = ResolversParentTypes['RelatedDocumentsList']> = {
  documents?: Resolver<Array<ResolversTypes['ShipmentDocument']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relatedDocuments?: Resolver<Array<ResolversTypes['ShipmentDocument']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ResendInvitationAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResendInvitationAnswer'] = ResolversParentTypes['ResendInvitationAnswer']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedSearch'] = ResolversParentTypes['SavedSearch']> = {
  carrierid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  criteria?: Resolver<ResolversTypes['SavedSearchCriteria'], ParentType, ContextType>;
  destinationCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationState1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationState2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationState3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationradius?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dropEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dropEndDateOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dropStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dropStartDateOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dropdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  favouritesearchindicator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originradius?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickupEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupEndDateOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickupStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupStartDateOffset?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pickupdate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchdate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trailertype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SavedSearchCriteriaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SavedSearchCriteria'] = ResolversParentTypes['SavedSearchCriteria']> = {
  destinationCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationRadius?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  destinationState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationStates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dropEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dropStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originPostalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originRadius?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickUpEndDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickUpStartDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trailerType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchHistoryResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHistoryResult'] = ResolversParentTypes['SearchHistoryResult']> = {
  savedSearches?: Resolver<Array<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SearchHistoryUpdateResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHistoryUpdateResult'] = ResolversParentTypes['SearchHistoryUpdateResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SetMemberLanguageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetMemberLanguageResult'] = ResolversParentTypes['SetMemberLanguageResult']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentCommodityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentCommodity'] = ResolversParentTypes['ShipmentCommodity']> = {
  commodityDesc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packagingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentCostItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentCostItem'] = ResolversParentTypes['ShipmentCostItem']> = {
  costBreakdownDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rateQlfr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentDetailStopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentDetailStop'] = ResolversParentTypes['ShipmentDetailStop']> = {
  activities?: Resolver<Array<ResolversTypes['StopActivity']>, ParentType, ContextType>;
  actualArrival?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actualDeparture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actualEta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressLine2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appointmentTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedArrival?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lateArrivalReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  plannedArrival?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plannedEta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequenceNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  stopType?: Resolver<ResolversTypes['StopType'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentDetails'] = ResolversParentTypes['ShipmentDetails']> = {
  canAssignSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  carrierPro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commodities?: Resolver<Maybe<Array<ResolversTypes['ShipmentCommodity']>>, ParentType, ContextType>;
  costItems?: Resolver<Maybe<Array<ResolversTypes['ShipmentCostItem']>>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  distanceUOM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  division?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documents?: Resolver<Maybe<Array<ResolversTypes['ShipmentDocumentSummary']>>, ParentType, ContextType>;
  executionStatus?: Resolver<Maybe<ResolversTypes['ExecutionStatus']>, ParentType, ContextType>;
  gpsTrackingStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hasServices?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCallerDriver?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDrayRoute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHazardous?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighValue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTemperatureControlled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loadId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  loadType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  managedEquipment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  myLoadsBucket?: Resolver<Maybe<ResolversTypes['MyLoadBucket']>, ParentType, ContextType>;
  numberOfStops?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  references?: Resolver<Maybe<Array<ResolversTypes['ShipmentReference']>>, ParentType, ContextType>;
  services?: Resolver<Maybe<Array<ResolversTypes['ShipmentService']>>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
  sourceSystem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDateTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['ShipmentDetailStop']>, ParentType, ContextType>;
  totalCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDistance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalWeight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transportMode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weightUOM?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentDocument'] = ResolversParentTypes['ShipmentDocument']> = {
  createdDateTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentExtension?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  metadata?: Resolver<Array<ResolversTypes['DocumentMetadataEntry']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentDocumentSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentDocumentSummary'] = ResolversParentTypes['ShipmentDocumentSummary']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentReferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentReference'] = ResolversParentTypes['ShipmentReference']> = {
  display?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stopId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentService'] = ResolversParentTypes['ShipmentService']> = {
  serviceDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShipmentsByStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentsByState'] = ResolversParentTypes['ShipmentsByState']> = {
  counts?: Resolver<Array<ResolversTypes['MyLoadsCount']>, ParentType, ContextType>;
  filter?: Resolver<ResolversTypes['MyLoadBucket'], ParentType, ContextType>;
  filterCounts?: Resolver<Array<ResolversTypes['DriverFilterCount']>, ParentType, ContextType>;
  pageIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['MyLoadShipment']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SimilarLoadsResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SimilarLoadsResult'] = ResolversParentTypes['SimilarLoadsResult']> = {
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loadPostings?: Resolver<Array<ResolversTypes['LoadPosting']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryLoadId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalRecords?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpecialServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpecialService'] = ResolversParentTypes['SpecialService']> = {
  specialServiceDesc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StopActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StopActivity'] = ResolversParentTypes['StopActivity']> = {
  chassisNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  execActivity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StopUpdateWarningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StopUpdateWarning'] = ResolversParentTypes['StopUpdateWarning']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TenderActionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TenderActionResult'] = ResolversParentTypes['TenderActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myLoadsBucket?: Resolver<Maybe<ResolversTypes['MyLoadBucket']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipmentState?: Resolver<ResolversTypes['ShipmentState'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
};

export type TrackingLogResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TrackingLog'] = ResolversParentTypes['TrackingLog']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['TruckPosition']>, ParentType, ContextType>;
  shipmentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TransferAnswerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferAnswer'] = ResolversParentTypes['TransferAnswer']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferRequest'] = ResolversParentTypes['TransferRequest']> = {
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedCarrierId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TripResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TripResult'] = ResolversParentTypes['TripResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['ShipmentDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
};

export type TruckPositionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TruckPosition'] = ResolversParentTypes['TruckPosition']> = {
  accuracy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  heading?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['NearbyPlace']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  speed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UnassignDriverResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnassignDriverResult'] = ResolversParentTypes['UnassignDriverResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['ShipmentDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AnswerStatus'], ParentType, ContextType>;
};

export type UnregisterDeviceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UnregisterDeviceResult'] = ResolversParentTypes['UnregisterDeviceResult']> = {
  unregistered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UpdateStopResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateStopResult'] = ResolversParentTypes['UpdateStopResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['ShipmentDetails']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StopUpdateStatus'], ParentType, ContextType>;
  stopId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['StopUpdateWarning']>, ParentType, ContextType>;
};

export type UpdateUserPreferenceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateUserPreferenceResult'] = ResolversParentTypes['UpdateUserPreferenceResult']> = {
  preferences?: Resolver<ResolversTypes['UserPreference'], ParentType, ContextType>;
};

export type UserApplicationDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserApplicationDetails'] = ResolversParentTypes['UserApplicationDetails']> = {
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
};

export type UserDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserDetails'] = ResolversParentTypes['UserDetails']> = {
  carrierActiveIndicator?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  carrierContactInfo?: Resolver<Maybe<ResolversTypes['CarrierContactInfo']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserDetailsError']>, ParentType, ContextType>;
  managedEquipmentCapability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Member'], ParentType, ContextType>;
  nonManagedEquipmentCapability?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['UserPreferenceEntry']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['CarrierSettings'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserDetailsErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserDetailsError'] = ResolversParentTypes['UserDetailsError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserIdentifierCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserIdentifierCheck'] = ResolversParentTypes['UserIdentifierCheck']> = {
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UserPreferenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPreference'] = ResolversParentTypes['UserPreference']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  preferences?: Resolver<Array<ResolversTypes['UserPreferenceItem']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPreferenceEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPreferenceEntry'] = ResolversParentTypes['UserPreferenceEntry']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPreferenceItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPreferenceItem'] = ResolversParentTypes['UserPreferenceItem']> = {
  domain?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userPreferenceExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WatchedLoadResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WatchedLoadResult'] = ResolversParentTypes['WatchedLoadResult']> = {
  error?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AddReferenceResult?: AddReferenceResultResolvers<ContextType>;
  AssignDriverResult?: AssignDriverResultResolvers<ContextType>;
  AssignedLoad?: AssignedLoadResolvers<ContextType>;
  AssignedLoadsPage?: AssignedLoadsPageResolvers<ContextType>;
  AssignmentTransaction?: AssignmentTransactionResolvers<ContextType>;
  BuyLoadResult?: BuyLoadResultResolvers<ContextType>;
  Capacity?: CapacityResolvers<ContextType>;
  CapacityDeleteResult?: CapacityDeleteResultResolvers<ContextType>;
  CapacityListResult?: CapacityListResultResolvers<ContextType>;
  CapacityLoadResult?: CapacityLoadResultResolvers<ContextType>;
  CapacityLocation?: CapacityLocationResolvers<ContextType>;
  CapacitySaveResult?: CapacitySaveResultResolvers<ContextType>;
  CarrierContactInfo?: CarrierContactInfoResolvers<ContextType>;
  CarrierDriver?: CarrierDriverResolvers<ContextType>;
  CarrierPaymentLoad?: CarrierPaymentLoadResolvers<ContextType>;
  CarrierPaymentLoads?: CarrierPaymentLoadsResolvers<ContextType>;
  CarrierPaymentTotals?: CarrierPaymentTotalsResolvers<ContextType>;
  CarrierProfile?: CarrierProfileResolvers<ContextType>;
  CarrierProfileCertification?: CarrierProfileCertificationResolvers<ContextType>;
  CarrierProfileContact?: CarrierProfileContactResolvers<ContextType>;
  CarrierProfileInsurance?: CarrierProfileInsuranceResolvers<ContextType>;
  CarrierSettings?: CarrierSettingsResolvers<ContextType>;
  CostProfile?: CostProfileResolvers<ContextType>;
  CreateInvoiceResult?: CreateInvoiceResultResolvers<ContextType>;
  CreatedInvoice?: CreatedInvoiceResolvers<ContextType>;
  DeleteMemberAnswer?: DeleteMemberAnswerResolvers<ContextType>;
  DelinkAnswer?: DelinkAnswerResolvers<ContextType>;
  DocumentMetadataEntry?: DocumentMetadataEntryResolvers<ContextType>;
  DocumentWithContent?: DocumentWithContentResolvers<ContextType>;
  DriverFilterCount?: DriverFilterCountResolvers<ContextType>;
  FetchedDocuments?: FetchedDocumentsResolvers<ContextType>;
  GatewayInfo?: GatewayInfoResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  InvoiceOptions?: InvoiceOptionsResolvers<ContextType>;
  LaneRateWeek?: LaneRateWeekResolvers<ContextType>;
  LaneRateWindow?: LaneRateWindowResolvers<ContextType>;
  LaneRates?: LaneRatesResolvers<ContextType>;
  LoadByReferenceResult?: LoadByReferenceResultResolvers<ContextType>;
  LoadPosting?: LoadPostingResolvers<ContextType>;
  LoadPostingSearchResult?: LoadPostingSearchResultResolvers<ContextType>;
  LoadRate?: LoadRateResolvers<ContextType>;
  LoadStop?: LoadStopResolvers<ContextType>;
  ManagedMember?: ManagedMemberResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberAddress?: MemberAddressResolvers<ContextType>;
  MemberAnswer?: MemberAnswerResolvers<ContextType>;
  MembersPage?: MembersPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyDriverShipments?: MyDriverShipmentsResolvers<ContextType>;
  MyLoadDriver?: MyLoadDriverResolvers<ContextType>;
  MyLoadShipment?: MyLoadShipmentResolvers<ContextType>;
  MyLoadsCount?: MyLoadsCountResolvers<ContextType>;
  NearbyPlace?: NearbyPlaceResolvers<ContextType>;
  OwnLanePay?: OwnLanePayResolvers<ContextType>;
  PaymentStageTotal?: PaymentStageTotalResolvers<ContextType>;
  PaymentTracker?: PaymentTrackerResolvers<ContextType>;
  PhoneNumberCheck?: PhoneNumberCheckResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RateAccessorial?: RateAccessorialResolvers<ContextType>;
  RateCharge?: RateChargeResolvers<ContextType>;
  RecommendedLoadsResult?: RecommendedLoadsResultResolvers<ContextType>;
  ReferenceShipment?: ReferenceShipmentResolvers<ContextType>;
  RegisterDeviceResult?: RegisterDeviceResultResolvers<ContextType>;
  RegistrationAnswer?: RegistrationAnswerResolvers<ContextType>;
  RelatedDocumentsList?: RelatedDocumentsListResolvers<ContextType>;
  ResendInvitationAnswer?: ResendInvitationAnswerResolvers<ContextType>;
  SavedSearch?: SavedSearchResolvers<ContextType>;
  SavedSearchCriteria?: SavedSearchCriteriaResolvers<ContextType>;
  SearchHistoryResult?: SearchHistoryResultResolvers<ContextType>;
  SearchHistoryUpdateResult?: SearchHistoryUpdateResultResolvers<ContextType>;
  SetMemberLanguageResult?: SetMemberLanguageResultResolvers<ContextType>;
  ShipmentCommodity?: ShipmentCommodityResolvers<ContextType>;
  ShipmentCostItem?: ShipmentCostItemResolvers<ContextType>;
  ShipmentDetailStop?: ShipmentDetailStopResolvers<ContextType>;
  ShipmentDetails?: ShipmentDetailsResolvers<ContextType>;
  ShipmentDocument?: ShipmentDocumentResolvers<ContextType>;
  ShipmentDocumentSummary?: ShipmentDocumentSummaryResolvers<ContextType>;
  ShipmentReference?: ShipmentReferenceResolvers<ContextType>;
  ShipmentService?: ShipmentServiceResolvers<ContextType>;
  ShipmentsByState?: ShipmentsByStateResolvers<ContextType>;
  SimilarLoadsResult?: SimilarLoadsResultResolvers<ContextType>;
  SpecialService?: SpecialServiceResolvers<ContextType>;
  StopActivity?: StopActivityResolvers<ContextType>;
  StopUpdateWarning?: StopUpdateWarningResolvers<ContextType>;
  TenderActionResult?: TenderActionResultResolvers<ContextType>;
  TrackingLog?: TrackingLogResolvers<ContextType>;
  TransferAnswer?: TransferAnswerResolvers<ContextType>;
  TransferRequest?: TransferRequestResolvers<ContextType>;
  TripResult?: TripResultResolvers<ContextType>;
  TruckPosition?: TruckPositionResolvers<ContextType>;
  UnassignDriverResult?: UnassignDriverResultResolvers<ContextType>;
  UnregisterDeviceResult?: UnregisterDeviceResultResolvers<ContextType>;
  UpdateStopResult?: UpdateStopResultResolvers<ContextType>;
  UpdateUserPreferenceResult?: UpdateUserPreferenceResultResolvers<ContextType>;
  UserApplicationDetails?: UserApplicationDetailsResolvers<ContextType>;
  UserDetails?: UserDetailsResolvers<ContextType>;
  UserDetailsError?: UserDetailsErrorResolvers<ContextType>;
  UserIdentifierCheck?: UserIdentifierCheckResolvers<ContextType>;
  UserPreference?: UserPreferenceResolvers<ContextType>;
  UserPreferenceEntry?: UserPreferenceEntryResolvers<ContextType>;
  UserPreferenceItem?: UserPreferenceItemResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  WatchedLoadResult?: WatchedLoadResultResolvers<ContextType>;
};

