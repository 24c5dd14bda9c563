/** The bytes of an ASCII text (the domain has no TextEncoder: it runs without DOM or Node types). */
export function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

// Small, valid file heads for tests of uploads (domain and server): real magic bytes and headers.

export function pngBytes(width = 10, height = 10): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

export function jpegBytes(width = 10, height = 10): Uint8Array {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with its height and width, then EOI.
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, ...new Array<number>(9).fill(0), 0xff, 0xd9]);
}

export function pdfBytes(): Uint8Array {
  return asciiBytes('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
}

/** A Windows executable's head, a zip's and an HTML page's: what a renamed file may really be. */
export const exeBytes = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
export const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
export const htmlBytes = asciiBytes('<!doctype html><script>alert(1)</script>');
