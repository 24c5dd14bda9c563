import type { ShipmentState } from '../shipment-states';

// What a Manage Users card shows of a member's loads and sign-in (D3-2.35, D3-2.38).

/** Assigned loads a member drives: the states an Assigned Load Details list holds. */
export const assignedLoadStates = [
  'PENDING_DRIVER_ASSIGNMENT',
  'DRIVER_ASSIGNMENT',
  'IN_TRANSIT',
] as const satisfies readonly ShipmentState[];

export type MemberLoadIcon = 'driver' | 'transit' | null;

/**
 * D3-2.38: a transit icon while one of the member's loads is in transit; a driver icon when their
 * loads are only waiting for or assigned to them (Pending Driver Assignment, Driver Assignment).
 */
export function memberLoadIcon(states: readonly ShipmentState[]): MemberLoadIcon {
  if (states.includes('IN_TRANSIT')) return 'transit';
  if (
    states.length > 0 &&
    states.every((state) => state === 'PENDING_DRIVER_ASSIGNMENT' || state === 'DRIVER_ASSIGNMENT')
  )
    return 'driver';
  return null;
}

/** D3-2.35: a member who never signed in shows Login Status instead of the last login. */
export function hasNeverLoggedIn(member: { userLastLogin: string | null }): boolean {
  return member.userLastLogin === null;
}
