import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import {
  carrierCertifications,
  carrierContacts,
  carrierInsurances,
  carriers,
} from '../../db/schema/carriers';
import { storeApiKey } from '../../platform/api-keys';
import { createCarrier, signInAt } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';

// The carrier profile (D3-2.46, D3-7.11) as source systems write it through the integration API and
// members read it through the gateway: who may (D3-6.07), whose (decision 030), and what is refused.

const now = new Date('2030-03-01T12:00:00Z');
const mercuryKey = 'test-key-mercurygate';
const mastermindKey = 'test-key-mastermind';

const profileQuery = /* GraphQL */ `
  query Profile($carrierId: ID) {
    getCarrierProfile(carrierId: $carrierId) {
      carrierId
      carrierName
      carrierActiveIndicator
      source
      carrierMCNo
      carrierUsDOTNo
      commonCarrierId
      tmsCarrierId
      carrierScac
      carrierTier
      carrierStatusCode
      addressLine1
      addressLine2
      city
      state
      country
      postalCode
      truckload
      ltl
      intermodal
      hazmatCertExpirationDate
      hazmat232PermitInd
      primaryContact {
        firstName
        lastName
        contactType
        phone
        fax
        email
      }
      otherContacts {
        firstName
        lastName
        email
      }
      insurances {
        insuranceId
        policyNumber
        insuranceTypeCode
        insuranceType
        status
        certificateId
        limits
        coverageAmount
        policyEffectiveDate
        policyExpirationDate
        isExpired
      }
      certifications {
        certificationCode
        description
        certificateExpireDate
        qualificationStatus
      }
      managedEquipmentCapability
      nonManagedEquipmentCapability
      carrierSettings {
        carrierInvoiceExists
      }
    }
  }
`;

const fullRecord = {
  carrierName: 'Prairie Line Transport',
  carrierActiveIndicator: true,
  tmsCarrierId: 'MG-C-1001',
  carrierMCNo: '784512',
  carrierUsDOTNo: '2291847',
  carrierScac: 'PRLT',
  carrierTier: 'GOLD',
  carrierStatusCode: 'A',
  addressLine1: '100 W Main St',
  city: 'Joliet',
  state: 'IL',
  country: 'USA',
  postalCode: '60432',
  ltl: true,
  hazmatCertExpirationDate: '2031-05-31',
  hazmat232PermitInd: true,
  managedEquipmentCapability: true,
  carrierInvoiceExists: true,
  primaryContact: {
    firstName: 'Ana',
    lastName: 'Ruiz',
    contactType: 'Owner',
    phone: '815-555-0100',
    email: 'ana@prairie.test',
  },
  otherContacts: [{ firstName: 'Bo', lastName: 'Lind', email: 'bo@prairie.test' }],
  insurances: [
    {
      insuranceId: 'INS-1',
      policyNumber: 'POL-1',
      insuranceTypeCode: 'CG',
      insuranceType: 'Cargo',
      status: 'ACTIVE',
      certificateId: 'CERT-1',
      limits: '250000.00',
      coverageAmount: 100000,
      policyEffectiveDate: '2029-03-01',
      policyExpirationDate: '2030-02-28',
    },
  ],
  certifications: [
    {
      certificationCode: 'SMARTWAY',
      description: 'EPA SmartWay',
      certificateExpireDate: '2032-01-01',
      qualificationStatus: 'QUALIFIED',
    },
  ],
};

