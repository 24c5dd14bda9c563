import { and, eq } from 'drizzle-orm';
import { runInTransaction } from '../../db/run-in-transaction';
import { memberRoles, members, transferRequests } from '../../db/schema/members';
import { endMemberSessions } from '../../identity/end-member-sessions';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { forgetCarrierData } from './forget-carrier-data';
import { confirmTransferInputSchema } from './users-input';

export type ConfirmTransferAnswer = { status: 'AGREED' | 'DECLINED'; message: Message };

/**
 * confirmTransfer (D3-7.08, D3-4.32, D3-4.33): the member answers a request addressed to them, and
 * only to them (anyone else's, or one already answered, is not found). Not Now declines it; Agree
 * moves them to the requesting carrier with the roles asked, drops what they held of the old
 * carrier's work (forgetCarrierData) and their tractor and park location, and ends their sessions so
 * that they sign in again as a member of the new carrier. The request keeps who asked, who answered
 * (the member) and when: the audit.
 */
export async function confirmTransfer(
  services: Pick<Services, 'db' | 'now'>,
  caller: Caller,
  input: unknown,
): Promise<ConfirmTransferAnswer> {
  const { requestId, confirm } = parseInput(confirmTransferInputSchema, input);
  return runInTransaction(services.db, async (tx) => {
    const [request] = await tx
      .update(transferRequests)
      .set({ status: confirm ? 'AGREED' : 'DECLINED', answeredAt: services.now() })
      .where(
        and(
          eq(transferRequests.id, requestId),
          eq(transferRequests.memberId, caller.memberId),
          eq(transferRequests.status, 'PENDING'),
        ),
      )
      .returning({ requestedCarrierId: transferRequests.requestedCarrierId, roles: transferRequests.roles });
    if (!request) throw notFound(message('users.transferNotFound'));
    if (!confirm) return { status: 'DECLINED', message: message('users.transferDeclined') };
    await tx
      .update(members)
      .set({
        carrierId: request.requestedCarrierId,
        tractorNumber: null,
        addressLine1: null,
        addressLine2: null,
        addressType: null,
        city: null,
        state: null,
        postalCode: null,
        updatedBy: caller.upn,
      })
      .where(eq(members.id, caller.memberId));
    await tx.delete(memberRoles).where(eq(memberRoles.memberId, caller.memberId));
    await tx.insert(memberRoles).values(request.roles.map((role) => ({ memberId: caller.memberId, role })));
    // Other requests that were waiting are moot once the member has moved.
    await tx
      .update(transferRequests)
      .set({ status: 'DECLINED', answeredAt: services.now() })
      .where(and(eq(transferRequests.memberId, caller.memberId), eq(transferRequests.status, 'PENDING')));
    await forgetCarrierData(tx, caller.memberId);
    await endMemberSessions(tx, caller.memberId);
    return { status: 'AGREED', message: message('users.transferAgreed') };
  });
}
