import { hasPermission } from '@freight/domain/permissions';
import type { Role } from '@freight/domain/roles';
import type { LiveMessage } from '../../platform/live-channel';
import { isFilteredByDriver } from '../shipments/find-caller-shipment';

/** Who holds a live stream, as the session's last check found them. */
export type LiveListener = { memberId: string; carrierId: string | null; roles: readonly Role[] };

/**
 * Whether a live message may go to this listener (decision 061): a notification only to its members;
 * a shipment's change only to members of its carrier who see My Loads, and a driver who sees only
 * their own loads (D2-6.02) only when the shipment's latest assignment names them. The same rules as
 * the reads the message makes the client repeat, so a message never tells of what its reader could
 * not fetch.
 */
export function mayReceive(listener: LiveListener, message: LiveMessage): boolean {
  if (message.kind === 'notification') return message.memberIds.includes(listener.memberId);
  if (listener.carrierId === null || listener.carrierId !== message.carrierId) return false;
  if (!hasPermission(listener.roles, 'sidebar.myLoads')) return false;
  return !isFilteredByDriver(listener.roles) || message.driverMemberId === listener.memberId;
}
