import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, passwordResetTokens } from '../db/schema/index';
import { members } from '../db/schema/members';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { createMember, newBrowser, signInThroughPages, testPublicUrl } from './identity.fixtures';
import { inviteMember } from './invite-member';
import { hashResetToken } from './reset-tokens';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const now = new Date('2026-11-22T15:00:00Z');
const chosenPassword = 'First-Own-Secret-7';

async function invite(upn: string, language?: 'en' | 'fr') {
  const member = await createMember(db(), {
    upn,
    firstName: 'Lena',
    roles: ['carrierDriver'],
    password: null,
  });
  if (language) await db().update(members).set({ language }).where(eq(members.id, member.id));
  await db().transaction((tx) =>
    inviteMember(tx, {
      memberId: member.id,
      email: upn,
      firstName: 'Lena',
      carrierName: 'Great Lakes Freight',
      inviter: 'Karen Walsh',
      publicUrl: testPublicUrl,
      now,
    }),
  );
  const [mail, ...others] = await db().select().from(outbox).where(eq(outbox.recipient, upn));
  expect(others).toEqual([]);
  return mail!;
}

describe('the invitation of a member someone added', () => {
  it('[D2-2.40] mails, in English and French, who added them to which carrier and a link to choose a password', async () => {
    const mail = await invite('lena@invite.test');
    expect(mail.subject).toBe(
      'You have been added to Great Lakes Freight on Freight Marketplace / Vous avez été ajouté à Great Lakes Freight sur Freight Marketplace',
    );
    expect(mail.text).toContain('Hello Lena,');
    expect(mail.text).toContain(
      'Karen Walsh added you to Great Lakes Freight on Freight Marketplace as a driver.',
    );
    expect(mail.text).toContain('Bonjour Lena,');
    expect(mail.text).toContain('The link works once, for 7 days.');
    expect(mail.html).toContain('<hr>');

    // The link is a single-use token that waits a week; only its hash is stored.
    const token = new RegExp(`${testPublicUrl}/identity/reset-password/([\\w-]+)`).exec(mail.text)![1]!;
    const [stored] = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)));
    expect(stored!.expiresAt.getTime() - now.getTime()).toBe(7 * 24 * 3_600_000);
  });

  it('[D2-2.40] [D3-1.03] a member whose language the server knows is invited in that language alone', async () => {
    const french = await invite('french@invite.test', 'fr');
    expect(french.subject).toBe('Vous avez été ajouté à Great Lakes Freight sur Freight Marketplace');
    expect(french.text).toContain('Bonjour Lena,');
    expect(french.text).not.toContain('Hello Lena,');
    expect(french.html).not.toContain('<hr>');
    const english = await invite('english@invite.test', 'en');
    expect(english.subject).toBe('You have been added to Great Lakes Freight on Freight Marketplace');
    expect(english.text).not.toContain('Bonjour Lena,');
  });

  it('[D2-2.40] the link lets the new member choose a first password and sign in with it', async () => {
    const mail = await invite('first@invite.test');
    const path = new URL(/http:\S+/.exec(mail.text)![0]).pathname;
    const browser = newBrowser(testApp.app, '10.3.0.1');
    const done = await browser.post(path, { password: chosenPassword, confirmPassword: chosenPassword });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed.');

    const { callback } = await signInThroughPages(
      newBrowser(testApp.app, '10.3.0.2'),
      'first@invite.test',
      chosenPassword,
    );
    expect(callback.searchParams.get('code')).toBeTruthy();
  });
});
