import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCredentials, memberRoles, members, userEvents } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  createMember,
  exchangeCode,
  followToCallback,
  newBrowser,
  newPkce,
  startAuthorization,
  testPublicUrl,
} from './identity.fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const form = {
  firstName: 'Nora',
  lastName: 'Lind',
  email: 'Nora.Lind@Signup.test',
  password: 'Lots-Of-Trucks-2030',
  confirmPassword: 'Lots-Of-Trucks-2030',
};

describe('create account', () => {
  it('[D1-1.02] creates a Guest with no carrier, stores the campaign and signs them in', async () => {
    const browser = newBrowser(testApp.app, '10.3.0.1');
    const { verifier, challenge } = newPkce();
    const interaction = await startAuthorization(browser, challenge, {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-lanes',
    });
    const page = await browser.get(`${interaction}/create-account`);
    expect(page.body).toContain('<h1>Create account</h1>');
    expect(page.body).toContain('autocomplete="given-name"');

    const callback = await followToCallback(
      browser,
      await browser.post(`${interaction}/create-account`, form),
    );
    const [member] = await db().select().from(members).where(eq(members.upn, 'nora.lind@signup.test'));
    expect(member).toMatchObject({
      carrierId: null,
      email: 'Nora.Lind@Signup.test',
      campaignSource: 'newsletter',
      campaignMedium: 'email',
      campaignName: 'spring-lanes',
    });
    expect(
      await db()
        .select({ role: memberRoles.role })
        .from(memberRoles)
        .where(eq(memberRoles.memberId, member!.id)),
    ).toEqual([{ role: 'carrierGuest' }]);
    const [credentials] = await db()
      .select()
      .from(memberCredentials)
      .where(eq(memberCredentials.memberId, member!.id));
    expect(credentials!.passwordHash).toMatch(/^\$argon2id\$/);
    const events = await db().select().from(userEvents).where(eq(userEvents.memberId, member!.id));
    expect(events.map((event) => event.name)).toEqual(['login.guest']);

    const tokens = (await exchangeCode(testApp.app, callback.searchParams.get('code')!, verifier)).json() as {
      id_token: string;
    };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      upn: 'nora.lind@signup.test',
      carrierId: null,
      roles: ['carrierGuest'],
      campaignSource: 'newsletter',
      campaignMedium: 'email',
      campaign: 'spring-lanes',
    });
  });

  it('[D1-1.02] shows every problem of the form at once, next to its field', async () => {
    const browser = newBrowser(testApp.app, '10.3.0.2');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const response = await browser.post(`${interaction}/create-account`, {
      firstName: '',
      lastName: 'Lind',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<a href="#firstName">Enter your first name.</a>');
    expect(response.body).toContain(
      '<a href="#email">Enter a valid email address, like name@example.com.</a>',
    );
    expect(response.body).toContain('<a href="#password">Use at least 12 characters.</a>');
    expect(response.body).toContain('aria-describedby="password-hint password-error"');
    expect(response.body).toContain('value="not-an-email"');
  });

  it('refuses an e-mail that already has an account', async () => {
    await createMember(db(), { upn: 'taken@signup.test' });
    const browser = newBrowser(testApp.app, '10.3.0.3');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const response = await browser.post(`${interaction}/create-account`, {
      ...form,
      email: 'TAKEN@signup.test',
    });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('An account with this email already exists.');
  });

  it('escapes what people type when the page is shown again', async () => {
    const browser = newBrowser(testApp.app, '10.3.0.4');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const response = await browser.post(`${interaction}/create-account`, {
      ...form,
      firstName: '"><script>alert(1)</script>',
      password: 'x',
    });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
