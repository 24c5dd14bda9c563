import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { createCarrier, signInAt, type TestCaller } from '../../test-support/sign-in';
import { graphqlAs, startTestApp, type TestApp } from '../../test-support/test-app';

const now = new Date('2030-03-04T12:00:00Z');

const setLanguage = `mutation ($language: String!) { setMemberLanguage(language: $language) { language } }`;
const preferencesQuery = `{ getUserPreference { domain } }`;

// A member's language kept on the server (decision 064): chosen in the app, else the one their calls
// carry, so that what the server writes to them outside the app is in their language (D3-1.03).
describe('a member language', () => {
  let test: TestApp;
  let db: Database;
  let carrierId: string;

  const signIn = (roles: ('carrierDispatcher' | 'carrierGuest')[] = ['carrierDispatcher']) =>
    signInAt(db, now, { roles, carrierId: roles.includes('carrierGuest') ? null : carrierId });
  const stored = async (caller: TestCaller) => {
    const [row] = await db
      .select({ language: members.language, chosen: members.languageChosen })
      .from(members)
      .where(eq(members.id, caller.member.id));
    return row;
  };
  const callIn = (caller: TestCaller, acceptLanguage: string) =>
    graphqlAs(test.app, { ...caller.headers, 'accept-language': acceptLanguage }, preferencesQuery);

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    db = test.database.db;
    carrierId = (await createCarrier(db)).id;
  });
  afterAll(() => test.close());

  it('[D3-1.03] a language chosen in the app is kept for the member, by any signed-in member, Guest included', async () => {
    for (const roles of [['carrierDispatcher'], ['carrierGuest']] as const) {
      const caller = await signIn([...roles]);
      expect(await stored(caller)).toEqual({ language: null, chosen: false });
      const answer = await graphqlAs(test.app, caller.headers, setLanguage, { language: 'fr' });
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data).toEqual({ setMemberLanguage: { language: 'fr' } });
      expect(await stored(caller)).toEqual({ language: 'fr', chosen: true });
    }
  });

  it('[D3-1.03] a language the app does not have is refused in the caller language and changes nothing', async () => {
    const caller = await signIn();
    await graphqlAs(test.app, caller.headers, setLanguage, { language: 'en' });
    for (const language of ['de', '', 'FR', 'x'.repeat(5000)]) {
      const answer = await graphqlAs(
        test.app,
        { ...caller.headers, 'accept-language': 'fr-CA' },
        setLanguage,
        { language },
      );
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toBe("La langue n'a pas pu être enregistrée.");
      expect(answer.body.errors?.[0]?.extensions.fields?.language).toBe(
        "Choisissez une des langues de l'application : en, fr.",
      );
    }
    expect(await stored(caller)).toEqual({ language: 'en', chosen: true });
  });

  it('a signed-out call cannot set a language', async () => {
    const answer = await graphqlAs(test.app, {}, setLanguage, { language: 'fr' });
    expect(answer.body.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('[D3-1.03] a member who never chose gets the language their calls carry, replaced when their calls change language', async () => {
    const caller = await signIn();
    await callIn(caller, 'fr-CA,fr;q=0.9,en;q=0.5');
    expect(await stored(caller)).toEqual({ language: 'fr', chosen: false });
    await callIn(caller, 'en-US');
    expect(await stored(caller)).toEqual({ language: 'en', chosen: false });
  });

  it('[D3-1.03] a call naming no language of the app, or none, records nothing', async () => {
    const caller = await signIn();
    await callIn(caller, 'de-DE,es;q=0.8');
    await graphqlAs(test.app, caller.headers, preferencesQuery);
    expect(await stored(caller)).toEqual({ language: null, chosen: false });
  });

  it('[D3-1.03] once chosen, the language of the calls no longer replaces it', async () => {
    const caller = await signIn();
    await graphqlAs(test.app, caller.headers, setLanguage, { language: 'fr' });
    await callIn(caller, 'en-US');
    expect(await stored(caller)).toEqual({ language: 'fr', chosen: true });
  });
});
