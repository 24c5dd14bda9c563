import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import {
  chooseFiles,
  chooseType,
  openDocumentsTab,
  pdfBytes,
  photoOf,
  powerOnly,
} from '../support/documents';
import { demoUpn, signIn } from '../support/sign-in';
import { shipmentEventsOf, tenderShipment } from '../support/supply';
import { completeTrip, confirmStart, updateStop, wallClock } from '../support/trip';

// From delivered to paid, against the real server, store and browser (issue 15 part 9, decision 044):
// a driver finishes a Power Only trip, photographs its proof of delivery and bill of lading, sees them
// listed and opens one, and a file of another format is refused; the dispatcher submits the invoice,
// the load moves to Delivered With Paperwork, and its payment tracker says the provider has it.

test('[D2-4.07] [D2-4.10] [D2-5.31] [D2-7.21] [D2-7.27] a driver finishes a trip and photographs its paperwork; the invoice moves the load to Delivered With Paperwork, waiting on the provider', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { shipmentId } = await tenderShipment(request, 'E2E-PAPERWORK', {
    state: 'DRIVER_ASSIGNMENT',
    driverUpn: demoUpn('driver3'),
    source: powerOnly,
  });

  // The driver runs the trip.
  await signIn(page, demoUpn('driver3'));
  await page.goto(`/carrier/app/myLoad/Execution/${shipmentId}`);
  await confirmStart(page, 'Chicago', 'Chicago, IL');
  for (const [sequence, from] of [
    [1, -40],
    [2, -20],
  ] as const) {
    const dialog = await updateStop(page, sequence, {
      arrival: wallClock(from),
      departure: wallClock(from + 10),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }
  await completeTrip(page, shipmentId);

  // Its proof of delivery and bill of lading, photographed (the phone's camera input).
  const tab = await openDocumentsTab(page, shipmentId);
  await expect(tab.getByText('No documents available')).toBeVisible();
  for (const [type, capture] of [
    ['Proof of Delivery', 'Capture_1.jpg'],
    ['Bill of Lading', 'Capture_2.jpg'],
  ] as const) {
    await chooseType(page, tab, type);
    const photo = { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photoOf(page, type) };
    await chooseFiles(page, tab.getByRole('button', { name: 'Take photo' }), [photo]);
    await expect(tab.getByText(capture).first()).toBeVisible();
    await tab.getByRole('button', { name: 'Send' }).click();
    await expect(
      tab.getByRole('row', { name: new RegExp(`^${capture.replace('.', '\\.')} ${type}`) }),
    ).toBeVisible();
  }
  await expect(page.getByText('Your documents were uploaded.').first()).toBeVisible();

  // A file of another format: its message, and nothing more is listed.
  await chooseFiles(page, tab.getByRole('button', { name: 'Choose files' }), [
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('delivered, signed by J. Doe') },
  ]);
  await expect(tab.getByRole('alert')).toHaveText(
    'Please select documents with .png, .jpg, .jpeg, .pdf format only',
  );
  await expect(tab.getByText(/notes\.txt/)).toHaveCount(0);
  await expectAccessible(page, '[role="tabpanel"]');

  // One opens in the browser.
  await tab.getByRole('button', { name: 'Open Capture_1.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'Capture_1.jpg' });
  await expect(viewer.getByRole('img', { name: 'Capture_1.jpg' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // The dispatcher submits the carrier's own invoice from the load's card.
  const dispatcherContext = await browser.newContext();
  try {
    const dispatcher = await dispatcherContext.newPage();
    await signIn(dispatcher, demoUpn('dispatcher'));
    await dispatcher.goto('/carrier/app/MyLoad/DeliveredNeedsPPWK');
    const needsPaperwork = dispatcher.locator(`li[data-shipment-id="${shipmentId}"]`);
    await needsPaperwork.getByRole('button', { name: 'Submit Invoice' }).click();
    const invoice = dispatcher.getByRole('dialog', { name: 'Submit Invoice' });
    await expect(invoice.getByText('The other paperwork is in: your invoice completes it.')).toBeVisible();
    await invoice.getByRole('radio', { name: 'I upload my own invoice' }).check();
    await invoice.getByLabel('Invoice files').setInputFiles({
      name: 'invoice-E2E.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await invoice.getByLabel('Invoice number').fill('GLF-2026-118');
    await expectAccessible(dispatcher, '[role="dialog"]');
    await invoice.getByRole('button', { name: 'Submit' }).click();
    await expect(dispatcher.getByText('Your invoice was submitted.')).toBeVisible();
    await expect(invoice).toBeHidden();

    // Delivered With Paperwork, and the provider has it.
    await dispatcher.goto('/carrier/app/MyLoad/DeliveredWithPPWK');
    const withPaperwork = dispatcher.locator(`li[data-shipment-id="${shipmentId}"]`);
    await expect(withPaperwork).toHaveCount(1);
    await withPaperwork.getByRole('button', { name: 'Check Payment Status' }).click();
    const status = dispatcher.getByRole('dialog', { name: 'Payment status' });
    await expect(status.getByText('Waiting on the provider').first()).toBeVisible();
    await expect(status.getByText('The paperwork has been in since', { exact: false })).toBeVisible();
    await expectAccessible(dispatcher, '[role="dialog"]');
  } finally {
    await dispatcherContext.close();
  }

  // The source hears of the documents, the invoice and the completed paperwork.
  const types = (await shipmentEventsOf(request, shipmentId, powerOnly.apiKey)).map((event) => event.type);
  const paperwork = ['DOCUMENT_UPLOADED', 'INVOICE_SUBMITTED', 'PAPERWORK_COMPLETED'];
  expect(types.filter((type) => paperwork.includes(type))).toEqual([
    'DOCUMENT_UPLOADED',
    'DOCUMENT_UPLOADED',
    'INVOICE_SUBMITTED',
    'PAPERWORK_COMPLETED',
  ]);
});
