import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';
import { chooseAppLanguage } from '../support/language';

// The member's language on the server (decision 064): the language chosen in the app is the one the
// server mails them in. Against the real server, its notification pipeline and its SMTP sink, as the
// Beta dispatcher (status updates by SMS and e-mail by default, D3-9.08), whom no other spec mails.
// The spec ends in English, as the demo data has it.

test.describe.configure({ mode: 'serial' });

test('[D3-1.03] a member who chooses French in the app gets the next e-mail in French, and English after choosing English', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const upn = demoUpn('beta');
  await signIn(page, upn);
  await page.goto('/carrier/app/home');
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);

  const frenchSince = Date.now();
  const french = await tenderShipment(request, `E2E-LANG-FR-${Date.now()}`, { state: 'TENDERED' });
  const frenchMail = await waitForMail(upn, 30_000, frenchSince);
  expect(frenchMail.subject).toBe(`Nouveau chargement ${french.shipmentId} proposé`);

  await chooseAppLanguage(page, 'Langue', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const englishSince = Date.now();
  const english = await tenderShipment(request, `E2E-LANG-EN-${Date.now()}`, { state: 'TENDERED' });
  const englishMail = await waitForMail(upn, 30_000, englishSince);
  expect(englishMail.subject).toBe(`New load ${english.shipmentId} tendered`);
});
