import { bucketByShipmentState } from '@freight/domain/shipment-states';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { isOwnBookingFirstAssignment } from '../shipments/is-own-booking-first-assignment';
import type { ShipmentDetailsView } from '../shipments/get-shipment-details';

/**
 * Whether the caller may assign themself as the shipment's driver now (D2-4.22): an owner-operator's
 * own booking, still in Carrier Assigned and never assigned. An owner-operator who answered Not now
 * right after booking finds the load by its number and assigns himself from its page; the assignment
 * checks the same again. Read only when a query selects it.
 */
export async function canAssignSelf(
  db: Executor,
  caller: Caller,
  details: ShipmentDetailsView,
): Promise<boolean> {
  if (!caller.roles.includes('carrierLeasedOwnerOpr')) return false;
  if (bucketByShipmentState[details.shipmentState] !== 'carrierAssigned') return false;
  return isOwnBookingFirstAssignment(db, caller.memberId, details.tabSource.shipmentUuid);
}
