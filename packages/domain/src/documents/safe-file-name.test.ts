import { describe, expect, it } from 'vitest';
import { downloadFileName } from './safe-file-name';

describe('downloadFileName', () => {
  it('ends with the extension of what the file really is', () => {
    expect(downloadFileName('pod.pdf', 'pdf')).toBe('pod.pdf');
    expect(downloadFileName('POD.PDF', 'pdf')).toBe('POD.PDF');
    expect(downloadFileName('photo.jpeg', 'jpg')).toBe('photo.jpeg');
    expect(downloadFileName('invoice.exe', 'pdf')).toBe('invoice.exe.pdf');
    expect(downloadFileName('scan', 'png')).toBe('scan.png');
  });

  it('never names a path, and falls back to a name of its own', () => {
    expect(downloadFileName('../../secret', 'pdf')).toBe('secret.pdf');
    expect(downloadFileName('', 'jpg')).toBe('document.jpg');
  });
});
