// Document timestamps as the spec writes them (D1-9.07): 'Mon D h:mm AM/PM Central', on the clock of
// the configured zone (config.formats.documentTimestampZone, America/Chicago), wherever the reader is.

type Formatters = { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
const formattersByKey = new Map<string, Formatters>();

function getFormatters(locale: string, timeZone: string): Formatters {
  const key = `${locale}|${timeZone}`;
  let formatters = formattersByKey.get(key);
  if (!formatters) {
    formatters = {
      day: new Intl.DateTimeFormat(locale, { timeZone, month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    formattersByKey.set(key, formatters);
  }
  return formatters;
}

// Recent ICU writes a narrow no-break space before AM/PM; a plain one reads and matches the same.
const spaced = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** { date: 'Nov 24', time: '8:05 AM' } in the zone; null for a text that is not a time. */
export function formatDocumentTime(
  value: string,
  timeZone: string,
  locale = 'en-US',
): { date: string; time: string } | null {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const { day, time } = getFormatters(locale, timeZone);
  return { date: spaced(day.format(instant)), time: spaced(time.format(instant)) };
}
