import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../db/schema/index';
import { signInAt, type TestCaller } from '../../test-support/sign-in';
import { startTestApp, type TestApp } from '../../test-support/test-app';

const now = new Date('2030-03-04T12:00:00Z');

const row = (key: string, locale: string, title: string, position = 0, videoUrl: string | null = null) => ({
  contentType: 'help',
  key,
  locale,
  title,
  body: `<p>${title}</p>`,
  position,
  videoUrl,
});

describe('GET /contentstack/v1/contentstack/help (getUserHelpContent)', () => {
  let test: TestApp;
  let driver: TestCaller;
  let guest: TestCaller;

  const fetchHelp = (caller: TestCaller | null, query = '', language?: string) =>
    test.app.inject({
      method: 'GET',
      url: `/contentstack/v1/contentstack/help${query}`,
      headers: { ...(caller?.headers ?? {}), ...(language ? { 'accept-language': language } : {}) },
    });

  beforeAll(async () => {
    test = await startTestApp({}, { now: () => now });
    const db = test.database.db;
    driver = await signInAt(db, now, { roles: ['carrierDriver'], carrierId: null });
    guest = await signInAt(db, now, { roles: ['carrierGuest'], carrierId: null });
    // Out of order, so that the order of the answer comes from the positions.
    await db.insert(content).values([
      row('legal', 'en', 'Legal', 2),
      row('legal/terms', 'en', 'Terms of use'),
      row('legal/terms/privacy', 'en', 'Privacy notice'),
      row('faq', 'en', 'Frequently asked questions', 0),
      row('faq', 'fr', 'Questions fréquentes', 0),
      row('faq/booking', 'en', 'Booking', 1),
      row('faq/booking', 'fr', 'Réservation', 1),
      row('faq/account', 'en', 'Your account', 0),
      row('faq/booking/book-now', 'en', 'How do I book a load?', 0, 'https://videos.example.com/book'),
      row(
        'faq/booking/book-now',
        'fr',
        'Comment réserver un chargement ?',
        0,
        'https://videos.example.com/book',
      ),
      row('faq/booking/cancel', 'en', 'Can I cancel a booking?', 1, 'javascript:alert(1)'),
      row('faq/account/password', 'en', 'How do I change my password?'),
      // A card whose sub-heading is not published yet is not shown.
      row('faq/payments/when', 'en', 'When am I paid?'),
      { ...row('news', 'en', 'Site news'), contentType: 'site_news' },
    ]);
  });
  afterAll(() => test.close());

  it('[D3-2.67] [D3-7.22] answers headings, their sub-headings and content cards in the menu shape', async () => {
    const response = await fetchHelp(driver);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      menuItems: [
        {
          key: 'faq',
          title: 'Frequently asked questions',
          isFaq: true,
          menuEntries: [
            {
              key: 'faq/account',
              title: 'Your account',
              sections: [
                {
                  key: 'faq/account/password',
                  title: 'How do I change my password?',
                  group: 'faq/account',
                  richTextDescription: '<p>How do I change my password?</p>',
                  video: null,
                },
              ],
            },
            {
              key: 'faq/booking',
              title: 'Booking',
              sections: [
                {
                  key: 'faq/booking/book-now',
                  title: 'How do I book a load?',
                  group: 'faq/booking',
                  richTextDescription: '<p>How do I book a load?</p>',
                  video: 'https://videos.example.com/book',
                },
                {
                  key: 'faq/booking/cancel',
                  title: 'Can I cancel a booking?',
                  group: 'faq/booking',
                  richTextDescription: '<p>Can I cancel a booking?</p>',
                  // Only http(s) addresses are answered as videos.
                  video: null,
                },
              ],
            },
          ],
        },
        {
          key: 'legal',
          title: 'Legal',
          isFaq: false,
          menuEntries: [
            {
              key: 'legal/terms',
              title: 'Terms of use',
              sections: [
                {
                  key: 'legal/terms/privacy',
                  title: 'Privacy notice',
                  group: 'legal/terms',
                  richTextDescription: '<p>Privacy notice</p>',
                  video: null,
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('[D1-1.03] answers in French, each entry in English where it has no translation', async () => {
    const response = await fetchHelp(driver, '', 'fr-CA,fr;q=0.9');
    const [faq] = response.json().menuItems;
    expect(faq.title).toBe('Questions fréquentes');
    expect(faq.menuEntries.map((entry: { title: string }) => entry.title)).toEqual([
      'Your account',
      'Réservation',
    ]);
    expect(faq.menuEntries[1].sections[0].title).toBe('Comment réserver un chargement ?');
    const chosen = await fetchHelp(driver, '?locale=fr');
    expect(chosen.json().menuItems[0].title).toBe('Questions fréquentes');
  });

  it('[D1-6.13] a guest is refused the More content; signed out is unauthenticated', async () => {
    const refused = await fetchHelp(guest);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await fetchHelp(null)).statusCode).toBe(401);
  });

  it('a bad locale is BAD_USER_INPUT naming it', async () => {
    const response = await fetchHelp(driver, '?locale=de');
    expect([response.statusCode, response.json().code, Object.keys(response.json().fields)]).toEqual([
      400,
      'BAD_USER_INPUT',
      ['locale'],
    ]);
  });
});
