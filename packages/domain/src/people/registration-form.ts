import * as z from 'zod/mini';
import { isRole, type Role } from '../roles';
import { needsLeasedChoice } from './member-roles';
import { isKnownCountryCode, isValidMobileNumber, type PhoneRules } from './phone-number';
import { userNameMaxLength, type ParkLocation } from './user-form';

// The registration form (D3-2.31, D3-5.01 to D3-5.09, D3-6.01, D3-6.02): what a signed-in Guest fills
// to join the product as a driver, a dispatcher or a leased owner-operator of a company. One rule for
// the form and for the server's registerMember, which checks the same schema again. Its phone rule is
// the user form's (isValidMobileNumber, D3-5.03 and D3-5.13 agree) and so is its park location.

export const registrationIssues = [
  'roles',
  'firstName',
  'lastName',
  'personName',
  'countryCode',
  'mobileNumber',
  'companyName',
  'corporateZipCode',
  'usdot',
  'mc',
  'tractorNumber',
  'parkLocation',
] as const;
export type RegistrationIssue = (typeof registrationIssues)[number];

/** D3-2.31: the company is named by its USDOT or its MC number, MC by default. */
export const carrierNumberTypes = ['MC', 'USDOT'] as const;
export type CarrierNumberType = (typeof carrierNumberTypes)[number];

/** D3-6.01, D3-6.02: Driver and Dispatcher (both allowed), or Leased on Owner Operator alone. */
export const registrationRoles = ['carrierDriver', 'carrierDispatcher', 'carrierLeasedOwnerOpr'] as const;

export type RegistrationFormValues = {
  roles: Role[];
  firstName: string;
  lastName: string;
  countryCode: string;
  mobileNumber: string;
  companyName: string;
  corporateZipCode: string;
  carrierNumberType: CarrierNumberType;
  carrierNumber: string;
  tractorNumber: string;
  parkLocation: ParkLocation | null;
};

export type RegistrationRules = PhoneRules & {
  usdotMcMinDigits: number;
  usdotMcMaxDigits: number;
  usdotMcValidateFromChars: number;
  zipMaxLength: number;
  tractorNumberMaxLength: number;
};

export const companyNameMaxLength = 200;

/** D3-2.31, D3-5.06, D3-5.07: the park location and the tractor number are a driver's. */
export function registersAsDriver(roles: readonly Role[]): boolean {
  return roles.includes('carrierDriver');
}

/** D3-5.02: what a name input keeps of a keystroke: letters, digits and spaces. */
export function cleanRegistrationName(value: string): string {
  return value.replace(/[^\p{L}\p{N} ]/gu, '');
}

/** D3-5.05: what the USDOT or MC input keeps: digits, at most the longest number. */
export function cleanCarrierNumber(
  value: string,
  rules: Pick<RegistrationRules, 'usdotMcMaxDigits'>,
): string {
  return value.replace(/\D/g, '').slice(0, rules.usdotMcMaxDigits);
}

/** D3-5.05: the number is judged once 4 characters are typed; fewer (or none) shows no error yet. */
export function isCarrierNumberJudged(
  value: string,
  rules: Pick<RegistrationRules, 'usdotMcValidateFromChars'>,
): boolean {
  return value.length >= rules.usdotMcValidateFromChars;
}

export function isValidCarrierNumber(
  value: string,
  rules: Pick<RegistrationRules, 'usdotMcMinDigits' | 'usdotMcMaxDigits'>,
): boolean {
  return new RegExp(`^\\d{${rules.usdotMcMinDigits},${rules.usdotMcMaxDigits}}$`).test(value);
}

/** D3-5.04: letters, digits and spaces, 1 to 10 characters. */
export function isValidCorporateZip(value: string, rules: Pick<RegistrationRules, 'zipMaxLength'>): boolean {
  return value.length >= 1 && value.length <= rules.zipMaxLength && /^[A-Za-z0-9 ]+$/.test(value);
}

/** D3-5.02: a registered name holds letters, digits and spaces only, as its input keeps them. */
function isRegistrationName(value: string): boolean {
  return value.length <= userNameMaxLength && /^[\p{L}\p{N} ]+$/u.test(value);
}

/** D3-5.01, D3-6.01, D3-6.02: one role at least, each selectable, Leased on Owner Operator alone. */
function areRegistrationRoles(roles: readonly Role[]): boolean {
  return (
    roles.length > 0 &&
    roles.every((role) => (registrationRoles as readonly string[]).includes(role)) &&
    !needsLeasedChoice(roles)
  );
}

