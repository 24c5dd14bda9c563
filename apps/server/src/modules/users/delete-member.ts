import { eq } from 'drizzle-orm';
import { runInTransaction } from '../../db/run-in-transaction';
import {
  assignmentTransactions,
  devices,
  memberCredentials,
  memberRoles,
  members,
  passwordResetTokens,
  preferences,
  transferRequests,
} from '../../db/schema/index';
import { endMemberSessions } from '../../identity/end-member-sessions';
import type { Caller } from '../../platform/caller';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { forgetCarrierData } from './forget-carrier-data';

export type DeleteAnswer = { status: number; redirectUrl: string; message: Message; timeStamp: string };

/**
 * deleteMember (D3-7.08, D3-4.27 to D3-4.29): the caller deletes their own account, and only theirs.
 * Their personal data goes: names, contacts, address, tractor, password, preferences, devices,
 * sessions, and what they held of the carrier's work (forgetCarrierData). The row stays, emptied,
 * inactive and under a sign-in name nobody can use, so that the shipments they drove keep their
 * history (the assignment transactions keep the row but lose the driver's name, e-mail and phone).
 * Signing in is refused afterwards: there is no password and no such e-mail any more.
 */
export async function deleteMember(
  services: Pick<Services, 'db' | 'appConfig' | 'now'>,
  caller: Caller,
): Promise<DeleteAnswer> {
  const { links } = await services.appConfig();
  const now = services.now();
  const memberId = caller.memberId;
  await runInTransaction(services.db, async (tx) => {
    await tx
      .update(members)
      .set({
        upn: `deleted-${memberId}@deleted.invalid`,
        carrierId: null,
        firstName: '',
        lastName: '',
        companyName: null,
        email: null,
        mobileNumber: null,
        image: null,
        tractorNumber: null,
        carrierUsDotNo: null,
        carrierMcNo: null,
        userType: null,
        registered: false,
        active: false,
        requestedRoles: [],
        addressLine1: null,
        addressLine2: null,
        addressType: null,
        city: null,
        state: null,
        postalCode: null,
        campaignSource: null,
        campaignMedium: null,
        campaignName: null,
        createdBy: null,
        updatedBy: null,
        deletedAt: now,
      })
      .where(eq(members.id, memberId));
    await tx.delete(memberRoles).where(eq(memberRoles.memberId, memberId));
    await tx.delete(memberCredentials).where(eq(memberCredentials.memberId, memberId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.memberId, memberId));
    await tx.delete(preferences).where(eq(preferences.memberId, memberId));
    await tx.delete(devices).where(eq(devices.memberId, memberId));
    await tx.delete(transferRequests).where(eq(transferRequests.memberId, memberId));
    await tx
      .update(assignmentTransactions)
      .set({ driverName: null, driverEmail: null, driverPhone: null })
      .where(eq(assignmentTransactions.driverMemberId, memberId));
    await forgetCarrierData(tx, memberId);
    await endMemberSessions(tx, memberId);
  });
  return {
    status: 200,
    redirectUrl: links.deleteAccountSurveyUrl,
    message: message('users.deleted'),
    timeStamp: now.toISOString(),
  };
}
