import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCredentials, memberRoles, members, outbox, userEvents } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  createMember,
  exchangeCode,
  newBrowser,
  newPkce,
  signInThroughPages,
  startAuthorization,
  testPublicUrl,
} from './identity.fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const form = { firstName: 'Nora', lastName: 'Lind', email: 'Nora.Lind@Signup.test' };
const chosenPassword = 'Lots-Of-Trucks-2030';
const mailsTo = (recipient: string) => db().select().from(outbox).where(eq(outbox.recipient, recipient));
const linkPath = (text: string) =>
  new URL(/http:\S+\/identity\/reset-password\/[\w-]+/.exec(text)![0]).pathname;

describe('create account', () => {
  it('[D1-1.02] creates a Guest with no carrier and the campaign; the password is chosen from the mailed link', async () => {
    const browser = newBrowser(testApp.app, '10.3.0.1');
    const interaction = await startAuthorization(browser, newPkce().challenge, {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-lanes',
    });
    const page = await browser.get(`${interaction}/create-account`);
    expect(page.body).toContain('<h1>Create account</h1>');
    expect(page.body).toContain('autocomplete="given-name"');

    const sent = await browser.post(`${interaction}/create-account`, form);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers.location).toBeUndefined();
    expect(sent.body).toContain(
      'We have sent a message to Nora.Lind@Signup.test. Open its link to choose your password and finish creating your account.',
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
    // No password until the owner of the address chooses one: nobody can sign in to it before.
    expect(
      await db().select().from(memberCredentials).where(eq(memberCredentials.memberId, member!.id)),
    ).toEqual([]);

    const [mail, ...others] = await mailsTo('Nora.Lind@Signup.test');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Finish creating your Freight Marketplace account' });
    expect(mail!.text).toContain('Hello Nora,');
    const path = linkPath(mail!.text);
    const chooser = newBrowser(testApp.app, '10.3.0.1');
    const done = await chooser.post(path, { password: chosenPassword, confirmPassword: chosenPassword });
    expect(done.statusCode).toBe(200);

    const { callback, verifier } = await signInThroughPages(chooser, 'nora.lind@signup.test', chosenPassword);
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

  it('[D3-8.23] answers an e-mail that already has an account exactly like a new one; its owner gets a mail', async () => {
    const existing = await createMember(db(), { upn: 'taken@signup.test', firstName: 'Tessa' });
    const answerFor = async (email: string, address: string) => {
      const browser = newBrowser(testApp.app, address);
      const interaction = await startAuthorization(browser, newPkce().challenge);
      const response = await browser.post(`${interaction}/create-account`, { ...form, email });
      return {
        status: response.statusCode,
        location: response.headers.location,
        body: response.body.replaceAll(email, '{email}').replaceAll(interaction, '{interaction}'),
      };
    };
    const taken = await answerFor('TAKEN@signup.test', '10.3.0.3');
    expect(taken).toEqual(await answerFor('brand-new@signup.test', '10.3.0.5'));
    expect(taken.status).toBe(200);
    // The existing account is untouched; its owner is told, with a link to choose a new password.
    const [member] = await db().select().from(members).where(eq(members.id, existing.id));
    expect(member!.firstName).toBe('Tessa');
    expect(member!.createdBy).not.toBe('sign-up');
    const [mail] = await mailsTo('taken@signup.test');
    expect(mail).toMatchObject({ subject: 'Your Freight Marketplace account' });
    expect(mail!.text).toContain('which already has one');
    expect(linkPath(mail!.text)).toMatch(/^\/identity\/reset-password\//);
  });

  it('[D1-1.02] shows every problem of the form at once, next to its field', async () => {
    const browser = newBrowser(testApp.app, '10.3.0.2');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const response = await browser.post(`${interaction}/create-account`, {
      firstName: '',
      lastName: 'Lind',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<a href="#firstName">Enter your first name.</a>');
    expect(response.body).toContain(
      '<a href="#email">Enter a valid email address, like name@example.com.</a>',
    );
    expect(response.body).toContain('value="not-an-email"');
  });

  it('escapes what people type when the page is shown again', async () => {
    const browser = newBrowser(testApp.app, '10.3.0.4');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const response = await browser.post(`${interaction}/create-account`, {
      ...form,
      firstName: '"><script>alert(1)</script>',
      email: 'not-an-email',
    });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
