import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';
import { chooseAppLanguage } from '../support/language';

// Preferences and the notifications that come from events (issue 18 items 1, 2 and 7; decision 057),
// against the real server, its database and its SMTP sink: a dispatcher keeps status updates by e-mail
// only, a source system tenders a load, the notification is in the bell and on /app/notifications with
// its link, and its e-mail reaches the sink; the status updates may not be left empty; French; axe.

test.describe.configure({ mode: 'serial' });

const statusUpdates = (page: Page) => page.getByRole('group', { name: 'Send status updates by' });

test('[D3-2.48] [D3-2.49] [D3-4.40] a dispatcher keeps status updates by e-mail only; empty is refused', async ({
  page,
}) => {
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/Preferences');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferences' })).toBeVisible();
  for (const group of [
    'View Setting',
    'Load Recommendations',
    'Status Updates',
    'Capacity Type',
    'Marketing Communications',
  ])
    await expect(page.getByRole('button', { name: group })).toBeVisible();
  // The preferences' own Save: the dispatcher's page also holds the cost profile's form (decision 058).
  const save = page
    .getByRole('form', { name: 'Preferences', exact: true })
    .getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await expectAccessible(page);

  // Both unchecked: the save is refused with the spec's message (D3-5.25).
  await statusUpdates(page).getByRole('checkbox', { name: 'SMS' }).uncheck();
  await expect(page.getByText('Unsaved Changes')).toBeVisible();
  await statusUpdates(page).getByRole('checkbox', { name: 'Email' }).uncheck();
  await save.click();
  await expect(page.getByText('Please select at least one option for status updates.')).toBeVisible();

  await statusUpdates(page).getByRole('checkbox', { name: 'Email' }).check();
  await save.click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await expect(save).toBeDisabled();

  // Saved on the server: a reload shows e-mail only.
  await page.reload();
  await expect(statusUpdates(page).getByRole('checkbox', { name: 'Email' })).toBeChecked();
  await expect(statusUpdates(page).getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
});

test('[D3-4.35] [D3-7.19] a tender from a source system is in the bell and the list with its link, and its e-mail is sent', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const since = Date.now();
  const { shipmentId } = await tenderShipment(request, `E2E-NOTIFY-${Date.now()}`, { state: 'TENDERED' });

  const mail = await waitForMail(demoUpn('dispatcher'), 30_000, since);
  expect(mail.subject).toBe(`New load ${shipmentId} tendered`);
  expect(mail.text).toContain(`/carrier/app/MyLoad?shipmentId=${shipmentId}`);

  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/home');
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/carrier\/app\/notifications$/);
  const entry = page.getByRole('listitem').filter({ hasText: `New load ${shipmentId} tendered` });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('New', { exact: true })).toBeVisible();
  // Opened: the bell counts nothing new any more.
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The deep link, then My Loads, which reads it and moves on to the load's list (D3-4.52) at once.
  const open = entry.getByRole('link', { name: 'Open load' });
  await expect(open).toHaveAttribute('href', new RegExp(`/app/MyLoad\\?shipmentId=${shipmentId}$`));
  await open.click();
  await expect(page).toHaveURL(/\/carrier\/app\/MyLoad/);

  // Deleted from its menu, it leaves the list for good.
  await page.goto('/carrier/app/notifications');
  const again = page.getByRole('listitem').filter({ hasText: `New load ${shipmentId} tendered` });
  await again.getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(again).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `New load ${shipmentId} tendered` })).toHaveCount(
    0,
  );
});

test('[D3-1.03] preferences and notifications in French', async ({ page, request }) => {
  const { shipmentId } = await tenderShipment(request, `E2E-NOTIFY-FR-${Date.now()}`, { state: 'TENDERED' });
  await signIn(page, demoUpn('dispatcher'));
  await page.goto('/carrier/app/preferences');
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Préférences' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Envoyer les mises à jour de statut par' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/carrier/app/notifications');
  await expect(
    page.getByRole('listitem').filter({ hasText: `Nouveau chargement ${shipmentId} proposé` }),
  ).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
  await chooseAppLanguage(page, 'Langue', 'English');
});
