import { type Locator, type Page } from '@playwright/test';

// The Documents tab in the browser tests: files to send (a camera's JPEG, a PDF), the tab of a load,
// its document type and file choosers.

/** The demo's power-only and dray source: its carriers upload their paperwork (decision 043). */
export const powerOnly = { apiKey: 'demo-key-mastermind', loadType: 'Power Only' };

/** A real JPEG, drawn by the browser, as a phone's camera would give it. */
export async function photoOf(page: Page, text: string): Promise<Buffer> {
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
export function pdfBytes(): Buffer {
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

export async function openDocumentsTab(page: Page, shipmentId: string): Promise<Locator> {
  await page.goto(`/carrier/app/MyLoad/shipment/${shipmentId}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  return page.getByRole('tabpanel', { name: 'Documents' });
}

export async function chooseType(page: Page, tab: Locator, type: string) {
  await tab.getByRole('combobox', { name: 'Document type' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
}

/** Clicks a button that opens the file chooser, and gives it these files. */
export async function chooseFiles(
  page: Page,
  button: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(files);
}
