// A PDF's page count without a PDF library (decision 049): the page tree's /Count, reached from the
// trailer's /Root through the catalogue's /Pages, reading the objects written plainly and those packed
// in object streams (PDF 1.5; inflated with the browser's DecompressionStream). When that chain
// breaks, the objects of /Type /Page are counted; when nothing answers, null. The work is bounded:
// what an object stream may inflate to, and how many are read.

export const pdfCountLimits = {
  /** Inflated bytes one object stream may have; a larger one is skipped, a bomb costs this much. */
  maxObjectStreamBytes: 4 * 1024 * 1024,
  /** Inflated bytes of all object streams together. */
  maxInflatedBytes: 16 * 1024 * 1024,
  /** A page count above this is not believed. */
  maxPages: 100_000,
} as const;

type PdfObject = {
  /** Where the object is defined in the file: a later definition replaces an earlier one. */
  position: number;
  /** The object's text up to its stream or its end (a dictionary, a number, ...). */
  text: string;
};

type Reference = { objectNumber: number };

const headerSearchBytes = 1024;
const objectHeader = /(\d+)\s+(\d+)\s+obj\b/g;

// The Encoding standard's "latin1" (windows-1252) decodes each byte to one UTF-16 unit.
const latin1 = new TextDecoder('latin1');

/** Bytes as text, one character per byte, so that a character's index is the byte's offset. */
function asText(bytes: Uint8Array): string {
  return latin1.decode(bytes);
}

function referenceIn(text: string, key: string): Reference | null {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+\\d+\\s+R`).exec(text);
  return match ? { objectNumber: Number(match[1]) } : null;
}

function integerIn(text: string, key: string): number | null {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\d)(?!\\s+\\d+\\s+R)`).exec(text);
  return match ? Number(match[1]) : null;
}

/** The objects written as `n g obj ... endobj`, the last definition of each number kept. */
function readPlainObjects(text: string): Map<number, PdfObject & { streamStart: number | null }> {
  const objects = new Map<number, PdfObject & { streamStart: number | null }>();
  for (const match of text.matchAll(objectHeader)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end === -1 ? undefined : end);
    const streamAt = /(?:^|[\s>])stream(\r\n|\n|\r)/.exec(body);
    objects.set(Number(match[1]), {
      position: match.index,
      text: streamAt ? body.slice(0, streamAt.index + 1) : body,
      streamStart: streamAt ? start + streamAt.index + streamAt[0].length : null,
    });
  }
  return objects;
}