/** Every issue of the values, one per field, in the form's order. */
export function checkRegistrationForm(
  values: RegistrationFormValues,
  rules: RegistrationRules,
): { path: keyof RegistrationFormValues; code: RegistrationIssue }[] {
  const issues: { path: keyof RegistrationFormValues; code: RegistrationIssue }[] = [];
  const first = values.firstName.trim();
  const last = values.lastName.trim();
  const company = values.companyName.trim();
  const zip = values.corporateZipCode.trim();
  const number = values.carrierNumber.trim();
  const tractor = values.tractorNumber.trim();
  if (!areRegistrationRoles(values.roles)) issues.push({ path: 'roles', code: 'roles' });
  // D3-5.02: each blank name has its own message; a name with other characters the shared one.
  if (first === '') issues.push({ path: 'firstName', code: 'firstName' });
  else if (!isRegistrationName(first)) issues.push({ path: 'firstName', code: 'personName' });
  if (last === '') issues.push({ path: 'lastName', code: 'lastName' });
  else if (!isRegistrationName(last)) issues.push({ path: 'lastName', code: 'personName' });
  // D3-5.03: the user form's phone rule under the chosen country code.
  if (!isKnownCountryCode(values.countryCode, rules))
    issues.push({ path: 'countryCode', code: 'countryCode' });
  else if (!isValidMobileNumber(values.mobileNumber.trim(), values.countryCode, rules))
    issues.push({ path: 'mobileNumber', code: 'mobileNumber' });
  if (company === '' || company.length > companyNameMaxLength)
    issues.push({ path: 'companyName', code: 'companyName' });
  // D3-5.04
  if (!isValidCorporateZip(zip, rules)) issues.push({ path: 'corporateZipCode', code: 'corporateZipCode' });
  // D3-5.05: the error names the type chosen.
  if (!isValidCarrierNumber(number, rules))
    issues.push({ path: 'carrierNumber', code: values.carrierNumberType === 'USDOT' ? 'usdot' : 'mc' });
  // D3-5.06, D3-5.07: a driver's tractor number and park location.
  if (registersAsDriver(values.roles)) {
    if (tractor === '' || tractor.length > rules.tractorNumberMaxLength)
      issues.push({ path: 'tractorNumber', code: 'tractorNumber' });
    if (!values.parkLocation?.city || !values.parkLocation.state)
      issues.push({ path: 'parkLocation', code: 'parkLocation' });
  }
  return issues;
}

/**
 * D3-5.01, D3-5.08: Save Profile asks for every field; a field left empty makes the form say
 * "Please complete all required fields." rather than a message per field.
 */
export function hasEmptyRegistrationField(values: RegistrationFormValues): boolean {
  const texts = [
    values.firstName,
    values.lastName,
    values.mobileNumber,
    values.companyName,
    values.corporateZipCode,
    values.carrierNumber,
  ];
  if (registersAsDriver(values.roles)) texts.push(values.tractorNumber, values.parkLocation?.city ?? '');
  return values.roles.length === 0 || texts.some((text) => text.trim() === '');
}

const text = () => z.string().check(z.trim());

/** The values with every rule above, each issue on its field with its code as message; trimmed. */
export function registrationFormSchema(rules: RegistrationRules): z.ZodMiniType<RegistrationFormValues> {
  return z
    .object({
      roles: z.array(z.string().check(z.refine(isRole, 'roles'))) as unknown as z.ZodMiniType<Role[]>,
      firstName: text(),
      lastName: text(),
      countryCode: text(),
      mobileNumber: text(),
      companyName: text(),
      corporateZipCode: text(),
      carrierNumberType: z.enum(carrierNumberTypes),
      carrierNumber: text(),
      tractorNumber: text(),
      parkLocation: z.nullable(
        z.object({ addressLine1: text(), city: text(), state: text(), postalCode: text() }),
      ),
    })
    .check(
      z.superRefine((values: RegistrationFormValues, refinement) => {
        for (const issue of checkRegistrationForm(values, rules))
          refinement.addIssue({ code: 'custom', message: issue.code, path: [issue.path], input: values });
      }),
    );
}

/** The empty form (D3-2.31): the names the account was created with, MC chosen, the default code. */
export function emptyRegistrationForm(
  defaults: Pick<RegistrationFormValues, 'firstName' | 'lastName' | 'mobileNumber' | 'countryCode'>,
): RegistrationFormValues {
  return {
    roles: [],
    ...defaults,
    companyName: '',
    corporateZipCode: '',
    carrierNumberType: 'MC',
    carrierNumber: '',
    tractorNumber: '',
    parkLocation: null,
  };
}
