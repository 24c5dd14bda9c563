import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { profileCompletionStep, registrationPrompt } from './profile-completion';
import {
  checkRegistrationForm,
  cleanCarrierNumber,
  cleanRegistrationName,
  emptyRegistrationForm,
  hasEmptyRegistrationField,
  isCarrierNumberJudged,
  registrationFormSchema,
  type RegistrationFormValues,
} from './registration-form';

const rules = { ...defaultConfig.users };

const dispatcher: RegistrationFormValues = {
  ...emptyRegistrationForm({ firstName: 'Nora', lastName: 'Lind', mobileNumber: '', countryCode: '+1' }),
  roles: ['carrierDispatcher'],
  mobileNumber: '312-555-0100',
  companyName: 'Lind Hauling',
  corporateZipCode: '60601',
  carrierNumber: '1234567',
};
const driver: RegistrationFormValues = {
  ...dispatcher,
  roles: ['carrierDriver'],
  tractorNumber: 'T-42',
  parkLocation: { addressLine1: 'Joliet, IL', city: 'Joliet', state: 'IL', postalCode: '60431' },
};

const codesOf = (values: RegistrationFormValues) =>
  checkRegistrationForm(values, rules).map((issue) => issue.code);

describe('the registration form', () => {
  it('[D3-2.31] starts with no role, MC chosen, the default country code and the account names', () => {
    const empty = emptyRegistrationForm({
      firstName: 'Nora',
      lastName: 'Lind',
      mobileNumber: '',
      countryCode: '+1',
    });
    expect(empty).toMatchObject({ roles: [], carrierNumberType: 'MC', countryCode: '+1', firstName: 'Nora' });
  });

  it('[D3-5.01] [D3-6.01] [D3-6.02] at least one role, Driver and Dispatcher together, never Admin, Guest or Beta', () => {
    expect(codesOf(dispatcher)).toEqual([]);
    expect(codesOf({ ...driver, roles: ['carrierDriver', 'carrierDispatcher'] })).toEqual([]);
    expect(codesOf({ ...dispatcher, roles: [] })).toEqual(['roles']);
    for (const role of ['carrierAdmin', 'carrierGuest', 'carrierBeta1'] as const)
      expect(codesOf({ ...dispatcher, roles: ['carrierDispatcher', role] })).toEqual(['roles']);
  });

  it('[D3-6.01] Leased on Owner Operator cannot be combined with another role', () => {
    expect(codesOf({ ...dispatcher, roles: ['carrierLeasedOwnerOpr'] })).toEqual([]);
    expect(codesOf({ ...dispatcher, roles: ['carrierLeasedOwnerOpr', 'carrierDispatcher'] })).toEqual([
      'roles',
    ]);
  });

  it('[D3-5.02] blank names and company each have their own code; names keep letters, digits and spaces', () => {
    expect(codesOf({ ...dispatcher, firstName: '  ' })).toEqual(['firstName']);
    expect(codesOf({ ...dispatcher, lastName: '' })).toEqual(['lastName']);
    expect(codesOf({ ...dispatcher, companyName: ' ' })).toEqual(['companyName']);
    expect(codesOf({ ...dispatcher, firstName: 'No<ra' })).toEqual(['personName']);
    expect(codesOf({ ...dispatcher, firstName: 'Élodie 2' })).toEqual([]);
    expect(cleanRegistrationName("O'Brien-Smith <b>Jr</b> 3")).toBe('OBrienSmith bJrb 3');
  });

  it("[D3-5.03] the phone is the user form's: 10 digits valid under the chosen country code", () => {
    expect(codesOf({ ...dispatcher, mobileNumber: '312-555-010' })).toEqual(['mobileNumber']);
    expect(codesOf({ ...dispatcher, mobileNumber: '112-555-0100' })).toEqual(['mobileNumber']);
    expect(codesOf({ ...dispatcher, mobileNumber: '112-555-0100', countryCode: '+52' })).toEqual([]);
    expect(codesOf({ ...dispatcher, countryCode: '+44' })).toEqual(['countryCode']);
  });

  it('[D3-5.04] the ZIP code holds letters, digits and spaces, 1 to 10 characters', () => {
    expect(codesOf({ ...dispatcher, corporateZipCode: 'K1A 0B1' })).toEqual([]);
    expect(codesOf({ ...dispatcher, corporateZipCode: '' })).toEqual(['corporateZipCode']);
    expect(codesOf({ ...dispatcher, corporateZipCode: '60601-1234' })).toEqual(['corporateZipCode']);
    expect(codesOf({ ...dispatcher, corporateZipCode: '12345678901' })).toEqual(['corporateZipCode']);
  });

  it('[D3-5.05] the USDOT or MC number has 6 to 8 digits, judged from 4 characters, its error by type', () => {
    expect(codesOf({ ...dispatcher, carrierNumber: '123456' })).toEqual([]);
    expect(codesOf({ ...dispatcher, carrierNumber: '12345678' })).toEqual([]);
    expect(codesOf({ ...dispatcher, carrierNumber: '12345' })).toEqual(['mc']);
    expect(codesOf({ ...dispatcher, carrierNumberType: 'USDOT', carrierNumber: '12345' })).toEqual(['usdot']);
    expect(cleanCarrierNumber('12a3-45678 9', rules)).toBe('12345678');
    expect(isCarrierNumberJudged('123', rules)).toBe(false);
    expect(isCarrierNumberJudged('1234', rules)).toBe(true);
  });

  it('[D3-5.06] [D3-5.07] a driver gives a tractor number of at most 15 and a chosen park location; others do not', () => {
    expect(codesOf(driver)).toEqual([]);
    expect(codesOf({ ...driver, tractorNumber: '' })).toEqual(['tractorNumber']);
    expect(codesOf({ ...driver, tractorNumber: 'T'.repeat(16) })).toEqual(['tractorNumber']);
    expect(codesOf({ ...driver, parkLocation: null })).toEqual(['parkLocation']);
    expect(codesOf({ ...dispatcher, tractorNumber: '', parkLocation: null })).toEqual([]);
  });

  it('[D3-5.08] Save asks for every field: an empty one is told apart from a wrong one', () => {
    expect(hasEmptyRegistrationField(dispatcher)).toBe(false);
    expect(hasEmptyRegistrationField({ ...dispatcher, corporateZipCode: ' ' })).toBe(true);
    expect(hasEmptyRegistrationField({ ...dispatcher, roles: [] })).toBe(true);
    expect(hasEmptyRegistrationField({ ...driver, parkLocation: null })).toBe(true);
    expect(hasEmptyRegistrationField({ ...dispatcher, carrierNumber: '12' })).toBe(false);
  });

  it('[D3-5.01] the schema puts each issue on its field, with its code, and trims the values', () => {
    const parsed = registrationFormSchema(rules).safeParse({ ...dispatcher, companyName: '  Lind  ' });
    expect(parsed.success && parsed.data.companyName).toBe('Lind');
    const refused = registrationFormSchema(rules).safeParse({
      ...driver,
      tractorNumber: '',
      carrierNumber: '1',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['carrierNumber', 'mc'],
      ['tractorNumber', 'tractorNumber'],
    ]);
  });
});

