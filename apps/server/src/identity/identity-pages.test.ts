import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { identityCatalogues as catalogues } from './i18n';
import {
  authorizeUrl,
  createMember,
  goodPassword,
  newBrowser,
  newPkce,
  signInThroughPages,
  startAuthorization,
  testPublicUrl,
} from './identity.fixtures';
import { resolveLanguage } from './i18n';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('identity pages', () => {
  it('[D1-1.09] the English and French catalogues have the same keys and the same placeholders', () => {
    const { en, fr } = catalogues;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect({ key, placeholders: placeholders(fr[key]) }).toEqual({
        key,
        placeholders: placeholders(en[key]),
      });
      expect(fr[key].trim()).not.toBe('');
    }
  });

  it('[D1-1.09] picks the language from the page choice, then ui_locales, the lang cookie, Accept-Language', () => {
    expect(resolveLanguage({ explicit: 'fr', uiLocales: 'en' })).toBe('fr');
    expect(resolveLanguage({ uiLocales: 'fr-CA en', cookie: 'en' })).toBe('fr');
    expect(resolveLanguage({ uiLocales: 'de', cookie: 'fr' })).toBe('fr');
    expect(resolveLanguage({ acceptLanguage: 'de-DE,fr;q=0.8,en;q=0.5' })).toBe('fr');
    expect(resolveLanguage({ acceptLanguage: 'fr;q=0,de' })).toBe('en');
  });

  it('[D1-1.09] shows the sign-in page in French with ui_locales=fr, with a link back to English', async () => {
    const browser = newBrowser(testApp.app);
    const interaction = await startAuthorization(browser, newPkce().challenge, { ui_locales: 'fr' });
    const page = await browser.get(interaction);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>Se connecter</h1>');
    expect(page.body).toContain('Mot de passe oublié?');
    expect(page.body).toContain(`<a href="${interaction}?lang=en" hreflang="en" lang="en">English</a>`);
    const english = await browser.get(`${interaction}?lang=en`);
    expect(english.body).toContain('<h1>Sign in</h1>');
    expect(english.headers['set-cookie']).toContain('lang=en');
  });

  it('each page has one h1, labelled fields with autocomplete and a language link', async () => {
    const browser = newBrowser(testApp.app);
    const interaction = await startAuthorization(browser, newPkce().challenge);
    for (const path of ['', '/create-account', '/forgot-password']) {
      const { body } = await browser.get(`${interaction}${path}`);
      expect(body.match(/<h1>/g)).toHaveLength(1);
      const fields = [...body.matchAll(/<input\s[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !tag.includes('hidden'));
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        const id = /id="(\w+)"/.exec(field)?.[1];
        expect(body).toContain(`<label for="${id}">`);
        expect(field).toMatch(/autocomplete="[\w-]+"/);
      }
      expect(body).toContain('hreflang="fr"');
    }
  });

  it('[D3-8.23] a protocol error shows the spec sign-in message with a way to start again', async () => {
    const response = await newBrowser(testApp.app).get(
      authorizeUrl({ client_id: 'unknown-client', code_challenge: 'x'.repeat(43) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('We are having trouble signing you in. Please try again later.');
    expect(response.body).toContain(`href="${testPublicUrl}/carrier/login"`);
  });

  it('an interaction page without its cookie is refused', async () => {
    const browser = newBrowser(testApp.app);
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const stranger = await newBrowser(testApp.app).get(interaction);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body).toContain('We are having trouble signing you in.');
  });

  it('[D3-4.05] logout ends the provider session and returns to the app login page', async () => {
    await createMember(testApp.database.db, { upn: 'leaving@pages.test' });
    const browser = newBrowser(testApp.app);
    await signInThroughPages(browser, 'leaving@pages.test', goodPassword);
    const query = new URLSearchParams({
      client_id: 'carrier-web',
      post_logout_redirect_uri: `${testPublicUrl}/carrier/login`,
    });
    const confirm = await browser.get(`/identity/session/end?${query}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<h1>Sign out</h1>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await browser.post('/identity/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${testPublicUrl}/carrier/login`);
    // Signed out: a new authorization asks for the password again.
    const again = await browser.get(authorizeUrl({ code_challenge: newPkce().challenge }));
    expect(again.headers.location).toMatch(/^\/identity\/interaction\//);
  });
});
