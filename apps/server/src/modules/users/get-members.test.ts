import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { createCarrier } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';
import type { TestCaller } from '../../test-support/sign-in';
import { detailsNow, signInPerson, tenderTestShipment } from '../shipments/shipments.fixtures';

const membersQuery = /* GraphQL */ `
  query ($input: MembersInput) {
    getMembers(input: $input) {
      totalRecords
      totalPages
      members {
        member {
          userId
          upn
          firstName
          lastName
          mobileNumber
          userLastLogin
          userApplicationDetails {
            roles {
              roleName
            }
          }
        }
        assignedLoadCount
        assignedLoadStates
        canAssignLoad
      }
    }
  }
`;

const loadsQuery = /* GraphQL */ `
  query ($userId: ID!, $page: Int, $size: Int) {
    getMemberAssignedLoads(userId: $userId, page: $page, size: $size) {
      totalRecords
      loads {
        shipmentId
        shipmentState
        originCity
        destinationCity
        pickUpDateTime
        timeZone
      }
    }
  }
`;

type Page = {
  totalRecords: number;
  totalPages: number;
  members: {
    member: {
      userId: string;
      firstName: string;
      lastName: string;
      userApplicationDetails: { roles: { roleName: string }[] };
    };
    assignedLoadCount: number;
    assignedLoadStates: string[];
    canAssignLoad: boolean;
  }[];
};

