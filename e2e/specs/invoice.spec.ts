import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { demoUpn, signIn } from '../support/sign-in';

// Submit Invoice against the real server (issue 15 part 4, decision 046), on the demo's delivered
// MASTERMIND Power Only load, the one card of Delivered Needs Paperwork that offers it: the dialog is
// accessible, the provider prepares the invoice (Thank You, and the e-mail arrives), a renamed
// executable is refused with its message, and the dispatcher's own PDF is accepted.

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.map(({ id, nodes }) => [id, nodes.map((node) => node.html.slice(0, 120))])).toEqual([]);
}

/** Opens Submit Invoice on the one card of Delivered Needs Paperwork that offers it; answers its shipment id. */
async function openSubmitInvoice(page: Page): Promise<string> {
  await page.goto('/carrier/app/MyLoad/DeliveredNeedsPPWK');
  const button = page.getByRole('button', { name: 'Submit Invoice' });
  await expect(button).toHaveCount(1);
  const card = page.locator('li[data-shipment-id]').filter({ has: button });
  const shipmentId = (await card.getAttribute('data-shipment-id')) ?? '';
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Submit Invoice' })).toBeVisible();
  return shipmentId;
}

test('a dispatcher has the provider prepare the invoice, then sends their own; a renamed executable is refused', async ({
  page,
}) => {
  await signIn(page, demoUpn('dispatcher'));
  const shipmentId = await openSubmitInvoice(page);
  const dialog = page.getByRole('dialog', { name: 'Submit Invoice' });
  await expect(dialog.getByText('Proof of Delivery')).toBeVisible();
  await expect(dialog.getByText('Bill of Lading')).toBeVisible();
  await expectAccessible(page);

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
  await expectAccessible(page);
  await thanks.getByRole('button', { name: 'Close' }).last().click();
  const mail = await waitForMail(demoUpn('dispatcher'), 20_000, since);
  expect(mail.subject).toBe(`Invoice INV-E2E-1 for shipment ${shipmentId}`);

  // YES: a renamed executable gets the format message and is not sent; a real PDF goes (D2-5.27, D2-7.21).
  await openSubmitInvoice(page);
  await dialog.getByRole('radio', { name: 'I upload my own invoice' }).check();
  await dialog.getByLabel('Invoice files').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
  });
  await expect(
    dialog.getByText('Please select documents with .png, .jpg, .jpeg, .pdf format only.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove invoice.pdf' }).click();
  await dialog.getByLabel('Invoice files').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your invoice was submitted.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Its proof of delivery and bill of lading are not in: the load waits in Delivered Needs Paperwork.
  await expect(page.locator(`li[data-shipment-id="${shipmentId}"]`)).toBeVisible();
});
