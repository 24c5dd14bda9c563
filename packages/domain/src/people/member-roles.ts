import type { Role } from '../roles';

// The roles of a member as Manage Users and the user form handle them (D3-4.21 to D3-4.23, D3-6.04).

const leased: Role = 'carrierLeasedOwnerOpr';
const admin: Role = 'carrierAdmin';

/** The roles a dispatcher picks when adding or editing a user (D3-6.01): Admin is never a checkbox. */
export const assignableRoles = ['carrierDriver', 'carrierDispatcher', 'carrierLeasedOwnerOpr'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export function isAssignableRole(value: unknown): value is AssignableRole {
  return typeof value === 'string' && (assignableRoles as readonly string[]).includes(value);
}

/** Whether a choice mixes Leased on Owner Operator with another role: the form asks first (D3-4.21). */
export function needsLeasedChoice(roles: readonly Role[]): boolean {
  return roles.includes(leased) && roles.some((role) => role !== leased);
}

/**
 * The answer to that question (D3-4.21): Yes keeps Leased on Owner Operator alone, No keeps the
 * others without it.
 */
export function resolveLeasedChoice(roles: readonly Role[], keepLeased: boolean): Role[] {
  return keepLeased ? [leased] : roles.filter((role) => role !== leased);
}

/**
 * The roles saved for a member (D3-4.22, D3-4.23): what was chosen among the assignable roles, plus
 * Admin when the member already held it, since Admin is not edited through the checkboxes.
 */
export function rolesToSave(chosen: readonly Role[], current: readonly Role[]): Role[] {
  const picked = chosen.filter(isAssignableRole);
  return current.includes(admin) ? [...picked, admin] : picked;
}

/** The Filter By entries of Manage Users (D3-2.33, D3-6.04), Any (carrierAny, D3-1.05) first. */
export const memberRoleFilters = [
  'carrierAny',
  'carrierDriver',
  'carrierDispatcher',
  'carrierAdmin',
  'carrierLeasedOwnerOpr',
] as const;
export type MemberRoleFilter = (typeof memberRoleFilters)[number];

export function isMemberRoleFilter(value: unknown): value is MemberRoleFilter {
  return typeof value === 'string' && (memberRoleFilters as readonly string[]).includes(value);
}

/** The roles a filter asks for: none (everyone) when Any is chosen or nothing is. */
export function rolesOfFilter(filters: readonly MemberRoleFilter[]): Role[] {
  if (filters.length === 0 || filters.includes('carrierAny')) return [];
  return filters.filter(
    (filter): filter is Exclude<MemberRoleFilter, 'carrierAny'> => filter !== 'carrierAny',
  );
}
