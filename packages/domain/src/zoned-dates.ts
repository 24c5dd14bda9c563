// The one module for time zones, used by the server, the seed and the web (decision 027), without a
// date library: Intl knows every IANA zone and its daylight saving time.
// - Date-times as the API writes them: ISO 8601 with a zone offset (D1-3.05), e.g.
//   2026-11-24T08:30:00-06:00. The text helpers keep a date picked in one zone at its wall-clock time
//   and offset.
// - A moment in an IANA zone: its offset, its calendar date, its wall-clock time, and back.
// - Offsets alone ("-06:00"), as a saved search keeps the zone its dates were typed in.
// None of them reads the clock.

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

/** An offset of minutes east of UTC as ISO 8601 writes it: -360 is "-06:00", 0 is "+00:00". */
export function formatOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${sign}${pad(offsetMinutes / 60)}:${pad(offsetMinutes % 60)}`;
}

/** Writes a moment as wall-clock time in the zone whose offset (minutes east of UTC) is given. */
export function toOffsetDateTime(epochMs: number, offsetMinutes: number): string {
  const shifted = new Date(epochMs + offsetMinutes * 60_000);
  return `${shifted.toISOString().slice(0, 19)}${formatOffset(offsetMinutes)}`;
}

/** A moment as wall-clock time and offset of the zone the code runs in (the browser's, on the web). */
export function toLocalOffsetDateTime(moment: Date): string {
  return toOffsetDateTime(moment.getTime(), -moment.getTimezoneOffset());
}

// ---------------------------------------------------------------------------------------------
// Offsets as text

const zoneOffsetPattern = /^[+-]\d{2}:\d{2}$/;

export function isZoneOffset(value: string): boolean {
  return zoneOffsetPattern.test(value);
}

/** The offset a date-time was written with ("-06:00"); "Z" reads as "+00:00". Null when there is none. */
export function zoneOffsetOf(value: string | null | undefined): string | null {
  const match = value ? /(Z|[+-]\d{2}:\d{2})$/.exec(value) : null;
  if (!match) return null;
  return match[1] === 'Z' ? '+00:00' : match[1]!;
}

/** Minutes east of UTC of an offset such as "-06:00"; none, or one that is not an offset, reads as UTC. */
export function offsetMinutesOf(offset: string | null): number {
  if (!offset || !isZoneOffset(offset)) return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** The instant as an ISO date-time in an offset such as "-06:00", e.g. 2026-11-24T00:00:00-06:00. */
export function writeInOffset(instant: Date, offset: string | null): string;
export function writeInOffset(instant: Date | null, offset: string | null): string | null;
export function writeInOffset(instant: Date | null, offset: string | null): string | null {
  return instant ? toOffsetDateTime(instant.getTime(), offsetMinutesOf(offset)) : null;
}

const dayMs = 86_400_000;

/** Whole calendar days from one date-time's date to another's, as written (negative when earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${datePart(to)}T00:00:00Z`) - Date.parse(`${datePart(from)}T00:00:00Z`)) / dayMs,
  );
}

// ---------------------------------------------------------------------------------------------
// Moments in an IANA time zone

/** Intl formatters are costly to build and are asked for again and again with the same zone. */
function cached(
  cache: Map<string, Intl.DateTimeFormat>,
  make: (timeZone: string) => Intl.DateTimeFormat,
): (timeZone: string) => Intl.DateTimeFormat {
  return (timeZone) => {
    let formatter = cache.get(timeZone);
    if (!formatter) {
      formatter = make(timeZone);
      cache.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dateFormatter = cached(
  new Map(),
  (timeZone) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const offsetFormatter = cached(
  new Map(),
  (timeZone) => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }),
);
const wallTimeFormatter = cached(
  new Map(),
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

const validTimeZones = new Map<string, boolean>();

/** True for an IANA zone name Intl knows, such as America/Chicago or UTC (not an abbreviation like CST). */
export function isIanaTimeZone(value: string): boolean {
  let isValid = validTimeZones.get(value);
  if (isValid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      isValid = value.includes('/') || value === 'UTC';
    } catch {
      isValid = false;
    }
    validTimeZones.set(value, isValid);
  }
  return isValid;
}

/** The calendar date (YYYY-MM-DD) of a moment in an IANA time zone. */
export function localDateOf(epochMs: number, timeZone: string): string {
  return dateFormatter(timeZone).format(new Date(epochMs));
}

/** Minutes east of UTC of an IANA zone at a moment, asked of Intl (about 3 µs a call). */
function intlOffsetMinutesAt(epochMs: number, timeZone: string): number {
  const name = offsetFormatter(timeZone)
    .formatToParts(new Date(epochMs))
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT-06:00", "GMT+05:30", or plain "GMT" for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

// Offsets by zone and UTC hour: a page of search results writes about 150 stop times, mostly on the
// same hours of the same zones. An hour is kept only when its start and its end have the same offset,
// so an hour with a daylight-saving change (or any other) is always asked of Intl. Bounded: the map
// starts again when full.
const hourMs = 3_600_000;
const maxCachedHours = 50_000;
const offsetsByHour = new Map<string, number>();

/** Minutes east of UTC of an IANA zone at a moment (daylight saving time included). */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  const hour = Math.floor(epochMs / hourMs);
  const key = `${timeZone} ${hour}`;
  const known = offsetsByHour.get(key);
  if (known !== undefined) return known;
  const atStart = intlOffsetMinutesAt(hour * hourMs, timeZone);
  const atEnd = intlOffsetMinutesAt((hour + 1) * hourMs - 1, timeZone);
  if (atStart !== atEnd) return intlOffsetMinutesAt(epochMs, timeZone);
  if (offsetsByHour.size >= maxCachedHours) offsetsByHour.clear();
  offsetsByHour.set(key, atStart);
  return atStart;
}

/** ISO 8601 with the zone's offset at that moment, to the second: 2030-03-04T08:00:00-06:00 in Chicago. */
export function formatInZone(moment: Date, timeZone: string): string {
  const epochMs = moment.getTime();
  return toOffsetDateTime(epochMs, offsetMinutesAt(epochMs, timeZone));
}

/** A wall-clock time; month is 1-12. */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The wall-clock time of a moment in an IANA zone. */
export function wallTimeOf(moment: Date, timeZone: string): WallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallTimeFormatter(timeZone).formatToParts(moment)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * The moment a wall-clock time is in an IANA zone: "8:00 on 4 March in Chicago". The day may overflow
 * (day 35 is in the next month). A time that daylight saving skips lands an hour earlier (2:30 on
 * the spring-forward day is 1:30); one it repeats is the first of the two.
 */
export function instantOfWallTime(
  wall: Pick<WallTime, 'year' | 'month' | 'day' | 'hour' | 'minute'> & { second?: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second ?? 0);
  const first = guess - offsetMinutesAt(guess, timeZone) * 60_000;
  // A second pass settles times near a daylight-saving change.
  return new Date(guess - offsetMinutesAt(first, timeZone) * 60_000);
}

/**
 * The wall-clock date and time an offset date-time writes, its offset set aside, as a moment in an
 * IANA zone: "2026-11-25T00:00:00-08:00" in America/Chicago is midnight of 25 November in Chicago,
 * whoever wrote it from Los Angeles. A search's dates are read so (decision 051).
 */
export function instantAsWrittenIn(value: string, timeZone: string): Date {
  const { date, time } = parts(value);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return instantOfWallTime({ year, month, day, hour, minute, second }, timeZone);
}
