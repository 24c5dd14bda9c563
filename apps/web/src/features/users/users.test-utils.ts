import type { ManagedMember, MembersPage } from './api/get-members';
import type { MemberItem } from './api/member-fields';

// Members as the API answers them, for the tests to change one field at a time.

/** Ana Zamora, a driver of the carrier who last signed in on 27 Nov 2026. */
export function makeMember(overrides: Partial<MemberItem> = {}): MemberItem {
  return {
    userId: 'u-ana',
    upn: 'ana@carrier.test',
    firstName: 'Ana',
    lastName: 'Zamora',
    email: 'ana@carrier.test',
    mobileNumber: '773-555-0142',
    countryCode: '+1',
    carrierId: 'c1',
    tractorNumber: 'TR-1',
    userLastLogin: '2026-11-27T15:00:00.000Z',
    userApplicationDetails: { roles: [{ roleName: 'carrierDriver' }] },
    address: { addressLine1: null, city: null, state: null, postalCode: null },
    ...overrides,
  };
}

export function makeCard(
  member: Partial<MemberItem> = {},
  overrides: Partial<ManagedMember> = {},
): ManagedMember {
  return {
    member: makeMember(member),
    assignedLoadCount: 0,
    assignedLoadStates: [],
    canAssignLoad: false,
    ...overrides,
  };
}

export function makeMembersPage(
  members: ManagedMember[],
  totalRecords = members.length,
  size = 10,
): MembersPage {
  return { members, totalRecords, totalPages: Math.ceil(totalRecords / size) };
}
