import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

// Recent ICU writes a narrow no-break space between a number and its unit in French.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatFileSize', () => {
  it('shows kilobytes below a megabyte and megabytes above, in the locale', () => {
    expect(formatFileSize(340 * 1024, 'en-US')).toBe('340 kB');
    expect(formatFileSize(2048 * 1024, 'en-US')).toBe('2 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en-US')).toBe('1.5 MB');
    expect(plain(formatFileSize(1.5 * 1024 * 1024, 'fr-CA'))).toBe('1,5 Mo');
  });

  it('never shows a file as 0 kB', () => {
    expect(formatFileSize(12, 'en-US')).toBe('1 kB');
  });
});
