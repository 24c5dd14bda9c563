import type { Role } from '@freight/domain/roles';
import { isRole } from '@freight/domain/roles';
import type { FormatLocale } from '../../lib/format-locale';

// How Manage Users writes a member's facts, in the user's language (D3-2.34, D3-9.11).

/** D3-9.11: the last login as MMM DD, YYYY (Nov 27, 2026; 27 nov. 2026 in French), in the user's zone. */
export function formatLastLogin(iso: string, locale: FormatLocale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** The roles a member holds, in the role table's order, that the app knows. */
export function memberRolesOf(member: { userApplicationDetails: { roles: { roleName: string }[] } }): Role[] {
  return member.userApplicationDetails.roles.map((role) => role.roleName).filter(isRole);
}

/** D3-2.34: the roles' labels joined by semicolons. */
export function joinRoleLabels(roles: readonly Role[], label: (role: Role) => string): string {
  return roles.map(label).join('; ');
}

/** The two letters of a member's avatar. */
export function initialsOf(member: { firstName: string; lastName: string; upn: string }): string {
  const letters = `${member.firstName.trim().charAt(0)}${member.lastName.trim().charAt(0)}`;
  return (letters || member.upn.charAt(0)).toUpperCase();
}
