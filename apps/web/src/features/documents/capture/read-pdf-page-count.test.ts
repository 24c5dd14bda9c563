import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { describePdf, pdfReadLimitBytes } from './describe-pdf';
import { pdfCountLimits, readPdfPageCount } from './read-pdf-page-count';

// The page count shown for a chosen PDF (issue 15 part 6): PDFs made by pdf-lib as a library writes
// them (a cross-reference table, or object streams), and PDFs written by hand for what libraries do
// not write: a page tree of several levels, an incremental update, a broken chain to the tree, an
// object stream that inflates without end.

const encoder = new TextEncoder();

async function makePdf(pages: number, useObjectStreams: boolean): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage([612, 792]).drawText(`Page ${page + 1}`);
  return document.save({ useObjectStreams });
}

/** A PDF of these objects (numbered from 1) with a correct cross-reference table and this trailer. */
function writePdf(objects: string[], trailer: string): Uint8Array {
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n${trailer}\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(body, (character) => character.charCodeAt(0));
}

const page = (parent: number) => `<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 612 792] >>`;

function concat(...parts: (Uint8Array | string)[]): Uint8Array {
  const arrays = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const result = new Uint8Array(arrays.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of arrays) {
    result.set(part, offset);
    offset += part.byteLength;
  }
  return result;
}

