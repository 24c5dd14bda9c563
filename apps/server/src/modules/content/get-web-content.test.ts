import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactContentType } from '@freight/domain/content-types';
import { content } from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { webContentQueryMessage } from './get-web-content';
import { inEnglish } from '../../test-support/in-english';

const now = new Date('2030-03-04T12:00:00Z');

const banner = (key: string, locale: string, title: string, position: number) => ({
  contentType: 'home_banner',
  key,
  locale,
  title,
  body: `<p>${title}</p>`,
  position,
});

describe('GET /contentstack/v1/contentstack (getWebContent)', () => {
  let test: TestApp;
  let dispatcher: TestCaller;
  let guest: TestCaller;

  const fetchContent = (caller: TestCaller | null, query: string, language?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/contentstack/v1/contentstack?${query}`,
      headers: { ...(caller?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
    });
  const titlesOf = async (query: string, language?: string) => {
    const response = await fetchContent(dispatcher, query, language);
    expect(response.statusCode).toBe(200);
    return (response.json() as { entries: { title: string }[] }).entries.map((entry) => entry.title);
  };

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    const db = test.database.db;
    dispatcher = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId: null });
    guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: null });
    // Inserted out of order, so that the answer's order comes from the positions.
    await db.insert(content).values([
      banner('recommendations', 'en', 'Recommendations follow your trucks and lanes', 2),
      banner('recommendations', 'fr', 'Les recommandations suivent vos camions et vos voies', 2),
      banner('watched', 'en', 'Watched loads are here', 1),
      banner('watched', 'fr', 'Les chargements suivis sont arrivés', 1),
      banner('documents', 'en', 'Send documents from the trip', 3), // no French yet
      { ...banner('news', 'en', 'Site news', 0), contentType: 'site_news' },
      { ...banner('MERCURYGATE', 'en', 'Brokerage carrier desk', 0), contentType: contactContentType },
    ]);
  });
  afterAll(() => test.close());

  it('[D3-7.22] [D1-2.19] answers the home banner entries with key, title, rich-text body and position, by position', async () => {
    const response = await fetchContent(dispatcher, 'type=home_banner');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      entries: [
        {
          key: 'watched',
          title: 'Watched loads are here',
          body: '<p>Watched loads are here</p>',
          position: 1,
        },
        {
          key: 'recommendations',
          title: 'Recommendations follow your trucks and lanes',
          body: '<p>Recommendations follow your trucks and lanes</p>',
          position: 2,
        },
        {
          key: 'documents',
          title: 'Send documents from the trip',
          body: '<p>Send documents from the trip</p>',
          position: 3,
        },
      ],
    });
  });

  it("[D3-7.22] in the caller's language, each entry in English when it has no translation", async () => {
    expect(await titlesOf('type=home_banner', 'fr-CA,fr;q=0.9,en;q=0.5')).toEqual([
      'Les chargements suivis sont arrivés',
      'Les recommandations suivent vos camions et vos voies',
      'Send documents from the trip',
    ]);
    expect(await titlesOf('type=home_banner', 'de-DE')).toEqual([
      'Watched loads are here',
      'Recommendations follow your trucks and lanes',
      'Send documents from the trip',
    ]);
  });

  it('[D3-7.22] the language chosen in the app (locale) wins over the browser’s Accept-Language', async () => {
    const titles = await titlesOf('type=home_banner&locale=fr', 'en-US');
    expect(titles[0]).toBe('Les chargements suivis sont arrivés');
    expect((await titlesOf('type=home_banner&locale=en', 'fr'))[0]).toBe('Watched loads are here');
  });

  it('[D3-7.22] answers only the type asked for, any signed-in role, and an empty list for a type without entries', async () => {
    expect(await titlesOf('type=site_news')).toEqual(['Site news']);
    expect(await titlesOf('type=help')).toEqual([]);
    expect((await fetchContent(guest, 'type=home_banner')).statusCode).toBe(200);
  });

  it('[D3-7.22] 400 BAD_USER_INPUT with a clear message for a type that is not web content, a missing type or an unknown locale', async () => {
    for (const query of [
      `type=${contactContentType}`,
      'type=terms_and_conditions',
      '',
      'type=help&locale=de',
    ]) {
      const response = await fetchContent(dispatcher, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: inEnglish(webContentQueryMessage),
      });
    }
    expect((await fetchContent(dispatcher, 'type=contact_us')).json().fields).toEqual({
      type: 'Content type must be one of home_banner, site_news, web_footer, help.',
    });
  });

  it('[D3-7.22] 401 without a token', async () => {
    expect((await fetchContent(null, 'type=home_banner')).statusCode).toBe(401);
  });
});
