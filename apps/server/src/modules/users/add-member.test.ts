import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRoles, members, outbox, passwordResetTokens } from '../../db/schema/index';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';

const addMutation = /* GraphQL */ `
  mutation ($input: UserDetailsInput!) {
    addMemberV2(input: $input) {
      status
      message
      member {
        userId
        upn
        email
        firstName
        mobileNumber
        countryCode
        tractorNumber
        address {
          city
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
const identifierQuery = /* GraphQL */ `
  query ($mobileNum: String!, $countryCode: String) {
    validateUserByIdentifier(mobileNum: $mobileNum, countryCode: $countryCode) {
      status
      userId
      firstName
      lastName
    }
  }
`;
const phoneQuery = /* GraphQL */ `
  query ($phoneNumber: String!, $countryCode: String!) {
    validatePhoneNumber(phoneNumber: $phoneNumber, countryCode: $countryCode) {
      status
      countryCode
      phoneNumber
    }
  }
`;
const resendMutation = /* GraphQL */ `
  mutation ($userId: ID!) {
    resendInvitation(userId: $userId) {
      success
      message
      email
      phoneNumber
    }
  }
`;

const newcomer = {
  roles: ['carrierDispatcher'],
  firstName: 'Lena',
  lastName: 'Okoro',
  email: 'Lena.Okoro@example.com',
  countryCode: '+1',
  mobileNumber: '415-555-0123',
  tractorNumber: null,
  parkLocation: null,
};

describe('Add User', () => {
  let test: TestApp;
  let dispatcher: TestCaller;
  let dispatchAdmin: TestCaller;
  let admin: TestCaller;
  let colleague: TestCaller;
  let stranger: TestCaller;
  let carrierId: string;

  const add = (caller: TestCaller, input: Record<string, unknown>, app = test) =>
    graphqlAs(app.app, caller.headers, addMutation, { input });
  const outboxOf = (recipient: string) =>
    test.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    const db = test.database.db;
    carrierId = (await createCarrier(db, { name: 'Lakes Add Freight' })).id;
    const coastal = await createCarrier(db, { name: 'Coastal Add Haulers' });
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher'], {
      firstName: 'Dina',
      lastName: 'Patch',
    });
    dispatchAdmin = await signInPerson(db, carrierId, ['carrierDispatcher', 'carrierAdmin']);
    admin = await signInPerson(db, carrierId, ['carrierAdmin']);
    colleague = await signInPerson(db, carrierId, ['carrierDriver'], { mobileNumber: '773-555-0142' });
    stranger = await signInPerson(db, coastal.id, ['carrierDriver'], {
      firstName: 'Sam',
      lastName: 'Stranger',
      mobileNumber: '(312) 555-0177',
    });
  });
  afterAll(() => test.close());

  it('[D3-4.13] [D3-4.16] Continue: a number nobody has opens the add form', async () => {
    const { body } = await graphqlAs(test.app, dispatcher.headers, identifierQuery, {
      mobileNum: '415-555-0199',
    });
    expect(body.data?.validateUserByIdentifier).toEqual({
      status: 'NEW',
      userId: null,
      firstName: null,
      lastName: null,
    });
  });

  it('[D3-4.15] a number of the same carrier "already exists"', async () => {
    const { body } = await graphqlAs(test.app, dispatcher.headers, identifierQuery, {
      mobileNum: '7735550142',
    });
    expect(body.data?.validateUserByIdentifier).toMatchObject({ status: 'SAME_CARRIER', userId: null });
  });

  it('[D3-4.14] a member of another carrier is named, for Send Request, without their carrier or contacts', async () => {
    const { body } = await graphqlAs(test.app, dispatcher.headers, identifierQuery, {
      mobileNum: '312-555-0177',
      countryCode: '+1',
    });
    expect(body.data?.validateUserByIdentifier).toEqual({
      status: 'OTHER_CARRIER',
      userId: stranger.member.id,
      firstName: 'Sam',
      lastName: 'Stranger',
    });
    const underMexico = await graphqlAs(test.app, dispatcher.headers, identifierQuery, {
      mobileNum: '312-555-0177',
      countryCode: '+52',
    });
    expect((underMexico.body.data?.validateUserByIdentifier as { status: string }).status).toBe('NEW');
  });

  it('[D3-7.07] validatePhoneNumber answers VALID or INVALID by the country code; US may be sent as empty', async () => {
    const check = async (phoneNumber: string, countryCode: string) =>
      (await graphqlAs(test.app, colleague.headers, phoneQuery, { phoneNumber, countryCode })).body;
    expect((await check('4155550123', '')).data?.validatePhoneNumber).toEqual({
      status: 'VALID',
      countryCode: '+1',
      phoneNumber: '415-555-0123',
    });
    expect((await check('115-555-0123', '+1')).data?.validatePhoneNumber).toMatchObject({
      status: 'INVALID',
    });
    expect((await check('115-555-0123', '+52')).data?.validatePhoneNumber).toMatchObject({ status: 'VALID' });
    expect((await check('415-555-012', '+1')).data?.validatePhoneNumber).toMatchObject({ status: 'INVALID' });
    expect((await check('415-555-0123', '+44')).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });

  it('[D3-4.16] [D3-7.08] adds the member with their roles and queues the invitation mail and text', async () => {
    const { body } = await add(dispatcher, newcomer);
    expect(body.errors).toBeUndefined();
    expect(body.data?.addMemberV2).toMatchObject({
      status: 'OK',
      message: 'User details has been added successfully',
      member: {
        upn: 'lena.okoro@example.com',
        email: 'Lena.Okoro@example.com',
        firstName: 'Lena',
        mobileNumber: '415-555-0123',
        countryCode: '+1',
        userApplicationDetails: { roles: [{ roleName: 'carrierDispatcher' }] },
      },
    });
    const [mail] = await outboxOf('Lena.Okoro@example.com');
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toContain('Lakes Add Freight');
    expect(mail?.text).toContain('Dina Patch added you to Lakes Add Freight');
    const [sms] = await outboxOf('+14155550123');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toMatch(/\/identity\/reset-password\//);
  });

  it('[D3-5.11] [D3-5.12] a Driver alone may have no e-mail; their tractor number and park location are kept', async () => {
    const { body } = await add(dispatcher, {
      ...newcomer,
      roles: ['carrierDriver'],
      email: '',
      mobileNumber: '415-555-0124',
      tractorNumber: 'TR-9',
      parkLocation: { addressLine1: '1 Yard Rd', city: 'Joliet', state: 'IL', postalCode: '60431' },
    });
    const added = (
      body.data?.addMemberV2 as {
        member: { upn: string; email: string | null; tractorNumber: string; address: { city: string } };
      }
    ).member;
    expect(added.email).toBeNull();
    expect(added.upn).toMatch(/@no-email\.invalid$/);
    expect(added.tractorNumber).toBe('TR-9');
    expect(added.address.city).toBe('Joliet');
    expect(await outboxOf('+14155550124')).toHaveLength(1);
  });

  it("[D3-5.10] [D3-5.12] [D3-5.13] refuses each field by its rule, in the caller's language, and adds nothing", async () => {
    const before = await test.database.db.select().from(members);
    const { body } = await add(dispatcher, {
      ...newcomer,
      roles: ['carrierDriver'],
      firstName: 'Le#na',
      email: 'lena@',
      mobileNumber: '415-555',
      tractorNumber: '',
    });
    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        firstName: 'Please enter a valid first name',
        email: 'Please enter valid email address',
        mobileNumber: 'Please enter a valid phone number (only digits)',
        tractorNumber: 'Please enter valid tractor number',
      },
    });
    const french = await graphqlAs(
      test.app,
      { ...dispatcher.headers, 'accept-language': 'fr' },
      addMutation,
      {
        input: { ...newcomer, roles: [] },
      },
    );
    expect(french.body.errors?.[0]?.extensions.fields?.roles).toBe("Veuillez choisir un type d'utilisateur");
    expect(await test.database.db.select().from(members)).toHaveLength(before.length);
  });

  it('[D3-4.22] [D3-4.23] Admin cannot be given through Add User', async () => {
    const { body } = await add(dispatcher, {
      ...newcomer,
      email: 'root@example.com',
      mobileNumber: '415-555-0125',
      roles: ['carrierDispatcher', 'carrierAdmin'],
    });
    const userId = (body.data?.addMemberV2 as { member: { userId: string } }).member.userId;
    const roles = await test.database.db.select().from(memberRoles).where(eq(memberRoles.memberId, userId));
    expect(roles.map((row) => row.role)).toEqual(['carrierDispatcher']);
  });

  it('[D3-8.06] an e-mail or mobile number that has an account is a CONFLICT and changes nothing', async () => {
    const again = await add(dispatcher, { ...newcomer, mobileNumber: '415-555-0126' });
    expect(again.body.errors?.[0]?.extensions.code).toBe('CONFLICT');
    const sameMobile = await add(dispatcher, {
      ...newcomer,
      email: 'other@example.com',
      mobileNumber: '312-555-0177',
    });
    expect(sameMobile.body.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(await outboxOf('other@example.com')).toEqual([]);
  });

  it('[D3-6.06] only dispatchers add users: a driver, an admin and a guest are FORBIDDEN', async () => {
    const guest = await signInPerson(test.database.db, carrierId, ['carrierGuest']);
    for (const caller of [colleague, admin, guest]) {
      const { body } = await add(caller, {
        ...newcomer,
        email: 'x@example.com',
        mobileNumber: '415-555-0130',
      });
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      const check = await graphqlAs(test.app, caller.headers, identifierQuery, { mobileNum: '415-555-0130' });
      expect(check.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
  });

  it('[D3-4.19] is closed while the configuration blocks adding users (R2)', async () => {
    const blocked = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ users: { addUserBlocked: true } }) },
      { now: () => detailsNow },
    );
    try {
      const caller = await signInPerson(blocked.database.db, (await createCarrier(blocked.database.db)).id, [
        'carrierDispatcher',
      ]);
      const { body } = await add(caller, newcomer, blocked);
      expect(body.errors?.[0]).toEqual({
        message: 'This feature is not available right now.',
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await blocked.close();
    }
  });

  it('[D3-2.35] [D3-7.09] [D3-6.11] Re-Send Invite: a new link for a member who never signed in, by dispatcher admins', async () => {
    const db = test.database.db;
    const [lena] = await db.select().from(members).where(eq(members.upn, 'lena.okoro@example.com'));
    const { body } = await graphqlAs(test.app, dispatchAdmin.headers, resendMutation, { userId: lena!.id });
    expect(body.data?.resendInvitation).toEqual({
      success: 'true',
      message: 'An invite was sent to the email Lena.Okoro@example.com and phone 415-555-0123 provided.',
      email: 'Lena.Okoro@example.com',
      phoneNumber: '415-555-0123',
    });
    expect(await outboxOf('Lena.Okoro@example.com')).toHaveLength(2);
    expect(
      await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.memberId, lena!.id)),
    ).toHaveLength(2);

    await db.update(members).set({ lastLoginAt: detailsNow }).where(eq(members.id, lena!.id));
    const signedInOnce = await graphqlAs(test.app, dispatchAdmin.headers, resendMutation, {
      userId: lena!.id,
    });
    expect(signedInOnce.body.data?.resendInvitation).toMatchObject({
      success: 'false',
      message: 'Invite could not be Sent',
    });
    expect(await outboxOf('Lena.Okoro@example.com')).toHaveLength(2);

    for (const caller of [dispatcher, admin]) {
      const refused = await graphqlAs(test.app, caller.headers, resendMutation, { userId: lena!.id });
      expect(refused.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const otherCarrier = await graphqlAs(test.app, dispatchAdmin.headers, resendMutation, {
      userId: stranger.member.id,
    });
    expect(otherCarrier.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const strangerMail = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, stranger.member.upn)));
    expect(strangerMail).toEqual([]);
  });
});
