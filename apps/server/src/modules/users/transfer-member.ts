import { and, eq, isNull } from 'drizzle-orm';
import { rolesToSave } from '@freight/domain/people/member-roles';
import { runInTransaction } from '../../db/run-in-transaction';
import { members, transferRequests } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import { conflict, notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { notifyMember } from '../notifications/notify-member';
import { memberNotFoundMessage } from './find-carrier-member';
import { noCarrierMessage } from './add-member';
import { transferMemberInputSchema } from './users-input';

export type TransferAnswer = { status: 'OK'; message: Message };

/** The kind of notification a transfer request is (D3-4.32). */
export const transferNotificationType = 'MANAGE_USER_REQUEST';

/**
 * transferMemberV2 (D3-7.08, D3-4.14): Send Request. A dispatcher asks a member of another carrier (or
 * a guest of none) to join theirs with the roles chosen (Admin never, D3-4.23). The request is kept
 * with who asked and from which carrier (the audit), and the member is told by a MANAGE_USER_REQUEST
 * notification; nothing moves until they agree (confirmTransfer). Asking again while a request waits
 * changes nothing; a member of the caller's own carrier "already exists" (D3-8.06).
 */
export async function transferMember(
  services: Pick<Services, 'db' | 'usageLimits'>,
  caller: Caller,
  input: unknown,
): Promise<TransferAnswer> {
  const request = parseInput(transferMemberInputSchema, input);
  const carrier = caller.carrier;
  if (!carrier) throw notFound(noCarrierMessage);
  await services.usageLimits.consume('invitation', caller.memberId);
  return runInTransaction(services.db, async (tx) => {
    const [target] = await tx
      .select({
        id: members.id,
        carrierId: members.carrierId,
        firstName: members.firstName,
        lastName: members.lastName,
      })
      .from(members)
      .where(and(eq(members.id, request.userId), isNull(members.deletedAt), eq(members.active, true)));
    if (!target) throw notFound(memberNotFoundMessage);
    if (target.carrierId === carrier.id) throw conflict(message('users.alreadyInCarrier'));
    const [requester] = await tx
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.id, caller.memberId));
    const requestedByName =
      [requester?.firstName, requester?.lastName].filter(Boolean).join(' ') || caller.upn;
    const [created] = await tx
      .insert(transferRequests)
      .values({
        memberId: target.id,
        requestedCarrierId: carrier.id,
        fromCarrierId: target.carrierId,
        roles: rolesToSave(request.roles, []),
        requestedBy: caller.memberId,
        requestedByName,
      })
      .onConflictDoNothing()
      .returning({ id: transferRequests.id });
    if (created) {
      await notifyMember(tx, {
        memberId: target.id,
        type: transferNotificationType,
        title: message('messages:transferNotices.title'),
        body: message('messages:transferNotices.body', { carrier: carrier.name, requester: requestedByName }),
        deepLinkUri: `/carrier/app/notifications?transferRequestId=${created.id}`,
      });
    }
    const name = [target.firstName, target.lastName].filter(Boolean).join(' ');
    return { status: 'OK', message: message('users.requestSent', { name }) };
  });
}
