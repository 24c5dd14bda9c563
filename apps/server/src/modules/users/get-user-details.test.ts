import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierContacts, preferences } from '../../db/schema/index';
import { signInAs, type TestMember } from '../../test-support/sign-in';
import { createCarrier } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';

const query = /* GraphQL */ `
  query ($upn: String!) {
    getUserDetails(userPrincipalName: $upn) {
      member {
        upn
        firstName
        lastName
        carrierId
        carrierName
        carrierScac
        carrierTier
        registered
        active
        userApplicationDetails {
          roles {
            roleName
          }
        }
        address {
          city
          state
        }
        userLastLogin
      }
      managedEquipmentCapability
      nonManagedEquipmentCapability
      carrierActiveIndicator
      source
      carrierContactInfo {
        carrierName
        email
        phoneNumbers
      }
      settings {
        carrierInvoiceExists
      }
      preferences {
        domain
        key
        value
      }
      errors {
        message
      }
    }
  }
`;

describe('getUserDetails', () => {
  let test: TestApp;
  let driver: { member: TestMember; headers: Record<string, string> };
  let admin: { member: TestMember; headers: Record<string, string> };
  let dispatcher: { member: TestMember; headers: Record<string, string> };
  let otherAdmin: { member: TestMember; headers: Record<string, string> };
  let otherDriver: { member: TestMember; headers: Record<string, string> };

  beforeAll(async () => {
    test = await startTestApp();
    const db = test.database.db;
    const lakes = await createCarrier(db, {
      name: 'Great Lakes Test Freight',
      scac: 'GLTF',
      tier: 'GOLD',
      managedEquipmentCapability: true,
      settings: { carrierInvoiceExists: true },
    });
    const coastal = await createCarrier(db, { name: 'Coastal Test Haulers', active: false });
    await db.insert(carrierContacts).values([
      { carrierId: lakes.id, isPrimary: false, phone: '312-555-0101' },
      { carrierId: lakes.id, isPrimary: true, email: 'ops@lakes.test', phone: '312-555-0100' },
    ]);
    driver = await signInAs(db, {
      roles: ['carrierDriver'],
      carrierId: lakes.id,
      overrides: { city: 'Chicago', state: 'IL' },
    });
    admin = await signInAs(db, { roles: ['carrierAdmin'], carrierId: lakes.id });
    dispatcher = await signInAs(db, { roles: ['carrierDispatcher', 'carrierAdmin'], carrierId: lakes.id });
    otherAdmin = await signInAs(db, { roles: ['carrierAdmin'], carrierId: coastal.id });
    otherDriver = await signInAs(db, { roles: ['carrierDriver'], carrierId: coastal.id });
    await db
      .insert(preferences)
      .values({ memberId: driver.member.id, key: 'preferredcontact', value: 'email' });
  });
  afterAll(() => test.close());

  it('[D3-7.05][D1-6.03][D3-6.16] answers the caller their own details, roles from userApplicationDetails', async () => {
    const { body } = await graphqlAs(test.app, driver.headers, query, {
      upn: driver.member.upn.toUpperCase(),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.getUserDetails).toEqual({
      member: {
        upn: driver.member.upn,
        firstName: 'Test',
        lastName: 'Member',
        carrierId: driver.member.carrierId,
        carrierName: 'Great Lakes Test Freight',
        carrierScac: 'GLTF',
        carrierTier: 'GOLD',
        registered: true,
        active: true,
        userApplicationDetails: { roles: [{ roleName: 'carrierDriver' }] },
        address: { city: 'Chicago', state: 'IL' },
        userLastLogin: null,
      },
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
      carrierActiveIndicator: true,
      source: 'TMS',
      carrierContactInfo: {
        carrierName: 'Great Lakes Test Freight',
        email: 'ops@lakes.test',
        phoneNumbers: ['312-555-0100', '312-555-0101'],
      },
      settings: { carrierInvoiceExists: true },
      preferences: [{ domain: 'carrier', key: 'preferredcontact', value: 'email' }],
      errors: [],
    });
  });

  it('[D3-7.05][D3-6.06] lets an admin read a member of their own carrier', async () => {
    for (const caller of [admin, dispatcher]) {
      const { body } = await graphqlAs(test.app, caller.headers, query, { upn: driver.member.upn });
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({ getUserDetails: { member: { upn: driver.member.upn } } });
    }
  });

  it("[D3-6.06] refuses someone else's details to a member who is not an admin", async () => {
    const { status, body } = await graphqlAs(test.app, driver.headers, query, { upn: admin.member.upn });
    expect(status).toBe(403);
    expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('[D3-7.05] never shows an admin a member of another carrier, nor whether a upn exists at all', async () => {
    const answers = await Promise.all(
      [otherDriver.member.upn, 'nobody@nowhere.test'].map((upn) =>
        graphqlAs(test.app, admin.headers, query, { upn }),
      ),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(404);
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        { message: 'This user was not found.', extensions: { code: 'NOT_FOUND' } },
      ]);
    }
    const reverse = await graphqlAs(test.app, otherAdmin.headers, query, { upn: driver.member.upn });
    expect(reverse.status).toBe(404);
  });

  it('shows an inactive carrier as inactive to its members', async () => {
    const { body } = await graphqlAs(test.app, otherDriver.headers, query, { upn: otherDriver.member.upn });
    expect(body.data).toMatchObject({
      getUserDetails: { carrierActiveIndicator: false, carrierContactInfo: { phoneNumbers: [] } },
    });
  });
});
