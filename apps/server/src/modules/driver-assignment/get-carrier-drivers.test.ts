import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createCarrier, type TestCaller } from '../../test-support/sign-in';
import { graphql, startTestApp, type TestApp } from '../../test-support/test-app';
import { detailsNow, signInPerson } from '../shipments/shipments.fixtures';
import { carrierDriversQuery as driversQuery } from './driver-assignment.fixtures';
import { memberSearchTerms } from '@freight/domain/people/member-search';
import type { CarrierDriverView } from './get-carrier-drivers';

describe('getCarrierDrivers', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: TestCaller;
  let ana: TestCaller;
  let bob: TestCaller;
  let carl: TestCaller;
  let driverCaller: TestCaller;
  let leasedCaller: TestCaller;
  let admin: TestCaller;

  const driversFor = async (caller: TestCaller, search?: string | null) => {
    const { body } = await graphql(test.app, driversQuery, { search }, 'web', caller.headers);
    expect(body.errors).toBeUndefined();
    return body.data!.getCarrierDrivers as CarrierDriverView[];
  };
  const namesFor = async (caller: TestCaller, search?: string | null) =>
    (await driversFor(caller, search)).map((driver) => `${driver.firstName} ${driver.lastName}`);

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => detailsNow });
    db = test.database.db;
    const carrierId = (await createCarrier(db)).id;
    const otherCarrierId = (await createCarrier(db)).id;
    dispatcher = await signInPerson(db, carrierId, ['carrierDispatcher'], {
      firstName: 'Dora',
      lastName: 'Dispatch',
      mobileNumber: '312-555-0199',
    });
    ana = await signInPerson(db, carrierId, ['carrierDriver'], {
      firstName: 'Ana',
      lastName: 'Zamora',
      mobileNumber: '312-555-0101',
      tractorNumber: 'TR-7',
    });
    bob = await signInPerson(db, carrierId, ['carrierLeasedOwnerOpr'], {
      firstName: 'bob',
      lastName: 'Adams',
      mobileNumber: '(773) 555-0142',
    });
    carl = await signInPerson(db, carrierId, ['carrierDriver', 'carrierDispatcher'], {
      firstName: 'Carl',
      lastName: 'adams',
      mobileNumber: null,
    });
    await signInPerson(db, carrierId, ['carrierDriver'], {
      firstName: 'Ana',
      lastName: 'Gone',
      active: false,
    });
    admin = await signInPerson(db, carrierId, ['carrierAdmin'], { firstName: 'Ana', lastName: 'Admin' });
    await signInPerson(db, otherCarrierId, ['carrierDriver'], { firstName: 'Ana', lastName: 'Elsewhere' });
    driverCaller = ana;
    leasedCaller = bob;
  });
  afterAll(() => test.close());

  it("[D2-2.40] lists the carrier's active drivers and owner-operators by last then first name, in any case", async () => {
    const drivers = await driversFor(dispatcher);
    expect(drivers.map((driver) => driver.driverId)).toEqual([bob.member.id, carl.member.id, ana.member.id]);
    expect(drivers[2]).toEqual({
      driverId: ana.member.id,
      upn: ana.member.upn,
      firstName: 'Ana',
      lastName: 'Zamora',
      mobileNumber: '312-555-0101',
      countryCode: '+1',
      tractorNumber: 'TR-7',
    });
  });

  it('[D3-5.15] [D2-2.40] searches first name + last name + mobile, in any case, never across carriers', async () => {
    expect(await namesFor(dispatcher, 'ana')).toEqual(['Ana Zamora']);
    expect(await namesFor(dispatcher, 'ADAMS')).toEqual(['bob Adams', 'Carl adams']);
    expect(await namesFor(dispatcher, 'ana zam')).toEqual(['Ana Zamora']);
    expect(await namesFor(dispatcher, '555-0142')).toEqual(['bob Adams']);
    // A number matches by its digits whatever the punctuation on either side.
    expect(await namesFor(dispatcher, '3125550101')).toEqual(['Ana Zamora']);
    expect(await namesFor(dispatcher, '(773) 555')).toEqual(['bob Adams']);
    expect(await namesFor(dispatcher, 'nobody')).toEqual([]);
    // What people type is text, not a pattern.
    expect(await namesFor(dispatcher, '%')).toEqual([]);
    expect(await namesFor(dispatcher, '_')).toEqual([]);
  });

  it('[D3-5.15] comma-separated terms keep the drivers matching any of them; blank terms are ignored', async () => {
    expect(await namesFor(dispatcher, 'zamora, 773')).toEqual(['bob Adams', 'Ana Zamora']);
    expect(await namesFor(dispatcher, ' carl ,, nobody ')).toEqual(['Carl adams']);
    expect(await namesFor(dispatcher, ' , ')).toEqual(['bob Adams', 'Carl adams', 'Ana Zamora']);
    expect(await namesFor(dispatcher, null)).toHaveLength(3);
    expect(memberSearchTerms(' Ana , ,ZAM ')).toEqual(['ana', 'zam']);
  });

  it('[D2-2.40] refuses a search longer than 200 characters', async () => {
    const { body } = await graphql(
      test.app,
      driversQuery,
      { search: 'a'.repeat(201) },
      'web',
      dispatcher.headers,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: expect.any(String) },
    });
  });

  it('[D2-6.01] is for dispatchers only: drivers, owner-operators and admins are refused', async () => {
    for (const caller of [driverCaller, leasedCaller, admin]) {
      const { body } = await graphql(test.app, driversQuery, {}, 'web', caller.headers);
      expect(body.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    // A driver who is also a dispatcher may.
    expect(await namesFor(carl)).toHaveLength(3);
  });
});
