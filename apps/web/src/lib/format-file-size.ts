import type { FormatLocale } from './format-locale';

// A file's size as the upload fields and the review of chosen files show it, in the user's locale: kB below a megabyte,
// else MB with one decimal. Kilobytes of 1,024 bytes, as the upload's limit (documents.maxSizeKb)
// is counted by the server, so a file shown at 2,048 kB is exactly at the limit.

const kilobyte = 1024;
const megabyte = 1024 * 1024;

export function formatFileSize(bytes: number, locale: FormatLocale): string {
  if (bytes >= megabyte) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / megabyte);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: bytes < 10 * kilobyte ? 1 : 0,
  }).format(bytes / kilobyte);
}
