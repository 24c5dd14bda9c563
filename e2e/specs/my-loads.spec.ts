import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';
import { freightUnderManagement, shipmentEventsOf, tenderShipment } from '../support/supply';
import { chooseAppLanguage } from '../support/language';

// What a dispatcher does between a tender and a started trip, against the real server and database:
// accept a tender with the carrier's PRO, assign a driver found by part of their mobile number, the
// driver's own list, un-assigning them (and the alert they get), and declining a tender with a reason.

function shipmentCard(page: Page, shipmentId: string) {
  return page.locator(`li[data-shipment-id="${shipmentId}"]`);
}

async function openList(page: Page, list: string) {
  await page.goto(`/carrier/app/MyLoad/${list}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every shipment id listed, after Show More has loaded them all. */
async function listedShipmentIds(page: Page): Promise<string[]> {
  await expect(page.getByText('End of list')).toBeVisible();
  return page
    .locator('li[data-shipment-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-shipment-id') ?? ''));
}

test('[D2-2.03] [D2-2.10] [D2-4.09] [D2-4.11] [D2-4.13] [D2-4.14] [D2-4.16] [D2-4.18] [D2-4.19] [D2-5.34] a tender accepted with a PRO goes to a driver found by her mobile number, who sees it; un-assigned, she is told', async ({
  browser,
  page,
  request,
}) => {
  // Two people, two browsers, a tender answered, assigned and un-assigned: more than the default 30 s
  // on a busy machine.
  test.setTimeout(90_000);
  const { shipmentId } = await tenderShipment(request, 'E2E-MYLOADS-ACCEPT', { state: 'TENDERED' });
  // A load already assigned to the other driver: the assigned driver must not see it.
  const { shipmentId: othersShipmentId } = await tenderShipment(request, 'E2E-MYLOADS-OTHER-DRIVER', {
    state: 'DRIVER_ASSIGNMENT',
    driverUpn: demoUpn('driver'),
  });
  await signIn(page, demoUpn('dispatcher'));
  await openList(page, 'CarrierTendered');

  await shipmentCard(page, shipmentId).getByRole('button', { name: 'Accept', exact: true }).click();
  const accept = page.getByRole('dialog', { name: 'Accept Load' });
  await expect(accept).toContainText('terms and conditions');
  await accept.getByRole('textbox', { name: 'Carrier PRO' }).fill(`GL-PRO-${shipmentId}`);
  await accept.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Tender Accepted Successfully')).toBeVisible();
  await expect(shipmentCard(page, shipmentId)).toHaveCount(0);

  // [D2-5.34] In Carrier Assigned, the List of Drivers finds Rosa Delgado (773-555-0122) by "555-0122".
  await openList(page, 'CarrierAssigned');
  const card = shipmentCard(page, shipmentId);
  await card.getByRole('button', { name: 'Assign Driver' }).click();
  const drivers = page.getByRole('dialog', { name: 'List of Drivers' });
  const assign = drivers.getByRole('button', { name: 'Assign', exact: true });
  await expect(assign).toBeDisabled();
  await drivers.getByRole('searchbox', { name: 'Search by name or mobile number' }).fill('555-0122');
  await expect(drivers.getByRole('radio')).toHaveCount(1);
  await drivers.getByRole('radio', { name: /Rosa Delgado/ }).check();
  await assign.click();

  // [D2-4.18] [D2-4.21] The confirm dialog starts from her previous load, or asks where she starts.
  const confirmDialog = page.getByRole('dialog', { name: 'Confirm driver assignment' });
  await expect(confirmDialog).toContainText(`Assign Load #${shipmentId} to Rosa Delgado?`);
  await expect(confirmDialog.getByText("Looking for the driver's previous load…")).toBeHidden();
  const startLocation = confirmDialog.getByRole('combobox', { name: 'Start location' });
  if (await startLocation.isVisible()) {
    await startLocation.fill('Chicago');
    await page.getByRole('option', { name: 'Chicago, IL', exact: true }).first().click();
  }
  await confirmDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Load #${shipmentId} assigned successfully to Rosa Delgado.`)).toBeVisible();
  // Nothing follows it yet: Reload Driver asks about her next load; later, for now.
  const reload = page.getByRole('dialog', { name: 'Reload Driver' });
  if (await reload.isVisible()) await reload.getByRole('button', { name: 'Reload Later' }).click();
  // [D2-2.10] [D2-4.19] Back in the list the assignment started from, without the load.
  await expect(page).toHaveURL(/\/app\/MyLoad\/CarrierAssigned$/);
  await expect(shipmentCard(page, shipmentId)).toHaveCount(0);
  await openList(page, 'DriverAssigned');
  await expect(shipmentCard(page, shipmentId)).toContainText('Rosa Delgado');

  // [D2-2.03] Rosa signs in: her Loads Assigned lists this load and none of Marcus's.
  const driverContext = await browser.newContext();
  // Her page hears no live updates (a phone between two bars of signal), so it still shows the load
  // after the dispatcher un-assigns her: what D2-4.16 is about. With them, the card leaves by itself.
  await driverContext.route('**/live/v1/events', (route) => route.abort());
  try {
    const driverPage = await driverContext.newPage();
    await signIn(driverPage, demoUpn('driver2'));
    await openList(driverPage, 'DriverAssigned');
    await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(/^Loads Assigned \(\d+\)$/);
    const listed = await listedShipmentIds(driverPage);
    expect(listed).toContain(shipmentId);
    expect(listed).not.toContain(othersShipmentId);

    // [D2-4.18] The dispatcher un-assigns her.
    await shipmentCard(page, shipmentId).getByRole('button', { name: 'Un-Assign Driver' }).click();
    const unassign = page.getByRole('dialog', { name: 'Un-Assign Driver' });
    await expect(unassign).toContainText('Rosa Delgado');
    await unassign.getByRole('button', { name: 'Un-Assign', exact: true }).click();
    await expect(
      page.getByText(`Load #${shipmentId} unAssigned successfully from Rosa Delgado.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/MyLoad\/DriverAssigned$/);
    await expect(shipmentCard(page, shipmentId)).toHaveCount(0);
    await openList(page, 'CarrierAssigned');
    await expect(shipmentCard(page, shipmentId)).toHaveCount(1);

    // [D2-4.16] [D2-4.17] Her page still shows the load; acting on it, she is told, and it leaves her list.
    await shipmentCard(driverPage, shipmentId).getByRole('button', { name: 'Start Trip' }).click();
    const alert = driverPage.getByRole('dialog', { name: 'Load unassigned' });
    await expect(alert).toContainText(`Load #${shipmentId} is no longer assigned to you`);
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(driverPage).toHaveURL(/\/app\/MyLoad\/DriverAssigned$/);
    await expect(shipmentCard(driverPage, shipmentId)).toHaveCount(0);
  } finally {
    await driverContext.close();
  }

  // The tendering source system heard each answer, in order, from its event feed.
  const events = await shipmentEventsOf(request, shipmentId);
  expect(events.map((event) => event.type)).toEqual([
    'TENDER_ACCEPTED',
    'DRIVER_ASSIGNED',
    'DRIVER_UNASSIGNED',
  ]);
  expect(events[0]?.data).toEqual({ carrierPro: `GL-PRO-${shipmentId}` });
  expect(events[1]?.data).toMatchObject({ driver: { name: 'Rosa Delgado', upn: demoUpn('driver2') } });
});

test('[D2-4.08] [D2-4.12] [D2-4.13] [D2-9.09] a dispatcher declines a non-asset tender with a reason; it leaves the tendered list', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-MYLOADS-DECLINE', {
    state: 'TENDERED',
    source: freightUnderManagement,
  });
  await signIn(page, demoUpn('dispatcher'));
  await openList(page, 'CarrierTendered');

  await shipmentCard(page, shipmentId).getByRole('button', { name: 'Decline Load' }).click();
  const decline = page.getByRole('dialog', { name: 'Decline Load' });
  const declineButton = decline.getByRole('button', { name: 'Decline', exact: true });
  await expect(declineButton).toBeDisabled();
  await decline.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Outside service area' }).click();
  await expect(declineButton).toBeEnabled();
  await declineButton.click();
  await expect(page.getByText('Tender Declined Successfully')).toBeVisible();
  await expect(shipmentCard(page, shipmentId)).toHaveCount(0);

  // Gone for good: the list read again does not have it; the source system heard why.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shipmentCard(page, shipmentId)).toHaveCount(0);
  const events = await shipmentEventsOf(request, shipmentId, freightUnderManagement.apiKey);
  expect(events.map(({ type, data }) => ({ type, data }))).toEqual([
    { type: 'TENDER_DECLINED', data: { reasonCode: 'OUTSIDE_SERVICE_AREA' } },
  ]);
});

