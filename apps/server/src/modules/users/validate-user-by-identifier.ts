import { isValidMobileNumber } from '@freight/domain/people/phone-number';
import type { Caller } from '../../platform/caller';
import { badInput } from '../../platform/errors';
import { message } from '../../platform/i18n';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { findMemberByMobile } from './find-member-by-mobile';
import { identifierCheckSchema } from './users-input';

/**
 * NEW: nobody has this number, the add form opens (D3-4.16); SAME_CARRIER: "already exists"
 * (D3-4.15); OTHER_CARRIER: someone outside the caller's carrier has it, who can be asked to join
 * (Send Request, D3-4.14).
 */
export type IdentifierCheck = {
  status: 'NEW' | 'SAME_CARRIER' | 'OTHER_CARRIER';
  /** For OTHER_CARRIER only: whom a transfer request goes to, and the name the dialog shows. */
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
};

/**
 * validateUserByIdentifier (D3-7.06, D3-4.13): Add User's Continue. Dispatcher only (D3-6.06). Tells
 * only what the flow needs: another carrier's member is named (for "Request sent to {name}") but
 * neither their carrier nor their contact details are.
 */
export async function validateUserByIdentifier(
  services: Pick<Services, 'db' | 'appConfig'>,
  caller: Caller,
  input: unknown,
): Promise<IdentifierCheck> {
  const { users } = await services.appConfig();
  const request = parseInput(identifierCheckSchema, input);
  const countryCode = request.countryCode || users.defaultCountryCode;
  if (!isValidMobileNumber(request.mobileNum, countryCode, users))
    throw badInput(message('invalidInput'), { mobileNum: message('users.fields.mobileNumber') });
  const found = await findMemberByMobile(services.db, request.mobileNum, countryCode);
  if (!found) return { status: 'NEW', userId: null, firstName: null, lastName: null };
  if (found.carrierId !== null && found.carrierId === caller.carrier?.id)
    return { status: 'SAME_CARRIER', userId: null, firstName: null, lastName: null };
  return { status: 'OTHER_CARRIER', userId: found.id, firstName: found.firstName, lastName: found.lastName };
}
