import { formatMobileNumber, isValidMobileNumber } from '@freight/domain/people/phone-number';
import type { Services } from '../../platform/services';
import { parseInput } from '../../platform/validate';
import { phoneCheckSchema } from './users-input';

export type PhoneNumberCheck = { status: 'VALID' | 'INVALID'; countryCode: string; phoneNumber: string };

/**
 * validatePhoneNumber (D3-7.07, D3-5.03, D3-5.13): the service the user form asks once the number has
 * its 12 characters. The rule is the domain's (the configured digits, North American numbers under
 * +1, any 10 digits under +52); an empty country code is the US's. Answers the number as the
 * members' records keep it (ddd-ddd-dddd).
 */
export async function validatePhoneNumber(
  services: Pick<Services, 'appConfig'>,
  input: unknown,
): Promise<PhoneNumberCheck> {
  const { users } = await services.appConfig();
  const { phoneNumber, countryCode } = parseInput(
    phoneCheckSchema(users.countryCodes.map((entry) => entry.code)),
    input,
  );
  const isValid = isValidMobileNumber(phoneNumber.trim(), countryCode, users);
  return {
    status: isValid ? 'VALID' : 'INVALID',
    countryCode,
    phoneNumber: isValid ? formatMobileNumber(phoneNumber) : phoneNumber,
  };
}
