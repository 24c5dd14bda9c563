import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsContentType } from '@freight/domain/content-types';
import { content } from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { termsNotFoundMessage, termsQueryMessage } from './get-terms-and-conditions';
import { inEnglish } from '../../test-support/in-english';

const now = new Date('2030-03-04T12:00:00Z');

const terms = (key: string, locale: string, title: string) => ({
  contentType: termsContentType,
  key,
  locale,
  title,
  body: `<p>${title}: payment 30 days after delivery.</p>`,
});

describe('GET /v1/contentorconfig?contentType=terms_and_conditions (terms of a load type)', () => {
  let test: TestApp;
  let dispatcher: TestCaller;

  const fetchTerms = (caller: TestCaller | null, query: string, language?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/v1/contentorconfig?${query}`,
      headers: { ...(caller?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
    });

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    const db = test.database.db;
    dispatcher = await signInAt(db, now, { roles: ['carrierDispatcher'], carrierId: null });
    await db.insert(content).values([
      terms('Brokerage', 'en', 'Brokerage load terms'),
      terms('Brokerage', 'fr', 'Conditions des chargements de courtage'),
      terms('Power Only', 'en', 'Power Only load terms'), // no French yet
      { ...terms('Port Dray', 'en', 'Port desk'), contentType: 'contact_us' },
    ]);
  });
  afterAll(() => test.close());

  it('[D1-7.23] [D1-4.22] answers the terms of the load type: title and rich-text body', async () => {
    const response = await fetchTerms(dispatcher, 'contentType=terms_and_conditions&loadType=Brokerage');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contentType: 'terms_and_conditions',
      loadType: 'Brokerage',
      title: 'Brokerage load terms',
      body: '<p>Brokerage load terms: payment 30 days after delivery.</p>',
    });
  });

  it('[D1-7.23] in the locale asked for, else the Accept-Language, else in English', async () => {
    const titleOf = async (query: string, language?: string) =>
      (await fetchTerms(dispatcher, `contentType=terms_and_conditions&${query}`, language)).json().title;
    expect(await titleOf('loadType=Brokerage&locale=fr', 'en-US')).toBe(
      'Conditions des chargements de courtage',
    );
    expect(await titleOf('loadType=Brokerage', 'fr-CA,fr;q=0.9')).toBe(
      'Conditions des chargements de courtage',
    );
    expect(await titleOf('loadType=Brokerage&locale=en', 'fr')).toBe('Brokerage load terms');
    expect(await titleOf('loadType=Power%20Only&locale=fr')).toBe('Power Only load terms');
  });

  it('[D1-7.23] 400 with a clear message for another content type, an unknown load type or locale; 404 when none are published', async () => {
    for (const query of [
      'contentType=contact_us&loadType=Brokerage',
      'contentType=terms_and_conditions&loadType=Flatbed',
      'contentType=terms_and_conditions',
      'contentType=terms_and_conditions&loadType=Brokerage&locale=de',
    ]) {
      const response = await fetchTerms(dispatcher, query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: inEnglish(termsQueryMessage),
      });
    }
    const unknownType = await fetchTerms(dispatcher, 'contentType=terms_and_conditions&loadType=Flatbed');
    expect(unknownType.json().fields).toEqual({
      loadType:
        'Load type must be one of Brokerage, Power Only, PO Dray, Freight Under Management, Port Dray.',
    });
    const missing = await fetchTerms(dispatcher, 'contentType=terms_and_conditions&loadType=Port%20Dray');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: inEnglish(termsNotFoundMessage) });
  });

  it('[D1-7.23] 401 without a token', async () => {
    expect((await fetchTerms(null, 'contentType=terms_and_conditions&loadType=Brokerage')).statusCode).toBe(
      401,
    );
  });
});