describe('getMembers (Manage Users)', () => {
  let test: TestApp;
  let admin: TestCaller;
  let dispatchAdmin: TestCaller;
  let driver: TestCaller;
  let otherAdmin: TestCaller;
  let ana: TestCaller;
  let bob: TestCaller;
  let outsider: TestCaller;

  const page = async (caller: TestCaller, input: Record<string, unknown> = {}) => {
    const { status, body } = await graphqlAs(test.app, caller.headers, membersQuery, { input });
    return { status, body, page: body.data?.getMembers as Page | undefined };
  };
  const names = (result: { page: Page | undefined }) =>
    result.page?.members.map(({ member }) => `${member.firstName} ${member.lastName}`);

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    const db = test.database.db;
    const lakes = await createCarrier(db, { name: 'Lakes People Freight', commonCarrierId: 'LPF-1' });
    const coastal = await createCarrier(db, { name: 'Coastal People Haulers' });
    admin = await signInPerson(db, lakes.id, ['carrierAdmin'], { firstName: 'Zed', lastName: 'Admin' });
    dispatchAdmin = await signInPerson(db, lakes.id, ['carrierDispatcher', 'carrierAdmin'], {
      firstName: 'Dora',
      lastName: 'Dispatch',
    });
    ana = await signInPerson(db, lakes.id, ['carrierDriver'], {
      firstName: 'Ana',
      lastName: 'Zamora',
      mobileNumber: '773-555-0142',
    });
    bob = await signInPerson(db, lakes.id, ['carrierLeasedOwnerOpr'], {
      firstName: 'bob',
      lastName: 'adams',
      mobileNumber: '312-555-0100',
    });
    driver = await signInPerson(db, lakes.id, ['carrierDriver'], { firstName: 'Carl', lastName: 'Baker' });
    await db
      .update(members)
      .set({ lastLoginAt: new Date('2030-02-27T15:00:00Z') })
      .where(eq(members.id, ana.member.id));
    otherAdmin = await signInPerson(db, coastal.id, ['carrierAdmin']);
    outsider = await signInPerson(db, coastal.id, ['carrierDriver'], {
      firstName: 'Olga',
      lastName: 'Outside',
    });
    for (const state of ['DRIVER_ASSIGNMENT', 'IN_TRANSIT', 'DRIVER_ASSIGNMENT'] as const)
      await tenderTestShipment(db, { commonCarrierId: 'LPF-1', state, driverUpn: ana.member.upn });
    await tenderTestShipment(db, {
      commonCarrierId: 'LPF-1',
      state: 'DRIVER_ASSIGNMENT',
      driverUpn: bob.member.upn,
    });
    await tenderTestShipment(db, {
      commonCarrierId: 'LPF-1',
      state: 'DELIVERED_NEEDS_PPWK',
      driverUpn: bob.member.upn,
    });
  });
  afterAll(() => test.close());

  it("[D3-6.17] [D3-7.04] lists the caller's carrier's members by name, never another carrier's", async () => {
    const result = await page(admin);
    expect(result.body.errors).toBeUndefined();
    expect(names(result)).toEqual(['bob adams', 'Zed Admin', 'Carl Baker', 'Dora Dispatch', 'Ana Zamora']);
    expect(result.page?.totalRecords).toBe(5);
    const other = await page(otherAdmin);
    expect(names(other)).not.toContain('Ana Zamora');
  });

  it("[D3-9.09] pages with page and size; the default size is the configuration's", async () => {
    const first = await page(admin, { page: 0, size: 2 });
    const second = await page(admin, { page: 1, size: 2 });
    expect(names(first)).toEqual(['bob adams', 'Zed Admin']);
    expect(names(second)).toEqual(['Carl Baker', 'Dora Dispatch']);
    expect(first.page?.totalPages).toBe(3);
    expect((await page(admin, { sort: 'NAME_DESC', size: 1 })).page?.members[0]?.member.lastName).toBe(
      'Zamora',
    );
    expect((await page(admin, { sort: 'LAST_LOGIN_DESC', size: 1 })).page?.members[0]?.member.lastName).toBe(
      'Zamora',
    );
  });

  it('[D3-5.15] [D3-2.33] searches names and mobile numbers, comma-separated, in any case', async () => {
    expect(names(await page(admin, { search: 'ZAMORA' }))).toEqual(['Ana Zamora']);
    expect(names(await page(admin, { search: '3125550100' }))).toEqual(['bob adams']);
    expect(names(await page(admin, { search: 'carl, 773-555' }))).toEqual(['Carl Baker', 'Ana Zamora']);
    expect(names(await page(admin, { search: 'olga' }))).toEqual([]);
    expect(names(await page(admin, { search: '100%' }))).toEqual([]);
  });

  it('[D3-6.04] [D3-1.05] filters by role; Any lists everyone', async () => {
    expect(names(await page(admin, { roleName: ['carrierDriver'] }))).toEqual(['Carl Baker', 'Ana Zamora']);
    expect(names(await page(admin, { roleName: ['carrierLeasedOwnerOpr', 'carrierAdmin'] }))).toEqual([
      'bob adams',
      'Zed Admin',
      'Dora Dispatch',
    ]);
    expect((await page(admin, { roleName: ['carrierAny', 'carrierDriver'] })).page?.totalRecords).toBe(5);
  });

  it('[D3-2.37] [D3-2.38] counts the loads each member drives, with their states', async () => {
    const result = await page(admin);
    const byName = Object.fromEntries(result.page!.members.map((card) => [card.member.firstName, card]));
    expect(byName.Ana?.assignedLoadCount).toBe(3);
    expect(byName.Ana?.assignedLoadStates.sort()).toEqual(['DRIVER_ASSIGNMENT', 'IN_TRANSIT']);
    expect(byName.bob?.assignedLoadCount).toBe(1);
    expect(byName.Carl?.assignedLoadCount).toBe(0);
  });

  it('[D3-2.36] Assign Load for the drivers, when the admin also assigns drivers', async () => {
    const forAdmin = await page(admin);
    expect(forAdmin.page?.members.every((card) => !card.canAssignLoad)).toBe(true);
    const forDispatcher = await page(dispatchAdmin);
    const assignable = forDispatcher.page?.members
      .filter((card) => card.canAssignLoad)
      .map((card) => card.member.firstName);
    expect(assignable).toEqual(['bob', 'Carl', 'Ana']);
  });

  it("[D3-2.37] pages a member's Assigned Load Details; another carrier's member is not found", async () => {
    const { body } = await graphqlAs(test.app, admin.headers, loadsQuery, { userId: ana.member.id, size: 2 });
    const loads = body.data?.getMemberAssignedLoads as {
      totalRecords: number;
      loads: { shipmentState: string }[];
    };
    expect(loads.totalRecords).toBe(3);
    expect(loads.loads).toHaveLength(2);
    const next = await graphqlAs(test.app, admin.headers, loadsQuery, {
      userId: ana.member.id,
      page: 1,
      size: 2,
    });
    expect((next.body.data?.getMemberAssignedLoads as { loads: unknown[] }).loads).toHaveLength(1);
    const elsewhere = await graphqlAs(test.app, admin.headers, loadsQuery, { userId: outsider.member.id });
    expect(elsewhere.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const theirs = await graphqlAs(test.app, otherAdmin.headers, loadsQuery, { userId: ana.member.id });
    expect(theirs.body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it("[D3-6.06] Manage Users is the Admin's: a driver, a dispatcher and a guest are FORBIDDEN", async () => {
    const db = test.database.db;
    const dispatcher = await signInPerson(db, admin.member.carrierId!, ['carrierDispatcher']);
    const guest = await signInPerson(db, admin.member.carrierId!, ['carrierGuest']);
    for (const caller of [driver, dispatcher, guest]) {
      const result = await page(caller);
      expect(result.body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect(result.body.data).toBeNull();
    }
  });

  it('refuses bad input with BAD_USER_INPUT, never a server error', async () => {
    for (const input of [
      { size: 0 },
      { size: 1000 },
      { page: -1 },
      { roleName: ['carrierKing'] },
      { sort: 'DROP' },
      { search: 'x'.repeat(201) },
    ]) {
      const result = await page(admin, input);
      expect(result.status).toBeLessThan(500);
      expect(result.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    const loads = await graphqlAs(test.app, admin.headers, loadsQuery, { userId: 'not-an-id' });
    expect(loads.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
