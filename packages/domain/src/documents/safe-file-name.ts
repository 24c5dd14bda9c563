// The name shown for an uploaded file (D2-3.06 fileName): the last part of what the client sent, so a
// path (`../../etc/passwd`, `C:\\x\\y.pdf`) never reaches the display; storage keys are the store's own
// (decision 042), so this name never names a file on disk or in a bucket.

const maxLength = 120;

/** The base name of a client's file name without control characters, or `fallback` when nothing is left. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const visible = cleaned === '.' || cleaned === '..' ? '' : cleaned;
  return visible.length === 0 ? fallback : visible.slice(-maxLength);
}

/**
 * The name a download is saved under: the shown name, made safe, ending with the extension of what the
 * file really is (detected from its bytes when it was stored), so that `invoice.exe` holding a PDF
 * saves as `invoice.exe.pdf` and opens as one.
 */
export function downloadFileName(fileName: string, extension: string): string {
  const base = safeFileName(fileName, `document.${extension}`);
  const lower = base.toLowerCase();
  const endings = extension === 'jpg' ? ['.jpg', '.jpeg'] : [`.${extension}`];
  return endings.some((ending) => lower.endsWith(ending)) ? base : `${base}.${extension}`;
}
