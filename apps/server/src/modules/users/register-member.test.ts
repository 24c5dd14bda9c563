import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers, memberRoles, members } from '../../db/schema/index';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';

const registerMutation = /* GraphQL */ `
  mutation ($input: RegisterMemberInput!) {
    registerMember(input: $input) {
      status
      message
      isNewCarrier
      member {
        userId
        firstName
        lastName
        companyName
        mobileNumber
        countryCode
        carrierId
        carrierName
        tractorNumber
        address {
          addressLine1
          city
          state
          postalCode
          addressType
        }
        userApplicationDetails {
          roles {
            roleName
          }
        }
      }
    }
  }
`;

const dispatcherForm = {
  roles: ['carrierDispatcher'],
  firstName: 'Nora',
  lastName: 'Lind',
  countryCode: '+1',
  mobileNumber: '415-555-0300',
  companyName: 'Lind Hauling',
  corporateZipCode: '60601',
  carrierMcNo: '7654321',
  carrierUsDotNo: null,
  tractorNumber: null,
  parkLocation: null,
};

type Answer = {
  status: string;
  message: string;
  isNewCarrier: boolean;
  member: {
    carrierId: string | null;
    carrierName: string | null;
    tractorNumber: string | null;
    address: Record<string, string | null>;
    userApplicationDetails: { roles: { roleName: string }[] };
  };
};

