import type { Role } from '@freight/domain/roles';
import { sourceSystemInfo, sourceSystems } from '@freight/domain/source-systems';
import { hashApiKey } from '../../platform/api-keys';
import type { Transaction } from '../client';
import { memberRoles, members, preferences, sourceSystemClients } from '../schema/index';
import { demoDomain, insertDemoCarriers } from './demo-carriers';

// The people of the demo carriers, one per role combination of the spec (D1-6, D3-6), and the
// source-system clients with the documented demo API keys (see DEMO.md).

export const demoApiKey = (code: string) => `demo-key-${code.toLowerCase()}`;

type DemoMember = {
  key: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  carrier: 'active' | 'inactive' | null;
  mobileNumber?: string;
  tractorNumber?: string;
  userType?: string;
};

// Keys are the local part of the upn: `${key}@demo.freight.test`.
export const demoMembers: DemoMember[] = [
  {
    key: 'guest',
    firstName: 'Gail',
    lastName: 'Guerrero',
    roles: ['carrierGuest'],
    carrier: null,
    mobileNumber: '608-555-0143',
  },
  {
    key: 'driver',
    firstName: 'Marcus',
    lastName: 'Bennett',
    roles: ['carrierDriver'],
    carrier: 'active',
    mobileNumber: '312-555-0186',
    tractorNumber: 'GL-4471',
  },
  {
    key: 'driver2',
    firstName: 'Rosa',
    lastName: 'Delgado',
    roles: ['carrierDriver'],
    carrier: 'active',
    mobileNumber: '773-555-0122',
    tractorNumber: 'GL-4518',
  },
  {
    // No trip yet (these two): the drivers a dispatcher assigns a load to, who then start it (D2-4.27
    // lets the others start nothing while their trip runs).
    key: 'driver3',
    firstName: 'Luc',
    lastName: 'Tremblay',
    roles: ['carrierDriver'],
    carrier: 'active',
    mobileNumber: '514-555-0177',
    tractorNumber: 'GL-4633',
  },
  {
    key: 'driver4',
    firstName: 'Ana',
    lastName: 'Souza',
    roles: ['carrierDriver'],
    carrier: 'active',
    mobileNumber: '708-555-0149',
    tractorNumber: 'GL-4650',
  },
  {
    key: 'dispatcher',
    firstName: 'Karen',
    lastName: 'Walsh',
    roles: ['carrierDispatcher'],
    carrier: 'active',
    mobileNumber: '312-555-0199',
  },
  {
    key: 'admin',
    firstName: 'Victor',
    lastName: 'Okafor',
    roles: ['carrierAdmin'],
    carrier: 'active',
    mobileNumber: '312-555-0110',
  },
  {
    key: 'owner.operator',
    firstName: 'Dale',
    lastName: 'Hutchins',
    roles: ['carrierLeasedOwnerOpr'],
    carrier: 'active',
    mobileNumber: '414-555-0167',
    tractorNumber: 'OO-1187',
    userType: 'LO3',
  },
  {
    key: 'beta',
    firstName: 'Priya',
    lastName: 'Raman',
    roles: ['carrierBeta1', 'carrierDispatcher'],
    carrier: 'active',
    mobileNumber: '630-555-0175',
  },
  {
    key: 'dispatch.admin',
    firstName: 'Tom',
    lastName: 'Kowalski',
    roles: ['carrierDispatcher', 'carrierAdmin'],
    carrier: 'active',
    mobileNumber: '312-555-0134',
  },
  {
    key: 'inactive.dispatcher',
    firstName: 'Nadia',
    lastName: 'Fortin',
    roles: ['carrierDispatcher'],
    carrier: 'inactive',
    mobileNumber: '207-555-0158',
  },
];
export const demoUpn = (key: string) => `${key}@${demoDomain}`;

export type DemoPeople = {
  activeCarrierId: string;
  inactiveCarrierId: string;
  memberIds: Map<string, string>;
};

async function insertSourceSystemClients(tx: Transaction): Promise<void> {
  // Never replaces a key issued with scripts/issue-api-key.ts before the first start.
  await tx
    .insert(sourceSystemClients)
    .values(
      sourceSystems.map((code) => ({
        code,
        name: `${code} (${sourceSystemInfo[code].description})`,
        apiKeyHash: hashApiKey(demoApiKey(code)),
      })),
    )
    .onConflictDoNothing();
}

export async function insertDemoPeople(tx: Transaction, now: Date): Promise<DemoPeople> {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const inYears = (years: number) =>
    day(new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), Math.min(now.getUTCDate(), 28))));
  await insertSourceSystemClients(tx);
  const { activeCarrierId, inactiveCarrierId } = await insertDemoCarriers(tx, day(now), inYears);
  const memberIds = new Map<string, string>();
  for (const person of demoMembers) {
    const carrierId =
      person.carrier === 'active'
        ? activeCarrierId
        : person.carrier === 'inactive'
          ? inactiveCarrierId
          : null;
    const upn = demoUpn(person.key);
    const [member] = await tx
      .insert(members)
      .values({
        upn,
        carrierId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: upn,
        mobileNumber: person.mobileNumber ?? null,
        tractorNumber: person.tractorNumber ?? null,
        userType: person.userType ?? null,
        companyName:
          person.carrier === 'inactive'
            ? 'Portland Coastal Haulers'
            : person.carrier
              ? 'Great Lakes Freight Co.'
              : null,
        registered: true,
        requestedRoles: person.roles,
        createdBy: 'demo-seed',
      })
      .returning({ id: members.id });
    memberIds.set(person.key, member!.id);
    await tx.insert(memberRoles).values(person.roles.map((role) => ({ memberId: member!.id, role })));
  }
  const preference = (key: string, name: string, value: unknown) => ({
    memberId: memberIds.get(key)!,
    key: name,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  });
  await tx.insert(preferences).values([
    preference('dispatcher', 'viewsettings', 'home'),
    preference('dispatcher', 'preferredcontact', {
      none: false,
      sms: true,
      email: true,
      'inapp-notifications': true,
    }),
    preference('dispatcher', 'preferredcapacitytype', 'Dry Van'),
    preference('driver', 'viewsettings', 'myLoad'),
    preference('driver', 'preferredstatusupdates', { sms: true, email: false }),
    preference('beta', 'viewsettings', 'search'),
    preference('admin', 'viewsettings', 'manageUsers'),
  ]);
  return { activeCarrierId, inactiveCarrierId, memberIds };
}