/** Inflates zlib data up to `maxBytes`; null when it is larger, broken, or cannot be inflated here. */
async function inflate(data: Uint8Array, maxBytes: number): Promise<Uint8Array | null> {
  if (typeof DecompressionStream === 'undefined') return null;
  const reader = new Blob([data as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate'))
    .getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // A stream followed by an end of line before `endstream` ends in "junk" after the data; what was
    // inflated before is whole. Nothing inflated: the stream is broken.
    if (total === 0) return null;
  }
  const inflated = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    inflated.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return inflated;
}

/** The data of a stream object: its /Length bytes, or up to `endstream`. */
function streamData(
  bytes: Uint8Array,
  text: string,
  object: PdfObject & { streamStart: number | null },
  objects: Map<number, PdfObject>,
): Uint8Array | null {
  if (object.streamStart === null) return null;
  const lengthReference = referenceIn(object.text, 'Length');
  const length = lengthReference
    ? Number(objects.get(lengthReference.objectNumber)?.text.trim())
    : integerIn(object.text, 'Length');
  if (
    length !== null &&
    Number.isInteger(length) &&
    length >= 0 &&
    object.streamStart + length <= bytes.length
  ) {
    return bytes.subarray(object.streamStart, object.streamStart + length);
  }
  const end = text.indexOf('endstream', object.streamStart);
  return end === -1 ? null : bytes.subarray(object.streamStart, end);
}

/** Adds the objects packed in object streams (`/Type /ObjStm`, unfiltered or FlateDecode). */
async function readObjectStreams(
  bytes: Uint8Array,
  text: string,
  plain: Map<number, PdfObject & { streamStart: number | null }>,
): Promise<Map<number, PdfObject>> {
  const objects = new Map<number, PdfObject>(plain);
  let inflatedBytes = 0;
  for (const container of plain.values()) {
    if (!/\/Type\s*\/ObjStm\b/.test(container.text)) continue;
    const count = integerIn(container.text, 'N');
    const first = integerIn(container.text, 'First');
    if (count === null || first === null || /\/DecodeParms/.test(container.text)) continue;
    const filter = /\/Filter\s*\[?\s*\/(\w+)\s*\]?/.exec(container.text)?.[1];
    if (filter !== undefined && filter !== 'FlateDecode') continue;
    const data = streamData(bytes, text, container, plain);
    if (!data) continue;
    const budget = Math.min(
      pdfCountLimits.maxObjectStreamBytes,
      pdfCountLimits.maxInflatedBytes - inflatedBytes,
    );
    const content =
      filter === undefined ? (data.byteLength <= budget ? data : null) : await inflate(data, budget);
    if (!content) continue;
    inflatedBytes += content.byteLength;
    const contentText = asText(content);
    const numbers = contentText.slice(0, first).trim().split(/\s+/).map(Number);
    for (let index = 0; index < count; index += 1) {
      const objectNumber = numbers[index * 2];
      const offset = numbers[index * 2 + 1];
      if (objectNumber === undefined || offset === undefined || !Number.isInteger(offset)) break;
      const next = numbers[index * 2 + 3];
      const existing = objects.get(objectNumber);
      // A plain definition after this object stream is a later revision of the object.
      if (existing && existing.position > container.position) continue;
      objects.set(objectNumber, {
        position: container.position,
        text: contentText.slice(first + offset, next === undefined ? undefined : first + next),
      });
    }
  }
  return objects;
}

/** The page tree's /Count, from the last trailer's /Root (a trailer or a cross-reference stream). */
function rootPageCount(text: string, objects: Map<number, PdfObject>): number | null {
  const roots = [...text.matchAll(/\/Root\s+(\d+)\s+\d+\s+R/g)];
  const root = roots.at(-1);
  const catalogue = root ? objects.get(Number(root[1])) : undefined;
  const pagesReference = catalogue ? referenceIn(catalogue.text, 'Pages') : null;
  const pages = pagesReference ? objects.get(pagesReference.objectNumber) : undefined;
  if (!pages) return null;
  const countReference = referenceIn(pages.text, 'Count');
  const count = countReference
    ? Number(objects.get(countReference.objectNumber)?.text.trim())
    : integerIn(pages.text, 'Count');
  return count;
}

/** The number of objects of /Type /Page (not /Pages). */
function countPageObjects(objects: Map<number, PdfObject>): number {
  let pages = 0;
  for (const object of objects.values()) if (/\/Type\s*\/Page(?![A-Za-z0-9])/.test(object.text)) pages += 1;
  return pages;
}

function isPageCount(count: number | null): count is number {
  return count !== null && Number.isInteger(count) && count >= 0 && count <= pdfCountLimits.maxPages;
}

/** A PDF's page count, or null when the bytes are not a PDF or it cannot tell. Never throws. */
export async function readPdfPageCount(bytes: Uint8Array): Promise<number | null> {
  try {
    if (!asText(bytes.subarray(0, headerSearchBytes)).includes('%PDF-')) return null;
    const text = asText(bytes);
    const objects = await readObjectStreams(bytes, text, readPlainObjects(text));
    const count = rootPageCount(text, objects);
    if (isPageCount(count)) return count;
    const pageObjects = countPageObjects(objects);
    return pageObjects > 0 && isPageCount(pageObjects) ? pageObjects : null;
  } catch {
    return null;
  }
}
