import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoUpn, signIn } from '../support/sign-in';
import { tenderShipment } from '../support/supply';

// The Documents tab against the real server, store and browser (issue 15 parts 2, 3 and 9, decision
// 045): a driver photographs the paperwork of a delivered Power Only load, sees it listed and opens
// it; a PDF opens in Chromium's own viewer; bad files get their messages and nothing is listed.

const powerOnly = { apiKey: 'demo-key-mastermind', loadType: 'Power Only' };

/** A real JPEG, drawn by the browser, as a phone's camera would give it. */
async function photoOf(page: Page, text: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 640;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4f4f4';
    context.fillRect(0, 0, 480, 640);
    context.fillStyle = '#222';
    context.font = '32px sans-serif';
    context.fillText(label, 40, 80);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, text);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A small valid one-page PDF. */
function pdfBytes(): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object) => {
    const offset = body.length;
    body += `${object}\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openDocumentsTab(page: Page, shipmentId: string): Promise<Locator> {
  await page.goto(`/carrier/app/MyLoad/shipment/${shipmentId}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  return page.getByRole('tabpanel', { name: 'Documents' });
}

async function chooseType(page: Page, tab: Locator, type: string) {
  await tab.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

/** Clicks a button that opens the file chooser, and gives it these files. */
async function chooseFiles(
  page: Page,
  button: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(files);
}

async function expectAccessible(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  expect(violations.map(({ id, nodes }) => [id, nodes.map((node) => node.html.slice(0, 120))])).toEqual([]);
}

test('[D2-5.31] [D2-7.19] [D2-7.27] a driver photographs the POD and the BOL of a delivered load, sees them listed and opens one', async ({
  page,
  request,
}) => {
  const { shipmentId } = await tenderShipment(request, 'E2E-DOCS-PHOTOS', {
    state: 'DELIVERED_NEEDS_PPWK',
    driverUpn: demoUpn('driver4'),
    source: powerOnly,
    pickupInDays: -3,
  });
  await signIn(page, demoUpn('driver4'));
  const tab = await openDocumentsTab(page, shipmentId);
  await expect(tab.getByText('No documents available')).toBeVisible();

  for (const [type, label] of [
    ['Proof of Delivery', 'Capture_1.jpg'],
    ['Bill of Lading', 'Capture_2.jpg'],
  ] as const) {
    await chooseType(page, tab, type);
    const photo = { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await photoOf(page, type) };
    await chooseFiles(page, tab.getByRole('button', { name: 'Take photo' }), [photo]);
    // The review lists the capture under its new name (its layout is the capture helpers').
    await expect(tab.getByText(label).first()).toBeVisible();
    await tab.getByRole('button', { name: 'Send' }).click();
    await expect(
      tab.getByRole('row', { name: new RegExp(`^${label.replace('.', '\\.')} ${type}`) }),
    ).toBeVisible();
  }
  await expect(page.getByText('Your documents were uploaded.').first()).toBeVisible();
  await expectAccessible(page, '[role="tabpanel"]');

  await tab.getByRole('button', { name: 'Open Capture_1.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'Capture_1.jpg' });
  const image = viewer.getByRole('img', { name: 'Capture_1.jpg' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(480);
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Capture_1.jpg');
  await expectAccessible(page, '[role="dialog"]');
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});

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

test("[D2-5.27] [D2-8.13] a file of another format gets the format message, a renamed executable the server's, and nothing is listed", async ({
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

  await chooseFiles(page, chooseButton, [
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') },
  ]);
  await expect(tab.getByRole('alert')).toHaveText(
    'Please select documents with .png, .jpg, .jpeg, .pdf format only',
  );
  await expect(tab.getByText(/setup\.exe/)).toHaveCount(0);

  await chooseFiles(page, chooseButton, [
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') },
  ]);
  await tab.getByRole('button', { name: 'Send' }).click();
  await expect(
    tab.getByText('Please select documents with .png, .jpg, .jpeg, .pdf format only.'),
  ).toBeVisible();
  // Kept for the retry.
  await expect(tab.getByText(/invoice\.pdf/).first()).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(tab.getByText('No documents available')).toBeVisible();
  await expectAccessible(page, '[role="tabpanel"]');
});
