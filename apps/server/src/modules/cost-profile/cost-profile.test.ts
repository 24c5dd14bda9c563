import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCostProfile } from '@freight/domain/profit/cost-profile';
import type { Role } from '@freight/domain/roles';
import type { Database } from '../../db/client';
import { costProfiles } from '../../db/schema/profit';
import { createCarrier, signInAt } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';

// The cost profile (issue 20, decision 058): one per carrier, read and saved by its dispatchers and
// owner-operators, checked with the form's own rules.

const now = new Date('2030-03-01T12:00:00Z');
const fields = `costMode costPerMile fuelPricePerGallon milesPerGallon otherCostPerMile fixedCostPerDay
  averageSpeedMph drivingHoursPerDay dwellHoursPerStop targetRatePerMile floorRatePerMile isDefault`;
const getQuery = `query { getCostProfile { ${fields} } }`;
const saveMutation = `mutation Save($input: CostProfileInput!) { saveCostProfile(input: $input) { ${fields} } }`;

const ownProfile = { ...defaultCostProfile, costMode: 'fuel', fuelPricePerGallon: 4.1, fixedCostPerDay: 180 };

describe('the cost profile', () => {
  let test: TestApp;
  let db: Database;

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    db = test.database.db;
  });
  afterAll(() => test.close());

  const memberOf = async (roles: Role[], carrierId?: string) =>
    signInAt(db, now, { roles, carrierId: carrierId ?? (await createCarrier(db)).id });
  const stored = (carrierId: string) =>
    db.select().from(costProfiles).where(eq(costProfiles.carrierId, carrierId));

  it('a carrier without a saved profile reads the defaults', async () => {
    const dispatcher = await memberOf(['carrierDispatcher']);
    const { body } = await graphqlAs(test.app, dispatcher.headers, getQuery);
    expect(body.data?.getCostProfile).toEqual({ ...defaultCostProfile, isDefault: true });
  });

  it('a dispatcher saves the carrier’s profile, which its owner-operator reads, and no other carrier', async () => {
    const carrier = await createCarrier(db);
    const dispatcher = await memberOf(['carrierDispatcher'], carrier.id);
    const saved = await graphqlAs(test.app, dispatcher.headers, saveMutation, { input: ownProfile });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.saveCostProfile).toEqual({ ...ownProfile, isDefault: false });
    const colleague = await memberOf(['carrierLeasedOwnerOpr'], carrier.id);
    const read = await graphqlAs(test.app, colleague.headers, getQuery);
    expect(read.body.data?.getCostProfile).toEqual({ ...ownProfile, isDefault: false });
    const stranger = await memberOf(['carrierDispatcher']);
    const theirs = await graphqlAs(test.app, stranger.headers, getQuery);
    expect(theirs.body.data?.getCostProfile).toEqual({ ...defaultCostProfile, isDefault: true });
  });

  it.each([
    ['a negative cost per mile', { costPerMile: -1 }, 'costPerMile'],
    ['12 driving hours a day', { drivingHoursPerDay: 12 }, 'drivingHoursPerDay'],
    ['a floor above the target', { floorRatePerMile: 3, targetRatePerMile: 2.5 }, 'floorRatePerMile'],
    ['an unknown cost mode', { costMode: 'guess' }, 'costMode'],
  ])('%s is a translated 400 naming the field, and nothing changes', async (_name, change, field) => {
    const carrier = await createCarrier(db);
    const dispatcher = await memberOf(['carrierDispatcher'], carrier.id);
    await graphqlAs(test.app, dispatcher.headers, saveMutation, { input: ownProfile });
    const before = await stored(carrier.id);
    const { status, body } = await graphqlAs(
      test.app,
      { ...dispatcher.headers, 'accept-language': 'fr' },
      saveMutation,
      { input: { ...ownProfile, ...change } },
    );
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    const named = body.errors?.[0]?.extensions.fields as Record<string, string>;
    expect(Object.keys(named)).toEqual([field]);
    expect(body.errors?.[0]?.message).toBe('Le profil de coûts contient des valeurs à corriger.');
    expect(await stored(carrier.id)).toEqual(before);
  });

  it.each<[string, Role[]]>([
    ['a driver', ['carrierDriver']],
    ['a guest', ['carrierGuest']],
    ['an admin', ['carrierAdmin']],
  ])('%s may neither read nor save a profile', async (_who, roles) => {
    const carrier = await createCarrier(db);
    const member = await memberOf(roles, carrier.id);
    for (const [query, variables] of [
      [getQuery, {}],
      [saveMutation, { input: ownProfile }],
    ] as const) {
      const { status, body } = await graphqlAs(test.app, member.headers, query, variables);
      expect([status, body.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    }
    expect(await stored(carrier.id)).toEqual([]);
  });
});
