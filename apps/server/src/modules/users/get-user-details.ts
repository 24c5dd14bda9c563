import { asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { roles as allRoles } from '@freight/domain/roles';
import type { Executor } from '../../db/client';
import { carrierContacts, carriers } from '../../db/schema/carriers';
import { preferences } from '../../db/schema/engagement';
import { memberRoles, members } from '../../db/schema/members';
import { isSameCarrier, requirePermission } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { memberNotFoundMessage } from './find-carrier-member';
import type { MemberView } from './member-view';
import type { Caller } from '../../platform/caller';
import { parseInput } from '../../platform/validate';

export const getUserDetailsInputSchema = z.object({
  // Stored lower-case: people type their e-mail in any case.
  userPrincipalName: z.string().trim().toLowerCase().min(1).max(254),
});

export type UserDetails = {
  member: MemberView;
  managedEquipmentCapability: boolean;
  nonManagedEquipmentCapability: boolean;
  carrierActiveIndicator: boolean | null;
  source: string | null;
  carrierContactInfo: { carrierName: string; email: string | null; phoneNumbers: string[] } | null;
  settings: { carrierInvoiceExists: boolean };
  preferences: { domain: string; key: string; value: string }[];
  errors: { message: string }[];
};

/**
 * A member's details (D3-7.05): the caller's own, or, for an admin of the same carrier (Manage Users,
 * D3-6.06), one of its members. Anyone else is refused with FORBIDDEN before the upn is looked up, and
 * an admin asking for a upn outside their carrier gets the same NOT_FOUND whether it exists or not, so
 * the answer never tells whether an account exists elsewhere.
 */
export async function getUserDetails(db: Executor, caller: Caller, input: unknown): Promise<UserDetails> {
  const { userPrincipalName: upn } = parseInput(getUserDetailsInputSchema, input);
  const isSelf = upn === caller.upn;
  if (!isSelf) requirePermission(caller, 'manage.manageUsers');

  const [member] = await db.select().from(members).where(eq(members.upn, upn)).limit(1);
  // Another carrier's member is not found, like a upn nobody has (decision 030, decision 055).
  if (!isSelf && !isSameCarrier(caller, member?.carrierId)) throw notFound(memberNotFoundMessage);
  if (!member) throw new Error('The signed-in member has disappeared'); // only reachable for oneself

  const carrierId = member.carrierId;
  const [roleRows, carrierRows, contactRows, preferenceRows] = await Promise.all([
    db.select({ role: memberRoles.role }).from(memberRoles).where(eq(memberRoles.memberId, member.id)),
    carrierId ? db.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1) : Promise.resolve([]),
    carrierId
      ? db
          .select()
          .from(carrierContacts)
          .where(eq(carrierContacts.carrierId, carrierId))
          .orderBy(desc(carrierContacts.isPrimary), asc(carrierContacts.id))
      : Promise.resolve([]),
    db
      .select({ domain: preferences.domain, key: preferences.key, value: preferences.value })
      .from(preferences)
      .where(eq(preferences.memberId, member.id))
      .orderBy(asc(preferences.domain), asc(preferences.key)),
  ]);
  const carrier = carrierRows[0];
  // Roles come from the member's application details, in the domain's order (D1-6.03, D3-6.16).
  const memberRoleNames = allRoles.filter((role) => roleRows.some((row) => row.role === role));
  const phoneNumbers = [...new Set(contactRows.flatMap((contact) => (contact.phone ? [contact.phone] : [])))];

  return {
    member: {
      userId: member.id,
      upn: member.upn,
      firstName: member.firstName,
      lastName: member.lastName,
      companyName: member.companyName,
      email: member.email,
      mobileNumber: member.mobileNumber,
      countryCode: member.countryCode,
      carrierId,
      carrierName: carrier?.name ?? null,
      carrierScac: carrier?.scac ?? null,
      carrierTier: carrier?.tier ?? null,
      tractorNumber: member.tractorNumber,
      userType: member.userType,
      registered: member.registered,
      active: member.active,
      userApplicationDetails: { roles: memberRoleNames.map((roleName) => ({ roleName })) },
      address: {
        addressLine1: member.addressLine1,
        addressLine2: member.addressLine2,
        addressType: member.addressType,
        city: member.city,
        state: member.state,
        postalCode: member.postalCode,
      },
      userLastLogin: member.lastLoginAt?.toISOString() ?? null,
    },
    managedEquipmentCapability: carrier?.managedEquipmentCapability ?? false,
    nonManagedEquipmentCapability: carrier?.nonManagedEquipmentCapability ?? false,
    carrierActiveIndicator: carrier?.active ?? null,
    source: carrier?.source ?? null,
    carrierContactInfo: carrier
      ? {
          carrierName: carrier.name,
          email: contactRows.find((contact) => contact.email)?.email ?? null,
          phoneNumbers,
        }
      : null,
    settings: { carrierInvoiceExists: carrier?.settings.carrierInvoiceExists ?? false },
    preferences: preferenceRows,
    errors: [],
  };
}
