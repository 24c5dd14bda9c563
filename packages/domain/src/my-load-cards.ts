import type { AppConfig } from './config';
import { hasPermission } from './permissions';
import type { Role } from './roles';
import type { SearchCriteria } from './search/criteria';
import { defaultDates, effectiveTrailerType } from './search/defaults';
import {
  bucketByShipmentState,
  myLoadBuckets,
  permissionOfBucket,
  type MyLoadBucket,
  type ShipmentState,
} from './shipment-states';
import { isTrailerType } from './trailer-types';
import { datePart, localDateOf } from './zoned-dates';

// My Loads as the web and the server both read it (D2-2, D2-4, D2-6): the lists and their order,
// which list opens, their titles, the driver filter, and the buttons of each card.

// ---------------------------------------------------------------------------------------------
// Lists (D2-2.01 to D2-2.13, D2-4.03)

/** The lists as their routes spell them (/app/MyLoad/{list}). */
export type MyLoadList =
  | 'CarrierTendered'
  | 'CarrierAssigned'
  | 'DriverAssigned'
  | 'InTransit'
  | 'DeliveredNeedsPPWK'
  | 'DeliveredWithPPWK';

export const listOfBucket: Record<MyLoadBucket, MyLoadList> = {
  carrierTendered: 'CarrierTendered',
  carrierAssigned: 'CarrierAssigned',
  driverAssigned: 'DriverAssigned',
  inTransit: 'InTransit',
  deliveredNeedsPaperWork: 'DeliveredNeedsPPWK',
  deliveredWithPaperWork: 'DeliveredWithPPWK',
};

/** The bucket of a list named in a path, in any case (the router matches paths regardless of case). */
export function bucketOfList(list: string): MyLoadBucket | null {
  const wanted = list.toLowerCase();
  return myLoadBuckets.find((bucket) => listOfBucket[bucket].toLowerCase() === wanted) ?? null;
}

/** The lists the roles may open, in the spec's order (D2-2.13, D2-2.14). */
export function openableBuckets(roles: readonly Role[]): MyLoadBucket[] {
  return myLoadBuckets.filter((bucket) => hasPermission(roles, permissionOfBucket[bucket]));
}

/** /app/myLoad: Carrier Tendered for carrier-level users, otherwise Driver Assigned (D2-2.12). */
export function defaultBucket(roles: readonly Role[]): MyLoadBucket {
  return hasPermission(roles, permissionOfBucket.carrierTendered) ? 'carrierTendered' : 'driverAssigned';
}

export type BucketCount = { bucket: MyLoadBucket; count: number };

/** The My Loads tab opens the first non-empty list in the spec's order, else the default one (D2-2.13). */
export function firstNonEmptyBucket(counts: readonly BucketCount[], roles: readonly Role[]): MyLoadBucket {
  const counted = new Map(counts.map(({ bucket, count }) => [bucket, count]));
  return openableBuckets(roles).find((bucket) => (counted.get(bucket) ?? 0) > 0) ?? defaultBucket(roles);
}

/** The list a shipment state is shown in (D2-4.03); null for a state in none ('No results found'). */
export function listOfShipmentState(state: string | null | undefined): MyLoadList | null {
  const bucket = state ? bucketByShipmentState[state as ShipmentState] : undefined;
  return bucket ? listOfBucket[bucket] : null;
}

export type MyLoadListTitle = MyLoadBucket | 'loadsAssigned';

/** Driver Assigned is titled so for dispatchers and Loads Assigned for everyone else (D2-2.03). */
export function listTitle(bucket: MyLoadBucket, roles: readonly Role[]): MyLoadListTitle {
  return bucket === 'driverAssigned' && !isDispatcher(roles) ? 'loadsAssigned' : bucket;
}

// ---------------------------------------------------------------------------------------------
// Drivers (D2-2.19, D2-6.02, D2-6.07)

/** The driver filter's entries appended after the drivers (D2-2.19). */
export const allDriversFilter = 'All_Drivers';
export const unknownDriverFilter = 'Unknown';

const deliveredBuckets: readonly MyLoadBucket[] = ['deliveredNeedsPaperWork', 'deliveredWithPaperWork'];
const driverBuckets: readonly MyLoadBucket[] = ['driverAssigned', 'inTransit', ...deliveredBuckets];

export function isDeliveredBucket(bucket: MyLoadBucket): boolean {
  return deliveredBuckets.includes(bucket);
}

