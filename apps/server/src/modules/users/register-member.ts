import { eq } from 'drizzle-orm';
import { isGuestOnly } from '@freight/domain/permissions';
import { formatMobileNumber } from '@freight/domain/people/phone-number';
import { registersAsDriver, type RegistrationFormValues } from '@freight/domain/people/registration-form';
import type { Transaction } from '../../db/client';
import { runInTransaction } from '../../db/run-in-transaction';
import { carriers } from '../../db/schema/carriers';
import { memberRoles, members } from '../../db/schema/members';
import type { Caller } from '../../platform/caller';
import { conflict, forbidden } from '../../platform/errors';
import { message, type Message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { memberExistsMessage } from './add-member';
import { findCarrierMember } from './find-carrier-member';
import { findMemberByMobile } from './find-member-by-mobile';
import { forgetCarrierData } from './forget-carrier-data';
import { toMemberView, type MemberView } from './member-view';
import { registerMemberInputSchema, registrationRulesOf } from './users-input';

export type RegistrationAnswer = {
  status: 'OK';
  message: Message;
  /** A carrier was created for the company: the web app may show the New Carrier prompt (D3-4.07). */
  isNewCarrier: boolean;
  member: MemberView;
};

/** The source of a carrier created by registration, until a source system sends its record. */
export const registrationSource = 'REGISTRATION';

/** The carrier with this USDOT or MC number, or null. */
async function findCarrierByNumber(tx: Transaction, request: RegistrationFormValues): Promise<string | null> {
  const column = request.carrierNumberType === 'MC' ? carriers.mcNumber : carriers.usdotNumber;
  const [found] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(eq(column, request.carrierNumber))
    .limit(1);
  return found?.id ?? null;
}

/**
 * A carrier for a company nobody registered yet, named by its number; when another registration
 * created it a moment ago, that one (the common carrier id is unique).
 */
async function createCarrier(tx: Transaction, request: RegistrationFormValues): Promise<string> {
  const isMc = request.carrierNumberType === 'MC';
  const commonCarrierId = `${registrationSource}-${request.carrierNumberType}-${request.carrierNumber}`;
  const [created] = await tx
    .insert(carriers)
    .values({
      name: request.companyName,
      commonCarrierId,
      source: registrationSource,
      mcNumber: isMc ? request.carrierNumber : null,
      usdotNumber: isMc ? null : request.carrierNumber,
      postalCode: request.corporateZipCode,
    })
    .onConflictDoNothing({ target: carriers.commonCarrierId })
    .returning({ id: carriers.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: carriers.id })
    .from(carriers)
    .where(eq(carriers.commonCarrierId, commonCarrierId));
  return existing!.id;
}

/**
 * registerMember (D3-7.08, D3-3.03, D3-4.06, D3-4.07): a signed-in Guest completes their profile and
 * names their company by its USDOT or MC number, checked by the registration form's rules (D3-5.01 to
 * D3-5.07). A number no carrier has creates the company's carrier, and the member holds the roles they
 * chose in it; a number a carrier already has leaves them a Guest outside it, with the roles they asked
 * for kept (requestedRoles): nobody joins an existing carrier by typing its public number, its
 * dispatcher adds them (Add User's Send Request). Anyone but a Guest is refused: they are registered.
 * A mobile number someone else has answers CONFLICT and changes nothing.
 */
export async function registerMember(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<RegistrationAnswer> {
  const { users } = await services.appConfig();
  const request = parseInput(registerMemberInputSchema(registrationRulesOf(users)), input);
  if (!isGuestOnly(caller.roles)) throw forbidden(message('registration.alreadyRegistered'));
  const mobileNumber = formatMobileNumber(request.mobileNumber);
  const isDriver = registersAsDriver(request.roles);
  const isMc = request.carrierNumberType === 'MC';

  const isNewCarrier = await runInTransaction(services.db, async (tx) => {
    const holder = await findMemberByMobile(tx, mobileNumber, request.countryCode);
    if (holder && holder.id !== caller.memberId) throw conflict(memberExistsMessage);
    const existingCarrierId = await findCarrierByNumber(tx, request);
    const carrierId = existingCarrierId ?? (await createCarrier(tx, request));
    const isCreated = existingCarrierId === null;
    if (isCreated && caller.carrier && caller.carrier.id !== carrierId)
      await forgetCarrierData(tx, caller.memberId);
    await tx
      .update(members)
      .set({
        firstName: request.firstName,
        lastName: request.lastName,
        mobileNumber,
        countryCode: request.countryCode,
        companyName: request.companyName,
        carrierMcNo: isMc ? request.carrierNumber : null,
        carrierUsDotNo: isMc ? null : request.carrierNumber,
        tractorNumber: isDriver ? request.tractorNumber : null,
        addressLine1: isDriver ? (request.parkLocation?.addressLine1 ?? null) : null,
        city: isDriver ? (request.parkLocation?.city ?? null) : null,
        state: isDriver ? (request.parkLocation?.state ?? null) : null,
        postalCode: isDriver ? (request.parkLocation?.postalCode ?? null) : null,
        addressType: isDriver ? 'PARK' : null,
        requestedRoles: request.roles,
        registered: true,
        ...(isCreated ? { carrierId } : {}),
        updatedBy: caller.upn,
      })
      .where(eq(members.id, caller.memberId));
    if (isCreated) {
      await tx.delete(memberRoles).where(eq(memberRoles.memberId, caller.memberId));
      await tx.insert(memberRoles).values(request.roles.map((role) => ({ memberId: caller.memberId, role })));
    }
    return isCreated;
  });
  const row = await findCarrierMember(services.db, caller, caller.memberId);
  return {
    status: 'OK',
    message: message(isNewCarrier ? 'registration.registered' : 'registration.pending'),
    isNewCarrier,
    member: toMemberView(row),
  };
}
