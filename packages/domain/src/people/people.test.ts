import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { memberLoadIcon } from './member-card';
import {
  needsLeasedChoice,
  resolveLeasedChoice,
  rolesOfFilter,
  rolesToSave,
  memberRoleFilters,
} from './member-roles';
import { memberSearchTerms } from './member-search';
import { cleanMobileInput, dialableNumber, formatMobileNumber, isValidMobileNumber } from './phone-number';
import { checkUserForm, emptyUserForm, userFormSchema, type UserFormValues } from './user-form';

const rules = { ...defaultConfig.users };

const driver: UserFormValues = {
  ...emptyUserForm('+1'),
  roles: ['carrierDriver'],
  firstName: 'Ana',
  lastName: 'Lopez',
  mobileNumber: '312-555-0100',
  tractorNumber: 'T-42',
};

const codesOf = (values: UserFormValues) => checkUserForm(values, rules).map((issue) => issue.code);

describe('the user form', () => {
  it('[D3-5.10] first and last name are required and refuse the listed characters', () => {
    expect(codesOf(driver)).toEqual([]);
    expect(codesOf({ ...driver, firstName: '  ' })).toEqual(['firstName']);
    for (const character of '~`!#@$%^&*+=\\[]\';,/(){}|":<>?')
      expect(codesOf({ ...driver, lastName: `Lo${character}pez` })).toEqual(['lastName']);
    expect(codesOf({ ...driver, lastName: 'Lopez-Garcia Jr.' })).toEqual([]);
  });

  it('[D3-5.11] the e-mail follows the pattern and may stay empty only for a Driver alone', () => {
    expect(codesOf({ ...driver, email: '' })).toEqual([]);
    expect(codesOf({ ...driver, email: 'ana.lopez@carrier-one.com' })).toEqual([]);
    expect(codesOf({ ...driver, email: 'ana lopez@carrier.com' })).toEqual(['email']);
    expect(codesOf({ ...driver, email: 'ana@carrier' })).toEqual(['email']);
    expect(codesOf({ ...driver, roles: ['carrierDispatcher'], tractorNumber: '' })).toEqual(['email']);
    expect(codesOf({ ...driver, roles: ['carrierDriver', 'carrierDispatcher'] })).toEqual(['email']);
  });

  it('[D3-5.12] a tractor number of at most 15 is required of drivers and owner-operators', () => {
    expect(codesOf({ ...driver, tractorNumber: '' })).toEqual(['tractorNumber']);
    expect(
      codesOf({ ...driver, roles: ['carrierLeasedOwnerOpr'], email: 'a@b.co', tractorNumber: '' }),
    ).toEqual(['tractorNumber']);
    expect(codesOf({ ...driver, tractorNumber: '1234567890123456' })).toEqual(['tractorNumber']);
    expect(codesOf({ ...driver, tractorNumber: '123456789012345' })).toEqual([]);
    expect(codesOf({ ...driver, roles: ['carrierDispatcher'], email: 'a@b.co', tractorNumber: '' })).toEqual(
      [],
    );
  });

  it('[D3-5.13] at least one role, and a valid mobile number of 12 characters', () => {
    expect(codesOf({ ...driver, roles: [], tractorNumber: '' })).toEqual(['roles', 'email']);
    expect(codesOf({ ...driver, mobileNumber: '312-555-010' })).toEqual(['mobileNumber']);
    expect(codesOf({ ...driver, mobileNumber: '' })).toEqual(['mobileNumber']);
  });

  it('[D3-5.14] the mobile number takes digits and hyphens only; the country code defaults to +1', () => {
    expect(emptyUserForm(defaultConfig.users.defaultCountryCode).countryCode).toBe('+1');
    expect(codesOf({ ...driver, mobileNumber: '(312) 555-0100' })).toEqual(['mobileNumber']);
    expect(cleanMobileInput('(312) 555-0100 x', 12)).toBe('312555-0100');
    expect(cleanMobileInput('312-555-0100-99', 12)).toBe('312-555-0100');
    expect(formatMobileNumber('3125550100')).toBe('312-555-0100');
  });

  it('[D3-9.01] +1 numbers are North American, +52 any 10 digits; other country codes are refused', () => {
    expect(isValidMobileNumber('312-555-0100', '+1', rules)).toBe(true);
    expect(isValidMobileNumber('112-555-0100', '+1', rules)).toBe(false);
    expect(isValidMobileNumber('312-155-0100', '+1', rules)).toBe(false);
    expect(isValidMobileNumber('112-555-0100', '+52', rules)).toBe(true);
    expect(isValidMobileNumber('312-555-0100', '+44', rules)).toBe(false);
    expect(codesOf({ ...driver, countryCode: '+44' })).toEqual(['countryCode']);
  });

  it('the schema answers each issue on its field as its code, and trims the values', () => {
    const schema = userFormSchema(rules);
    const parsed = schema.safeParse({ ...driver, firstName: ' Ana ' });
    expect(parsed.success && parsed.data.firstName).toBe('Ana');
    const refused = schema.safeParse({ ...driver, firstName: 'A#', tractorNumber: '' });
    expect(
      refused.success ? [] : refused.error.issues.map((issue) => [issue.path[0], issue.message]),
    ).toEqual([
      ['firstName', 'firstName'],
      ['tractorNumber', 'tractorNumber'],
    ]);
    expect(schema.safeParse({ ...driver, roles: ['carrierKing'] }).success).toBe(false);
  });
});

