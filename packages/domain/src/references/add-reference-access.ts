import type { AppConfig } from '../config';
import { referenceModules } from '../load-details';
import type { Role } from '../roles';
import type { MyLoadBucket } from '../shipment-states';
import { isSourceListed, type SourceScope } from '../source-scope';
import { referenceTypesFor } from './reference-types';

// Where Add Reference is offered and to whom (D2-6.06): "only when reference adding is allowed for the
// TMS and division and the user matches one of three user-type checks (names not shown)". The spec
// leaves the three out; ours (decision 048) are the people who act on a load in My Loads:
// - the Dispatcher, for any shipment of the carrier (D2-6.01: "manage all carrier loads");
// - the Leased on Owner Operator, who "does everything for themselves" and is not filtered by driver
//   (D2-6.02);
// - the Driver assigned to the shipment, who is at the stop with the paperwork the references come
//   from; a driver sees only their own shipments anyway (D2-6.02).
// An admin, a guest or a Beta user alone matches none. The modules are those whose details panel has
// the References tab (D1-2.25: driver assigned, in transit, both delivered lists); the trip screen's
// stops offer it on the same shipments.

export const referenceAdderChecks = ['dispatcher', 'leasedOwnerOperator', 'assignedDriver'] as const;
export type ReferenceAdderCheck = (typeof referenceAdderChecks)[number];

export type ReferenceAdder = {
  roles: readonly Role[];
  /** Whether the caller is the shipment's assigned driver (its latest assignment names them). */
  isAssignedDriver: boolean;
};

/** A shipment as the rule reads it: its source, division and My Loads list (null in none). */
export type ReferenceShipment = SourceScope & { module: MyLoadBucket | null };

/**
 * Why Add Reference is not offered: the caller matches no check, or the load does not take references
 * (its source or division is not listed, none of its types is configured, or its list has no References tab).
 */
export type AddReferenceRefusal =
  'notReferenceAdder' | 'sourceNotAllowed' | 'noReferenceTypes' | 'moduleWithoutReferences';

/** The first of the three checks the caller matches, or null. */
export function referenceAdderCheckOf({
  roles,
  isAssignedDriver,
}: ReferenceAdder): ReferenceAdderCheck | null {
  if (roles.includes('carrierDispatcher')) return 'dispatcher';
  if (roles.includes('carrierLeasedOwnerOpr')) return 'leasedOwnerOperator';
  if (roles.includes('carrierDriver') && isAssignedDriver) return 'assignedDriver';
  return null;
}

/** Why this caller may not add references to this shipment; null when they may (D2-6.06). */
export function addReferenceRefusalOf(
  caller: ReferenceAdder,
  shipment: ReferenceShipment,
  config: Pick<AppConfig, 'references'>,
): AddReferenceRefusal | null {
  if (referenceAdderCheckOf(caller) === null) return 'notReferenceAdder';
  if (!isSourceListed(config.references.addSources, shipment)) return 'sourceNotAllowed';
  // A modal without a type to choose could never be completed (D2-5.33).
  if (referenceTypesFor(shipment, config).length === 0) return 'noReferenceTypes';
  if (shipment.module === null || !referenceModules.includes(shipment.module))
    return 'moduleWithoutReferences';
  return null;
}

/** Whether Add Reference is shown to this caller on this shipment (D2-6.06). */
export function canAddReference(
  caller: ReferenceAdder,
  shipment: ReferenceShipment,
  config: Pick<AppConfig, 'references'>,
): boolean {
  return addReferenceRefusalOf(caller, shipment, config) === null;
}
