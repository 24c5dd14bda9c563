// A file's size as the upload fields show it, in the user's locale (Intl units): kilobytes below a
// megabyte, megabytes with one decimal above.

export function formatFileSize(bytes: number, locale: string): string {
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024)
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.max(1, Math.ceil(kilobytes)));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    kilobytes / 1024,
  );
}
