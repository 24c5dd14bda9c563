import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { detectDocumentFormat, isAcceptableImage, isConfiguredFormat } from './detect-document-format';
import { asciiBytes, exeBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from './document-samples';
import { safeFileName } from './safe-file-name';

describe('detectDocumentFormat', () => {
  it.each([
    ['a PDF', pdfBytes(), 'pdf'],
    ['a PNG', pngBytes(), 'png'],
    ['a JPEG', jpegBytes(), 'jpg'],
  ])('[D2-5.27] recognises %s by its magic bytes', (_name, bytes, format) => {
    expect(detectDocumentFormat(bytes)?.format).toBe(format);
  });

  it.each([
    ['an executable', exeBytes],
    ['a zip', zipBytes],
    ['an HTML page', htmlBytes],
    ['an empty file', new Uint8Array()],
    ['a PDF marker not at the start', asciiBytes(' %PDF-1.4')],
  ])('[D2-5.27] refuses %s whatever its name', (_name, bytes) => {
    expect(detectDocumentFormat(bytes)).toBeNull();
  });

  it('[D2-5.27] reads the dimensions an image header declares', () => {
    expect(detectDocumentFormat(pngBytes(640, 480))?.dimensions).toEqual({ width: 640, height: 480 });
    expect(detectDocumentFormat(jpegBytes(1024, 768))?.dimensions).toEqual({ width: 1024, height: 768 });
  });

  it('[D2-5.27] refuses an image declaring more pixels than the limit (a decompression bomb)', () => {
    const limit = defaultConfig.documents.maxImagePixels;
    expect(isAcceptableImage(detectDocumentFormat(pngBytes(4000, 3000))!, limit)).toBe(true);
    expect(isAcceptableImage(detectDocumentFormat(pngBytes(100_000, 100_000))!, limit)).toBe(false);
    expect(isAcceptableImage(detectDocumentFormat(jpegBytes(65_000, 65_000))!, limit)).toBe(false);
    // A JPEG head with no frame header gives no size: refused too.
    expect(isAcceptableImage(detectDocumentFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))!, limit)).toBe(
      false,
    );
  });

  it('[D2-5.27] accepts only the configured formats (jpg content by jpg or jpeg)', () => {
    expect(isConfiguredFormat('jpg', ['jpeg'])).toBe(true);
    expect(isConfiguredFormat('png', ['pdf', 'jpg'])).toBe(false);
    expect(isConfiguredFormat('pdf', defaultConfig.documents.formats)).toBe(true);
  });
});

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\pod.pdf', 'pod.pdf'],
    ['dir/..', 'file'],
    ['bol\u0000.pdf', 'bol.pdf'],
    ['', 'file'],
  ])('[D2-3.06] shows %j as %j: the base name only', (name, shown) => {
    expect(safeFileName(name, 'file')).toBe(shown);
  });
});
