import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  assignmentTransactions,
  memberCredentials,
  memberRoles,
  members,
  preferences,
  watchedLoads,
} from '../../db/schema/index';
import { hashPassword } from '../../identity/passwords';
import { signIn } from '../../identity/sign-in';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';

const memberQuery = /* GraphQL */ `
  query ($userId: ID!) {
    getMember(userId: $userId) {
      userId
      firstName
      lastName
      email
      mobileNumber
      tractorNumber
      carrierId
      userApplicationDetails {
        roles {
          roleName
        }
      }
    }
  }
`;
const updateMutation = /* GraphQL */ `
  mutation ($input: UpdateMemberInput!) {
    updateMember(input: $input) {
      status
      message
      member {
        firstName
        lastName
        email
        mobileNumber
        tractorNumber
        userApplicationDetails {
          roles {
            roleName
          }
        }
      }
    }
  }
`;
const delinkMutation = /* GraphQL */ `
  mutation ($userId: ID!) {
    delinkMember(userId: $userId) {
      status
      message
      isSelf
    }
  }
`;
const deleteMutation = /* GraphQL */ `
  mutation {
    deleteMember {
      status
      redirectUrl
      message
      timeStamp
    }
  }
`;

describe('View, edit, delink and delete a member', () => {
  let test: TestApp;
  let carrierId: string;
  let otherCarrierId: string;
  let admin: TestCaller;
  let otherAdmin: TestCaller;
  let dispatcher: TestCaller;
  let driver: TestCaller;

  let currentMobile = '';
  const details = (overrides: Record<string, unknown> = {}) => ({
    roles: ['carrierDriver'],
    firstName: 'Ana',
    lastName: 'Zamora',
    email: 'ignored@example.com',
    countryCode: '+1',
    mobileNumber: currentMobile,
    tractorNumber: 'TR-1',
    parkLocation: null,
    ...overrides,
  });
  const update = (caller: TestCaller, userId: string, userDetails = details()) =>
    graphqlAs(test.app, caller.headers, updateMutation, { input: { userId, userDetails } });
  const rolesOf = async (memberId: string) =>
    (await test.database.db.select().from(memberRoles).where(eq(memberRoles.memberId, memberId)))
      .map((row) => row.role)
      .sort();

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    const db = test.database.db;
    carrierId = (await createCarrier(db, { name: 'Lakes Edit Freight', commonCarrierId: 'LEF-1' })).id;
    otherCarrierId = (await createCarrier(db, { name: 'Coastal Edit Haulers' })).id;
    admin = await signInPerson(db, carrierId, ['carrierAdmin']);
    otherAdmin = await signInPerson(db, otherCarrierId, ['carrierAdmin', 'carrierDispatcher']);
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
  });
  let drivers = 0;
  beforeEach(async () => {
    // Each test's Ana has a number of her own: a number belongs to one account.
    drivers += 1;
    const mobileNumber = `773-555-${String(1000 + drivers)}`;
    driver = await signInPerson(test.database.db, carrierId, ['carrierDriver'], {
      firstName: 'Ana',
      lastName: 'Zamora',
      mobileNumber,
    });
    currentMobile = mobileNumber;
  });
  afterAll(() => test.close());

  it('[D3-2.45] View Profile: oneself, or for an admin a member of the carrier; anyone else is not found', async () => {
    const own = await graphqlAs(test.app, driver.headers, memberQuery, { userId: driver.member.id });
    expect(own.body.data?.getMember).toMatchObject({ firstName: 'Ana', carrierId });
    const byAdmin = await graphqlAs(test.app, admin.headers, memberQuery, { userId: driver.member.id });
    expect(byAdmin.body.data?.getMember).toMatchObject({ userId: driver.member.id });
    for (const [caller, userId] of [
      [otherAdmin, driver.member.id],
      [dispatcher, driver.member.id],
      [admin, otherAdmin.member.id],
      [admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const { body } = await graphqlAs(test.app, caller.headers, memberQuery, { userId });
      expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      expect(body.errors?.[0]?.message).toBe('This user was not found.');
    }
  });

  it('[D3-7.08] [D3-6.06] an admin edits a member of the carrier; the e-mail stays read-only (D3-5.11)', async () => {
    const { body } = await update(
      admin,
      driver.member.id,
      details({
        firstName: 'Anita',
        mobileNumber: '7735550199',
        roles: ['carrierDriver', 'carrierDispatcher'],
        email: 'anita@example.com',
      }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMember).toMatchObject({
      status: 'OK',
      message: 'User details has been updated successfully',
      member: { firstName: 'Anita', mobileNumber: '773-555-0199', email: driver.member.upn },
    });
    expect(await rolesOf(driver.member.id)).toEqual(['carrierDispatcher', 'carrierDriver']);
  });

  it('[D3-4.22] Admin is kept when the member held it', async () => {
    const db = test.database.db;
    const both = await signInPerson(db, carrierId, ['carrierDispatcher', 'carrierAdmin'], {
      mobileNumber: '773-555-0111',
    });
    await update(
      admin,
      both.member.id,
      details({
        roles: ['carrierDispatcher'],
        mobileNumber: '773-555-0111',
        email: both.member.upn,
        tractorNumber: '',
      }),
    );
    expect(await rolesOf(both.member.id)).toEqual(['carrierAdmin', 'carrierDispatcher']);
  });

  it('[D3-2.45] a member edits their own profile but not their roles', async () => {
    const { body } = await update(
      driver,
      driver.member.id,
      details({ lastName: 'Zamora-Ruiz', roles: ['carrierDispatcher'] }),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.updateMember).toMatchObject({ member: { lastName: 'Zamora-Ruiz' } });
    expect(await rolesOf(driver.member.id)).toEqual(['carrierDriver']);
  });

  it("[D3-6.06] editing someone else needs manageUsersEdit; another carrier's member is not found by id", async () => {
    for (const [caller, userId] of [
      [dispatcher, driver.member.id],
      [otherAdmin, driver.member.id],
    ] as const) {
      const { body } = await update(caller, userId, details({ firstName: 'Hacked' }));
      expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    const [row] = await test.database.db.select().from(members).where(eq(members.id, driver.member.id));
    expect(row?.firstName).toBe('Ana');
  });

  it('[D3-5.10] [D3-5.12] a refused edit names its fields and changes nothing', async () => {
    const { body } = await update(
      admin,
      driver.member.id,
      details({ lastName: 'Za/mora', tractorNumber: '' }),
    );
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      lastName: 'Please enter a valid last name',
      tractorNumber: 'Please enter valid tractor number',
    });
    const [row] = await test.database.db.select().from(members).where(eq(members.id, driver.member.id));
    expect(row?.lastName).toBe('Zamora');
  });

  it('[D3-4.24] [D3-8.06] delink: the member becomes a Guest of no carrier, their sessions end', async () => {
    const db = test.database.db;
    const { body } = await graphqlAs(test.app, admin.headers, delinkMutation, { userId: driver.member.id });
    expect(body.data?.delinkMember).toEqual({
      status: 'OK',
      message: 'User has been delinked successfully',
      isSelf: false,
    });
    const [row] = await db.select().from(members).where(eq(members.id, driver.member.id));
    expect(row?.carrierId).toBeNull();
    expect(await rolesOf(driver.member.id)).toEqual(['carrierGuest']);
    const after = await graphqlAs(test.app, driver.headers, memberQuery, { userId: driver.member.id });
    expect(after.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it("[D3-4.25] a member delinks themself and is signed out; another carrier's member cannot be delinked", async () => {
    const refused = await graphqlAs(test.app, otherAdmin.headers, delinkMutation, {
      userId: driver.member.id,
    });
    expect(refused.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const byDispatcher = await graphqlAs(test.app, dispatcher.headers, delinkMutation, {
      userId: driver.member.id,
    });
    expect(byDispatcher.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(await rolesOf(driver.member.id)).toEqual(['carrierDriver']);
    const own = await graphqlAs(test.app, driver.headers, delinkMutation, { userId: driver.member.id });
    expect(own.body.data?.delinkMember).toMatchObject({ isSelf: true });
  });

  it('[D3-4.27] [D3-4.28] [D3-4.29] delete: personal data gone, shipments keep their history, sign-in refused', async () => {
    const db = test.database.db;
    await db
      .insert(memberCredentials)
      .values({ memberId: driver.member.id, passwordHash: await hashPassword('Long-Password-1') });
    await db
      .insert(preferences)
      .values({ memberId: driver.member.id, key: 'preferredcontact', value: 'email' });
    const shipmentId = await tenderTestShipment(db, {
      commonCarrierId: 'LEF-1',
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: driver.member.upn,
    });
    const { body } = await graphqlAs(test.app, driver.headers, deleteMutation);
    expect(body.data?.deleteMember).toMatchObject({
      status: 200,
      redirectUrl: 'https://survey.example.com/account-deleted',
      message: 'Your account has been deleted.',
    });
    const [row] = await db.select().from(members).where(eq(members.id, driver.member.id));
    expect(row).toMatchObject({
      upn: `deleted-${driver.member.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      email: null,
      mobileNumber: null,
      carrierId: null,
      active: false,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect(await rolesOf(driver.member.id)).toEqual([]);
    expect(
      await db.select().from(memberCredentials).where(eq(memberCredentials.memberId, driver.member.id)),
    ).toEqual([]);
    expect(await db.select().from(preferences).where(eq(preferences.memberId, driver.member.id))).toEqual([]);
    expect(await db.select().from(watchedLoads).where(eq(watchedLoads.memberId, driver.member.id))).toEqual(
      [],
    );
    const transactions = await db
      .select()
      .from(assignmentTransactions)
      .where(eq(assignmentTransactions.driverMemberId, driver.member.id));
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.every((t) => t.driverName === null && t.driverEmail === null)).toBe(true);
    expect(shipmentId).toBeTruthy();
    const after = await graphqlAs(test.app, driver.headers, memberQuery, { userId: driver.member.id });
    expect(after.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const attempt = { password: 'Long-Password-1', address: '203.0.113.9', now: detailsNow };
    expect(await signIn(db, { ...attempt, email: driver.member.upn })).toEqual({ kind: 'invalid' });
    expect(await signIn(db, { ...attempt, email: row!.upn })).toEqual({ kind: 'invalid' });
  });

  it('[D3-4.31] deleteMember deletes only the caller: an admin deleting is deleting themself, never a member', async () => {
    const before = await test.database.db.select().from(members).where(eq(members.id, driver.member.id));
    expect(before[0]?.deletedAt).toBeNull();
    const loneAdmin = await signInPerson(test.database.db, carrierId, ['carrierAdmin']);
    await graphqlAs(test.app, loneAdmin.headers, deleteMutation);
    const [still] = await test.database.db.select().from(members).where(eq(members.id, driver.member.id));
    expect(still?.deletedAt).toBeNull();
    const [gone] = await test.database.db.select().from(members).where(eq(members.id, loneAdmin.member.id));
    expect(gone?.deletedAt).not.toBeNull();
  });
});
