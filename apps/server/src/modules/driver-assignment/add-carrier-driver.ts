import { runInTransaction } from '../../db/run-in-transaction';
import { memberRoles, members } from '../../db/schema/members';
import { featureUnavailableMessage } from '../../platform/access';
import type { Caller } from '../../platform/caller';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { addCarrierDriverInputSchema, digitsOf } from './driver-assignment-input';
import type { CarrierDriverView } from './get-carrier-drivers';

export const driverExistsMessage = 'A user with this e-mail already exists.';
export const noCarrierMessage = 'Your account belongs to no carrier.';

/** The mobile number as the carrier's members have it (312-555-0100) when it has the usual 10 digits. */
function formatMobile(digits: string): string {
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/**
 * addCarrierDriver (D2-2.40 Add Driver): a dispatcher adds a driver from the List of Drivers and
 * assigns them at once. The new member is active, of the caller's carrier, with the Driver role and
 * no password: they choose one with Forgot password, as members added for them do (D3-4.13). The
 * upn is the e-mail in lower case; an e-mail already in use answers CONFLICT and adds nothing (moving
 * a member between carriers is Add User's transfer request, not this). Closed while the configuration
 * blocks adding users (D3-4.13).
 */
export async function addCarrierDriver(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<CarrierDriverView> {
  const { users } = await services.appConfig();
  if (users.addUserBlocked) throw forbidden(featureUnavailableMessage);
  const request = parseInput(addCarrierDriverInputSchema(users.phoneDigits), input);
  const carrierId = caller.carrier?.id;
  if (!carrierId) throw notFound(noCarrierMessage);

  return runInTransaction(services.db, async (tx) => {
    const [created] = await tx
      .insert(members)
      .values({
        upn: request.email.toLowerCase(),
        email: request.email,
        carrierId,
        firstName: request.firstName,
        lastName: request.lastName,
        mobileNumber: formatMobile(digitsOf(request.mobileNumber)),
        countryCode: users.defaultCountryCode,
        createdBy: caller.upn,
      })
      .onConflictDoNothing({ target: members.upn })
      .returning({
        driverId: members.id,
        upn: members.upn,
        firstName: members.firstName,
        lastName: members.lastName,
        mobileNumber: members.mobileNumber,
        countryCode: members.countryCode,
        tractorNumber: members.tractorNumber,
      });
    if (!created) throw conflict(driverExistsMessage);
    await tx.insert(memberRoles).values({ memberId: created.driverId, role: 'carrierDriver' });
    return created;
  });
}
