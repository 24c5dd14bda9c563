// Date-times as the search sends them: ISO 8601 with a zone offset (D1-3.05), e.g.
// 2026-11-24T08:30:00-06:00. These helpers work on the text so that a date picked in one zone keeps
// its wall-clock time and offset; none of them reads the clock.

const offsetDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The last time a 5-minute time picker offers in a day. */
export const endOfDayTime = '23:55:00';

export function isOffsetDateTime(value: string): boolean {
  const match = offsetDateTime.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}

function parts(value: string): { date: string; time: string; offset: string } {
  const match = offsetDateTime.exec(value);
  if (!match) throw new Error(`Not an ISO date-time with an offset: ${value}`);
  const [, year, month, day, hour, minute, second = '00', offset] = match;
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}:${second}`, offset: offset! };
}

/** The calendar date (YYYY-MM-DD) of a date-time as written, in its own offset. */
export function datePart(value: string): string {
  return parts(value).date;
}

export function startOfDay(value: string): string {
  const { date, offset } = parts(value);
  return `${date}T00:00:00${offset}`;
}

export function endOfDay(value: string): string {
  const { date, offset } = parts(value);
  return `${date}T${endOfDayTime}${offset}`;
}

/** Adds whole days to the calendar date, keeping the wall-clock time and the offset. */
export function shiftDays(value: string, days: number): string {
  const { date, time, offset } = parts(value);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  return `${shifted}T${time}${offset}`;
}

const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');

/** Writes a moment as wall-clock time in the zone whose offset (minutes east of UTC) is given. */
export function toOffsetDateTime(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
  return `${shifted.toISOString().slice(0, 19)}${offset}`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) of a moment in an IANA time zone. */
export function localDateOf(epochMs: number, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(epochMs));
}
