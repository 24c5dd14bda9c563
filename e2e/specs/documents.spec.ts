import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { chooseFiles, chooseType, openDocumentsTab, pdfBytes, powerOnly } from '../support/documents';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';

// The Documents tab against the real server, store and browser (issue 15 parts 2, 3 and 9, decision
// 045): a PDF opens in Chromium's own viewer; bad files get their messages and nothing is listed. The
// driver photographing the paperwork of a trip is in paperwork.spec.ts.

test('[D2-7.20] a PDF opens in the browser, framed from the bytes the app read with its token', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-DOCS-PDF', {
    state: 'DELIVERED_NEEDS_PPWK',
    driverUpn: demoUpn('driver4'),
    source: powerOnly,
    pickupInDays: -3,
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await signIn(page, demoUpn('driver4'));
  const tab = await openDocumentsTab(page, shipmentId);
  await chooseType(page, tab, 'Lumper Receipts');
  await chooseFiles(page, tab.getByRole('button', { name: 'Choose files' }), [
    { name: 'lumper.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
  ]);
  await tab.getByRole('button', { name: 'Send' }).click();
  await tab.getByRole('button', { name: 'Open lumper.pdf' }).click();

  const viewer = page.getByRole('dialog', { name: 'lumper.pdf' });
  const frame = viewer.locator('iframe[title="lumper.pdf, PDF document"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await page.waitForTimeout(500);
  expect(blocked).toEqual([]);
});

test('[D2-5.27] [D2-8.13] a file of another format, and a renamed executable, get the format message; nothing is listed', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-DOCS-BAD', {
    state: 'DELIVERED_NEEDS_PPWK',
    driverUpn: demoUpn('driver4'),
    source: powerOnly,
    pickupInDays: -3,
  });
  await signIn(page, demoUpn('driver4'));
  const tab = await openDocumentsTab(page, shipmentId);
  const chooseButton = tab.getByRole('button', { name: 'Choose files' });

  // By its name, and by its bytes under a PDF's name and type: the browser reads what it is.
  for (const file of [
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') },
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
  ]) {
    await chooseFiles(page, chooseButton, [file]);
    await expect(tab.getByRole('alert')).toHaveText(
      'Please select documents with .png, .jpg, .jpeg, .pdf format only',
    );
    await expect(tab.getByText(file.name)).toHaveCount(0);
  }
  await expect(tab.getByText('No documents available')).toBeVisible();
  await expectAccessible(page, '[role="tabpanel"]');
});
