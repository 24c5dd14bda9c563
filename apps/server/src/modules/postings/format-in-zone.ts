import { toOffsetDateTime } from '@freight/domain/zoned-dates';

// A stop's appointment is answered in the stop's own zone (D1-3.05): "2030-03-04T08:00:00-06:00" for
// a Chicago pick-up, whatever the zone of the server or of the carrier's browser.

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes east of UTC of an IANA zone at a moment (daylight saving time included). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(new Date(epochMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT-06:00", "GMT+05:30", or plain "GMT" for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** ISO 8601 with the zone's offset at that moment, to the second. */
export function formatInZone(moment: Date, timeZone: string): string {
  const epochMs = moment.getTime();
  return toOffsetDateTime(epochMs, offsetMinutesAt(epochMs, timeZone));
}
