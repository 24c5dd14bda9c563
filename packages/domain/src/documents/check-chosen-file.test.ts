import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { chosenFileIssue, isWithinSizeLimit } from './check-chosen-file';
import { exeBytes, htmlBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from './document-samples';

const limits = defaultConfig.documents;
const file = (bytes: Uint8Array, sizeBytes = bytes.byteLength) => ({ bytes, sizeBytes });

describe('the checks of a chosen file', () => {
  it('[D2-5.27] accepts a pdf, a png and a jpg read from their bytes', () => {
    expect(chosenFileIssue(file(pdfBytes()), limits)).toBeNull();
    expect(chosenFileIssue(file(pngBytes(800, 600)), limits)).toBeNull();
    expect(chosenFileIssue(file(jpegBytes(800, 600)), limits)).toBeNull();
  });

  it('[D2-5.27] refuses what the bytes say is not one of the configured formats, whatever its name', () => {
    for (const bytes of [exeBytes, zipBytes, htmlBytes, new Uint8Array()])
      expect(chosenFileIssue(file(bytes), limits)).toBe('format');
    expect(chosenFileIssue(file(pngBytes()), { ...limits, formats: ['pdf'] })).toBe('format');
    expect(chosenFileIssue(file(jpegBytes()), { ...limits, formats: ['jpeg'] })).toBeNull();
  });

  it('[D2-5.27] refuses a file above the configured size (KB) before reading it', () => {
    expect(isWithinSizeLimit(2_048 * 1024, limits)).toBe(true);
    expect(isWithinSizeLimit(2_048 * 1024 + 1, limits)).toBe(false);
    expect(chosenFileIssue(file(pdfBytes(), 2_048 * 1024 + 1), limits)).toBe('tooLarge');
    expect(chosenFileIssue(file(pdfBytes(), 11 * 1024), { ...limits, maxSizeKb: 10 })).toBe('tooLarge');
  });

  it('refuses an image whose header declares more pixels than allowed (a decompression bomb)', () => {
    expect(chosenFileIssue(file(pngBytes(100_000, 100_000)), limits)).toBe('imageTooLarge');
  });
});
