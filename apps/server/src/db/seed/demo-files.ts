import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

// The files of the demo documents: a one-page PDF with a title and a few lines (Helvetica, no font file)
// and a grey-scale PNG that looks like a scanned page, so that the Documents tab opens both kinds.
// Deterministic: the same text gives the same bytes.

/** A Letter page with a title and lines of text. */
export async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  // Fixed dates, so that the same demo gives the same bytes.
  document.setCreationDate(new Date('2030-01-01T00:00:00Z'));
  document.setModificationDate(new Date('2030-01-01T00:00:00Z'));
  document.setTitle(title);
  const page = document.addPage([612, 792]);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 54, y: 720, size: 18, font: bold, color: rgb(0.1, 0.1, 0.1) });
  lines.forEach((line, index) =>
    page.drawText(line, { x: 54, y: 684 - index * 20, size: 11, font: regular, color: rgb(0.2, 0.2, 0.2) }),
  );
  return document.save();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/**
 * A 600 × 800 grey-scale PNG of a page: a border, a dark title bar and `lineCount` grey lines of
 * "text" of varying length, as a phone's scan of a receipt looks from afar.
 */
export function demoScanPng(lineCount: number): Uint8Array {
  const width = 600;
  const height = 800;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1, 0xf4); // filter byte 0, then an off-white page
    row[0] = 0;
    const line = Math.floor((y - 140) / 36);
    const inTitle = y >= 60 && y < 96;
    const inLine = line >= 0 && line < lineCount && (y - 140) % 36 < 12;
    for (let x = 1; x <= width; x += 1) {
      const isBorder = x <= 24 || x > width - 24 || y < 24 || y >= height - 24;
      if (isBorder) row[x] = 0xd0;
      else if (inTitle && x > 60 && x < 380) row[x] = 0x30;
      else if (inLine && x > 60 && x < 540 - ((line * 97) % 260)) row[x] = 0x90;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grey-scale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
