import { eq } from 'drizzle-orm';
import { digitsOf } from '@freight/domain/add-driver';
import { runInTransaction } from '../../db/run-in-transaction';
import { memberRoles, members } from '../../db/schema/members';
import { featureUnavailableMessage } from '../../platform/access';
import { inviteMember } from '../../identity/invite-member';
import type { Caller } from '../../platform/caller';
import { publicUrl } from '../../platform/env';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { addCarrierDriverInputSchema } from './driver-assignment-input';
import { carrierDriverColumns, type CarrierDriverView } from './get-carrier-drivers';
import { message } from '../../platform/i18n';

export const driverExistsMessage = message('driverAssignment.driverExists');
export const noCarrierMessage = message('driverAssignment.noCarrier');

/** The mobile number as the carrier's members have it (312-555-0100) when it has the usual 10 digits. */
function formatMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/**
 * addCarrierDriver (D2-2.40 Add Driver): a dispatcher adds a driver from the List of Drivers and
 * assigns them at once. The new member is active, of the caller's carrier, with the Driver role and
 * no password: the invitation mailed with them (same transaction) links to choosing one. The upn is the e-mail in lower case; an e-mail already in use answers CONFLICT and adds nothing (moving
 * a member between carriers is Add User's transfer request, not this). Closed while the configuration
 * blocks adding users (D3-4.13).
 */
export async function addCarrierDriver(
  services: Pick<Services, 'db' | 'appConfig' | 'env' | 'now' | 'usageLimits'>,
  caller: Caller,
  input: unknown,
): Promise<CarrierDriverView> {
  const { users } = await services.appConfig();
  if (users.addUserBlocked) throw forbidden(featureUnavailableMessage);
  const request = parseInput(addCarrierDriverInputSchema(users.phoneDigits), input);
  const carrier = caller.carrier;
  if (!carrier) throw notFound(noCarrierMessage);
  // Each member added queues an invitation mail: counted per user and window (decision 028).
  await services.usageLimits.consume('invitation', caller.memberId);

  return runInTransaction(services.db, async (tx) => {
    const [created] = await tx
      .insert(members)
      .values({
        upn: request.email.toLowerCase(),
        email: request.email,
        carrierId: carrier.id,
        firstName: request.firstName,
        lastName: request.lastName,
        mobileNumber: formatMobile(digitsOf(request.mobileNumber)),
        countryCode: users.defaultCountryCode,
        createdBy: caller.upn,
      })
      .onConflictDoNothing({ target: members.upn })
      .returning(carrierDriverColumns);
    if (!created) throw conflict(driverExistsMessage);
    await tx.insert(memberRoles).values({ memberId: created.driverId, role: 'carrierDriver' });
    const [inviter] = await tx
      .select({ firstName: members.firstName, lastName: members.lastName })
      .from(members)
      .where(eq(members.id, caller.memberId));
    await inviteMember(tx, {
      memberId: created.driverId,
      email: request.email,
      firstName: request.firstName,
      carrierName: carrier.name,
      inviter: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || caller.upn,
      publicUrl: publicUrl(services.env),
      now: services.now(),
    });
    return created;
  });
}
