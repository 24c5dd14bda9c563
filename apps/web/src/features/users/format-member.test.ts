import { describe, expect, it } from 'vitest';
import { formatLastLogin, initialsOf, joinRoleLabels, memberRolesOf } from './format-member';

describe('a member as Manage Users writes them', () => {
  it("[D3-9.11] [D3-2.34] the last login as MMM DD, YYYY in the user's language", () => {
    expect(formatLastLogin('2026-11-07T15:00:00Z', 'en-US', 'UTC')).toBe('Nov 07, 2026');
    expect(formatLastLogin('2026-11-07T15:00:00Z', 'fr-CA', 'UTC')).toBe('07 nov. 2026');
  });

  it('[D3-2.34] [D3-6.16] the roles from userApplicationDetails, joined by semicolons', () => {
    const roles = memberRolesOf({
      userApplicationDetails: {
        roles: [{ roleName: 'carrierDriver' }, { roleName: 'carrierKing' }, { roleName: 'carrierAdmin' }],
      },
    });
    expect(roles).toEqual(['carrierDriver', 'carrierAdmin']);
    expect(joinRoleLabels(roles, (role) => role.replace('carrier', ''))).toBe('Driver; Admin');
  });

  it('an avatar shows the initials, else the first letter of the upn', () => {
    expect(initialsOf({ firstName: 'ana', lastName: 'Zamora', upn: 'a@b.c' })).toBe('AZ');
    expect(initialsOf({ firstName: '', lastName: '', upn: 'kim@b.c' })).toBe('K');
  });
});
