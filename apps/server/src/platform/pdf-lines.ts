import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// The documents the server makes (the rate confirmation at booking, the invoice the provider prepares)
// are lines of text written top-down on Letter pages in the standard Helvetica fonts, so that no font
// file ships with the server. Pure: the same lines give the same bytes.

const pageSize: [number, number] = [612, 792];
const margin = 54;
const rightEdge = pageSize[0] - margin;

// Helvetica's standard encoding (WinAnsi) has no glyph for many characters: typographic quotes and
// dashes get their plain forms, spaces of any kind (the narrow no-break space of French amounts) a
// space, anything else outside Latin-1 a '?'.
const plainForms: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-' };
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      if (plainForms[char]) return plainForms[char];
      if (/\s/.test(char)) return ' ';
      const code = char.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) ? char : '?';
    })
    .join('');
}

type Fonts = { regular: PDFFont; bold: PDFFont };

export type LineOptions = { size?: number; bold?: boolean; indent?: number; amount?: string };

/** One cell of a table row: its text, where its column starts (from the left margin) and how wide it is. */
export type RowCell = { text: string; at: number; width: number; align?: 'left' | 'right' };

export type PdfLineWriter = {
  /** A line of text, cut with '...' where it does not fit; an amount is written flush right. */
  line: (text: string, options?: LineOptions) => void;
  /** A row of cells at fixed columns (a table), each cut to its width. */
  row: (cells: readonly RowCell[], options?: { size?: number; bold?: boolean }) => void;
  /** Vertical space. */
  gap: (height?: number) => void;
};

/** A new document with the metadata every document of ours carries. */
export async function createPdfDocument(meta: {
  title: string;
  subject: string;
  createdAt: Date;
  /** The document's language (a BCP 47 tag), where it is written in one. */
  language?: string;
}): Promise<{ document: PDFDocument; write: PdfLineWriter }> {
  const document = await PDFDocument.create();
  document.setTitle(meta.title);
  document.setSubject(meta.subject);
  if (meta.language) document.setLanguage(meta.language);
  document.setCreator('Freight Marketplace');
  document.setProducer('Freight Marketplace');
  document.setCreationDate(meta.createdAt);
  document.setModificationDate(meta.createdAt);
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  return { document, write: createPdfLineWriter(document, fonts) };
}

/** Writes lines top-down, starting a new page when one is full. */
function createPdfLineWriter(document: PDFDocument, fonts: Fonts): PdfLineWriter {
  let page: PDFPage = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  const ensureRoom = (height: number) => {
    if (y - height >= margin) return;
    page = document.addPage(pageSize);
    y = pageSize[1] - margin;
  };
  const fit = (text: string, font: PDFFont, size: number, width: number) => {
    const plain = toWinAnsi(text);
    if (font.widthOfTextAtSize(plain, size) <= width) return plain;
    let cut = plain.length;
    while (cut > 0 && font.widthOfTextAtSize(`${plain.slice(0, cut)}...`, size) > width) cut -= 1;
    return `${plain.slice(0, cut)}...`;
  };
  return {
    line(text, options = {}) {
      const size = options.size ?? 10;
      const font = options.bold ? fonts.bold : fonts.regular;
      ensureRoom(size + 5);
      y -= size + 5;
      const x = margin + (options.indent ?? 0);
      const amount = options.amount === undefined ? undefined : toWinAnsi(options.amount);
      const amountWidth = amount ? font.widthOfTextAtSize(amount, size) : 0;
      const width = rightEdge - x - (amount ? amountWidth + 12 : 0);
      page.drawText(fit(text, font, size, width), { x, y, size, font, color: rgb(0, 0, 0) });
      if (amount) page.drawText(amount, { x: rightEdge - amountWidth, y, size, font });
    },
    row(cells, options = {}) {
      const size = options.size ?? 9;
      const font = options.bold ? fonts.bold : fonts.regular;
      ensureRoom(size + 5);
      y -= size + 5;
      for (const cell of cells) {
        const text = fit(cell.text, font, size, cell.width);
        const x =
          cell.align === 'right'
            ? margin + cell.at + cell.width - font.widthOfTextAtSize(text, size)
            : margin + cell.at;
        page.drawText(text, { x, y, size, font, color: rgb(0, 0, 0) });
      }
    },
    gap(height = 8) {
      y -= height;
    },
  };
}

/** The width a table may use, between the margins. */
export const pdfTextWidth = rightEdge - margin;
