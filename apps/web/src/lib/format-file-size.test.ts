import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('shows kB below a megabyte and MB above, in kilobytes of 1,024 bytes', () => {
    expect(formatFileSize(512, 'en-US')).toBe('0.5 kB');
    expect(formatFileSize(834 * 1024, 'en-US')).toBe('834 kB');
    expect(formatFileSize(1_992_188, 'en-US')).toBe('1.9 MB');
    expect(formatFileSize(2_048 * 1024, 'en-US')).toBe('2 MB');
  });

  it('writes the numbers and units of the French locale, with its no-break space', () => {
    expect(formatFileSize(512, 'fr-CA')).toBe('0,5\u00a0ko');
    expect(formatFileSize(834 * 1024, 'fr-CA')).toBe('834\u00a0ko');
    expect(formatFileSize(1_992_188, 'fr-CA')).toBe('1,9\u00a0Mo');
  });
});
