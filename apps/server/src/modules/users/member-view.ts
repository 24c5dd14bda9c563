import { sql } from 'drizzle-orm';
import { roles as allRoles, type Role } from '@freight/domain/roles';
import { carriers } from '../../db/schema/carriers';
import { memberRoles, members } from '../../db/schema/members';

/** A member as every answer of this module gives them (Member of users.graphql, D3-3.01). */
export type MemberView = {
  userId: string;
  upn: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string | null;
  mobileNumber: string | null;
  countryCode: string;
  carrierId: string | null;
  carrierName: string | null;
  carrierScac: string | null;
  carrierTier: string | null;
  tractorNumber: string | null;
  userType: string | null;
  registered: boolean;
  active: boolean;
  userApplicationDetails: { roles: { roleName: string }[] };
  address: {
    addressLine1: string | null;
    addressLine2: string | null;
    addressType: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
  };
  userLastLogin: string | null;
};

/** The columns a MemberView is made of: select them from `members` left-joined to `carriers`. */
export const memberViewColumns = {
  member: members,
  carrierName: carriers.name,
  carrierScac: carriers.scac,
  carrierTier: carriers.tier,
  roles: sql<string[]>`array(select ${memberRoles.role} from ${memberRoles}
    where ${memberRoles.memberId} = ${members.id})`,
};

export type MemberViewRow = {
  member: typeof members.$inferSelect;
  carrierName: string | null;
  carrierScac: string | null;
  carrierTier: string | null;
  roles: string[];
};

/** The member's roles in the domain's order, whatever order the rows came in (D3-6.16). */
export function rolesOf(row: Pick<MemberViewRow, 'roles'>): Role[] {
  return allRoles.filter((role) => row.roles.includes(role));
}

export function toMemberView(row: MemberViewRow): MemberView {
  const { member } = row;
  return {
    userId: member.id,
    upn: member.upn,
    firstName: member.firstName,
    lastName: member.lastName,
    companyName: member.companyName,
    email: member.email,
    mobileNumber: member.mobileNumber,
    countryCode: member.countryCode,
    carrierId: member.carrierId,
    carrierName: row.carrierName,
    carrierScac: row.carrierScac,
    carrierTier: row.carrierTier,
    tractorNumber: member.tractorNumber,
    userType: member.userType,
    registered: member.registered,
    active: member.active,
    userApplicationDetails: { roles: rolesOf(row).map((roleName) => ({ roleName })) },
    address: {
      addressLine1: member.addressLine1,
      addressLine2: member.addressLine2,
      addressType: member.addressType,
      city: member.city,
      state: member.state,
      postalCode: member.postalCode,
    },
    userLastLogin: member.lastLoginAt?.toISOString() ?? null,
  };
}
