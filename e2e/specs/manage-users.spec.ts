import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';
import { chooseAppLanguage } from '../support/language';

// Manage Users end to end (issue 16, decision 055), against the real server, database and SMTP sink:
// an admin finds a driver by mobile number, edits them, re-sends their invitation (read from the
// sink) and delinks them; a dispatcher asks a member of another carrier to join, and she agrees; the
// screens in French; axe on each.

test.describe.configure({ mode: 'serial' });

async function openManageUsers(page: Page) {
  await page.goto('/carrier/app/manage/ManageUser');
  // A reload of the app and its lazy page: slower than one click on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible({
    timeout: 15_000,
  });
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('[D3-2.33] [D3-5.15] [D3-2.35] an admin finds a driver by mobile, re-sends the invite and edits them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demoUpn('dispatch.admin'));
  await openManageUsers(page);
  await expect(card(page, 'Marcus Bennett')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill('514-555-0177');
  await expect(page.getByRole('article')).toHaveCount(1);
  // A driver who has not signed in yet: the browser tests before this file sign in as the others. This
  // file leaves him on the carrier; the delink is tried on the member who joins below.
  const luc = card(page, 'Luc Tremblay');
  await expect(luc).toContainText('Driver');
  await expect(luc).toContainText('Login Status: Never Logged In');

  // Re-Send Invite: the mail reaches the sink with a link to choose a password.
  const asked = Date.now();
  await luc.getByRole('button', { name: 'Re-Send Invite to Luc Tremblay' }).click();
  const sent = page.getByRole('dialog', { name: 'Invite Sent' });
  await expect(sent).toContainText('driver3@demo.freight.test');
  await expectAccessible(page, '[role="dialog"]');
  await sent.getByRole('button', { name: 'Ok' }).click();
  const mail = await waitForMail(demoUpn('driver3'), 20_000, asked);
  expect(mail.subject).toContain('Great Lakes Freight');
  expect(mail.text).toMatch(/\/identity\/reset-password\/\S+/);

  // Edit: a tractor number of more than 15 characters is refused, a valid one saved.
  await luc.getByRole('link', { name: 'View Luc Tremblay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Profile' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit User' })).toBeVisible();
  const tractor = page.getByRole('textbox', { name: 'Tractor number' });
  await tractor.fill('TR-77');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User details has been updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'View Profile' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'TR-77' })).toBeVisible();
});

test('[D3-4.14] [D3-4.32] [D3-4.33] [D3-4.24] a dispatcher asks a member of another carrier to join as a driver, she agrees, and the admin delinks her', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/userProfile/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Driver/Dispatcher' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Driver' }).check();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('207-555-0158');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  const ask = page.getByRole('dialog', { name: 'Send Request' });
  await expect(ask).toContainText('Nadia Fortin belongs to another carrier');
  await ask.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Request sent to Nadia Fortin')).toBeVisible();

  // Nadia opens the app in her own browser: the request waits for her.
  const context = await browser.newContext();
  const nadia = await context.newPage();
  try {
    await signIn(nadia, demoUpn('inactive.dispatcher'), { fresh: true });
    const request = nadia.getByRole('dialog', { name: 'Request to join a carrier' });
    await expect(request).toContainText('Karen Walsh of Great Lakes Freight');
    await expectAccessible(nadia, '[role="dialog"]');
    await request.getByRole('button', { name: 'View Now' }).click();
    const confirm = nadia.getByRole('dialog', { name: 'Join a new carrier?' });
    await expect(confirm).toContainText('as Driver');
    await confirm.getByRole('button', { name: 'Agree' }).click();
    // Her access changes with her carrier: she is signed out.
    await expect(nadia).toHaveURL('/carrier/login');
    await expect(nadia.getByRole('button', { name: 'Get Started' })).toBeVisible();
  } finally {
    await context.close();
  }

  // She is now one of the carrier's drivers, as its admin sees in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await signIn(admin, demoUpn('dispatch.admin'), { fresh: true });
    await openManageUsers(admin);
    await admin.getByRole('searchbox', { name: 'Search' }).fill('207-555-0158');
    await expect(card(admin, 'Nadia Fortin')).toContainText('Driver');
    // Delink: the driver leaves the carrier and the list.
    const nadiaCard = card(admin, 'Nadia Fortin');
    await nadiaCard.getByRole('link', { name: 'View Nadia Fortin' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'View Profile' })).toBeVisible();
    await admin.getByRole('link', { name: 'Edit' }).click();
    await admin.getByRole('button', { name: 'Delink' }).click();
    const delink = admin.getByRole('dialog', { name: 'Delink user' });
    // A dialog's code comes with its first opening: checked once it is there.
    await expect(delink).toBeVisible();
    await expectAccessible(admin, '[role="dialog"]');
    await delink.getByRole('button', { name: 'Yes' }).click();
    await expect(admin.getByText('User has been delinked successfully')).toBeVisible();
    await expect(admin.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Search' }).fill('207-555-0158');
    await expect(admin.getByText('No matches found, please modify your search.')).toBeVisible();
  } finally {
    await adminContext.close();
  }
});

test('[D3-1.03] Manage Users and Add User in French', async ({ page }) => {
  await signIn(page, demoUpn('dispatch.admin'));
  await openManageUsers(page);
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Gérer les utilisateurs' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveAttribute(
    'placeholder',
    'Rechercher un nom',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Ajouter un utilisateur' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ajouter un chauffeur ou un répartiteur' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText("Veuillez choisir un type d'utilisateur")).toBeVisible();
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});
