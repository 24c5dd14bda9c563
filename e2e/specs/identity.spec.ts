import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';

// The embedded identity provider's pages, driven from the authorize request the web app makes. The
// callback page itself belongs to the web app: it is answered here with a stub, because these tests
// check what the provider hands back (a code at the exact redirect URI), not the app's handling of it.

const demoPassword = 'Demo-Password-1';
const callbackPath = '/carrier/auth/callback';

function authorizePath(baseURL: string, extra: Record<string, string> = {}): string {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'carrier-web',
    response_type: 'code',
    redirect_uri: `${baseURL}${callbackPath}`,
    scope: 'openid offline_access',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'x',
    nonce: 'y',
    ...extra,
  });
  return `/identity/auth?${params}`;
}

async function stubCallback(page: Page) {
  await page.route(`**${callbackPath}?*`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>callback</title>' }),
  );
}

async function expectCallbackWithCode(page: Page, baseURL: string) {
  await expect(page).toHaveURL((url) => `${url.origin}${url.pathname}` === `${baseURL}${callbackPath}`);
  const url = new URL(page.url());
  expect(url.searchParams.get('code')).toBeTruthy();
  expect(url.searchParams.get('state')).toBe('x');
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoSeriousAccessibilityViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await stubCallback(page);
});

test('[D1-1.02] a demo dispatcher signs in and the browser reaches the callback with a code', async ({
  page,
  baseURL,
}) => {
  await page.goto(authorizePath(baseURL!));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, 'dispatcher@demo.freight.test', demoPassword);
  await expectCallbackWithCode(page, baseURL!);
});

test('[D3-8.23] a wrong password shows the error and stays on sign-in', async ({ page, baseURL }) => {
  await page.goto(authorizePath(baseURL!));
  await signIn(page, 'driver@demo.freight.test', 'not-the-password');
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('The email or password is incorrect.');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('driver@demo.freight.test');
});

test('[D1-1.02] create an account, choose its password from the e-mail, sign in; forget it and reset it', async ({
  page,
  baseURL,
}) => {
  const email = `new.carrier.${Date.now()}@example.test`;
  const firstPassword = 'First-Password-2030';
  const newPassword = 'Second-Password-2031';
  const linkIn = (text: string) => /http:\/\/\S+\/identity\/reset-password\/[\w-]+/.exec(text)?.[0];

  const created = Date.now();
  await page.goto(authorizePath(baseURL!));
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Lind');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The same answer whether or not the e-mail had an account: the password comes from the mail.
  await expect(page.getByRole('status')).toContainText(`We have sent a message to ${email}.`);

  const welcome = await waitForMail(email, 20_000, created);
  expect(welcome.subject).toBe('Finish creating your Freight Marketplace account');
  const chooseLink = linkIn(welcome.text);
  expect(chooseLink).toBeTruthy();
  await page.goto(chooseLink!);
  await page.getByLabel('New password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirm new password').fill(firstPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto(authorizePath(baseURL!));
  await signIn(page, email, firstPassword);
  await expectCallbackWithCode(page, baseURL!);

  const asked = Date.now();
  // Forget the provider session, as another browser would.
  await page.context().clearCookies();
  await page.goto(authorizePath(baseURL!));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const mail = await waitForMail(email, 20_000, asked);
  expect(mail.subject).toBe('Choose a new password for Freight Marketplace');
  const link = linkIn(mail.text);
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.goto(link!);
  await expect(page.getByText('This link is no longer valid.')).toBeVisible();

  await page.goto(authorizePath(baseURL!));
  await signIn(page, email, firstPassword);
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await signIn(page, email, newPassword);
  await expectCallbackWithCode(page, baseURL!);
});

test('[D1-7.26] [D3-2.23] the reset-required account must change its password first; Cancel returns to sign-in', async ({
  page,
  baseURL,
}) => {
  const upn = 'reset.required@demo.freight.test';
  await page.goto(authorizePath(baseURL!));
  await signIn(page, upn, demoPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText('Your password has to be changed before you continue.')).toBeVisible();
  expect(page.url()).not.toContain(callbackPath);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('The password change was cancelled.');

  await signIn(page, upn, demoPassword);
  const newPassword = 'Riley-Drives-Safely-9';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expectCallbackWithCode(page, baseURL!);
});

test('[D1-1.09] ui_locales=fr shows the pages in French, with a link to English', async ({
  page,
  baseURL,
}) => {
  await page.goto(authorizePath(baseURL!, { ui_locales: 'fr' }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
});

test('the sign-in, create-account and forgot-password pages have no serious or critical accessibility violation', async ({
  page,
  baseURL,
}) => {
  await page.goto(authorizePath(baseURL!));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
  // With the error summary shown too.
  await signIn(page, 'driver@demo.freight.test', 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);

  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create account' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);

  await page.goto(authorizePath(baseURL!));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoSeriousAccessibilityViolation(page);
});