describe('profile completion', () => {
  const complete = { firstName: 'Nora', lastName: 'Lind', mobileNumber: '312-555-0100' };

  it('[D3-4.06] a guest missing phone, first or last name registers; others with one missing edit their profile', () => {
    expect(profileCompletionStep({ ...complete, roles: ['carrierGuest'] })).toBeNull();
    expect(profileCompletionStep({ ...complete, mobileNumber: null, roles: ['carrierGuest'] })).toBe(
      'register',
    );
    expect(profileCompletionStep({ ...complete, firstName: ' ', roles: ['carrierGuest'] })).toBe('register');
    expect(profileCompletionStep({ ...complete, lastName: '', roles: ['carrierDriver'] })).toBe(
      'editProfile',
    );
    expect(profileCompletionStep({ ...complete, roles: ['carrierDispatcher'] })).toBeNull();
  });

  it('[D3-4.07] a new carrier not driver-only gets the New Carrier prompt; roles not held get the mismatch prompt', () => {
    const dispatcherRoles = ['carrierDispatcher'] as const;
    expect(
      registrationPrompt({ isNewCarrier: true, chosenRoles: dispatcherRoles, heldRoles: dispatcherRoles }),
    ).toBe('newCarrier');
    expect(
      registrationPrompt({
        isNewCarrier: true,
        chosenRoles: ['carrierDriver'],
        heldRoles: ['carrierDriver'],
      }),
    ).toBeNull();
    expect(
      registrationPrompt({ isNewCarrier: false, chosenRoles: dispatcherRoles, heldRoles: ['carrierGuest'] }),
    ).toBe('roleMismatch');
    expect(
      registrationPrompt({ isNewCarrier: false, chosenRoles: dispatcherRoles, heldRoles: dispatcherRoles }),
    ).toBeNull();
  });
});
