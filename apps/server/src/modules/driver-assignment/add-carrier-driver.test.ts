import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { memberRoles, members, outbox } from '../../db/schema/index';
import { featureUnavailableMessage } from '../../platform/access';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';
import { driverExistsMessage } from './add-carrier-driver';
import {
  assignDriver,
  carrierDriversQuery,
  peoria,
  tenderShiftedShipment,
} from './driver-assignment.fixtures';
import { inEnglish } from '../../test-support/in-english';

const addMutation = /* GraphQL */ `
  mutation Add($input: AddCarrierDriverInput!) {
    addCarrierDriver(input: $input) {
      driverId
      upn
      firstName
      lastName
      mobileNumber
      countryCode
      tractorNumber
    }
  }
`;

const commonCarrierId = 'CC-ADD-DRIVER';
const carrierName = 'Prairie Line Haulers';
const newcomer = {
  firstName: ' Lena ',
  lastName: 'Okoro',
  mobileNumber: '(773) 555 0142',
  email: 'Lena.Okoro@Example.com',
};

describe('addCarrierDriver', () => {
  let test: TestApp;
  let db: Database;
  let carrierId: string;
  let dispatcher: TestCaller;

  const add = (caller: TestCaller, input: Record<string, unknown>, app = test) =>
    graphql(app.app, addMutation, { input }, 'web', caller.headers);
  const memberCount = async () => (await db.select({ id: members.id }).from(members)).length;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    carrierId = (await createCarrier(db, { commonCarrierId, name: carrierName })).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher']);
  });
  afterAll(() => test.close());

  it('[D2-2.40] a dispatcher adds an active driver of their carrier, found in the List of Drivers and assignable at once', async () => {
    const { body } = await add(dispatcher, newcomer);

    expect(body.errors).toBeUndefined();
    const added = body.data!.addCarrierDriver as { driverId: string };
    expect(added).toEqual({
      driverId: expect.any(String),
      upn: 'lena.okoro@example.com',
      firstName: 'Lena',
      lastName: 'Okoro',
      mobileNumber: '773-555-0142',
      countryCode: '+1',
      tractorNumber: null,
    });
    const [row] = await db.select().from(members).where(eq(members.id, added.driverId));
    expect(row).toMatchObject({
      carrierId,
      email: 'Lena.Okoro@Example.com',
      active: true,
      registered: false,
      createdBy: dispatcher.member.upn,
    });
    const roles = await db.select().from(memberRoles).where(eq(memberRoles.memberId, added.driverId));
    expect(roles.map((role) => role.role)).toEqual(['carrierDriver']);
    // They have no password yet: the invitation mailed with them links to choosing one.
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, 'Lena.Okoro@Example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`added you to ${carrierName} on Freight Marketplace as a driver`);
    expect(mails[0]!.text).toMatch(/\/identity\/reset-password\/[\w-]+/);

    const found = await graphql(
      test.app,
      carrierDriversQuery,
      { search: '5550142' },
      'web',
      dispatcher.headers,
    );
    const foundIds = (found.body.data!.getCarrierDrivers as { driverId: string }[]).map(
      (one) => one.driverId,
    );
    expect(foundIds).toEqual([added.driverId]);
    const shipmentId = await tenderShiftedShipment(db, { commonCarrierId, state: 'CARRIER_ASSIGNMENT' });
    const assigned = await assignDriver(test, dispatcher, {
      shipmentId,
      driverId: added.driverId,
      assignSource: 'MY_LOADS',
      startLocation: peoria,
    });
    expect(assigned.status).toBe('OK');
  });

  it('[D2-2.40] names each field that is missing or malformed and adds nobody', async () => {
    const before = await memberCount();
    const { body } = await add(dispatcher, {
      firstName: ' ',
      lastName: '',
      mobileNumber: '773-555-014',
      email: 'lena@',
    });

    expect(body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        firstName: 'Enter the first name.',
        lastName: 'Enter the last name.',
        mobileNumber: 'Enter a mobile number of 10 digits.',
        email: 'Enter a valid e-mail address.',
      },
    });
    const letters = await add(dispatcher, {
      ...newcomer,
      email: 'x@example.com',
      mobileNumber: 'call 7735550142',
    });
    expect(letters.body.errors?.[0]?.extensions.fields).toEqual({
      mobileNumber: 'Enter a mobile number of 10 digits.',
    });
    expect(await memberCount()).toBe(before);
  });

  it('[D3-4.13] an e-mail already in use, in any case and any carrier, is CONFLICT and changes nothing', async () => {
    const elsewhere = await signInPerson(db, (await createCarrier(db)).id, ['carrierDriver']);
    const before = await memberCount();
    for (const email of ['LENA.OKORO@example.com', elsewhere.member.upn]) {
      const { body } = await add(dispatcher, { ...newcomer, email });
      expect(body.errors?.[0]).toEqual({
        message: inEnglish(driverExistsMessage),
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await memberCount()).toBe(before);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, elsewhere.member.upn))).toEqual([]);
  });

  it('[D3-6.06] only dispatchers add drivers: drivers, owner-operators and admins are FORBIDDEN', async () => {
    const before = await memberCount();
    for (const roles of [['carrierDriver'], ['carrierLeasedOwnerOpr'], ['carrierAdmin']] as const) {
      const caller = await signInPerson(db, carrierId, [...roles]);
      const { body } = await add(caller, { ...newcomer, email: `someone-${roles[0]}@example.com` });
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    expect(await memberCount()).toBe(before + 3);
  });

  it('[D3-4.13] is closed while the configuration blocks adding users', async () => {
    const blocked = await startTestApp(
      { CONFIG_OVERRIDES: JSON.stringify({ users: { addUserBlocked: true } }) },
      { now: () => detailsNow },
    );
    try {
      const blockedDb = blocked.database.db;
      const caller = await signInPerson(blockedDb, (await createCarrier(blockedDb)).id, [
        'carrierDispatcher',
      ]);
      const { body } = await add(caller, newcomer, blocked);
      expect(body.errors?.[0]).toEqual({
        message: inEnglish(featureUnavailableMessage),
        extensions: { code: 'FORBIDDEN' },
      });
      const rows = await blockedDb.select().from(members).where(eq(members.upn, 'lena.okoro@example.com'));
      expect(rows).toEqual([]);
    } finally {
      await blocked.close();
    }
  });
});
