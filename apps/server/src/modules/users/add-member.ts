import { randomUUID } from 'node:crypto';
import { formatMobileNumber } from '@freight/domain/people/phone-number';
import { rolesToSave } from '@freight/domain/people/member-roles';
import { runInTransaction } from '../../db/run-in-transaction';
import { memberRoles, members } from '../../db/schema/members';
import { featureUnavailableMessage } from '../../platform/access';
import type { Caller } from '../../platform/caller';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findCarrierMember } from './find-carrier-member';
import { findMemberByMobile } from './find-member-by-mobile';
import { toMemberView, type MemberView } from './member-view';
import { sendInvitation } from './send-invitation';
import { addMemberInputSchema, userFormRulesOf } from './users-input';

export type MemberAnswer = { status: 'OK'; message: Message; member: MemberView };

export const memberExistsMessage = message('users.memberExists');
export const noCarrierMessage = message('users.noCarrier');

/**
 * The sign-in name of a member added without an e-mail (a Driver alone, D3-5.11): unique, and in a
 * domain that can never receive mail, so that nobody can claim it through Forgot password.
 */
function placeholderUpn(): string {
  return `member-${randomUUID()}@no-email.invalid`;
}

/**
 * addMemberV2 (D3-7.08, D3-4.16): a dispatcher adds a member to their carrier with the roles chosen
 * (Admin is never given here, D3-4.23), checked by the user form's rules (D3-5.10 to D3-5.14). The
 * member has no password: their invitation (mail, and a text to their mobile) is queued in the same
 * transaction. An e-mail or a mobile number that already has an account answers CONFLICT and adds
 * nothing: such a person is asked to transfer instead (D3-4.14). Closed while the configuration
 * blocks adding users (R2, D3-4.19); each addition counts against the invitation limit (decision 028).
 */
export async function addMember(
  services: Pick<Services, 'db' | 'appConfig' | 'env' | 'now' | 'usageLimits'>,
  caller: Caller,
  input: unknown,
): Promise<MemberAnswer> {
  const { users } = await services.appConfig();
  if (users.addUserBlocked) throw forbidden(featureUnavailableMessage);
  const request = parseInput(addMemberInputSchema(userFormRulesOf(users)), input);
  const carrier = caller.carrier;
  if (!carrier) throw notFound(noCarrierMessage);
  await services.usageLimits.consume('invitation', caller.memberId);

  const email = request.email === '' ? null : request.email;
  const mobileNumber = formatMobileNumber(request.mobileNumber);
  const memberId = await runInTransaction(services.db, async (tx) => {
    if (await findMemberByMobile(tx, mobileNumber, request.countryCode)) throw conflict(memberExistsMessage);
    const [created] = await tx
      .insert(members)
      .values({
        upn: email?.toLowerCase() ?? placeholderUpn(),
        email,
        carrierId: carrier.id,
        firstName: request.firstName,
        lastName: request.lastName,
        mobileNumber,
        countryCode: request.countryCode,
        tractorNumber: request.tractorNumber || null,
        addressLine1: request.parkLocation?.addressLine1 ?? null,
        city: request.parkLocation?.city ?? null,
        state: request.parkLocation?.state ?? null,
        postalCode: request.parkLocation?.postalCode ?? null,
        addressType: request.parkLocation ? 'PARK' : null,
        requestedRoles: request.roles,
        createdBy: caller.upn,
      })
      .onConflictDoNothing({ target: members.upn })
      .returning({ id: members.id });
    if (!created) throw conflict(memberExistsMessage);
    const roles = rolesToSave(request.roles, []);
    await tx.insert(memberRoles).values(roles.map((role) => ({ memberId: created.id, role })));
    await sendInvitation(tx, services, caller, {
      id: created.id,
      firstName: request.firstName,
      email,
      mobileNumber,
      countryCode: request.countryCode,
    });
    return created.id;
  });
  const row = await findCarrierMember(services.db, caller, memberId);
  return { status: 'OK', message: message('users.added'), member: toMemberView(row) };
}
