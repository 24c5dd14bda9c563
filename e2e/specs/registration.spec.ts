import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { expectSignInPage, fillSignInForm } from '../support/sign-in';

// Registration end to end (issue 16 item 1, decision 059), against the real server, database and SMTP
// sink: a new person creates an account, chooses its password from the welcome mail, signs in as a
// Guest with no phone and is kept on registration; they register as a dispatcher of a new company,
// answer the New Carrier prompt and land on Home. Then the same in French as a driver, whose park
// location comes from the gazetteer's suggestions. Axe on the screen at desktop width and at 390 px.
// Every account, number and company here is new: the demo data other files use is left alone.

const password = 'Registration-Password-2030';

/** Digits no demo member or earlier run has: a North American exchange and a line from the clock. */
function uniqueDigits(length: number): string {
  return String(Date.now() + Math.floor(Math.random() * 1_000)).slice(-length);
}

function uniqueMobile(): string {
  const digits = uniqueDigits(7);
  return `415-${String(200 + (Number(digits.slice(0, 3)) % 700))}-${digits.slice(3)}`;
}

/** Creates an account through the identity provider's pages and signs in with it: a Guest. */
async function createAccountAndSignIn(page: Page, email: string, firstName: string, lastName: string) {
  const linkIn = (text: string) => /http:\/\/\S+\/identity\/reset-password\/[\w-]+/.exec(text)?.[0];
  const created = Date.now();
  await page.goto('/carrier/login');
  await expectSignInPage(page);
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(`We have sent a message to ${email}.`);
  const welcome = await waitForMail(email, 20_000, created);
  const chooseLink = linkIn(welcome.text);
  expect(chooseLink).toBeTruthy();
  await page.goto(chooseLink!);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto('/carrier/login');
  await expectSignInPage(page);
  await fillSignInForm(page, email, password);
}

test('[D3-2.31] [D3-4.06] [D3-4.07] [D3-7.08] a new person registers as a dispatcher of a new company and lands on Home', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `registration.${Date.now()}@example.test`;
  await createAccountAndSignIn(page, email, 'Nora', 'Lind');

  // A Guest without a phone stays on registration (D3-4.06), whatever page they open.
  const heading = page.getByRole('heading', { level: 1, name: 'Complete your profile' });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await page.goto('/carrier/app/MyLoad');
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Nora');
  await expect(page.getByRole('radio', { name: 'MC#' })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Dispatcher' }).check();
  await page.getByLabel('Mobile number').fill(uniqueMobile());
  await page.getByLabel('Company name').fill(`Lind Hauling ${uniqueDigits(4)}`);
  await page.getByLabel('Company ZIP code').fill('60601');
  const save = page.getByRole('button', { name: 'Save Profile' });
  // D3-5.05: judged from 4 characters.
  await page.getByLabel('Company MC#').fill('12345');
  await expect(page.getByText('Please enter a valid company MC#')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Company MC#').fill(uniqueDigits(8));
  await expect(page.getByText('Please enter a valid company MC#')).toHaveCount(0);
  // The server checks the phone (D3-5.03), then Save Profile opens (D3-4.08).
  await expect(save).toBeEnabled({ timeout: 10_000 });
  await save.click();

  // A new carrier, not driver-only: the New Carrier prompt (D3-4.07). No dismisses it.
  const prompt = page.getByRole('dialog', { name: 'New carrier' });
  await expect(prompt).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, '[role="dialog"]');
  await prompt.getByRole('button', { name: 'No' }).click();

  // The renewed session holds the Dispatcher role: Home, with the dispatcher's navigation.
  await expect(page).toHaveURL(/\/carrier\/app\/home/, { timeout: 20_000 });
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Manage Capacity' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Guest access' })).toHaveCount(0);
});

test('[D3-1.03] [D3-5.07] [D3-2.31] in French at 390 px, a new person registers as a driver with a park location from the gazetteer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `registration.driver.${Date.now()}@example.test`;
  await createAccountAndSignIn(page, email, 'Remi', 'Caron');

  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Français').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Complétez votre profil' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'Chauffeur' }).check();
  await page.getByLabel('Numéro de mobile').fill(uniqueMobile());
  await page.getByLabel("Nom de l'entreprise").fill(`Caron Transport ${uniqueDigits(4)}`);
  await page.getByLabel("Code postal de l'entreprise").fill('60431');
  await page.getByLabel("Numéro MC de l'entreprise").fill(uniqueDigits(7));
  await page.getByLabel('Numéro de tracteur').fill('RC-7');
  // D3-5.07: suggestions after more than 2 characters; one of them makes the park location.
  await page.getByRole('combobox', { name: 'Lieu de stationnement' }).fill('Jolie');
  await page
    .getByRole('option', { name: /^Joliet, IL/ })
    .first()
    .click();
  await expectAccessible(page);
  const save = page.getByRole('button', { name: 'Enregistrer le profil' });
  await expect(save).toBeEnabled({ timeout: 10_000 });
  await save.click();

  // Driver only: no New Carrier prompt; the driver's start tab.
  await expect(page).toHaveURL(/\/carrier\/app\/home/, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Nouveau transporteur' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeAttached();
});
