import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a file size as the upload shows it', () => {
  it('writes kilobytes below a megabyte, rounded up, and megabytes with one decimal, in the locale', () => {
    expect(formatFileSize(200, 'en-US')).toBe('1 kB');
    expect(formatFileSize(245_000, 'en-US')).toBe('240 kB');
    expect(formatFileSize(2_048 * 1024, 'en-US')).toBe('2 MB');
    expect(formatFileSize(1_610_613, 'en-US')).toBe('1.5 MB');
    expect(formatFileSize(1_610_613, 'fr-CA')).toBe(
      new Intl.NumberFormat('fr-CA', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        1.5,
      ),
    );
    expect(formatFileSize(1_610_613, 'fr-CA')).toContain('1,5');
  });
});
