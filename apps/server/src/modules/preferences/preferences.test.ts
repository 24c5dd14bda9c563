import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { preferences } from '../../db/schema/index';
import { createCarrier, signInAs, type TestMember } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';

type SignedIn = { member: TestMember; headers: Record<string, string> };
type Item = { key: string; value: string; domain: string; userPreferenceExists: boolean };
type Answer = {
  domain: string;
  upn: string;
  groups: string[];
  preferences: Item[];
  updatedAt: string | null;
};

const fields = 'domain upn groups updatedAt preferences { key value domain userPreferenceExists }';
const getQuery = `query { getUserPreference { ${fields} } }`;
const updateMutation = `mutation ($preference: UserPreferenceInput!) {
  updateUserPreference(preference: $preference) { preferences { ${fields} } }
}`;
const flags = (value: Record<string, boolean>) => JSON.stringify(value);
const statusUpdates = (sms: boolean, email: boolean, push = false) => ({
  key: 'preferredstatusupdates',
  value: flags({ sms, email, 'inapp-notifications': push }),
});

describe('preferences', () => {
  let test: TestApp;
  let db: Database;
  let dispatcher: SignedIn;
  let colleague: SignedIn;
  let driver: SignedIn;
  let admin: SignedIn;
  let guest: SignedIn;

  beforeAll(async () => {
    test = await startTestApp();
    db = test.database.db;
    const carrierId = (await createCarrier(db)).id;
    dispatcher = await signInAs(db, { roles: ['carrierDispatcher'], carrierId });
    colleague = await signInAs(db, { roles: ['carrierDispatcher'], carrierId });
    driver = await signInAs(db, { roles: ['carrierDriver'], carrierId });
    admin = await signInAs(db, { roles: ['carrierAdmin'], carrierId });
    guest = await signInAs(db, { roles: ['carrierGuest'], carrierId: null });
  });
  afterAll(() => test.close());

  const read = async (caller: SignedIn) => {
    const { body } = await graphqlAs(test.app, caller.headers, getQuery);
    expect(body.errors).toBeUndefined();
    return body.data!.getUserPreference as Answer;
  };
  const valueOf = (answer: Answer, key: string) => answer.preferences.find((item) => item.key === key)!;
  const save = (caller: SignedIn, updatePreferences: unknown, language?: string, domain?: unknown) =>
    graphqlAs(
      test.app,
      language ? { ...caller.headers, 'accept-language': language } : caller.headers,
      updateMutation,
      { preference: { updatePreferences, ...(domain === undefined ? {} : { domain }) } },
    );
  const storedOf = (caller: SignedIn) =>
    db
      .select({ key: preferences.key, value: preferences.value })
      .from(preferences)
      .where(eq(preferences.memberId, caller.member.id))
      .orderBy(asc(preferences.key));
  /** Sends a save that must be refused with this status and code, and checks that it wrote nothing. */
  const refused = async (
    caller: SignedIn,
    entries: unknown,
    expected: { status: number; code: string },
    language?: string,
    domain?: unknown,
  ) => {
    const before = await storedOf(caller);
    const { status, body } = await save(caller, entries, language, domain);
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([expected.status, expected.code]);
    expect(await storedOf(caller)).toEqual(before);
    return body.errors![0]!;
  };

  it('[D3-7.12] [D3-9.08] answers every key with the defaults until the member saves one', async () => {
    const answer = await read(dispatcher);
    expect(answer).toMatchObject({ domain: 'carrier', upn: dispatcher.member.upn, updatedAt: null });
    expect(answer.preferences.map((item) => [item.key, item.userPreferenceExists])).toEqual([
      ['viewsettings', false],
      ['preferredcontact', false],
      ['preferredtime', false],
      ['preferreddaysofweek', false],
      ['preferredcapacitytype', false],
      ['preferredstatusupdates', false],
      ['preferredmarketingcommunications', false],
    ]);
    expect(valueOf(answer, 'viewsettings').value).toBe('home');
    expect(JSON.parse(valueOf(answer, 'preferredcontact').value)).toEqual({
      none: false,
      sms: true,
      email: true,
      'inapp-notifications': false,
    });
    expect(JSON.parse(valueOf(answer, 'preferredtime').value)).toMatchObject({
      earlyMorning: true,
      earlyAfternoon: true,
      lateMorning: false,
    });
    expect(valueOf(answer, 'preferredcapacitytype').value).toBe('Power Only');
  });

  it('[D3-2.50] the groups the caller sees are filtered by role from the configuration', async () => {
    expect((await read(dispatcher)).groups).toEqual([
      'VIEW_SETTING',
      'LOAD_RECOMENDATION',
      'STATUS_UPDATE',
      'CAPACITY_TYPE',
      'MARKETING_COMMUNICATIONS',
    ]);
    expect((await read(driver)).groups).toEqual([
      'VIEW_SETTING',
      'STATUS_UPDATE',
      'MARKETING_COMMUNICATIONS',
    ]);
    expect((await read(admin)).groups).toEqual(['VIEW_SETTING', 'MARKETING_COMMUNICATIONS']);
  });

  it('[D3-3.10] [D3-7.12] saves only the entries sent, as strings, and answers the preferences', async () => {
    const { status, body } = await save(dispatcher, [
      { key: 'viewsettings', value: 'myLoad' },
      statusUpdates(false, true),
    ]);
    expect(status).toBe(200);
    const answer = (body.data!.updateUserPreference as { preferences: Answer }).preferences;
    expect(valueOf(answer, 'viewsettings')).toMatchObject({ value: 'myLoad', userPreferenceExists: true });
    expect(valueOf(answer, 'preferredcontact').userPreferenceExists).toBe(false);
    expect(answer.updatedAt).not.toBeNull();
    expect(await storedOf(dispatcher)).toEqual([
      {
        key: 'preferredstatusupdates',
        value: flags({ sms: false, email: true, 'inapp-notifications': false }),
      },
      { key: 'viewsettings', value: 'myLoad' },
    ]);
    // Another member's preferences are their own.
    expect(await storedOf(colleague)).toEqual([]);
  });

  it('[D3-4.02] the saved view setting is what the start tab reads from getUserDetails', async () => {
    const { body } = await graphqlAs(
      test.app,
      dispatcher.headers,
      'query ($upn: String!) { getUserDetails(userPrincipalName: $upn) { preferences { key value } } }',
      { upn: dispatcher.member.upn },
    );
    const entries = (body.data!.getUserDetails as { preferences: { key: string; value: string }[] })
      .preferences;
    expect(entries).toContainEqual({ key: 'viewsettings', value: 'myLoad' });
  });

  it('[D3-4.40] [D3-5.25] status updates may not be left with zero options: refused with the message, in French too', async () => {
    const error = await refused(dispatcher, [statusUpdates(false, false)], {
      status: 400,
      code: 'BAD_USER_INPUT',
    });
    expect(error.message).toBe('Please select at least one option for status updates.');
    expect(error.extensions.fields).toEqual({
      preferredstatusupdates: 'Please select at least one option for status updates.',
    });
    const french = await refused(
      dispatcher,
      [statusUpdates(false, false)],
      { status: 400, code: 'BAD_USER_INPUT' },
      'fr',
    );
    expect(french.message).toBe('Veuillez sélectionner au moins une option pour les mises à jour de statut.');
  });

  it('[D3-4.36] none in contact goes alone, and clears times and days', async () => {
    const noneAndSms = { key: 'preferredcontact', value: flags({ none: true, sms: true, email: false }) };
    await refused(dispatcher, [noneAndSms], { status: 400, code: 'BAD_USER_INPUT' });
    const none = { key: 'preferredcontact', value: flags({ none: true }) };
    // Times and days still checked: refused.
    await refused(dispatcher, [none], { status: 400, code: 'BAD_USER_INPUT' });
    const noTimes = { key: 'preferredtime', value: flags({}) };
    const noDays = { key: 'preferreddaysofweek', value: flags({}) };
    const { status } = await save(dispatcher, [none, noTimes, noDays]);
    expect(status).toBe(200);
    const answer = await read(dispatcher);
    expect(JSON.parse(valueOf(answer, 'preferredcontact').value)).toMatchObject({ none: true, sms: false });
  });

  it('[D3-4.39] marketing with none alone is saved; none with a channel is refused', async () => {
    await refused(
      dispatcher,
      [{ key: 'preferredmarketingcommunications', value: flags({ none: true, email: true }) }],
      { status: 400, code: 'BAD_USER_INPUT' },
    );
    const { status } = await save(dispatcher, [
      { key: 'preferredmarketingcommunications', value: flags({ none: true }) },
    ]);
    expect(status).toBe(200);
  });

  it('[D3-2.50] a group the roles do not see is refused as forbidden and changes nothing', async () => {
    const error = await refused(driver, [{ key: 'preferredcapacitytype', value: 'Dray' }], {
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(error.message).toBe('Your role does not have access to this preference.');
  });

  it('refuses unknown keys, values outside the options, repeated keys, too many entries, another domain and no entry', async () => {
    const bad = { status: 400, code: 'BAD_USER_INPUT' };
    await refused(colleague, [{ key: 'theme', value: 'dark' }], bad);
    await refused(colleague, [{ key: 'viewsettings', value: 'everything' }], bad);
    await refused(colleague, [{ key: 'preferredtime', value: '{"earlyMorning":1}' }], bad);
    await refused(colleague, [{ key: 'preferredtime', value: 'x'.repeat(10_000) }], bad);
    await refused(
      colleague,
      [
        { key: 'viewsettings', value: 'home' },
        { key: 'viewsettings', value: 'search' },
      ],
      bad,
    );
    await refused(
      colleague,
      Array.from({ length: 8 }, () => ({ key: 'viewsettings', value: 'home' })),
      bad,
    );
    await refused(colleague, [{ key: 'viewsettings', value: 'home' }], bad, undefined, 'shipper');
    await refused(colleague, [], bad);
  });

  it('the Guest has no preferences to read or save (D3-6)', async () => {
    const { status, body } = await graphqlAs(test.app, guest.headers, getQuery);
    expect([status, body.errors?.[0]?.extensions.code]).toEqual([403, 'FORBIDDEN']);
    await refused(guest, [{ key: 'viewsettings', value: 'search' }], { status: 403, code: 'FORBIDDEN' });
  });
});
