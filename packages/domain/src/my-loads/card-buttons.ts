import type { AppConfig } from '../config';
import { maySubmitInvoice, takesCarrierInvoice } from '../invoices/invoice-rules';
import { hasPermission, isDispatcher } from '../permissions';
import type { Role } from '../roles';
import type { MyLoadBucket, ShipmentState } from '../shipment-states';
import { isSourceListed } from '../source-scope';

// The buttons of a My Loads card (D2-2.28 to D2-2.36, D2-4.05, D2-6.01), by list, roles and shipment.

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
  config: Pick<AppConfig, 'myLoads' | 'documents'>;
};

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
  return isSourceListed(config.myLoads.tenderActionSources, shipment);
}

/** The states in which a Carrier Assigned card offers Assign Driver (D2-2.30). */
const assignableStates: readonly string[] = [
  'CARRIER_ASSIGNMENT',
  'PENDING_DRIVER_ASSIGNMENT',
  'PENDING_DRIVER_UNASSIGNMENT',
] satisfies ShipmentState[];

/**
 * Check Payment Status: the spec names it for Brokerage, Freight Under Management and Port Dray loads
 * (D2-6.10, D2-6.12), where the source keeps the paperwork; the payment tracker (decision 047) answers
 * for every delivered load, so every delivered card offers it, from the moment the load is delivered.
 */
const checkPaymentStatus: MyLoadCardAction[] = ['checkPaymentStatus'];

/**
 * Submit Invoice, for the roles that may submit one (D2-6.11), on the loads whose invoice the carrier
 * submits here (Power Only and PO Dray of a source that takes uploads; @freight/domain/invoices).
 */
function submitInvoiceOf(
  roles: readonly Role[],
  shipment: MyLoadCardShipment,
  config: Pick<AppConfig, 'documents'>,
): MyLoadCardAction[] {
  return maySubmitInvoice(roles) && takesCarrierInvoice(shipment, config) ? ['submitInvoice'] : [];
}

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
      // Submit Invoice beside See Details: the invoice is most of what the load still waits for (decision 044).
      return {
        primary: 'seeDetails',
        secondary: [...submitInvoiceOf(roles, shipment, config), ...checkPaymentStatus],
      };
    case 'deliveredWithPaperWork':
      return {
        primary: 'viewLoad',
        secondary: [...submitInvoiceOf(roles, shipment, config), ...checkPaymentStatus],
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
