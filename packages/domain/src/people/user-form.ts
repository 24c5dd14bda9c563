import * as z from 'zod/mini';
import { isRole, type Role } from '../roles';
import { isValidMobileNumber, type PhoneRules } from './phone-number';

// The Add/Edit user form (D3-5.10 to D3-5.14, D3-2.41 to D3-2.45): one rule for the form and for the
// server, which checks the same schema again. Each issue's message is a code (UserFormIssue) that the
// form shows in the user's language and the server answers in the caller's.

export const userFormIssues = [
  'roles',
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'countryCode',
  'tractorNumber',
  'parkLocation',
] as const;
export type UserFormIssue = (typeof userFormIssues)[number];

/** A park location chosen among the address suggestions (D3-3.02, D3-5.07). */
export type ParkLocation = { addressLine1: string; city: string; state: string; postalCode: string };

export type UserFormValues = {
  roles: Role[];
  firstName: string;
  lastName: string;
  /** The upn for a new member; read-only once the member exists (D3-5.11). */
  email: string;
  countryCode: string;
  mobileNumber: string;
  tractorNumber: string;
  parkLocation: ParkLocation | null;
};

export type UserFormRules = PhoneRules & { tractorNumberMaxLength: number };

export const userNameMaxLength = 100;
export const userEmailMaxLength = 254;

/** D3-5.10: the characters a first or last name may not hold. */
const forbiddenNameCharacters = /[~`!#@$%^&*+=\\[\]';,/(){}|":<>?]/;

export function isValidPersonName(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= userNameMaxLength && !forbiddenNameCharacters.test(trimmed);
}

/** D3-5.11: letters, digits, dot or hyphen, then @, a domain, a dot and letters. */
const emailPattern = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]+$/;

export function isValidUserEmail(value: string): boolean {
  return value.length <= userEmailMaxLength && emailPattern.test(value);
}

/** D3-5.11: the e-mail may stay empty when Driver is the only role chosen. */
export function isEmailOptional(roles: readonly Role[]): boolean {
  return roles.length === 1 && roles[0] === 'carrierDriver';
}

/** D3-5.12: drivers and owner-operators, who drive a tractor, give its number. */
export function needsTractorNumber(roles: readonly Role[]): boolean {
  return roles.includes('carrierDriver') || roles.includes('carrierLeasedOwnerOpr');
}

/** Every issue of the values, one per field, in the form's order. */
export function checkUserForm(
  values: UserFormValues,
  rules: UserFormRules,
): { path: keyof UserFormValues; code: UserFormIssue }[] {
  const issues: { path: keyof UserFormValues; code: UserFormIssue }[] = [];
  const email = values.email.trim();
  const tractor = values.tractorNumber.trim();
  // D3-5.13: at least one role.
  if (values.roles.length === 0) issues.push({ path: 'roles', code: 'roles' });
  // D3-5.10
  if (!isValidPersonName(values.firstName)) issues.push({ path: 'firstName', code: 'firstName' });
  if (!isValidPersonName(values.lastName)) issues.push({ path: 'lastName', code: 'lastName' });
  // D3-5.11
  if (email.length === 0 ? !isEmailOptional(values.roles) : !isValidUserEmail(email))
    issues.push({ path: 'email', code: 'email' });
  // D3-5.13, D3-5.14, D3-9.01: the country code of the list, the number valid under it.
  if (!rules.countryCodes.some((entry) => entry.code === values.countryCode))
    issues.push({ path: 'countryCode', code: 'countryCode' });
  else if (!isValidMobileNumber(values.mobileNumber.trim(), values.countryCode, rules))
    issues.push({ path: 'mobileNumber', code: 'mobileNumber' });
  // D3-5.12
  if (
    tractor.length > rules.tractorNumberMaxLength ||
    (tractor.length === 0 && needsTractorNumber(values.roles))
  )
    issues.push({ path: 'tractorNumber', code: 'tractorNumber' });
  return issues;
}

const text = () => z.string().check(z.trim());
const parkLocationSchema = z.object({
  addressLine1: text(),
  city: text(),
  state: text(),
  postalCode: text(),
});

/**
 * The values with every rule above, each issue on its field with its code as message. Values come
 * out trimmed; roles are those the role table knows.
 */
export function userFormSchema(rules: UserFormRules): z.ZodMiniType<UserFormValues> {
  return z
    .object({
      roles: z.array(z.string().check(z.refine(isRole, 'roles'))) as unknown as z.ZodMiniType<Role[]>,
      firstName: text(),
      lastName: text(),
      email: text(),
      countryCode: text(),
      mobileNumber: text(),
      tractorNumber: text(),
      parkLocation: z.nullable(parkLocationSchema),
    })
    .check(
      z.superRefine((values: UserFormValues, refinement) => {
        for (const issue of checkUserForm(values, rules))
          refinement.addIssue({ code: 'custom', message: issue.code, path: [issue.path], input: values });
      }),
    );
}

/** An empty form for Add User (D3-3.04): no role, the default country code. */
export function emptyUserForm(defaultCountryCode: string): UserFormValues {
  return {
    roles: [],
    firstName: '',
    lastName: '',
    email: '',
    countryCode: defaultCountryCode,
    mobileNumber: '',
    tractorNumber: '',
    parkLocation: null,
  };
}