describe('the carrier profile', () => {
  let test: TestApp;
  let db: Database;

  const putCarrier = (commonCarrierId: string, body: unknown, key = mercuryKey) =>
    test.app.inject({
      method: 'PUT',
      url: `/integration/v1/carriers/${encodeURIComponent(commonCarrierId)}`,
      headers: key ? { 'x-api-key': key } : {},
      payload: body as Record<string, unknown>,
    });
  const carrierIdOf = async (commonCarrierId: string) =>
    (
      await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.commonCarrierId, commonCarrierId))
    )[0]?.id;
  /** Everything stored of a carrier, to show that a refused call changed nothing. */
  const storedRecord = async (carrierId: string) => ({
    carrier: await db.select().from(carriers).where(eq(carriers.id, carrierId)),
    contacts: await db.select().from(carrierContacts).where(eq(carrierContacts.carrierId, carrierId)),
    insurances: await db.select().from(carrierInsurances).where(eq(carrierInsurances.carrierId, carrierId)),
    certifications: await db
      .select()
      .from(carrierCertifications)
      .where(eq(carrierCertifications.carrierId, carrierId)),
  });
  const newCommonId = () => `CC-${randomUUID().slice(0, 8)}`;
  const readProfile = (headers: Record<string, string>, carrierId?: string) =>
    graphqlAs(test.app, headers, profileQuery, carrierId === undefined ? {} : { carrierId });

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    db = test.database.db;
    await storeApiKey(db, 'MERCURYGATE', 'MercuryGate TMS', mercuryKey);
    await storeApiKey(db, 'MASTERMIND', 'Mastermind', mastermindKey);
  });
  afterAll(() => test.close());

  it('[D3-7.11] [D3-2.46] a source system creates its carrier, and a member reads every section of it', async () => {
    const commonCarrierId = newCommonId();
    const created = await putCarrier(commonCarrierId, fullRecord);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      commonCarrierId,
      isCreated: true,
      contacts: 2,
      insurances: 1,
      certifications: 1,
      expiredInsurances: [{ type: 'Cargo', expiredOn: '2030-02-28' }],
    });
    const carrierId = (await carrierIdOf(commonCarrierId))!;
    const dispatcher = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId });

    const { status, body } = await readProfile(dispatcher.headers);
    expect(status).toBe(200);
    expect(body.data!.getCarrierProfile).toEqual({
      carrierId,
      carrierName: 'Prairie Line Transport',
      carrierActiveIndicator: true,
      source: 'MERCURYGATE',
      carrierMCNo: '784512',
      carrierUsDOTNo: '2291847',
      commonCarrierId,
      tmsCarrierId: 'MG-C-1001',
      carrierScac: 'PRLT',
      carrierTier: 'GOLD',
      carrierStatusCode: 'A',
      addressLine1: '100 W Main St',
      addressLine2: null,
      city: 'Joliet',
      state: 'IL',
      country: 'USA',
      postalCode: '60432',
      truckload: true,
      ltl: true,
      intermodal: false,
      hazmatCertExpirationDate: '2031-05-31',
      hazmat232PermitInd: true,
      primaryContact: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        contactType: 'Owner',
        phone: '815-555-0100',
        fax: null,
        email: 'ana@prairie.test',
      },
      otherContacts: [{ firstName: 'Bo', lastName: 'Lind', email: 'bo@prairie.test' }],
      insurances: [
        {
          insuranceId: 'INS-1',
          policyNumber: 'POL-1',
          insuranceTypeCode: 'CG',
          insuranceType: 'Cargo',
          status: 'ACTIVE',
          certificateId: 'CERT-1',
          limits: '250000.00',
          coverageAmount: '100000.00',
          policyEffectiveDate: '2029-03-01',
          policyExpirationDate: '2030-02-28',
          isExpired: true,
        },
      ],
      certifications: [
        {
          certificationCode: 'SMARTWAY',
          description: 'EPA SmartWay',
          certificateExpireDate: '2032-01-01',
          qualificationStatus: 'QUALIFIED',
        },
      ],
      managedEquipmentCapability: true,
      nonManagedEquipmentCapability: true,
      carrierSettings: { carrierInvoiceExists: true },
    });
  });

  it('[D3-2.47] a record sent again replaces the last one: fields and lists left out are absent', async () => {
    const commonCarrierId = newCommonId();
    expect((await putCarrier(commonCarrierId, fullRecord)).statusCode).toBe(201);
    const again = await putCarrier(commonCarrierId, {
      carrierName: 'Prairie Line',
      carrierActiveIndicator: false,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ isCreated: false, contacts: 0, insurances: 0, certifications: 0 });
    const carrierId = (await carrierIdOf(commonCarrierId))!;
    const admin = await signInAt(db, now, { roles: ['carrierAdmin'], carrierId });
    const profile = (await readProfile(admin.headers)).body.data!.getCarrierProfile;
    expect(profile).toMatchObject({
      carrierName: 'Prairie Line',
      carrierActiveIndicator: false,
      carrierMCNo: null,
      city: null,
      primaryContact: null,
      otherContacts: [],
      insurances: [],
      certifications: [],
      carrierSettings: { carrierInvoiceExists: false },
    });
  });

  it.each<[string, Role[]]>([
    ['a driver', ['carrierDriver']],
    ['a dispatcher', ['carrierDispatcher']],
    ['an admin', ['carrierAdmin']],
    ['a leased owner-operator', ['carrierLeasedOwnerOpr']],
    ['a Beta tester', ['carrierBeta1']],
  ])('[D3-6.07] %s reads the carrier profile', async (_who, roles) => {
    const carrier = await createCarrier(db);
    const member = await signInAt(db, now, { roles, carrierId: carrier.id });
    const { status, body } = await readProfile(member.headers);
    expect(status).toBe(200);
    expect(body.data!.getCarrierProfile).toMatchObject({ carrierId: carrier.id, carrierName: carrier.name });
  });

  it('[D3-6.07] a guest is refused the carrier profile', async () => {
    const carrier = await createCarrier(db);
    const guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: carrier.id });
    const { status, body } = await readProfile(guest.headers);
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('another carrier’s profile asked for by its id is not found, like an id that does not exist', async () => {
    const mine = await createCarrier(db);
    const theirs = await createCarrier(db);
    const admin = await signInAt(db, now, { roles: ['carrierAdmin'], carrierId: mine.id });
    for (const carrierId of [theirs.id, randomUUID(), 'not-an-id']) {
      const { status, body } = await readProfile(admin.headers, carrierId);
      expect([status, body.errors?.[0]?.extensions.code, body.errors?.[0]?.message], carrierId).toEqual([
        404,
        'NOT_FOUND',
        'No carrier profile was found.',
      ]);
    }
    expect((await readProfile(admin.headers, mine.id)).body.data!.getCarrierProfile).toMatchObject({
      carrierId: mine.id,
    });
  });

  it('[D3-7.11] the REST form /masterdata/v1/carrierdata answers the same profile, with the same guards', async () => {
    const mine = await createCarrier(db);
    const theirs = await createCarrier(db);
    const driver = await signInAt(db, now, { roles: ['carrierDriver'], carrierId: mine.id });
    const rest = (headers: Record<string, string>, query = '') =>
      test.app.inject({ method: 'GET', url: `/masterdata/v1/carrierdata${query}`, headers });

    const answer = await rest(driver.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual((await readProfile(driver.headers)).body.data!.getCarrierProfile);
    expect((await rest(driver.headers, `?carrierId=${mine.id}`)).statusCode).toBe(200);
    for (const query of [`?carrierId=${theirs.id}`, `?carrierId=${mine.id}&carrierId=${mine.id}`]) {
      const other = await rest(driver.headers, query);
      expect([other.statusCode, other.json().code], query).toEqual([404, 'NOT_FOUND']);
    }
    const guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: mine.id });
    expect((await rest(guest.headers)).statusCode).toBe(403);
    expect((await rest({})).statusCode).toBe(401);
  });

  it('a member of no carrier is answered not found', async () => {
    const loner = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId: null });
    const { body } = await readProfile(loner.headers);
    expect(body.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });

  it('a source system cannot write a carrier another source owns: not found, and nothing changes', async () => {
    const commonCarrierId = newCommonId();
    expect((await putCarrier(commonCarrierId, fullRecord)).statusCode).toBe(201);
    const carrierId = (await carrierIdOf(commonCarrierId))!;
    const before = await storedRecord(carrierId);
    const response = await putCarrier(
      commonCarrierId,
      { ...fullRecord, carrierName: 'Taken' },
      mastermindKey,
    );
    expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await storedRecord(carrierId)).toEqual(before);
  });

  it('without a valid API key the call is refused and nothing is written', async () => {
    const commonCarrierId = newCommonId();
    expect((await putCarrier(commonCarrierId, fullRecord, '')).statusCode).toBe(401);
    expect((await putCarrier(commonCarrierId, fullRecord, 'wrong-key')).statusCode).toBe(401);
    expect(await carrierIdOf(commonCarrierId)).toBeUndefined();
  });

  it('bad input is BAD_USER_INPUT naming each field, in the caller’s language, and changes nothing', async () => {
    const commonCarrierId = newCommonId();
    expect((await putCarrier(commonCarrierId, fullRecord)).statusCode).toBe(201);
    const carrierId = (await carrierIdOf(commonCarrierId))!;
    const before = await storedRecord(carrierId);
    const response = await putCarrier(commonCarrierId, {
      ...fullRecord,
      carrierName: ' ',
      carrierActiveIndicator: 'yes',
      city: 'Joliet\nIL',
      insurances: [{ insuranceId: 'I', limits: '1.234', policyExpirationDate: '2030-02-30' }],
      certifications: Array.from({ length: 51 }, () => ({ certificationCode: 'X' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_USER_INPUT');
    expect(Object.keys(response.json().fields).sort()).toEqual([
      'carrierActiveIndicator',
      'carrierName',
      'certifications',
      'city',
      'insurances.0.limits',
      'insurances.0.policyExpirationDate',
    ]);
    expect(await storedRecord(carrierId)).toEqual(before);

    const french = await test.app.inject({
      method: 'PUT',
      url: `/integration/v1/carriers/${commonCarrierId}`,
      headers: { 'x-api-key': mercuryKey, 'accept-language': 'fr' },
      payload: { ...fullRecord, carrierActiveIndicator: 'yes' },
    });
    expect(french.json().fields.carrierActiveIndicator).toBe('true ou false est attendu.');
    for (const body of [
      [],
      { ...fullRecord, insurances: ['INS-1'] },
      { ...fullRecord, primaryContact: 'Ana' },
    ]) {
      const refused = await putCarrier(commonCarrierId, body);
      expect([refused.statusCode, Object.values(refused.json().fields)], JSON.stringify(body)).toEqual([
        400,
        ['Expected a JSON object.'],
      ]);
    }
    expect(await storedRecord(carrierId)).toEqual(before);
    const badPath = await putCarrier('not a carrier id!', fullRecord);
    expect([badPath.statusCode, badPath.json().code]).toEqual([400, 'BAD_USER_INPUT']);
  });
});
