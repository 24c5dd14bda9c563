import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { pdfBytes, powerOnly } from '../support/documents';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';

// Submit Invoice against the real server (issue 15 part 4, decision 046), on a delivered MASTERMIND
// Power Only load: the dialog is accessible, the provider prepares the invoice (Thank You, and the
// e-mail arrives), a renamed executable is refused with its message, and the dispatcher's own PDF is
// accepted. The whole paperwork of a trip, up to the payment tracker, is in paperwork.spec.ts.

/** Opens Submit Invoice on the shipment's card of Delivered Needs Paperwork. */
async function openSubmitInvoice(page: Page, shipmentId: string) {
  await page.goto('/carrier/app/MyLoad/DeliveredNeedsPPWK');
  await page
    .locator(`li[data-shipment-id="${shipmentId}"]`)
    .getByRole('button', { name: 'Submit Invoice' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Submit Invoice' })).toBeVisible();
}

test('[D2-4.59] [D2-4.60] [D2-7.22] a dispatcher has the provider prepare the invoice, then sends their own; a renamed executable is refused', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-INVOICE', {
    state: 'DELIVERED_NEEDS_PPWK',
    driverUpn: demoUpn('driver4'),
    source: powerOnly,
    pickupInDays: -3,
  });
  await signIn(page, demoUpn('dispatcher'));
  await openSubmitInvoice(page, shipmentId);
  const dialog = page.getByRole('dialog', { name: 'Submit Invoice' });
  await expect(dialog.getByText('Proof of Delivery')).toBeVisible();
  await expect(dialog.getByText('Bill of Lading')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');

  // NO: the provider prepares it from the charges, and e-mails it (D2-4.59, D2-4.60, D2-7.22).
  const since = Date.now();
  await dialog.getByRole('radio', { name: "The provider prepares it from the load's charges" }).check();
  await dialog.getByLabel('Invoice number').fill('INV-E2E-1');
  await dialog.getByRole('button', { name: 'Create' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank You' });
  await expect(
    thanks.getByText(`Your invoice INV-E2E-1 for shipment ${shipmentId} was prepared`),
  ).toBeVisible();
  await expect(thanks.getByText('It was e-mailed to you with the PDF attached.')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await thanks.getByRole('button', { name: 'Close' }).last().click();
  const mail = await waitForMail(demoUpn('dispatcher'), 20_000, since);
  expect(mail.subject).toBe(`Invoice INV-E2E-1 for shipment ${shipmentId}`);

  // YES: a renamed executable gets the format message and is not sent; a real PDF goes (D2-5.27, D2-7.21).
  await openSubmitInvoice(page, shipmentId);
  await dialog.getByRole('radio', { name: 'I upload my own invoice' }).check();
  await dialog.getByLabel('Invoice files').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  });
  await expect(
    dialog.getByText('Please select documents with .png, .jpg, .jpeg, .pdf format only'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove invoice.pdf' }).click();
  await dialog.getByLabel('Invoice files').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your invoice was submitted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Its proof of delivery and bill of lading are not in: the load waits in Delivered Needs Paperwork.
  await expect(page.locator(`li[data-shipment-id="${shipmentId}"]`)).toBeVisible();
});