/**
 * The "myLoad filter permission" the spec names without defining (D2-2.19, D2-6.07): held by those who
 * see every driver's loads (Carrier Assigned, D2-6.02). A driver sees only their own, so a driver
 * filter or persona would tell them nothing.
 */
export function mayFilterByDriver(roles: readonly Role[]): boolean {
  return hasPermission(roles, 'myLoads.carrierAssigned');
}

/** The driver filter: delivered lists, the filter permission and the configuration's flag (D2-2.19). */
export function showsDriverFilter(
  bucket: MyLoadBucket,
  roles: readonly Role[],
  features: Pick<AppConfig['features'], 'driverFilter'>,
): boolean {
  return features.driverFilter && isDeliveredBucket(bucket) && mayFilterByDriver(roles);
}

/** The driver's name on loads of the driver lists, for holders of the filter permission (D2-6.07). */
export function showsDriverPersona(bucket: MyLoadBucket, roles: readonly Role[]): boolean {
  return driverBuckets.includes(bucket) && mayFilterByDriver(roles);
}

// ---------------------------------------------------------------------------------------------
// Card buttons (D2-2.28 to D2-2.36, D2-4.05, D2-6.01)

export type MyLoadCardAction =
  | 'accept'
  | 'decline'
  | 'contactUs'
  | 'assignDriver'
  | 'startTrip'
  | 'update'
  | 'unassignDriver'
  | 'seeDetails'
  | 'viewLoad'
  | 'submitInvoice'
  | 'checkPaymentStatus';

/** The two labels of the button that starts a new search from the delivery (D2-9.12). */
export type ReloadLabel = 'reload' | 'similarRoutes';

export type MyLoadCardButtons = {
  primary: MyLoadCardAction | null;
  /** Dispatchers only (D2-2.35). */
  secondary: MyLoadCardAction[];
  reload: ReloadLabel | null;
};

export type MyLoadCardShipment = {
  shipmentState: string;
  executionStatus: string | null;
  sourceSystem: string;
  division: string | null;
  loadType: string;
};

export type MyLoadCardInput = {
  module: MyLoadBucket;
  roles: readonly Role[];
  shipment: MyLoadCardShipment;
  config: Pick<AppConfig, 'myLoads'>;
};

function isDispatcher(roles: readonly Role[]): boolean {
  return roles.includes('carrierDispatcher');
}

/** These execution statuses mark a load as already started or finished (D2-4.04, D2-4.05). */
const startedExecutionStatuses: readonly string[] = [
  'STARTED',
  'IN_TRANSIT',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
];

export function hasTripStarted(executionStatus: string | null | undefined): boolean {
  return !!executionStatus && startedExecutionStatuses.includes(executionStatus.toUpperCase());
}

/** Whether tenders of this source system and division may be accepted and declined here (D2-6.15). */
export function hasTenderActions(
  shipment: Pick<MyLoadCardShipment, 'sourceSystem' | 'division'>,
  config: Pick<AppConfig, 'myLoads'>,
): boolean {
  const sources = config.myLoads.tenderActionSources;
  return (
    sources.includes(shipment.sourceSystem) ||
    (shipment.division !== null && sources.includes(`${shipment.sourceSystem}/${shipment.division}`))
  );
}

/** The states in which a Carrier Assigned card offers Assign Driver (D2-2.30). */
const assignableStates: readonly string[] = [
  'CARRIER_ASSIGNMENT',
  'PENDING_DRIVER_ASSIGNMENT',
  'PENDING_DRIVER_UNASSIGNMENT',
] satisfies ShipmentState[];

/** Load types whose invoice a dispatcher uploads (D2-6.11). */
const invoiceLoadTypes: readonly string[] = ['Power Only', 'PO Dray'];
/** Load types with a payment status to check (D2-6.10, D2-6.12). */
const paymentStatusLoadTypes: readonly string[] = ['Brokerage', 'Freight Under Management', 'Port Dray'];