describe('the page count of a PDF', () => {
  it('reads the page tree of a PDF with a cross-reference table', async () => {
    expect(await readPdfPageCount(await makePdf(3, false))).toBe(3);
    expect(await readPdfPageCount(await makePdf(1, false))).toBe(1);
  });

  it('reads the page tree packed in a compressed object stream', async () => {
    const bytes = await makePdf(5, true);
    const text = new TextDecoder('latin1').decode(bytes);
    // pdf-lib packed the page tree: nothing of it is in the file's plain text.
    expect(text).toMatch(/\/Type\s*\/ObjStm/);
    expect(text).not.toMatch(/\/Count/);
    expect(text).not.toMatch(/\/Type\s*\/Page\b/);
    expect(await readPdfPageCount(bytes)).toBe(5);
  });

  it('reads 60 pages whose objects fill more than one object stream', async () => {
    const bytes = await makePdf(60, true);
    expect(new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/ObjStm/g)?.length).toBeGreaterThan(1);
    expect(await readPdfPageCount(bytes)).toBe(60);
  });

  it('takes the root of a tree of several levels, not the first /Count in the file', async () => {
    const bytes = writePdf(
      [
        '<< /Type /Catalog /Pages 4 0 R >>',
        `<< /Type /Pages /Parent 4 0 R /Kids [5 0 R 6 0 R] /Count 2 >>`,
        `<< /Type /Pages /Parent 4 0 R /Kids [7 0 R 8 0 R 9 0 R] /Count 3 >>`,
        '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 5 >>',
        page(2),
        page(2),
        page(3),
        page(3),
        page(3),
      ],
      '<< /Size 10 /Root 1 0 R >>',
    );
    expect(await readPdfPageCount(bytes)).toBe(5);
  });

  it('follows a /Count given as a reference', async () => {
    const bytes = writePdf(
      ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 4 0 R >>', page(2), '1'],
      '<< /Size 5 /Root 1 0 R >>',
    );
    expect(await readPdfPageCount(bytes)).toBe(1);
  });

  it('reads the last revision of an incrementally updated PDF', async () => {
    const original = writePdf(
      [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
        page(2),
        page(2),
      ],
      '<< /Size 5 /Root 1 0 R >>',
    );
    // A page added by an update appended to the file: object 2 written again, object 5 new.
    const update = concat(
      original,
      `2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >>\nendobj\n`,
      `5 0 obj\n${page(2)}\nendobj\n`,
      `trailer\n<< /Size 6 /Root 1 0 R /Prev 0 >>\n%%EOF\n`,
    );
    expect(await readPdfPageCount(original)).toBe(2);
    expect(await readPdfPageCount(update)).toBe(3);
  });

  it('counts the page objects when the chain from the trailer to the tree is broken', async () => {
    const noRoot = writePdf(
      ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R 4 0 R] >>', page(2), page(2)],
      '<< /Size 5 >>',
    );
    expect(await readPdfPageCount(noRoot)).toBe(2);
    const noCount = writePdf(
      ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] >>', page(2)],
      '<< /Size 4 /Root 1 0 R >>',
    );
    expect(await readPdfPageCount(noCount)).toBe(1);
  });

  it('answers null for what is not a PDF or has no page to count', async () => {
    expect(
      await readPdfPageCount(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBeNull();
    expect(await readPdfPageCount(encoder.encode('%PDF-1.7\n'))).toBeNull();
    expect(await readPdfPageCount(new Uint8Array(0))).toBeNull();
    const absurd = writePdf(
      ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 99999999 >>'],
      '<< /Size 3 /Root 1 0 R >>',
    );
    expect(await readPdfPageCount(absurd)).toBeNull();
  });

  /** A PDF whose page tree is in an object stream that inflates to `size` bytes. */
  function packedTree(size: number): Uint8Array {
    const objects = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(2)];
    const header = `2 0 3 ${objects[0]!.length + 1} `;
    const content = `${header}${objects.join(' ')}`;
    const packed = deflateSync(Buffer.from(content.padEnd(size, ' '), 'latin1'));
    return concat(
      writePdf(['<< /Type /Catalog /Pages 2 0 R >>'], '<< /Size 5 /Root 1 0 R >>'),
      `4 0 obj\n<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${packed.byteLength} >>\nstream\n`,
      packed,
      '\nendstream\nendobj\n',
    );
  }

  it('reads an object stream up to its limit, not past it', async () => {
    expect(await readPdfPageCount(packedTree(pdfCountLimits.maxObjectStreamBytes))).toBe(1);
    expect(await readPdfPageCount(packedTree(pdfCountLimits.maxObjectStreamBytes + 1))).toBeNull();
  });

  it('stops inflating a deflate bomb at the limit, and still reads the tree written plainly', async () => {
    // 64 MB of spaces deflate to about 64 kB.
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    const bytes = concat(
      writePdf(
        ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(2)],
        '<< /Size 5 /Root 1 0 R >>',
      ),
      `4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.byteLength} >>\nstream\n`,
      bomb,
      '\nendstream\nendobj\n',
    );
    // What the browser's DecompressionStream hands out is counted on its way.
    const Decompression = globalThis.DecompressionStream;
    let inflated = 0;
    vi.stubGlobal(
      'DecompressionStream',
      class {
        readonly writable: WritableStream<BufferSource>;
        readonly readable: ReadableStream<Uint8Array<ArrayBuffer>>;
        constructor(format: CompressionFormat) {
          const decompression = new Decompression(format);
          this.writable = decompression.writable;
          this.readable = decompression.readable.pipeThrough(
            new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
              transform(chunk, controller) {
                inflated += chunk.byteLength;
                controller.enqueue(chunk);
              },
            }),
          );
        }
      },
    );
    try {
      expect(await readPdfPageCount(bytes)).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(inflated).toBeGreaterThan(pdfCountLimits.maxObjectStreamBytes);
    expect(inflated).toBeLessThan(pdfCountLimits.maxObjectStreamBytes + 1024 * 1024);
  });
});

describe('describePdf', () => {
  it('gives the page count and the size of a chosen PDF', async () => {
    const bytes = await makePdf(2, true);
    const file = new File([bytes as Uint8Array<ArrayBuffer>], 'bol.pdf', { type: 'application/pdf' });
    expect(await describePdf(file)).toEqual({ pageCount: 2, sizeBytes: bytes.byteLength });
  });

  it('does not read a file past its limit, and never rejects', async () => {
    const huge = new File(['%PDF-1.7'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: pdfReadLimitBytes + 1 });
    const read = vi.spyOn(huge, 'arrayBuffer');
    expect(await describePdf(huge)).toEqual({ pageCount: null, sizeBytes: pdfReadLimitBytes + 1 });
    expect(read).not.toHaveBeenCalled();

    const gone = new File(['%PDF-1.7'], 'gone.pdf');
    vi.spyOn(gone, 'arrayBuffer').mockRejectedValue(
      new DOMException('The file changed.', 'NotReadableError'),
    );
    expect(await describePdf(gone)).toEqual({ pageCount: null, sizeBytes: 8 });
  });
});
