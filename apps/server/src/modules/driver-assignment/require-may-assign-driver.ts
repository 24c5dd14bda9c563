import { hasPermission } from '@freight/domain/permissions';
import type { Caller } from '../../platform/caller';
import { forbidden } from '../../platform/errors';
import type { AssignSource } from './driver-assignment-input';

/**
 * Who may assign this driver (D2-6.01, D2-4.22): a dispatcher any driver of the carrier; a Leased on
 * Owner Operator only themself, and only right after booking. The predecessor query answers the same
 * callers, since it only serves an assignment. Checked before anything is read, so a refusal never
 * depends on whether the shipment or the driver exists.
 */
export function requireMayAssignDriver(caller: Caller, driverId: string, assignSource: AssignSource): void {
  if (hasPermission(caller.roles, 'myLoads.assignDriver')) return;
  const isSelfAfterBooking =
    caller.roles.includes('carrierLeasedOwnerOpr') &&
    driverId === caller.memberId &&
    assignSource === 'BOOKING';
  if (!isSelfAfterBooking) throw forbidden();
}
