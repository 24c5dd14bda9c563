import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCredentials, outbox, passwordResetTokens } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  createMember,
  goodPassword,
  newBrowser,
  newPkce,
  signInThroughPages,
  startAuthorization,
  testPublicUrl,
} from './identity.fixtures';
import { hashResetToken } from './reset-tokens';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const newPassword = 'Freshly-Chosen-Secret-9';
const mailsTo = (recipient: string) => db().select().from(outbox).where(eq(outbox.recipient, recipient));

async function askForReset(email: string, remoteAddress: string, query = '') {
  const browser = newBrowser(testApp.app, remoteAddress);
  const interaction = await startAuthorization(browser, newPkce().challenge);
  return browser.post(`${interaction}/forgot-password${query}`, { email });
}

describe('forgot and reset password', () => {
  it('[D1-1.02] answers the same whether or not the account exists, and mails only a real account', async () => {
    await createMember(db(), { upn: 'forgetful@reset.test', firstName: 'Rita' });
    const known = await askForReset('Forgetful@Reset.test', '10.2.0.1');
    const unknown = await askForReset('nobody@reset.test', '10.2.0.1');
    const answer = (email: string) =>
      `If an account exists for ${email}, we have sent it a link to choose a new password. The link works once, for 30 minutes.`;
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toContain(answer('Forgetful@Reset.test'));
    expect(unknown.body).toContain(answer('nobody@reset.test'));
    expect(await mailsTo('nobody@reset.test')).toEqual([]);

    const [mail, ...others] = await mailsTo('forgetful@reset.test');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      status: 'PENDING',
      subject: 'Choose a new password for Freight Marketplace',
    });
    expect(mail!.text).toContain('Hello Rita,');
    const link = new RegExp(`${testPublicUrl}/identity/reset-password/([\\w-]+)`).exec(mail!.text);
    expect(link).not.toBeNull();
    // Only the token's hash is stored.
    const [stored] = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(link![1]!)));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(
      30 * 60_000 + 5_000,
    );
  });

  it('[D1-1.02] the link resets the password once; the old password stops working', async () => {
    const member = await createMember(db(), { upn: 'once@reset.test' });
    await askForReset('once@reset.test', '10.2.0.2');
    const [mail] = await mailsTo('once@reset.test');
    const path = new URL(/http:\S+/.exec(mail!.text)![0]).pathname;

    const browser = newBrowser(testApp.app, '10.2.0.3');
    const form = await browser.get(path);
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(form.body).toContain('autocomplete="new-password"');

    const mismatch = await browser.post(path, { password: newPassword, confirmPassword: `${newPassword}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('The passwords do not match.');

    const done = await browser.post(path, { password: newPassword, confirmPassword: newPassword });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');

    const again = await browser.post(path, {
      password: 'Yet-Another-Secret-3',
      confirmPassword: 'Yet-Another-Secret-3',
    });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link is no longer valid.');
    expect((await browser.get(path)).statusCode).toBe(410);

    const old = newBrowser(testApp.app, '10.2.0.4');
    const interaction = await startAuthorization(old, newPkce().challenge);
    const refused = await old.post(`${interaction}/sign-in`, {
      email: 'once@reset.test',
      password: goodPassword,
    });
    expect(refused.statusCode).toBe(401);
    const { callback } = await signInThroughPages(
      newBrowser(testApp.app, '10.2.0.5'),
      'once@reset.test',
      newPassword,
    );
    expect(callback.searchParams.get('code')).toBeTruthy();
    const [credentials] = await db()
      .select()
      .from(memberCredentials)
      .where(eq(memberCredentials.memberId, member.id));
    expect(credentials!.passwordChangedAt).toBeInstanceOf(Date);
  });

  it('[D1-1.09] writes the mail in the language of the page', async () => {
    await createMember(db(), { upn: 'francais@reset.test', firstName: 'Élise' });
    const response = await askForReset('francais@reset.test', '10.2.0.6', '?lang=fr');
    expect(response.body).toContain('Si un compte existe pour francais@reset.test');
    const [mail] = await mailsTo('francais@reset.test');
    expect(mail!.subject).toBe('Choisissez un nouveau mot de passe pour Freight Marketplace');
    expect(mail!.text).toContain('Bonjour Élise,');
  });

  it('[D1-1.02] mails an account at most PASSWORD_RESET_LIMIT_MAX links an hour, whoever asks, and answers the same past it', async () => {
    await createMember(db(), { upn: 'bombed@reset.test' });
    const answers: string[] = [];
    // From many addresses, so that the per-address form limit is not what stops them.
    for (let i = 0; i < 7; i++) {
      const response = await askForReset('bombed@reset.test', `10.2.1.${i}`);
      answers.push(`${response.statusCode} ${response.body.includes('If an account exists for bombed@')}`);
    }
    expect(new Set(answers)).toEqual(new Set(['200 true']));
    expect(await mailsTo('bombed@reset.test')).toHaveLength(5);
  });

  it('an expired link is refused', async () => {
    const member = await createMember(db(), { upn: 'expired@reset.test' });
    await db()
      .insert(passwordResetTokens)
      .values({
        tokenHash: hashResetToken('expired-token'),
        memberId: member.id,
        expiresAt: new Date(Date.now() - 1_000),
      });
    expect((await newBrowser(testApp.app).get('/identity/reset-password/expired-token')).statusCode).toBe(
      410,
    );
  });
});
