import { z } from 'zod';
import { hasPermission } from '@freight/domain/permissions';
import type { Caller } from '../../platform/caller';
import { notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCarrierMember, memberNotFoundMessage } from './find-carrier-member';
import { toMemberView, type MemberView } from './member-view';
import { memberIdSchema } from './users-input';

const getMemberInputSchema = z.object({ userId: memberIdSchema });

/**
 * getMember: View Profile (D3-2.45, D3-2.09): the caller themself, or, for an admin (manageUsers), a
 * member of their carrier. Any other member, whatever their carrier, is not found.
 */
export async function getMember(
  services: Pick<Services, 'db'>,
  caller: Caller,
  input: unknown,
): Promise<MemberView> {
  const { userId } = parseInput(getMemberInputSchema, input);
  if (userId !== caller.memberId && !hasPermission(caller.roles, 'manage.manageUsers'))
    throw notFound(memberNotFoundMessage);
  return toMemberView(await findCarrierMember(services.db, caller, userId));
}
