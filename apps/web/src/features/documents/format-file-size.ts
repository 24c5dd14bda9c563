// The size of a file as the Documents tab shows it (a limit, a chosen file): kilobytes up to a
// megabyte, then megabytes with one decimal, in the user's locale through Intl (2 MB, 2 Mo, 340 kB).

const formatters = new Map<string, { kb: Intl.NumberFormat; mb: Intl.NumberFormat }>();

function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      kb: new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
      mb: new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
    };
    formatters.set(locale, found);
  }
  return found;
}

export function formatFileSize(bytes: number, locale: string): string {
  const kilobytes = bytes / 1024;
  const { kb, mb } = formattersOf(locale);
  return kilobytes < 1024 ? kb.format(Math.max(1, Math.round(kilobytes))) : mb.format(kilobytes / 1024);
}
