// What an uploaded file really is (D2-5.27, issue 15 part 8): read from its first bytes, never from its
// name or the type the client declared, so a renamed executable, a zip or an HTML page called .pdf or
// .jpg is refused. Images also give the dimensions their header declares, so a decompression bomb (a
// small file that would decode to a huge bitmap) is refused without decoding it.

/** The stored formats and their extension: jpeg content is stored as .jpg. */
export const detectedFormats = ['pdf', 'png', 'jpg'] as const;
export type DetectedFormat = (typeof detectedFormats)[number];

export type DetectedDocument = {
  format: DetectedFormat;
  /** Width and height an image header declares; null for a PDF or an image whose header was not found. */
  dimensions: { width: number; height: number } | null;
};

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

/** The format of these bytes, or null for anything that is not a PDF, a PNG or a JPEG. */
export function detectDocumentFormat(bytes: Uint8Array): DetectedDocument | null {
  // %PDF- at the very start: readers accept it a little later, but a file made by a scanner or a phone
  // starts with it, and a lenient check would let polyglots in.
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { format: 'pdf', dimensions: null };
  if (startsWith(bytes, pngSignature)) return { format: 'png', dimensions: pngDimensions(bytes) };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpg', dimensions: jpegDimensions(bytes) };
  return null;
}

// The IHDR chunk must come first: length 13, type IHDR, then width and height (big-endian).
function pngDimensions(bytes: Uint8Array): DetectedDocument['dimensions'] {
  if (bytes.length < 24 || !startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Walks the JPEG segments to the first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC).
function jpegDimensions(bytes: Uint8Array): DetectedDocument['dimensions'] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** Refused images: no header giving their size, or more pixels than the limit. */
export function isAcceptableImage(document: DetectedDocument, maxPixels: number): boolean {
  if (document.format === 'pdf') return true;
  const { dimensions } = document;
  if (!dimensions || dimensions.width === 0 || dimensions.height === 0) return false;
  return dimensions.width * dimensions.height <= maxPixels;
}

/** Whether a detected format is among the configured ones (jpg content is accepted by "jpg" or "jpeg"). */
export function isConfiguredFormat(format: DetectedFormat, formats: readonly string[]): boolean {
  const configured = formats.map((entry) => entry.toLowerCase());
  return format === 'jpg'
    ? configured.includes('jpg') || configured.includes('jpeg')
    : configured.includes(format);
}