function buttonsOfModule({
  module,
  roles,
  shipment,
  config,
}: MyLoadCardInput): Omit<MyLoadCardButtons, 'reload'> {
  switch (module) {
    case 'carrierTendered':
      return hasTenderActions(shipment, config)
        ? { primary: 'accept', secondary: ['decline'] }
        : { primary: 'contactUs', secondary: [] };
    case 'carrierAssigned':
      return {
        primary:
          assignableStates.includes(shipment.shipmentState) && hasPermission(roles, 'myLoads.assignDriver')
            ? 'assignDriver'
            : null,
        secondary: [],
      };
    case 'driverAssigned':
      return {
        primary: hasTripStarted(shipment.executionStatus) ? 'update' : 'startTrip',
        // A started trip keeps its driver: the server refuses to un-assign it, so no button offers it.
        secondary:
          hasPermission(roles, 'myLoads.unassignDriver') && !hasTripStarted(shipment.executionStatus)
            ? ['unassignDriver']
            : [],
      };
    case 'inTransit':
      return { primary: 'update', secondary: [] };
    case 'deliveredNeedsPaperWork':
      return { primary: 'seeDetails', secondary: [] };
    case 'deliveredWithPaperWork':
      return {
        primary: 'viewLoad',
        secondary: [
          ...(invoiceLoadTypes.includes(shipment.loadType) ? (['submitInvoice'] as const) : []),
          ...(paymentStatusLoadTypes.includes(shipment.loadType) ? (['checkPaymentStatus'] as const) : []),
        ],
      };
  }
}

/**
 * The Reload button (D2-2.36, D2-9.12) for the roles with the reload permission (D1-6), on the loads
 * whose truck is committed: 'Reload' before the trip starts, 'Similar Routes Available' once it runs.
 * The spec gives both labels without saying when each applies; this is our reading.
 */
function reloadOf(module: MyLoadBucket, roles: readonly Role[]): ReloadLabel | null {
  if (!hasPermission(roles, 'search.reload')) return null;
  if (module === 'driverAssigned') return 'reload';
  if (module === 'inTransit') return 'similarRoutes';
  return null;
}

/** The buttons of one card in one module, for one user (D2-2.28 to D2-2.36). */
export function myLoadCardButtons(input: MyLoadCardInput): MyLoadCardButtons {
  const { primary, secondary } = buttonsOfModule(input);
  return {
    primary,
    secondary: isDispatcher(input.roles) ? secondary : [],
    reload: reloadOf(input.module, input.roles),
  };
}

// ---------------------------------------------------------------------------------------------
// Reload search (D2-2.36, D2-4.46, D2-7.29)

export type ReloadStop = {
  sequence: number;
  city: string;
  state: string;
  country: string;
  postalCode: string | null;
  timeZone: string;
  /** ISO 8601 with the stop's offset; null when the source system sent none. */
  appointmentFrom: string | null;
};

function offsetAt(epochMs: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(epochMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  // 'GMT' alone is UTC; otherwise 'GMT-06:00'.
  return name && name !== 'GMT' ? name.slice(3) : '+00:00';
}

/**
 * A new search from where the load delivers (D2-2.36, D2-4.46): the delivery stop as origin and
 * Anywhere as destination, the reload radius on both sides, the load's trailer type, and pick-up
 * dates from the delivery appointment, or from today at the stop when that day has passed (a search
 * may not start before today, D1-5.07). Null for a load without stops.
 */
export function reloadSearchCriteria(
  shipment: { transportMode: string; stops: readonly ReloadStop[] },
  roles: readonly Role[],
  now: Date,
  config: Pick<AppConfig, 'search' | 'app' | 'reload'>,
): SearchCriteria | null {
  const delivery = [...shipment.stops].sort((a, b) => a.sequence - b.sequence).at(-1);
  if (!delivery) return null;
  const today = localDateOf(now.getTime(), delivery.timeZone);
  const appointment = delivery.appointmentFrom;
  const start =
    appointment && datePart(appointment) >= today
      ? appointment
      : `${today}T00:00:00${offsetAt(now.getTime(), delivery.timeZone)}`;
  const trailer = isTrailerType(shipment.transportMode)
    ? shipment.transportMode
    : config.search.defaultTrailerType;
  return {
    originMode: 'city',
    origin: {
      city: delivery.city,
      state: delivery.state,
      country: delivery.country,
      postalCode: delivery.postalCode,
      timeZone: delivery.timeZone,
    },
    originRadius: config.reload.radiusMiles,
    destinationMode: 'anywhere',
    destination: null,
    destinationRadius: config.reload.radiusMiles,
    destinationCountry: config.search.defaultCountry,
    destinationStates: [],
    ...defaultDates(start, config),
    trailerType: effectiveTrailerType(roles, trailer, config),
  };
}