test('[D2-2.40] [D3-4.16] [D2-4.21] a driver added while assigning gets an invitation, chooses a password and sees the load', async ({
  browser,
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-MYLOADS-ADD-DRIVER', {
    state: 'CARRIER_ASSIGNMENT',
  });
  const email = 'nadia.ferreira@e2e.freight.test';
  const password = 'Nadia-Chooses-42';
  await signIn(page, demoUpn('dispatcher'));
  await openList(page, 'CarrierAssigned');

  // In French first: the same flow reads in French and refuses a missing mobile number before asking.
  await chooseAppLanguage(page, 'Language', 'Français');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await shipmentCard(page, shipmentId).getByRole('button', { name: 'Attribuer un chauffeur' }).click();
  await page
    .getByRole('dialog', { name: 'Liste des chauffeurs' })
    .getByRole('button', { name: 'Ajouter un chauffeur' })
    .click();
  const addDialogFr = page.getByRole('dialog', { name: 'Ajouter un chauffeur' });
  await expect(addDialogFr.getByRole('checkbox', { name: 'Chauffeur' })).toBeChecked();
  await addDialogFr.getByRole('button', { name: 'Continuer' }).click();
  await expect(
    addDialogFr.getByText('Veuillez saisir un numéro de téléphone valide (chiffres uniquement)'),
  ).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await addDialogFr.getByRole('button', { name: 'Retour' }).click();
  await page
    .getByRole('dialog', { name: 'Liste des chauffeurs' })
    .getByRole('button', { name: 'Annuler' })
    .click();
  await chooseAppLanguage(page, 'Langue', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await shipmentCard(page, shipmentId).getByRole('button', { name: 'Assign Driver' }).click();
  await page
    .getByRole('dialog', { name: 'List of Drivers' })
    .getByRole('button', { name: 'Add Driver' })
    .click();

  // Add Driver is Add User with the role fixed to Driver (decision 065): the mobile first, then the rest.
  const addDialog = page.getByRole('dialog', { name: 'Add Driver' });
  await expect(addDialog.getByRole('checkbox', { name: 'Driver' })).toBeChecked();
  await expect(addDialog.getByRole('checkbox', { name: 'Driver' })).toBeDisabled();
  await addDialog.getByRole('textbox', { name: 'Mobile number' }).fill('414-555-0133');
  await expectAccessible(page, '[role="dialog"]');
  await addDialog.getByRole('button', { name: 'Continue' }).click();
  await addDialog.getByRole('textbox', { name: 'First name' }).fill('Nadia');
  await addDialog.getByRole('textbox', { name: 'Last name' }).fill('Ferreira');
  await addDialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await addDialog.getByRole('textbox', { name: 'Tractor number' }).fill('TR-133');
  await expectAccessible(page, '[role="dialog"]');
  const asked = Date.now();
  await addDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User details has been added successfully')).toBeVisible();

  // She comes back chosen; with no earlier load, she starts from a location the dispatcher picks.
  const drivers = page.getByRole('dialog', { name: 'List of Drivers' });
  await expect(drivers.getByRole('radio', { name: /Nadia Ferreira/ })).toBeChecked();
  await drivers.getByRole('button', { name: 'Assign', exact: true }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Confirm driver assignment' });
  const confirm = confirmDialog.getByRole('button', { name: 'Confirm' });
  await expect(confirmDialog.getByRole('combobox', { name: 'Start location' })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await confirmDialog.getByRole('combobox', { name: 'Start location' }).fill('Milwaukee');
  await page.getByRole('option', { name: 'Milwaukee, WI', exact: true }).first().click();
  await confirm.click();
  await expect(page.getByText(`Load #${shipmentId} assigned successfully to Nadia Ferreira.`)).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Reload Driver' })
    .getByRole('button', { name: 'Reload Later' })
    .click();

  // The invitation's link lets her choose a password; she signs in and finds the load. The assignment's
  // notice is mailed to her too, in no set order with the invitation.
  const mail = await waitForMail(email, 20_000, asked, ({ text }) => text.includes('added you to'));
  expect(mail.text).toContain('Karen Walsh added you to');
  const link = /http:\/\/\S+\/identity\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const driverContext = await browser.newContext();
  try {
    const driverPage = await driverContext.newPage();
    await driverPage.goto(link!);
    await driverPage.getByLabel('New password', { exact: true }).fill(password);
    await driverPage.getByLabel('Confirm new password').fill(password);
    await driverPage.getByRole('button', { name: 'Save the password' }).click();
    await expect(driverPage.getByText('Your password has been changed.')).toBeVisible();
    await signIn(driverPage, email, { password, fresh: true });
    await openList(driverPage, 'DriverAssigned');
    expect(await listedShipmentIds(driverPage)).toEqual([shipmentId]);
  } finally {
    await driverContext.close();
  }
});