describe('roles', () => {
  it('[D3-4.21] Leased on Owner Operator with another role asks; Yes keeps it alone, No drops it', () => {
    expect(needsLeasedChoice(['carrierLeasedOwnerOpr'])).toBe(false);
    expect(needsLeasedChoice(['carrierDriver', 'carrierLeasedOwnerOpr'])).toBe(true);
    expect(resolveLeasedChoice(['carrierDriver', 'carrierLeasedOwnerOpr'], true)).toEqual([
      'carrierLeasedOwnerOpr',
    ]);
    expect(resolveLeasedChoice(['carrierDriver', 'carrierLeasedOwnerOpr'], false)).toEqual(['carrierDriver']);
  });

  it('[D3-4.22] [D3-4.23] Admin is kept when the member held it, and cannot be picked otherwise', () => {
    expect(rolesToSave(['carrierDriver'], ['carrierDispatcher', 'carrierAdmin'])).toEqual([
      'carrierDriver',
      'carrierAdmin',
    ]);
    expect(rolesToSave(['carrierDriver', 'carrierAdmin'], ['carrierDriver'])).toEqual(['carrierDriver']);
  });

  it('[D3-6.04] [D3-1.05] the filter offers Any, Driver, Dispatcher, Admin, Owner Operator; Any means everyone', () => {
    expect(memberRoleFilters).toEqual([
      'carrierAny',
      'carrierDriver',
      'carrierDispatcher',
      'carrierAdmin',
      'carrierLeasedOwnerOpr',
    ]);
    expect(rolesOfFilter(['carrierAny', 'carrierDriver'])).toEqual([]);
    expect(rolesOfFilter(['carrierDriver', 'carrierAdmin'])).toEqual(['carrierDriver', 'carrierAdmin']);
  });
});

describe('Manage Users list', () => {
  it('[D3-5.15] a search holds comma-separated terms, trimmed and in any case', () => {
    expect(memberSearchTerms(' Ana , 312-555,, LOPEZ ')).toEqual(['ana', '312-555', 'lopez']);
    expect(memberSearchTerms(null)).toEqual([]);
  });

  it('[D3-2.38] a driver icon for loads only assigned, a transit icon for a load in transit', () => {
    expect(memberLoadIcon(['DRIVER_ASSIGNMENT', 'PENDING_DRIVER_ASSIGNMENT'])).toBe('driver');
    expect(memberLoadIcon(['DRIVER_ASSIGNMENT', 'IN_TRANSIT'])).toBe('transit');
    expect(memberLoadIcon([])).toBe(null);
    expect(memberLoadIcon(['CARRIER_ASSIGNMENT'])).toBe(null);
  });
});

describe('a phone as a link dials it', () => {
  it.each([
    ['312-555-0199', '3125550199'],
    ['+1 (312) 555-0199', '+13125550199'],
    ['312 555 0199', '3125550199'],
    ['call us', ''],
  ])('[D3-5.29] %s dials %s: plus and digits only', (text, dialed) => {
    expect(dialableNumber(text)).toBe(dialed);
  });
});
