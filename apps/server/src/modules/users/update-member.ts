import { eq } from 'drizzle-orm';
import { hasPermission } from '@freight/domain/permissions';
import { rolesToSave } from '@freight/domain/people/member-roles';
import { formatMobileNumber } from '@freight/domain/people/phone-number';
import { runInTransaction } from '../../db/run-in-transaction';
import { memberRoles, members } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import { conflict } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { memberExistsMessage, type MemberAnswer } from './add-member';
import { findCarrierMember, memberNotFoundMessage } from './find-carrier-member';
import { findMemberByMobile } from './find-member-by-mobile';
import { rolesOf, toMemberView } from './member-view';
import { updateMemberInputSchema, userDetailsSchema, userFormRulesOf } from './users-input';
import { notFound } from '../../platform/errors';

/**
 * updateMember (D3-7.08, D3-2.45): a member's own profile, or, with manageUsersEdit (Admin, D3-6.06),
 * a member of the caller's carrier; any other member is not found, whatever their carrier. The user
 * form's rules apply (D3-5.10 to D3-5.14); the e-mail is read-only (D3-5.11). Roles change only with
 * manageUsersEdit, and Admin stays when the member held it (D3-4.22).
 */
export async function updateMember(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<MemberAnswer> {
  const { users } = await services.appConfig();
  const request = parseInput(updateMemberInputSchema, input);
  const userDetails = parseInput(userDetailsSchema(userFormRulesOf(users)), request.userDetails);
  const userId = request.userId;
  const isSelf = userId === caller.memberId;
  const mayEditOthers = hasPermission(caller.roles, 'manage.manageUsersEdit');
  if (!isSelf && !mayEditOthers) throw notFound(memberNotFoundMessage);
  const current = await findCarrierMember(services.db, caller, userId);
  const mobileNumber = formatMobileNumber(userDetails.mobileNumber);

  await runInTransaction(services.db, async (tx) => {
    const holder = await findMemberByMobile(tx, mobileNumber, userDetails.countryCode);
    if (holder && holder.id !== userId) throw conflict(memberExistsMessage);
    await tx
      .update(members)
      .set({
        firstName: userDetails.firstName,
        lastName: userDetails.lastName,
        mobileNumber,
        countryCode: userDetails.countryCode,
        tractorNumber: userDetails.tractorNumber || null,
        addressLine1: userDetails.parkLocation?.addressLine1 ?? null,
        city: userDetails.parkLocation?.city ?? null,
        state: userDetails.parkLocation?.state ?? null,
        postalCode: userDetails.parkLocation?.postalCode ?? null,
        addressType: userDetails.parkLocation ? 'PARK' : null,
        updatedBy: caller.upn,
      })
      .where(eq(members.id, userId));
    if (mayEditOthers) {
      const roles = rolesToSave(userDetails.roles, rolesOf(current));
      await tx.delete(memberRoles).where(eq(memberRoles.memberId, userId));
      await tx.insert(memberRoles).values(roles.map((role) => ({ memberId: userId, role })));
    }
  });
  const row = await findCarrierMember(services.db, caller, userId);
  return { status: 'OK', message: message('users.updated'), member: toMemberView(row) };
}
