import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { memberCredentials, members, oidcPayloads, userEvents } from '../db/schema/index';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  createMember,
  followToCallback,
  goodPassword,
  newBrowser,
  newPkce,
  signInThroughPages,
  startAuthorization,
  testPublicUrl,
} from './identity.fixtures';

// The sign-in delays count time with the app's clock: the tests of the delays stop it, so that a slow
// machine never lets a delay run out between two attempts; the others let it follow the real time.
let stoppedAt: Date | null = null;
const stopClock = () => {
  stoppedAt = new Date();
};
const startClock = () => {
  stoppedAt = null;
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ PUBLIC_URL: testPublicUrl }, { now: () => stoppedAt ?? new Date() });
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const newPassword = 'A-Brand-New-Secret-7';

describe('sign-in page', () => {
  it('[D3-8.23] a wrong password or an unknown e-mail shows the same error and issues nothing', async () => {
    await createMember(db(), { upn: 'wrong@signin.test' });
    const browser = newBrowser(testApp.app, '10.1.0.1');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const wrong = await browser.post(`${interaction}/sign-in`, {
      email: 'wrong@signin.test',
      password: 'not-the-password',
    });
    const unknown = await browser.post(`${interaction}/sign-in`, {
      email: 'nobody@signin.test',
      password: 'whatever-it-is',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('The email or password is incorrect.');
      expect(response.body).toContain('role="alert"');
    }
    expect(wrong.body).toContain('value="wrong@signin.test"');
    expect(wrong.body).not.toContain('not-the-password');
  });

  const post = (
    browser: ReturnType<typeof newBrowser>,
    interaction: string,
    email: string,
    password: string,
  ) => browser.post(`${interaction}/sign-in`, { email, password });

  it("[D3-8.23] a stranger's wrong guesses delay only their own address: the owner still signs in from theirs", async () => {
    await createMember(db(), { upn: 'target@signin.test' });
    stopClock();
    onTestFinished(startClock);
    const stranger = newBrowser(testApp.app, '10.1.0.2');
    const strangerInteraction = await startAuthorization(stranger, newPkce().challenge);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push(
        (await post(stranger, strangerInteraction, 'target@signin.test', 'wrong-guess-1234')).statusCode,
      );
    }
    // Five free failures, a sixth that starts the delay, then nothing is even checked while it lasts.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    const delayed = await post(stranger, strangerInteraction, 'target@signin.test', goodPassword);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.body).toContain(
      'Too many failed attempts. Try again in 1 second, or reset your password.',
    );

    const owner = newBrowser(testApp.app, '10.1.0.3');
    const ownerInteraction = await startAuthorization(owner, newPkce().challenge);
    const signedIn = await post(owner, ownerInteraction, 'target@signin.test', goodPassword);
    expect(signedIn.statusCode).toBe(303);
  });

  /** The text of the page's error summary, without its markup. */
  const alertOf = (body: string) =>
    /class="error-summary"[\s\S]*?<\/div>/
      .exec(body)?.[0]
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  it('[D3-8.23] an unknown e-mail is answered, counted and delayed exactly like an existing one', async () => {
    await createMember(db(), { upn: 'exists@signin.test' });
    stopClock();
    onTestFinished(startClock);
    const answersFor = async (email: string, address: string) => {
      const browser = newBrowser(testApp.app, address);
      const interaction = await startAuthorization(browser, newPkce().challenge);
      const answers: { status: number; alert: string | undefined }[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const response = await post(browser, interaction, email, 'wrong-guess-1234');
        answers.push({ status: response.statusCode, alert: alertOf(response.body) });
      }
      return answers;
    };
    const existing = await answersFor('exists@signin.test', '10.1.0.7');
    expect(await answersFor('nobody-here@signin.test', '10.1.0.8')).toEqual(existing);
    expect(existing.map((answer) => answer.status)).toContain(429);
  });

  it('refuses an inactive member after the right password', async () => {
    await createMember(db(), { upn: 'inactive@signin.test', active: false });
    const browser = newBrowser(testApp.app, '10.1.0.4');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const response = await browser.post(`${interaction}/sign-in`, {
      email: 'inactive@signin.test',
      password: goodPassword,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('There was an error logging in');
  });

  it('[D1-6.21] [D3-6.14] logs a guest login and a normal login as separate events and sets the last login', async () => {
    const guest = await createMember(db(), { upn: 'guest@events.test', roles: ['carrierGuest'] });
    const driver = await createMember(db(), { upn: 'driver@events.test', roles: ['carrierDriver'] });
    await signInThroughPages(newBrowser(testApp.app, '10.1.0.5'), 'guest@events.test', goodPassword);
    await signInThroughPages(newBrowser(testApp.app, '10.1.0.5'), 'driver@events.test', goodPassword);
    const events = async (memberId: string) =>
      (await db().select().from(userEvents).where(eq(userEvents.memberId, memberId))).map(
        (event) => event.name,
      );
    expect(await events(guest.id)).toEqual(['login.guest']);
    expect(await events(driver.id)).toEqual(['login.member']);
    const [row] = await db()
      .select({ lastLoginAt: members.lastLoginAt })
      .from(members)
      .where(eq(members.id, driver.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
  });

  it('[D1-7.26] [D3-2.23] a reset-required account gets no code until it has chosen a new password', async () => {
    const member = await createMember(db(), { upn: 'mustreset@signin.test', resetRequired: true });
    const countCodes = async () =>
      (await db().select().from(oidcPayloads).where(eq(oidcPayloads.model, 'AuthorizationCode'))).length;
    const codesBefore = await countCodes();
    const browser = newBrowser(testApp.app, '10.1.0.6');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const step = await browser.post(`${interaction}/sign-in`, {
      email: 'mustreset@signin.test',
      password: goodPassword,
    });
    expect(step.statusCode).toBe(200);
    expect(step.headers.location).toBeUndefined();
    expect(step.body).toContain('Your password has to be changed before you continue.');
    const token = /name="token" value="([^"]+)"/.exec(step.body)![1]!;

    // No code exists yet: the interaction has no result until the new password is saved.
    expect(await countCodes()).toBe(codesBefore);

    const weak = await browser.post(`${interaction}/reset-password`, {
      token,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Use at least 12 characters.');

    const saved = await browser.post(`${interaction}/reset-password`, {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    const callback = await followToCallback(browser, saved);
    expect(callback.searchParams.get('code')).toBeTruthy();
    const [credentials] = await db()
      .select()
      .from(memberCredentials)
      .where(eq(memberCredentials.memberId, member.id));
    expect(credentials!.passwordResetRequired).toBe(false);
    expect(
      (
        await signInThroughPages(newBrowser(testApp.app, '10.1.0.7'), 'mustreset@signin.test', newPassword)
      ).callback.searchParams.get('code'),
    ).toBeTruthy();
  });

  it('[D1-7.26] [D3-2.23] cancelling the required reset restarts the sign-in of the same interaction', async () => {
    await createMember(db(), { upn: 'cancel@signin.test', resetRequired: true });
    const browser = newBrowser(testApp.app, '10.1.0.8');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const step = await browser.post(`${interaction}/sign-in`, {
      email: 'cancel@signin.test',
      password: goodPassword,
    });
    const token = /name="token" value="([^"]+)"/.exec(step.body)![1]!;
    const cancelled = await browser.post(`${interaction}/reset-password/cancel`, { token });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${interaction}?notice=reset-cancelled&lang=en`);
    const page = await browser.get(cancelled.headers.location as string);
    expect(page.body).toContain('The password change was cancelled. Sign in again to continue.');
    expect(page.body).toContain('<h1>Sign in</h1>');
    // The cancelled step's token no longer changes the password.
    const late = await browser.post(`${interaction}/reset-password`, {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toContain('notice=reset-cancelled');
  });

  it('limits the sign-in form per client address', async () => {
    const browser = newBrowser(testApp.app, '10.9.9.9');
    const interaction = await startAuthorization(browser, newPkce().challenge);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await browser.post(`${interaction}/sign-in`, { email: '', password: '' })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    const limited = await browser.post(`${interaction}/sign-in`, { email: '', password: '' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('text/html');
    expect(limited.body).toContain('Too many attempts from your connection.');
  });
});