describe('registerMember', () => {
  let test: TestApp;
  let existingCarrierId: string;
  let colleague: TestCaller;

  const newGuest = () => signInAt(test.database.db, detailsNow, { roles: ['carrierGuest'], carrierId: null });
  const register = (caller: TestCaller, input: Record<string, unknown>, language = 'en') =>
    graphqlAs(test.app, { ...caller.headers, 'accept-language': language }, registerMutation, { input });
  const rolesOf = async (memberId: string) =>
    (await test.database.db.select().from(memberRoles).where(eq(memberRoles.memberId, memberId)))
      .map((row) => row.role)
      .sort();
  const memberRow = async (memberId: string) =>
    (await test.database.db.select().from(members).where(eq(members.id, memberId)))[0]!;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    existingCarrierId = (
      await createCarrier(test.database.db, { name: 'Known Freight', usdotNumber: '1112223' })
    ).id;
    colleague = await signInPerson(test.database.db, existingCarrierId, ['carrierDispatcher'], {
      mobileNumber: '415-555-0399',
    });
  });
  afterAll(() => test.close());

  it('[D3-7.08] [D3-2.31] a guest registers as a dispatcher of a new company: its carrier is created and they hold the role', async () => {
    const guest = await newGuest();
    const { body } = await register(guest, dispatcherForm);
    expect(body.errors).toBeUndefined();
    const answer = body.data?.registerMember as Answer;
    expect(answer).toMatchObject({
      status: 'OK',
      message: 'Your profile has been saved.',
      isNewCarrier: true,
      member: {
        carrierName: 'Lind Hauling',
        userApplicationDetails: { roles: [{ roleName: 'carrierDispatcher' }] },
      },
    });
    expect(await rolesOf(guest.member.id)).toEqual(['carrierDispatcher']);
    const [carrier] = await test.database.db
      .select()
      .from(carriers)
      .where(eq(carriers.id, answer.member.carrierId!));
    expect(carrier).toMatchObject({
      mcNumber: '7654321',
      usdotNumber: null,
      postalCode: '60601',
      source: 'REGISTRATION',
    });
    expect(await memberRow(guest.member.id)).toMatchObject({
      companyName: 'Lind Hauling',
      carrierMcNo: '7654321',
      mobileNumber: '415-555-0300',
      requestedRoles: ['carrierDispatcher'],
      registered: true,
    });
  });

  it('[D3-4.07] a company that already has a carrier leaves the member a Guest outside it, with the roles asked for kept', async () => {
    const guest = await newGuest();
    const { body } = await register(guest, {
      ...dispatcherForm,
      mobileNumber: '415-555-0301',
      carrierMcNo: null,
      carrierUsDotNo: '1112223',
    });
    const answer = body.data?.registerMember as Answer;
    expect(answer).toMatchObject({
      isNewCarrier: false,
      member: { carrierId: null, userApplicationDetails: { roles: [{ roleName: 'carrierGuest' }] } },
    });
    expect(answer.message).toContain('ask its dispatcher to add you');
    expect(await rolesOf(guest.member.id)).toEqual(['carrierGuest']);
    expect(await memberRow(guest.member.id)).toMatchObject({
      carrierId: null,
      requestedRoles: ['carrierDispatcher'],
      carrierUsDotNo: '1112223',
    });
  });

  it('[D3-5.06] [D3-5.07] a driver keeps their tractor number and park location; a dispatcher keeps neither', async () => {
    const driver = await newGuest();
    const { body } = await register(driver, {
      ...dispatcherForm,
      roles: ['carrierDriver'],
      mobileNumber: '415-555-0302',
      carrierMcNo: '5550001',
      tractorNumber: 'TR-15',
      parkLocation: { addressLine1: 'Joliet, IL', city: 'Joliet', state: 'IL', postalCode: '60431' },
    });
    expect((body.data?.registerMember as Answer).member).toMatchObject({
      tractorNumber: 'TR-15',
      address: {
        addressLine1: 'Joliet, IL',
        city: 'Joliet',
        state: 'IL',
        postalCode: '60431',
        addressType: 'PARK',
      },
    });
    const dispatcher = await newGuest();
    const second = await register(dispatcher, {
      ...dispatcherForm,
      mobileNumber: '415-555-0303',
      carrierMcNo: '5550002',
      tractorNumber: 'TR-16',
      parkLocation: { addressLine1: 'Joliet, IL', city: 'Joliet', state: 'IL', postalCode: '60431' },
    });
    expect((second.body.data?.registerMember as Answer).member).toMatchObject({
      tractorNumber: null,
      address: { city: null },
    });
  });

  it("[D3-5.09] [D3-8.03] refused fields are named in the caller's language, with a 4xx, and nothing changes", async () => {
    const guest = await newGuest();
    const before = await memberRow(guest.member.id);
    const { body } = await register(guest, {
      ...dispatcherForm,
      roles: ['carrierDriver'],
      firstName: ' ',
      lastName: 'Li<nd',
      mobileNumber: '115-555-0100',
      companyName: '',
      corporateZipCode: '60601-1234',
      carrierMcNo: '123',
      tractorNumber: '',
      parkLocation: null,
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        firstName: 'Please enter first name',
        lastName: 'Please enter a valid first name, last name, or company name',
        mobileNumber: 'Please enter a valid phone number (only digits)',
        companyName: 'Please enter a valid first name, last name, or company name',
        corporateZipCode: 'Please enter a valid company corporate ZIP code',
        carrierMcNo: 'Please enter a valid company MC#',
        tractorNumber: 'Please enter a tractor number',
        parkLocation: 'Choose a park location among the suggestions.',
      },
    });
    const french = await register(
      guest,
      { ...dispatcherForm, carrierMcNo: null, carrierUsDotNo: '12' },
      'fr',
    );
    expect(french.body.errors?.[0]?.extensions.fields).toEqual({
      carrierUsDotNo: "Veuillez saisir un numéro USDOT d'entreprise valide",
    });
    // Only the language the French call named is noted (decision 064); the refusal changed nothing.
    expect(await memberRow(guest.member.id)).toEqual({ ...before, language: 'fr' });
    expect(await rolesOf(guest.member.id)).toEqual(['carrierGuest']);
  });

  it('[D3-3.03] exactly one of the USDOT and MC numbers is filled', async () => {
    const guest = await newGuest();
    const both = await register(guest, { ...dispatcherForm, carrierUsDotNo: '1234567' });
    expect(both.body.errors?.[0]?.extensions.fields).toEqual({
      carrierMcNo: 'Fill in either the USDOT# or the MC#, not both.',
    });
    const neither = await register(guest, { ...dispatcherForm, carrierMcNo: '' });
    expect(neither.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('[D3-6.01] [D3-6.02] Admin, Guest and Beta cannot be picked, nor Leased on Owner Operator with another role', async () => {
    const guest = await newGuest();
    for (const roles of [
      ['carrierDispatcher', 'carrierAdmin'],
      ['carrierGuest'],
      ['carrierBeta1'],
      ['carrierLeasedOwnerOpr', 'carrierDispatcher'],
      ['carrierNobody'],
    ]) {
      const { body } = await register(guest, { ...dispatcherForm, roles });
      expect(body.errors?.[0]?.extensions, roles.join()).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { roles: 'Please select a user type' },
      });
    }
    expect(await rolesOf(guest.member.id)).toEqual(['carrierGuest']);
  });

  it('[D3-5.03] a mobile number someone else has is refused as a conflict', async () => {
    const guest = await newGuest();
    const { body } = await register(guest, {
      ...dispatcherForm,
      mobileNumber: '4155550399',
      carrierMcNo: '5550003',
    });
    expect(body.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(await rolesOf(guest.member.id)).toEqual(['carrierGuest']);
    expect(await test.database.db.select().from(carriers).where(eq(carriers.mcNumber, '5550003'))).toEqual(
      [],
    );
  });

  it('[D3-6.05] only a Guest registers: a member with another role is refused and keeps everything', async () => {
    const { body } = await register(colleague, {
      ...dispatcherForm,
      mobileNumber: '415-555-0304',
      carrierMcNo: '5550004',
    });
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('Your account is already registered.');
    expect(await memberRow(colleague.member.id)).toMatchObject({
      carrierId: existingCarrierId,
      companyName: null,
    });
    const anonymous = await graphqlAs(test.app, {}, registerMutation, { input: dispatcherForm });
    expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('[D3-7.08] a second registration of the same company joins nobody: the first created the carrier', async () => {
    const first = await newGuest();
    const second = await newGuest();
    const form = { ...dispatcherForm, carrierMcNo: '5550005' };
    await register(first, { ...form, mobileNumber: '415-555-0305' });
    const { body } = await register(second, { ...form, mobileNumber: '415-555-0306' });
    expect((body.data?.registerMember as Answer).isNewCarrier).toBe(false);
    expect(
      await test.database.db.select().from(carriers).where(eq(carriers.mcNumber, '5550005')),
    ).toHaveLength(1);
  });
});
