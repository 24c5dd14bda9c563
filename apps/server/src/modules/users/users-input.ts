import { z } from 'zod';
import { memberRoleFilters } from '@freight/domain/people/member-roles';
import { memberSearchMaxLength } from '@freight/domain/people/member-search';
import {
  checkRegistrationForm,
  type CarrierNumberType,
  type RegistrationFormValues,
  type RegistrationRules,
} from '@freight/domain/people/registration-form';
import { checkUserForm, type UserFormRules, type UserFormValues } from '@freight/domain/people/user-form';
import { isRole, type Role } from '@freight/domain/roles';
import type { AppConfig } from '@freight/domain/config';
import { issueMessage } from '../../platform/validate';

// The requests of users.graphql, in the API's words. The user form's rules are the domain's
// (checkUserForm, D3-5.10 to D3-5.14): the server runs them again and answers each field's issue in
// the caller's language (errors:users.fields.*).

export const memberIdSchema = z.uuid(issueMessage('users.chooseMember'));

/** Manage Users' sorts (D3-9.09): by name, or the latest sign-in first. */
export const memberSorts = ['NAME_ASC', 'NAME_DESC', 'LAST_LOGIN_DESC'] as const;
export type MemberSort = (typeof memberSorts)[number];

export function membersQuerySchema(maxPageSize: number) {
  return z.object({
    roleName: z
      .array(z.enum(memberRoleFilters, issueMessage('users.roleFilter')))
      .max(10)
      .nullish(),
    search: z.string().max(memberSearchMaxLength, issueMessage('users.searchTooLong')).nullish(),
    page: z.number().int().min(0).max(100_000).nullish(),
    size: z.number().int().min(1).max(maxPageSize).nullish(),
    sort: z.enum(memberSorts, issueMessage('users.sort')).nullish(),
  });
}

export const assignedLoadsQuerySchema = z.object({
  userId: memberIdSchema,
  page: z.number().int().min(0).max(100_000).nullish(),
  size: z.number().int().min(1).max(100).nullish(),
});

export function phoneCheckSchema(countryCodes: readonly string[]) {
  return z.object({
    phoneNumber: z.string().max(40),
    // D3-7.07: the US is sent as empty.
    countryCode: z
      .string()
      .trim()
      .max(5)
      .transform((code) => (code === '' ? '+1' : code))
      .refine((code) => countryCodes.includes(code), issueMessage('users.fields.countryCode')),
  });
}

const roleSchema = z
  .string()
  .refine(isRole, issueMessage('users.fields.roles')) as unknown as z.ZodType<Role>;

const parkLocationSchema = z.object({
  addressLine1: z.string().trim().max(200),
  city: z.string().trim().max(80),
  state: z.string().trim().max(40),
  postalCode: z.string().trim().max(10),
});

/** A driver's fields, of the user form and of registration alike: both may be absent. */
const driverFields = {
  tractorNumber: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((value) => value ?? ''),
  parkLocation: parkLocationSchema.nullish().transform((value) => value ?? null),
};

/** The rules of the form as the configuration sets them. */
export function userFormRulesOf(users: AppConfig['users']): UserFormRules {
  return {
    phoneDigits: users.phoneDigits,
    phoneFormattedLength: users.phoneFormattedLength,
    countryCodes: users.countryCodes,
    tractorNumberMaxLength: users.tractorNumberMaxLength,
  };
}

/** The fields of the user form with the domain's rules; each field's issue in the caller's words. */
function userFieldsSchema(rules: UserFormRules) {
  return z
    .object({
      roles: z.array(roleSchema).max(6),
      firstName: z.string().trim().max(200),
      lastName: z.string().trim().max(200),
      email: z.string().trim().max(254).default(''),
      countryCode: z.string().trim().max(5),
      mobileNumber: z.string().trim().max(40),
      ...driverFields,
    })
    .superRefine((values, context) => {
      for (const issue of checkUserForm(values as UserFormValues, rules))
        context.addIssue({
          code: 'custom',
          path: [issue.path],
          message: issueMessage(`users.fields.${issue.code}`),
        });
    });
}

/** addMemberV2 (D3-7.08): a new member of the caller's carrier. */
export const addMemberInputSchema = userFieldsSchema;

/**
 * updateMember (D3-7.08): the member, then their fields (userDetailsSchema), so that a refused field
 * is named as the form names it; the e-mail is read-only (D3-5.11).
 */
export const updateMemberInputSchema = z.object({ userId: memberIdSchema, userDetails: z.unknown() });
export const userDetailsSchema = userFieldsSchema;

export const identifierCheckSchema = z.object({
  mobileNum: z.string().trim().max(40),
  countryCode: z.string().trim().max(5).nullish(),
});

export const transferMemberInputSchema = z.object({
  userId: memberIdSchema,
  roles: z.array(roleSchema).min(1, issueMessage('users.fields.roles')).max(6),
});

export const confirmTransferInputSchema = z.object({
  requestId: z.uuid(issueMessage('users.transferNotFound')),
  confirm: z.boolean(),
});

/** The rules of the registration form as the configuration sets them. */
export function registrationRulesOf(users: AppConfig['users']): RegistrationRules {
  return { ...userFormRulesOf(users), ...users };
}

const carrierNumberSchema = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => value ?? '');

/**
 * registerMember (D3-3.03, D3-7.08): the registration form with the domain's rules; the company is
 * named by its USDOT or its MC number, exactly one of them filled. Each refused field is answered in
 * the caller's words under the name the API gives it (carrierMcNo or carrierUsDotNo for the number).
 */
export function registerMemberInputSchema(rules: RegistrationRules) {
  return z
    .object({
      roles: z.array(roleSchema).max(6),
      firstName: z.string().trim().max(200),
      lastName: z.string().trim().max(200),
      countryCode: z.string().trim().max(5),
      mobileNumber: z.string().trim().max(40),
      companyName: z.string().trim().max(400),
      corporateZipCode: z.string().trim().max(40),
      carrierUsDotNo: carrierNumberSchema,
      carrierMcNo: carrierNumberSchema,
      ...driverFields,
    })
    .superRefine((values, context) => {
      if ((values.carrierUsDotNo === '') === (values.carrierMcNo === '')) {
        context.addIssue({
          code: 'custom',
          path: ['carrierMcNo'],
          message: issueMessage('registration.fields.carrierNumber'),
        });
        return;
      }
      const carrierNumberType: CarrierNumberType = values.carrierUsDotNo === '' ? 'MC' : 'USDOT';
      const numberField = carrierNumberType === 'MC' ? 'carrierMcNo' : 'carrierUsDotNo';
      const form: RegistrationFormValues = {
        ...values,
        carrierNumberType,
        carrierNumber: values.carrierUsDotNo || values.carrierMcNo,
      };
      for (const issue of checkRegistrationForm(form, rules))
        context.addIssue({
          code: 'custom',
          path: [issue.path === 'carrierNumber' ? numberField : issue.path],
          message: issueMessage(`registration.fields.${issue.code}`),
        });
    })
    .transform((values): RegistrationFormValues => ({
      ...values,
      carrierNumberType: values.carrierUsDotNo === '' ? 'MC' : 'USDOT',
      carrierNumber: values.carrierUsDotNo || values.carrierMcNo,
    }));
}
